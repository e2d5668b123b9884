import type { BuildArgs } from "gatsby";
import { writeSearchFilesAfterBuild } from "./createDocPages";
import { writeHostingRules } from "./writeHostingRules";

/**
 * What a successful production build writes last, in order: the search files (only once the
 * pages exist, so a failed build never replaces them) and the hosting rules, whose
 * Content-Security-Policy hashes the inline scripts of the written HTML.
 */
export function afterBuild(args: BuildArgs): void {
  writeSearchFilesAfterBuild();
  writeHostingRules(args);
}
