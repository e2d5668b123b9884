import { htmlFiles } from "./collectPagePolicy";

/**
 * The pages of a build, by their canonical path (`/`, `/docs/about`): every `index.html` outside
 * `page-data/`. Gatsby writes each page `/x` as `/x/index.html`.
 */
export function sitePages(publicDir: string): string[] {
  return htmlFiles(publicDir)
    .filter((file) => file.endsWith("/index.html") && !file.startsWith("/page-data/"))
    .map((file) => file.slice(0, -"/index.html".length) || "/")
    .sort();
}
