import type { Actions, CreateResolversArgs, NodePluginArgs } from "gatsby";
import { toNavbarData } from "../model/clientData";
import type { DocsModel } from "../model/docsModel";
import { toSearchClientConfig } from "../search/clientConfig";
import type { SearchAssets } from "../search/searchAssets";
import { searchBackendFromEnv } from "../search/searchMode";
import type { NavbarData, NavbarTargets } from "../../shared/clientData";
import type { SearchClientConfig } from "../../shared/search/searchBackend";

/** What the static queries ship, computed by createPages and kept in Gatsby's cache. */
export interface SiteClientData {
  navbar: NavbarData | null;
  search: SearchClientConfig;
}

/** The node type that carries the client data (declared in schema.ts). */
const CLIENT_DATA_TYPE = "DocsClientData";

/** No target at all when the configuration or its navbar items are in error (development). */
const NO_TARGETS: NavbarTargets = { docs: {}, sidebars: {} };

/**
 * Stores the navbar and search data of this run as one node. Gatsby runs static queries
 * in worker processes during a build and re-runs them only when a node they read changes: a node
 * is what reaches the workers and what makes `gatsby develop` refresh the navbar.
 */
export function storeClientData(
  { createNode }: Pick<Actions, "createNode">,
  {
    createNodeId,
    createContentDigest,
  }: Pick<NodePluginArgs, "createNodeId" | "createContentDigest">,
  model: DocsModel,
  /** Resolved by assembleSite, which also checked them: not resolved a second time here. */
  navbarTargets: NavbarTargets | undefined,
  searchAssets: SearchAssets,
): void {
  const data: SiteClientData = {
    navbar: toNavbarData(model, navbarTargets ?? NO_TARGETS),
    search: toSearchClientConfig(searchBackendFromEnv(process.env), searchAssets),
  };
  createNode({
    id: createNodeId("docs-client-data"),
    ...data,
    internal: { type: CLIENT_DATA_TYPE, contentDigest: createContentDigest(data) },
  });
}

interface NodeModel {
  findOne(args: { type: string }): Promise<unknown>;
}

interface ResolverContext {
  nodeModel: NodeModel;
}

/**
 * `docsNavbar` and `docsSearch` are read by static queries, so Gatsby ships each
 * once as a shared JSON file instead of copying it into every page's data. They read the node
 * createPages writes, so Gatsby re-runs them whenever its content changes.
 */
export function createDocsResolvers({ createResolvers }: CreateResolversArgs) {
  const field = (pick: (data: SiteClientData) => unknown) => ({
    type: "JSON",
    async resolve(_source: unknown, _args: unknown, context: ResolverContext) {
      const data = (await context.nodeModel.findOne({
        type: CLIENT_DATA_TYPE,
      })) as SiteClientData | null;
      return data ? pick(data) : null;
    },
  });
  createResolvers({
    Query: {
      docsNavbar: field((data) => data.navbar),
      docsSearch: field((data) => data.search),
    },
  });
}
