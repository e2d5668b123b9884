import type { PackageVersions } from "./gatsbyVersions";

/** One step of the newest-Gatsby check and how it went. */
export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  /** What it did or why it failed (a failure's last lines). */
  detail: string;
}

export interface GatsbyNextResult {
  /** When the run started (ISO). */
  date: string;
  versions: readonly PackageVersions[];
  steps: readonly StepResult[];
}

export function newestIsPinned(versions: readonly PackageVersions[]): boolean {
  return versions.every((entry) => entry.newest === entry.pinned);
}

export function passed(result: GatsbyNextResult): boolean {
  return result.steps.length > 0 && result.steps.every((step) => step.ok);
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, "<br>");

/** bench/results/gatsby-next.md. */
export function renderGatsbyNextReport(result: GatsbyNextResult): string {
  const gatsby = result.versions.find((entry) => entry.name === "gatsby");
  const same = newestIsPinned(result.versions);
  const verdict = passed(result) ? "passed" : "FAILED";
  const lines = [
    "# Newest Gatsby 5.x, built and smoke-tested",
    "",
    `Run ${result.date} (\`npm run bench:gatsby-next\`): **${verdict}**.`,
    "",
    same
      ? `newest = pinned (gatsby ${gatsby?.pinned ?? "?"}): the whole path ran on the versions the site pins.`
      : `newest ≠ pinned: gatsby ${gatsby?.pinned ?? "?"} is pinned, ${gatsby?.newest ?? "?"} was tried.`,
    "",
    "| Package | Pinned | Newest tried |",
    "| --- | --- | --- |",
    ...result.versions.map(
      ({ name, pinned, newest }) =>
        `| ${name} | ${pinned} | ${newest}${newest === pinned ? "" : " (newer)"} |`,
    ),
    "",
    "| Step | Result | Seconds | Detail |",
    "| --- | --- | --- | --- |",
    ...result.steps.map(
      (step) =>
        `| ${cell(step.name)} | ${step.ok ? "ok" : "failed"} | ${step.seconds.toFixed(1)} | ${cell(step.detail)} |`,
    ),
    "",
  ];
  return lines.join("\n");
}
