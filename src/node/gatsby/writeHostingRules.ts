import type { ParentSpanPluginArgs } from "gatsby";
import { removeSourceMaps } from "../deploy/internalFiles";
import { writeHostFiles } from "../deploy/writeHostFiles";
import { searchBackendFromEnv } from "../search/searchMode";
import { publicRoot } from "./paths";

/**
 * onPostBuild: once every page is written, the build adds the hosting rules for exactly these
 * pages (src/node/deploy): `_headers`, `_redirects`, `_nginx.conf` and the page policy. An
 * inline script that changes from page to page fails the build: no header CSP could allow it.
 */
export function writeHostingRules({ reporter }: Pick<ParentSpanPluginArgs, "reporter">): void {
  const backend = searchBackendFromEnv(process.env);
  try {
    removeSourceMaps(publicRoot);
    const policy = writeHostFiles(publicRoot, {
      algoliaAppId: backend.kind === "algolia" ? backend.appId : undefined,
      measurementId: process.env.GA_MEASUREMENT_ID?.trim() || undefined,
    });
    reporter.info(
      `Hosting rules written (_headers, _redirects, _nginx.conf): ` +
        `${policy.scriptHashes.length} inline scripts hashed for the Content-Security-Policy`,
    );
  } catch (error) {
    reporter.panicOnBuild(
      `Could not write the hosting rules: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
