import type { DeployHost } from "./deployHost";
import type { BuildFolders } from "./deployOutput";
import { refuseInternalFiles, removeUnpublishedFiles } from "./internalFiles";
import type { ThirdParties } from "./thirdPartyOrigins";
import { buildFiles, writeHostFiles, type ServedPolicy } from "./writeHostFiles";

/**
 * The last step of a build, once every page is written (onPostBuild): public/ is left holding
 * only what readers are served, and `_headers` and `_redirects`; the servers' files go to the
 * deploy folder. Fails, writing no rule, when public/ still holds a file no reader may be served.
 */
export function finishOutput(
  folders: BuildFolders,
  pagePaths: readonly string[],
  thirdParties: ThirdParties,
  host?: DeployHost,
  mapsDir?: string,
): ServedPolicy & { removed: string[] } {
  const removed = removeUnpublishedFiles(folders.publicDir, mapsDir);
  refuseInternalFiles(buildFiles(folders.publicDir));
  return { ...writeHostFiles(folders, pagePaths, thirdParties, host), removed };
}
