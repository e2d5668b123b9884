/**
 * Holds the SDK facts to the sources they cite (tools/factsAudit/README.md): each recorded place
 * is read in a checkout of its repository at its commit. Writes bench/results/facts-audit.md and
 * .json; exits 1 on any finding.
 *
 *   npm run audit:facts -- [--checkouts /work/checkouts] [--make-checkouts] [--mirrors /work/.mirror]
 */
import fs from "node:fs";
import path from "node:path";
import { auditFacts } from "../tools/factsAudit/audit";
import { checkoutFolder } from "../tools/factsAudit/checkouts";
import { factsScriptPaths, optionValue } from "../tools/factsAudit/cliOptions";
import { checkoutContext } from "../tools/factsAudit/context";
import { readFactsFile } from "../tools/factsAudit/readFactsFile";
import { reportJson, reportMarkdown } from "../tools/factsAudit/report";

async function main() {
  const args = process.argv.slice(2);
  const projectRoot = path.resolve(__dirname, "..");
  const { factsFile, checkouts, mirrors } = factsScriptPaths(args, projectRoot);
  const out = path.resolve(optionValue(args, "--out") ?? path.join(projectRoot, "bench/results"));
  const make = args.includes("--make-checkouts");
  const context = checkoutContext({ mirrors, checkouts, make });
  const missing = new Set<string>();
  const result = await auditFacts(readFactsFile(factsFile), async (repo, commit) => {
    if (!make && !fs.existsSync(checkoutFolder(checkouts, repo, commit))) {
      missing.add(`${repo}@${commit}`);
      return undefined;
    }
    return context.open(repo, commit);
  });
  const input = {
    date: new Date().toISOString().slice(0, 10),
    factsFile: path.relative(projectRoot, factsFile),
    result,
  };
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, "facts-audit.md"), reportMarkdown(input));
  fs.writeFileSync(path.join(out, "facts-audit.json"), reportJson(input));
  const { counts, findings } = result;
  console.log(
    `${counts.facts} facts: ${counts.declaredFacts} declared, ${counts.seenFacts} seen, ${counts.exemptByKind + counts.exemptBySource} exempt; ${counts.places} places, ${counts.membersChecked} members of ${counts.documentedTypes} documented types checked`,
  );
  for (const finding of findings)
    console.log(
      `${finding.class}: ${finding.section ? `${finding.section}: ` : ""}${finding.fact} ${finding.place ?? ""}: ${finding.message}`,
    );
  if (missing.size > 0)
    console.log(
      `No checkout of ${[...missing].join(", ")}: run npm run facts:checkouts (or pass --make-checkouts).`,
    );
  console.log(
    `${findings.length} finding${findings.length === 1 ? "" : "s"}; report in ${path.relative(projectRoot, out)}/facts-audit.md`,
  );
  process.exitCode = findings.length > 0 || missing.size > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
