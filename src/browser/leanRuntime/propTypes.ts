/**
 * Stands in for prop-types in the production bundle (src/node/gatsby/leanBrowserRuntime.ts).
 * Production React (here Preact) never checks propTypes, and prop-types' own production build
 * is a set of do-nothing checkers; this is that set without its 0.9 KiB of shims and error
 * texts. Gatsby's runtime still declares propTypes on a few components.
 */
type Checker = { (...args: unknown[]): Checker; isRequired: Checker };

const checker = (() => checker) as Checker;
checker.isRequired = checker;

const CHECKER_NAMES = [
  "any",
  "array",
  "bigint",
  "bool",
  "element",
  "elementType",
  "exact",
  "func",
  "instanceOf",
  "node",
  "number",
  "object",
  "objectOf",
  "oneOf",
  "oneOfType",
  "arrayOf",
  "shape",
  "string",
  "symbol",
] as const;

const PropTypes: Record<(typeof CHECKER_NAMES)[number], Checker> & {
  checkPropTypes(): void;
  resetWarningCache(): void;
  PropTypes?: unknown;
} = {
  ...(Object.fromEntries(CHECKER_NAMES.map((name) => [name, checker])) as Record<
    (typeof CHECKER_NAMES)[number],
    Checker
  >),
  checkPropTypes() {},
  resetWarningCache() {},
};
PropTypes.PropTypes = PropTypes;

export default PropTypes;
