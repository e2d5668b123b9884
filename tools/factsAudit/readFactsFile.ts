import fs from "node:fs";
import { readFacts } from "../../src/node/content/sdkVocabulary";
import type { AuditedFact } from "./audit";

/** The facts as the site reads them (the same schema, so a malformed place stops here), with their sources. */
export function readFactsFile(file: string): AuditedFact[] {
  const json = JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
  return readFacts(json, file).map((fact) => ({ ...fact, section: fact.section ?? "" }));
}
