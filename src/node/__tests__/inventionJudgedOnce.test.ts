import fs from "node:fs";
import path from "node:path";
import * as apiNames from "../content/apiNames";
import type { DocText } from "../content/docText";
import { inventedNames, inventionInputsOf, type InventionInputs } from "../content/inventionCheck";
import { projectRoot } from "../__fixtures__/fixtureSite";
import { loadGrammars } from "../content/codeNames/parseCode";

const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), "utf8");
const inputs = (): InventionInputs =>
  inventionInputsOf({
    facts: read("data/wemap-sdk-facts.json"),
    allowList: read("data/api-names-allow-list.json"),
    codeVocabulary: read("data/code-vocabulary.json"),
  });
const text = (): DocText => ({
  pieces: [{ place: "inline code", value: "livemap.flyAway()", line: 5, column: 6 }],
  paragraphs: [],
  headings: [],
});

beforeAll(() => loadGrammars());
afterEach(() => jest.restoreAllMocks());

// gatsby develop assembles the whole content on every save: a doc the save left alone keeps its
// cached text, and is not judged again until the facts change.
it("judges a doc's text once for the same facts, again after a facts edit or under another id", () => {
  const judge = jest.spyOn(apiNames, "findUnknownApiNames");
  const doc = text();
  const facts = inputs();
  const first = inventedNames("javascript/livemap", doc, facts);
  expect(first.map(({ name }) => name)).toEqual(["livemap.flyAway()"]);
  expect(inventedNames("javascript/livemap", doc, facts)).toBe(first);
  expect(judge).toHaveBeenCalledTimes(1);

  const edited = inputs();
  expect(inventedNames("javascript/livemap", doc, edited)).toEqual(first);
  expect(judge).toHaveBeenCalledTimes(2);
  inventedNames("javascript/interfaces/Livemap", doc, edited);
  expect(judge).toHaveBeenCalledTimes(3);
  // Another text with the same words is another doc's: judged on its own.
  inventedNames("javascript/livemap", text(), edited);
  expect(judge).toHaveBeenCalledTimes(4);
});
