import { transformSync } from "esbuild";
import type { SearchBackend } from "../../shared/search/searchBackend";

/**
 * The one stylesheet the search modal loads with it (`static/search/docsearch-<hash>.css`):
 * DocSearch's own, then the site's theme for it (src/theme/SearchModal/docsearch-theme.css,
 * later so it wins), minified. The theme rode in a CSS chunk of the modal's before, one request
 * more on every first search for 0.3 KiB. With the embedded index DocSearch's "Search by
 * Algolia" logo would mislead, so the build that uses it hides the logo here.
 */
export function docSearchStylesheet(
  docSearchCss: string,
  themeCss: string,
  backend: SearchBackend["kind"],
): string {
  const hideLogo = backend === "embedded" ? "\n.DocSearch-Logo { display: none; }" : "";
  const theme = transformSync(themeCss + hideLogo, { loader: "css", minify: true }).code.trim();
  return `${docSearchCss.trimEnd()}\n${theme}\n`;
}
