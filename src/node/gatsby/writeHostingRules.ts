import type { ParentSpanPluginArgs } from "gatsby";
import { deployHostFromEnv, HOST_NAMES } from "../deploy/deployHost";
import { DEPLOY_FILES, DEPLOY_OUTPUT_FOLDER, SOURCE_MAPS_FOLDER } from "../deploy/deployOutput";
import path from "node:path";
import { finishOutput } from "../deploy/finishOutput";
import { sourceMapsAside } from "./noSourceMaps";
import { searchBackendFromEnv } from "../search/searchMode";
import { deployOutputRoot, publicRoot } from "./paths";

/**
 * onPostBuild: once every page is written, the build deletes from public/ what no reader or host
 * needs (Gatsby's build records, source maps) and adds the hosting rules for exactly these pages
 * (src/node/deploy): `_headers` and `_redirects` in public/, the nginx include and the page
 * policy in deploy-output/. An inline script that changes from page to page fails the build: no
 * header CSP could allow it. Only the pages Gatsby rendered are hashed; the HTML, SVG and XML
 * files of static/ get a policy that runs nothing.
 */
export function writeHostingRules({
  reporter,
  getNodesByType,
}: Pick<ParentSpanPluginArgs, "reporter" | "getNodesByType">): void {
  const backend = searchBackendFromEnv(process.env);
  try {
    // The pages Gatsby rendered, from its public SitePage nodes: their HTML alone is hashed.
    const pagePaths = getNodesByType("SitePage").map((page) => String(page.path));
    const host = deployHostFromEnv(process.env);
    const { policy, staticDocuments, removed } = finishOutput(
      { publicDir: publicRoot, deployDir: deployOutputRoot },
      pagePaths,
      {
        algoliaAppId: backend.kind === "algolia" ? backend.appId : undefined,
        measurementId: process.env.GA_MEASUREMENT_ID?.trim() || undefined,
      },
      host,
      sourceMapsAside() ? path.join(deployOutputRoot, SOURCE_MAPS_FOLDER) : undefined,
    );
    reporter.info(
      `Hosting rules written (_headers, _redirects for ${HOST_NAMES[host]}; ` +
        `${DEPLOY_OUTPUT_FOLDER}/${DEPLOY_FILES.nginx}, ${DEPLOY_OUTPUT_FOLDER}/${DEPLOY_FILES.policy}): ` +
        `${policy.scriptHashes.length} inline scripts of ${pagePaths.length} pages hashed for the ` +
        `Content-Security-Policy, ${staticDocuments.length} static documents served with a policy that runs nothing; ` +
        `${removed.length} files no reader needs deleted from public/ (${removed.join(", ") || "none"})`,
    );
  } catch (error) {
    reporter.panicOnBuild(
      `Could not write the hosting rules: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
