import { withPrefix } from "gatsby";
import { Helmet } from "react-helmet";
import siteConfig from "../../../site.config";
import { reportHeadUpdated } from "../../lib/headUpdates";

export interface Props {
  /** The page's own title; the site title follows it after the delimiter. */
  title?: string;
  description?: string;
  keywords?: readonly string[];
}

/** `<title>` joined with the site title, the meta description and the site-wide robots rule. */
function pageTitle(title: string | undefined): string {
  const { title: siteTitle, titleDelimiter } = siteConfig;
  return title && title !== siteTitle ? `${title} ${titleDelimiter} ${siteTitle}` : siteTitle;
}

export default function SiteHead({ title, description, keywords }: Props) {
  const locale = siteConfig.i18n.locales.find(
    (entry) => entry.code === siteConfig.i18n.defaultLocale,
  );
  return (
    // Page views wait for this signal so they carry the new page's title.
    <Helmet onChangeClientState={reportHeadUpdated}>
      <html lang={locale?.htmlLang ?? "en"} dir={locale?.direction ?? "ltr"} />
      <title>{pageTitle(title)}</title>
      <link rel="icon" href={withPrefix("/img/favicon.svg")} type="image/svg+xml" />
      <meta name="description" content={description ?? siteConfig.tagline} />
      {keywords && keywords.length > 0 ? (
        <meta name="keywords" content={keywords.join(", ")} />
      ) : null}
      {siteConfig.noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta property="og:title" content={pageTitle(title)} />
      <meta property="og:description" content={description ?? siteConfig.tagline} />
    </Helmet>
  );
}
