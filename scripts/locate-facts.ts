/**
 * Fills the places of the SDK facts that record none (data/wemap-sdk-facts.json): where each
 * fact's symbol is declared, or, for a closed SDK, seen in use. A recorded place is kept as it
 * is. Reads checkouts of the cited repositories, made from the mirrors when missing.
 *
 *   npx tsx scripts/locate-facts.ts [--dry-run] [--facts F] [--mirrors D] [--checkouts D]
 *
 * tools/factsAudit/README.md says how places are chosen; review what it writes before committing.
 */
import fs from "node:fs";
import path from "node:path";
import { checkoutContext } from "../tools/factsAudit/context";
import { locateFacts } from "../tools/factsAudit/locateFile";
import { factsScriptPaths } from "../tools/factsAudit/cliOptions";

async function main() {
  const args = process.argv.slice(2);
  const projectRoot = path.resolve(__dirname, "..");
  const { factsFile, checkouts, mirrors } = factsScriptPaths(args, projectRoot);
  const context = checkoutContext({ mirrors, checkouts, make: true });
  const json = JSON.parse(fs.readFileSync(factsFile, "utf8")) as unknown;
  const result = await locateFacts(json, context);
  for (const line of result.lines) console.log(line);
  if (!args.includes("--dry-run"))
    fs.writeFileSync(factsFile, `${JSON.stringify(json, null, 1)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
