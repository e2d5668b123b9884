import siteConfig from "../../../site.config";
import { baseUrlCheckScript } from "./baseUrlCheckScript";

export interface Props {
  /** The path Gatsby builds the page at (onRenderBody's `pathname`). */
  pagePath: string;
}

/** The inline base-URL check for one page, placed first in the body by gatsby-ssr. */
export default function BaseUrlCheck({ pagePath }: Props) {
  const script = baseUrlCheckScript(pagePath, siteConfig.baseUrl);
  return script ? <script dangerouslySetInnerHTML={{ __html: script }} /> : null;
}
