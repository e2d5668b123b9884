import siteConfig from "../../../site.config";
import { baseUrlCheckPage, baseUrlCheckScript } from "./baseUrlCheckScript";

export interface Props {
  /** The path Gatsby builds the page at (onRenderBody's `pathname`). */
  pagePath: string;
}

/** The inline base-URL check for one page, placed first in the body by gatsby-ssr. */
export default function BaseUrlCheck({ pagePath }: Props) {
  const page = baseUrlCheckPage(pagePath);
  return page === null ? null : (
    <script
      data-page={page}
      dangerouslySetInnerHTML={{ __html: baseUrlCheckScript(siteConfig.baseUrl) }}
    />
  );
}
