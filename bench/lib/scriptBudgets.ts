import type { ScriptPart } from "./scriptParts";

/**
 * A budget for each part of a first load's scripts (KiB gzip, the part's share: scriptParts.ts),
 * so that a part that grows is named where it grows rather than lost in the page's total. A part
 * not listed has OTHER_PART_BUDGET_KIB. The figures are the measured parts of the first load
 * with analytics on (bench/results/latest.md), rounded up: the budget holds a part where it is,
 * and lowering it is how a saving is kept.
 */
const SCRIPT_PART_BUDGETS_KIB: Readonly<Record<string, number>> = {
  preact: 9.5,
  "gatsby (.cache runtime)": 9,
  "gatsby-react-router-scroll": 1.5,
  "@babel/runtime": 1,
  "prop-types": 1,
  // 2.4 KiB since each template keeps its CSS: the runtime loads a template's stylesheet with its
  // script (decision 0034).
  "webpack runtime": 2.5,
  "src/browser/leanRuntime": 3.5,
  "src/theme/Navbar": 3.5,
  "src/browser/analytics": 1.5,
  "src/contexts": 2,
  "src/lib/search": 4,
  "src/theme/SearchPage": 2,
  "src/theme/DocSidebar": 1.5,
  "src/theme/mdx": 1.5,
  nprogress: 2,
};

/** Any part the table does not name. */
const OTHER_PART_BUDGET_KIB = 1.5;

export function budgetOf(part: string): number {
  return SCRIPT_PART_BUDGETS_KIB[part] ?? OTHER_PART_BUDGET_KIB;
}

/** The parts of one page over their budget. */
export function partsOverBudget(parts: readonly ScriptPart[]): ScriptPart[] {
  return parts.filter((part) => part.gzip / 1024 > budgetOf(part.part));
}
