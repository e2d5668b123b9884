import { BROWSER_TOUCHPOINTS } from "./gatsby/browserTouchpoints";
import { BUILD_TOUCHPOINTS } from "./gatsby/buildTouchpoints";
import { LEVER_TOUCHPOINTS } from "./gatsby/leverTouchpoints";
import { OUTPUT_TOUCHPOINTS } from "./gatsby/outputTouchpoints";
import { STAND_IN_TOUCHPOINTS } from "./gatsby/standInTouchpoints";
import type { Touchpoint } from "./gatsby/touchpoint";

/**
 * Every place where the site depends on a Gatsby internal (not its documented API): what the
 * site does with it, which Gatsby file holds it, what breaks, and its guard. The table of
 * docs/gatsby-internals.md is this list; contract/gatsbyInternals.test.ts runs
 * each check against the installed Gatsby and fails naming the touchpoint.
 */
export const TOUCHPOINTS: readonly Touchpoint[] = [
  ...BUILD_TOUCHPOINTS,
  ...BROWSER_TOUCHPOINTS,
  ...STAND_IN_TOUCHPOINTS,
  ...LEVER_TOUCHPOINTS,
  ...OUTPUT_TOUCHPOINTS,
];
