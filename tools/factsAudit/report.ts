import type { AuditResult, Finding, FindingClass } from "./audit";

/**
 * The audit's report, as bench/results/facts-audit.md (for people) and .json (for tools): the
 * date, the commits read, the counts and every finding.
 */
const CLASS_TITLES: Readonly<Record<FindingClass, string>> = {
  unlocated: "Facts naming an SDK symbol with no place",
  unreadable: "Places whose file or checkout cannot be read",
  symbol: "Places whose symbol the fact does not name",
  absent: "Declared symbols absent at the recorded place and commit",
  "not seen": "Closed-SDK symbols not used at the recorded place",
  kind: "Another kind of declaration",
  export: "Another kind of export",
  signature: "Another signature",
  "missing member": "Public members of documented types that no fact has",
};

export interface ReportInput {
  date: string;
  factsFile: string;
  result: AuditResult;
}

export function reportJson(input: ReportInput): string {
  const byClass = Object.fromEntries(
    (Object.keys(CLASS_TITLES) as FindingClass[]).map((name) => [
      name,
      input.result.findings.filter((finding) => finding.class === name).length,
    ]),
  );
  return `${JSON.stringify(
    {
      date: input.date,
      facts: input.factsFile,
      commits: input.result.commits,
      counts: { ...input.result.counts, findings: input.result.findings.length, byClass },
      findings: input.result.findings,
    },
    null,
    2,
  )}\n`;
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function findingRow(finding: Finding): string {
  const fact = finding.section ? `${finding.section}: ${finding.fact}` : finding.fact;
  return `| ${cell(fact)} | ${cell(finding.place ?? "")} | ${cell(finding.message)} |`;
}

export function reportMarkdown(input: ReportInput): string {
  const { counts, findings, commits } = input.result;
  const lines = [
    "# SDK facts audit",
    "",
    `Run on ${input.date} over \`${input.factsFile}\` by \`npm run audit:facts\` (tools/factsAudit/README.md).`,
    "",
    "| | |",
    "| --- | --- |",
    `| Facts | ${counts.facts} |`,
    `| Facts that name an SDK symbol in a repository (need a place) | ${counts.needingPlace} |`,
    `| … with a declaration (\`declared\`) | ${counts.declaredFacts} |`,
    `| … seen in use, closed SDKs (\`seen\`) | ${counts.seenFacts} |`,
    `| Exempt by kind (package, url, option, behaviour) | ${counts.exemptByKind} |`,
    `| Exempt by source (a docs page, unidentified code, a compiled build) | ${counts.exemptBySource} |`,
    `| Places checked (of which commented-out lines) | ${counts.places} (${counts.commentedPlaces}) |`,
    `| Documented types, public members checked | ${counts.documentedTypes}, ${counts.membersChecked} |`,
    `| **Findings** | **${findings.length}** |`,
    "",
    "## Commits read",
    "",
    "| Repository | Commit | Places |",
    "| --- | --- | --- |",
    ...commits.map((entry) => `| ${entry.repo} | \`${entry.commit}\` | ${entry.places} |`),
    "",
    "## Facts of a symbol kind exempt by their source",
    "",
    "Their source has no line to point at: a page of the public docs site or pub.dev, code whose",
    "repository was never identified, or a compiled build read with javap.",
    "",
    "| Fact | Source |",
    "| --- | --- |",
    ...input.result.exemptBySource.map(
      (entry) => `| ${cell(`${entry.section}: ${entry.fact}`)} | ${cell(entry.source)} |`,
    ),
    "",
    "## Findings",
    "",
  ];
  if (findings.length === 0) lines.push("None: every fact agrees with the source it cites.", "");
  for (const [name, title] of Object.entries(CLASS_TITLES) as [FindingClass, string][]) {
    const ofClass = findings.filter((finding) => finding.class === name);
    if (ofClass.length === 0) continue;
    lines.push(
      `### ${title} (${ofClass.length})`,
      "",
      "| Fact | Place | Finding |",
      "| --- | --- | --- |",
      ...ofClass.map(findingRow),
      "",
    );
  }
  return lines.join("\n");
}
