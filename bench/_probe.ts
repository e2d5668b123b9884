import fs from "node:fs";
import { readFacts } from "../src/node/content/sdkVocabulary";
import { loadGrammars, parseCodeSync } from "../src/node/content/codeNames/parseCode";
import { codeNamesOf } from "../src/node/content/codeNames/codeNamesOf";
import { platformVocabularyOf } from "../src/node/content/codeNames/platformVocabulary";
import { codeNameInputsOf, unresolvedCodeNames } from "../src/node/content/codeNames/codeNameCheck";
(async () => {
  await loadGrammars();
  const [docId, lang, code] = process.argv.slice(2);
  const facts = readFacts(JSON.parse(fs.readFileSync("data/wemap-sdk-facts.json", "utf8")));
  const inputs = codeNameInputsOf(facts, platformVocabularyOf(fs.readFileSync("data/code-vocabulary.json", "utf8")));
  const parsed = parseCodeSync(code!, lang);
  console.log(JSON.stringify(codeNamesOf(parsed!).uses.map((u) => [u.role, u.name, u.receiver ?? u.callee])));
  console.log(unresolvedCodeNames(docId!, { pieces: [{ place: "code block", value: code!, lang, line: 1, column: 1 }], paragraphs: [], headings: [] }, inputs));
})();
