import type { GatsbyInstall } from "./install";

/** A file of the site that relies on a touchpoint, and a text of it that shows it still does. */
interface SiteUse {
  /** From the project's root. */
  file: string;
  /** Text the file holds while it relies on the touchpoint (removed with it). */
  mentions: string;
}

/**
 * What checks a touchpoint: a check of this contract (it throws a TouchpointChanged), or the
 * tests that already hold it (the browser bundle's stand-ins have tests of their own).
 */
type Guard =
  { check: (gatsby: GatsbyInstall) => void | Promise<void> } | { tests: readonly string[] };

/** One place where the site depends on a Gatsby internal rather than on its documented API. */
export interface Touchpoint {
  /** Short and stable: docs/gatsby-internals.md's table and the test's messages use it. */
  id: string;
  /** What the site does with it. */
  /**
   * The names and paths of Gatsby's the site spells for this touchpoint, as the finder of
   * internals reports them (contract/internals/findInternalUses.ts): a global (`___loader`), a
   * member or string (`hovering`, `chunk-map.json`), a store field (`getState().program`), a
   * history key (`history.state.key`), a private path or a part of one (`gatsby/dist/redux`).
   * Each use the finder reports in one of `site`'s files must be covered here.
   */
  covers: readonly string[];
  use: string;
  site: readonly SiteUse[];
  /** The internal, in Gatsby's words (global, function, field, file name...). */
  internal: string;
  /** Where Gatsby defines it, from node_modules. */
  gatsbyFiles: readonly string[];
  /** What breaks for a reader or a writer if Gatsby changes it. */
  breaks: string;
  /** How a change would show, besides this contract. */
  shows: string;
  guard: Guard;
}

/** What a check throws when the installed Gatsby no longer has the shape the site relies on. */
class ShapeChanged extends Error {}

/** Throws ShapeChanged with `what` unless `holds`. */
export function expectShape(holds: boolean, what: string): asserts holds {
  if (!holds) throw new ShapeChanged(what);
}

/**
 * Runs a touchpoint's check against `gatsby`; a failure names the touchpoint, the site's files
 * that rely on it and Gatsby's files, with what breaks.
 */
export async function checkTouchpoint(touchpoint: Touchpoint, gatsby: GatsbyInstall) {
  if (!("check" in touchpoint.guard)) return;
  try {
    await touchpoint.guard.check(gatsby);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Gatsby touchpoint "${touchpoint.id}" changed (${touchpoint.gatsbyFiles.join(", ")}): ` +
        `${reason}.\nRelied on by ${touchpoint.site.map((use) => use.file).join(", ")}: ` +
        `${touchpoint.use}\nIf it breaks: ${touchpoint.breaks}`,
    );
  }
}
