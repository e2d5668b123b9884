import { withPrefix } from "gatsby";
import siteConfig from "../../../../site.config";
import type { PageLocation } from "../../../contexts/PageLocation";
import { useLiveLocation } from "../../../hooks/useLiveLocation";
import Dropdown from "../Dropdown";

type Locale = (typeof siteConfig.i18n.locales)[number];

/**
 * The same page in another locale: the default locale lives at the root, the others under
 * `/<code>`. Query string and hash are kept so the reader lands on the same spot.
 */
export function localizedUrl(
  location: PageLocation,
  locale: Locale,
  defaultLocale: string,
  locales: readonly Locale[],
): string {
  const codes = locales.map((entry) => entry.code).filter((code) => code !== defaultLocale);
  const segments = location.pathname.split("/");
  const withoutLocale = codes.includes(segments[1] ?? "")
    ? `/${segments.slice(2).join("/")}`
    : location.pathname;
  const base = withoutLocale === "/" ? "" : withoutLocale;
  const path = locale.code === defaultLocale ? base || "/" : `/${locale.code}${base}`;
  return `${path}${location.search}${location.hash}`;
}

/** Links to the current page in each configured locale. */
export default function LocaleDropdown({
  id,
  locales = siteConfig.i18n.locales,
}: {
  /** The menu's element id, unique on the page. */
  id: string;
  locales?: readonly Locale[];
}) {
  const location = useLiveLocation();
  const { defaultLocale } = siteConfig.i18n;
  const current = locales.find((locale) => locale.code === defaultLocale) ?? locales[0];
  return (
    <Dropdown
      id={id}
      label={current?.label ?? "Language"}
      ariaLabel="Choose a language"
      align="right"
    >
      {locales.map((locale) => (
        // A full page load: another locale is another site build.
        <a
          key={locale.code}
          role="menuitem"
          href={withPrefix(localizedUrl(location, locale, defaultLocale, locales))}
          hrefLang={locale.htmlLang}
          lang={locale.htmlLang}
          aria-current={locale.code === current?.code ? "true" : undefined}
        >
          {locale.label}
        </a>
      ))}
    </Dropdown>
  );
}
