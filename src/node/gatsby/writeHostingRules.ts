import type { ParentSpanPluginArgs } from "gatsby";
import { removeSourceMaps } from "../deploy/internalFiles";
import { deployHostFromEnv, HOST_NAMES } from "../deploy/deployHost";
import { writeHostFiles } from "../deploy/writeHostFiles";
import { searchBackendFromEnv } from "../search/searchMode";
import { publicRoot } from "./paths";

/**
 * onPostBuild: once every page is written, the build adds the hosting rules for exactly these
 * pages (src/node/deploy): `_headers`, `_redirects`, `_nginx.conf` and the page policy. An
 * inline script that changes from page to page fails the build: no header CSP could allow it.
 * Only the pages Gatsby rendered are hashed; the HTML, SVG and XML files of static/ get a
 * policy that runs nothing.
 */
export function writeHostingRules({
  reporter,
  getNodesByType,
}: Pick<ParentSpanPluginArgs, "reporter" | "getNodesByType">): void {
  const backend = searchBackendFromEnv(process.env);
  try {
    removeSourceMaps(publicRoot);
    // The pages Gatsby rendered, from its public SitePage nodes: their HTML alone is hashed.
    const pagePaths = getNodesByType("SitePage").map((page) => String(page.path));
    const host = deployHostFromEnv(process.env);
    const { policy, staticDocuments } = writeHostFiles(
      publicRoot,
      pagePaths,
      {
        algoliaAppId: backend.kind === "algolia" ? backend.appId : undefined,
        measurementId: process.env.GA_MEASUREMENT_ID?.trim() || undefined,
      },
      host,
    );
    reporter.info(
      `Hosting rules written (_headers, _redirects for ${HOST_NAMES[host]}, _nginx.conf): ` +
        `${policy.scriptHashes.length} inline scripts of ${pagePaths.length} pages hashed for the ` +
        `Content-Security-Policy, ${staticDocuments.length} static documents served with a policy that runs nothing`,
    );
  } catch (error) {
    reporter.panicOnBuild(
      `Could not write the hosting rules: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
