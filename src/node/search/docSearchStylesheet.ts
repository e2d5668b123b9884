import { transformSync } from "esbuild";
import type { SearchBackend } from "../../shared/search/searchBackend";

/** The site's theme for DocSearch's modal: the file's path (for errors) and its text. */
export interface ModalTheme {
  file: string;
  css: string;
}

/** With the embedded index DocSearch's "Search by Algolia" logo would mislead. */
const HIDE_ALGOLIA_LOGO = ".DocSearch-Logo{display:none}";

/**
 * The theme minified; a syntax error or anything else esbuild warns about (an unclosed block
 * would swallow the rules after it, a misspelt property does nothing) stops the build, naming
 * the file, line and column.
 */
function minifiedTheme({ file, css }: ModalTheme): string {
  const { code, warnings } = transformSync(css, { loader: "css", minify: true, sourcefile: file });
  const [first] = warnings;
  if (first) {
    const where = first.location ? `:${first.location.line}:${first.location.column + 1}` : "";
    throw new Error(`${file}${where}: ${first.text} (the search modal's theme, expected CSS)`);
  }
  return code.trim();
}

/**
 * The one stylesheet the search modal loads with it (`static/search/docsearch-<hash>.css`):
 * DocSearch's own, then the site's theme for it (src/theme/SearchModal/docsearch-theme.css,
 * later so it wins), and with the embedded index the rule that hides Algolia's logo. The theme
 * rode in a CSS chunk of the modal's before: one request more on every first search, for
 * 0.3 KiB.
 */
export function docSearchStylesheet(
  docSearchCss: string,
  theme: ModalTheme,
  backend: SearchBackend["kind"],
): string {
  const rules = [minifiedTheme(theme), ...(backend === "embedded" ? [HIDE_ALGOLIA_LOGO] : [])];
  return `${docSearchCss.trimEnd()}\n${rules.join("")}\n`;
}
