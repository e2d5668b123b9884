/**
 * Makes a checkout of every repository and commit the SDK facts' places cite, from the bare
 * mirrors, into a folder outside the project (default /work/checkouts): what `npm run
 * audit:facts` reads. A checkout that exists is kept.
 *
 *   npm run facts:checkouts -- [--checkouts /work/checkouts] [--mirrors /work/.mirror]
 */
import path from "node:path";
import { locationList } from "../src/node/content/factLocations";
import {
  assertOutside,
  DEFAULT_CHECKOUTS,
  DEFAULT_MIRRORS,
  makeCheckout,
} from "../tools/factsAudit/checkouts";
import { optionValue } from "../tools/factsAudit/cliOptions";
import { readFactsFile } from "../tools/factsAudit/readFactsFile";

const args = process.argv.slice(2);
const projectRoot = path.resolve(__dirname, "..");
const checkouts = path.resolve(optionValue(args, "--checkouts") ?? DEFAULT_CHECKOUTS);
const mirrors = optionValue(args, "--mirrors") ?? DEFAULT_MIRRORS;
assertOutside(checkouts, projectRoot);
const facts = readFactsFile(
  path.resolve(optionValue(args, "--facts") ?? path.join(projectRoot, "data/wemap-sdk-facts.json")),
);
const wanted = new Set(
  facts
    .flatMap((fact) => [...locationList(fact.declared), ...locationList(fact.seen)])
    .map((place) => `${place.repo}@${place.commit}`),
);
let failed = 0;
for (const key of [...wanted].sort()) {
  const [repo = "", commit = ""] = key.split("@");
  try {
    console.log(makeCheckout({ mirrors, root: checkouts, repo, commit }));
  } catch (error) {
    failed += 1;
    console.error(`${key}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exitCode = failed > 0 ? 1 : 0;
