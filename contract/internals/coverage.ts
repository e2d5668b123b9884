import type { Touchpoint } from "../gatsby/touchpoint";
import type { AllowedUse } from "./allowedNames";
import type { InternalUse } from "./findInternalUses";

/**
 * Whether a touchpoint accounts for a use: it covers the name (a path: a part of it) and lists
 * the file among the site's files that rely on it, so the table names every file that would
 * break with the internal.
 */
function coveringTouchpoint(
  use: InternalUse,
  touchpoints: readonly Touchpoint[],
): Touchpoint | undefined {
  return touchpoints.find(
    (touchpoint) =>
      touchpoint.site.some((site) => site.file === use.file) &&
      touchpoint.covers.some((name) =>
        use.kind === "path" ? use.name.includes(name) : use.name === name,
      ),
  );
}

/** The uses no touchpoint accounts for and no allowed name explains, as messages. */
export function uncoveredUses(
  uses: readonly InternalUse[],
  touchpoints: readonly Touchpoint[],
  allowed: ReadonlySet<string>,
  allowedUses: readonly AllowedUse[] = [],
): string[] {
  return uses
    .filter((use) => !(use.kind === "name" && allowed.has(use.name)))
    .filter(
      (use) =>
        !allowedUses.some(
          (allowedUse) => allowedUse.file === use.file && allowedUse.name === use.name,
        ),
    )
    .filter((use) => coveringTouchpoint(use, touchpoints) === undefined)
    .map((use) => {
      const elsewhere = touchpoints.filter((touchpoint) => touchpoint.covers.includes(use.name));
      const hint = elsewhere.length
        ? `add the file to the site of ${elsewhere.map((touchpoint) => `"${touchpoint.id}"`).join(" or ")}`
        : "add a touchpoint that covers it (contract/gatsbyTouchpoints.ts), or explain it in contract/internals/allowedNames.ts";
      return `${use.file}:${use.line}:${use.column}: ${use.kind} "${use.name}" is one of Gatsby's internals that no touchpoint covers for this file: ${hint}`;
    });
}
