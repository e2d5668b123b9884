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
import { assertOutside, DEFAULT_CHECKOUTS, DEFAULT_MIRRORS } from "../tools/factsAudit/checkouts";
import { checkoutContext } from "../tools/factsAudit/context";
import { locateFacts } from "../tools/factsAudit/locateFile";
import { optionValue } from "../tools/factsAudit/cliOptions";

async function main() {
  const args = process.argv.slice(2);
  const projectRoot = path.resolve(__dirname, "..");
  const factsFile = path.resolve(
    optionValue(args, "--facts") ?? path.join(projectRoot, "data/wemap-sdk-facts.json"),
  );
  const checkouts = path.resolve(optionValue(args, "--checkouts") ?? DEFAULT_CHECKOUTS);
  assertOutside(checkouts, projectRoot);
  const context = checkoutContext({
    mirrors: optionValue(args, "--mirrors") ?? DEFAULT_MIRRORS,
    checkouts,
    make: true,
  });
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
