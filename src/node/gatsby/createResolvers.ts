import type { CreateResolversArgs } from "gatsby";
import siteConfig from "../../../site.config";
import { resolveNavbarTargets } from "../config/navbarTargets";
import { scanMarkdown } from "../markdown/scanMarkdown";
import { compileDoc, compiledDocCacheKey } from "../mdx/compileDoc";
import { readVersions } from "../model/docsModel";
import { toNavbarData, toSidebarData } from "../model/clientData";
import { loadModel, type MdxNode } from "./loadModel";
import { contentRoot, projectRoot } from "./paths";
import { searchAssetsOf, searchClientConfigOf } from "./searchAssets";

interface NodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<MdxNode> }>;
}

async function modelFrom(nodeModel: NodeModel) {
  const { entries } = await nodeModel.findAll({ type: "Mdx" });
  return loadModel([...entries]);
}

async function searchConfigFrom(nodeModel: NodeModel) {
  const { entries } = await nodeModel.findAll({ type: "Mdx" });
  const nodes = [...entries];
  const fileOf = new Map(nodes.map((node) => [node.id, node.internal.contentFilePath ?? ""]));
  const model = loadModel(nodes);
  return searchClientConfigOf(searchAssetsOf(model, (doc) => fileOf.get(doc.nodeId) ?? ""));
}

/**
 * `docsNavbar`, `docsSidebars` and `docsSearch` are read by static queries, so Gatsby ships each
 * once as a shared JSON file instead of copying it into every page's data. `Mdx.compiledBody` is
 * the doc's compiled MDX (cached by content); `Mdx.headings` feeds the table of contents from the
 * same scan the link checker uses.
 */
export function createDocsResolvers({ createResolvers, cache }: CreateResolversArgs) {
  const versions = readVersions(projectRoot, contentRoot);
  createResolvers({
    Query: {
      docsNavbar: {
        type: "JSON",
        async resolve(_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) {
          const model = await modelFrom(context.nodeModel);
          const latest = model.versions.find((version) => version.isLatest)?.name ?? "";
          const latestDocs = new Map(
            model.docs
              .filter((doc) => doc.version === latest)
              .map((doc) => [doc.id, doc.permalink]),
          );
          const targets = resolveNavbarTargets(
            "site.config.ts",
            siteConfig,
            latestDocs,
            model.sidebars[latest] ?? {},
          );
          return toNavbarData(model, targets);
        },
      },
      // The same deterministic build as createPages' gives the same hashed file names.
      docsSearch: {
        type: "JSON",
        async resolve(_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) {
          return searchConfigFrom(context.nodeModel);
        },
      },
      docsSidebars: {
        type: "JSON",
        async resolve(_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) {
          return toSidebarData(await modelFrom(context.nodeModel));
        },
      },
    },
    Mdx: {
      compiledBody: {
        type: "String!",
        async resolve(source: {
          body?: string;
          internal: { contentDigest: string; contentFilePath?: string };
        }) {
          const key = compiledDocCacheKey(
            source.internal.contentFilePath ?? "",
            source.internal.contentDigest,
          );
          const cached = (await cache.get(key)) as string | undefined;
          if (cached) return cached;
          const compiled = await compileDoc(
            source.body ?? "",
            source.internal.contentFilePath ?? "",
            {
              contentRoot,
              versions,
            },
          );
          await cache.set(key, compiled);
          return compiled;
        },
      },
      headings: {
        type: "[DocHeading!]!",
        resolve(source: { body?: string }) {
          return scanMarkdown(source.body ?? "").headings.map(({ level, text, id }) => ({
            level,
            text,
            id,
          }));
        },
      },
    },
  });
}
