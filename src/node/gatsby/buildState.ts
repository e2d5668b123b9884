import type { AssembledSite } from "../site/assembleSite";
import type { SearchAssets } from "../search/searchAssets";
import type { DocsModel } from "../model/docsModel";

/**
 * What createPages learnt in this process, for the static-query resolvers and onPostBuild:
 * Gatsby runs them in the same process after createPages, so the docs are compiled once.
 */
export interface BuildState {
  site?: AssembledSite;
  searchAssets?: SearchAssets;
  /** Development: the last model that built, reused while the sidebars or versions are broken. */
  lastModel?: DocsModel;
  /** Development: problems already printed, so each is printed once. */
  reported: Set<string>;
}

export const buildState: BuildState = { reported: new Set() };
