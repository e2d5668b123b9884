import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import siteConfig from "../../../site.config";
import { resolveNavbarTargets } from "../config/navbarTargets";
import { validateSiteConfig } from "../config/validateSiteConfig";
import { BuildError, BuildErrors } from "../errors/BuildError";
import { formatBrokenLinks } from "../links/checkLinks";
import { planDocPages } from "../pages/planDocPages";
import { loadModel, type MdxNode } from "./loadModel";
import { contentRoot, docTemplate, projectRoot, publicRoot, staticRoot } from "./paths";
import { searchAssetsOf, writeSearchAssets } from "./searchAssets";
import { checkSiteLinks } from "./siteLinks";

/** Pages that src/pages creates, which docs may link to. */
const NON_DOC_PAGES = ["/", "/search", "/404"];

interface AllMdx {
  allMdx: { nodes: MdxNode[] };
}

/**
 * Builds and validates the docs model, checks every link, then creates one page per doc.
 * Any input error stops the build through the reporter with the file and the problem.
 */
export async function createDocPages({ graphql, actions, reporter, getNode }: CreatePagesArgs) {
  const result = await graphql<AllMdx>(`
    {
      allMdx {
        nodes {
          id
          internal {
            contentFilePath
            contentDigest
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the docs", result.errors);
    return;
  }
  // GraphQL coerces frontmatter to the declared types; validation must see what the file holds.
  const nodes = result.data.allMdx.nodes.map((node) => ({
    ...node,
    frontmatter: (getNode(node.id) as { frontmatter?: unknown } | undefined)?.frontmatter,
  }));
  const fileOf = new Map(nodes.map((node) => [node.id, node.internal.contentFilePath ?? ""]));
  try {
    const config = validateSiteConfig("site.config.ts", siteConfig);
    const model = loadModel(nodes);
    const latest = model.versions.find((version) => version.isLatest);
    const latestDocs = new Map(
      model.docs
        .filter((doc) => doc.version === latest?.name)
        .map((doc) => [doc.id, doc.permalink]),
    );
    resolveNavbarTargets(
      "site.config.ts",
      config,
      latestDocs,
      model.sidebars[latest?.name ?? ""] ?? {},
    );
    const broken = checkSiteLinks({
      model,
      config,
      configFile: "site.config.ts",
      otherPages: NON_DOC_PAGES,
      staticRoot,
      sidebarFiles: Object.fromEntries(
        model.versions.map((version) => [
          version.name,
          path.relative(projectRoot, path.join(contentRoot, version.sidebarsFile)),
        ]),
      ),
      contentFileOf: (doc) => fileOf.get(doc.nodeId) ?? "",
    });
    if (broken.length > 0) {
      reporter.panicOnBuild(formatBrokenLinks(broken));
      return;
    }
    for (const page of planDocPages(model, docTemplate)) {
      actions.createPage(page);
    }
    reporter.info(`Created ${model.docs.length} doc pages in ${model.versions.length} versions`);
    writeSearchAssets(
      publicRoot,
      searchAssetsOf(model, (doc) => fileOf.get(doc.nodeId) ?? ""),
    );
  } catch (error) {
    if (error instanceof BuildError || error instanceof BuildErrors) {
      reporter.panicOnBuild(error.message);
      return;
    }
    throw error;
  }
}
