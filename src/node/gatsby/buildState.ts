import type { SearchAssets } from "../search/searchAssets";
import type { DocsModel, LenientSidebars } from "../model/docsModel";
import type { SidebarFile } from "../sidebars/sidebarFiles";
import type { GeneratedFile } from "./writeGeneratedFiles";

/**
 * What createPages learnt in this process, for onPostBuild (same process) and for its own next
 * run in development.
 */
export interface BuildState {
  searchAssets?: SearchAssets;
  /** Each sidebar whole, loaded by pages when the reader opens a category they left out. */
  sidebarFiles?: SidebarFile[];
  /** Each doc's Markdown twin and the llms files (src/node/twins). */
  twinFiles?: GeneratedFile[];
  /** Development: the last model that built, reused while the versions or doc ids are broken. */
  lastModel?: DocsModel;
  /** Development: the last sidebars files that parsed, reused while one does not. */
  lenientSidebars: LenientSidebars;
  /** Development: problems already printed, so each is printed once. */
  reported: Set<string>;
}

export const buildState: BuildState = {
  reported: new Set(),
  lenientSidebars: { lastParsed: new Map() },
};
