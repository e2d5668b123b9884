/**
 * The HTML file Gatsby writes for a page path: `/404.html` as it is, every other path as its
 * folder's `index.html` (`/` → `/index.html`, `/docs/x` and `/docs/x/` → `/docs/x/index.html`).
 */
export function pageHtmlFile(pagePath: string): string {
  if (pagePath.endsWith(".html")) return pagePath;
  const folder = pagePath.replace(/\/+$/, "");
  return `${folder}/index.html`;
}

/**
 * The HTML files of the pages a build rendered, from the page paths it knows (Gatsby's SitePage
 * nodes): the pages whose inline scripts are the site's own. Any other HTML of the output (a
 * file of static/, Gatsby's slices) is not one of them.
 */
export function renderedPageFiles(pagePaths: Iterable<string>): string[] {
  return [...new Set([...pagePaths].map(pageHtmlFile))].sort();
}
