import { assembleInDevelop } from "./helpers/developAssembly";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DocSource, ProcessedDoc } from "../mdx/processDoc";
import { emptyCompile } from "./helpers/emptyCompile";
import { fixtureRoot, projectRoot } from "../__fixtures__/fixtureSite";

/**
 * `gatsby develop` after an edit of the SDK facts: createPages runs again (the facts are watched
 * inputs, src/node/gatsby/siteInputs.ts) and every doc's names are judged again against them,
 * from the text its cached compile read, without compiling the doc again.
 */

const INVENTED = "docs/invented.mdx";

function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "wemap-rejudge-"));
  fs.cpSync(fixtureRoot, path.join(root, "content"), { recursive: true });
  fs.cpSync(path.join(projectRoot, "data"), path.join(root, "data"), { recursive: true });
  fs.mkdirSync(path.join(root, "static"));
  fs.writeFileSync(
    path.join(root, "content", INVENTED),
    "---\ntitle: Invented\n---\n\nThen `livemap.flyAway()`.\n",
  );
  return root;
}

/**
 * The caller's compile cache (src/node/gatsby/docCompiles.ts keeps one compile per content): a
 * compile is made once per doc, and the invented doc's text is what processDoc would read of it.
 */
function cachedCompiles() {
  const compiles = new Map<string, ProcessedDoc>();
  let count = 0;
  const processDoc = async (doc: DocSource): Promise<ProcessedDoc> => {
    const known = compiles.get(doc.absolutePath);
    if (known) return known;
    count++;
    const result = await emptyCompile();
    if (doc.sourceFile.endsWith(INVENTED))
      result.text = {
        pieces: [{ place: "inline code", value: "livemap.flyAway()", line: 5, column: 6 }],
        paragraphs: [],
        headings: [],
      };
    compiles.set(doc.absolutePath, result);
    return result;
  };
  return { processDoc, count: () => count };
}

function developSite(root: string, processDoc: (doc: DocSource) => Promise<ProcessedDoc>) {
  return assembleInDevelop(root, { processDoc });
}

describe("gatsby develop after an edit of the SDK facts", () => {
  it("judges every doc's names again from its cached compile, and compiles none", async () => {
    const root = project();
    const compiles = cachedCompiles();
    const invented = (site: Awaited<ReturnType<typeof developSite>>) =>
      site.problems.filter((problem) => problem.file.endsWith(INVENTED));
    const pageProblems = (site: Awaited<ReturnType<typeof developSite>>) =>
      (
        site.pages.find((page) => page.page.path.endsWith("/invented"))?.content.problems ?? []
      ).filter((problem) => problem.file.endsWith(INVENTED));

    const before = await developSite(root, compiles.processDoc);
    expect(invented(before)).toEqual([
      expect.objectContaining({
        line: 5,
        column: 6,
        message: expect.stringMatching(
          /^`livemap\.flyAway\(\)` is read as a method of livemap or Livemap, and the SDK facts do not have it: /,
        ),
        severity: "error",
      }),
    ]);
    expect(pageProblems(before)).toEqual(invented(before));
    const compiled = compiles.count();

    // The writer adds the fact, with its source.
    const factsFile = path.join(root, "data", "wemap-sdk-facts.json");
    const facts = JSON.parse(fs.readFileSync(factsFile, "utf8")) as {
      sections: Record<string, unknown>;
    };
    facts.sections.test = {
      facts: [{ name: "livemap.flyAway", kind: "method", notes: "source: the test" }],
    };
    fs.writeFileSync(factsFile, JSON.stringify(facts));

    const after = await developSite(root, compiles.processDoc);
    expect(invented(after)).toEqual([]);
    expect(pageProblems(after)).toEqual([]);
    expect(compiles.count()).toBe(compiled);
  });
});

describe("gatsby develop after an edit of the code vocabulary", () => {
  it("judges the code blocks again: a platform name added with its source resolves, a malformed file is a problem of that file", async () => {
    const root = project();
    const processDoc = async (doc: DocSource): Promise<ProcessedDoc> => {
      const result = await emptyCompile();
      if (doc.sourceFile.endsWith(INVENTED))
        result.text = {
          pieces: [
            {
              place: "code block",
              lang: "kotlin",
              value: 'livemap.setZoom(3.0)\nperformance.mark("zoomed")',
              line: 6,
              column: 1,
            },
          ],
          paragraphs: [],
          headings: [],
        };
      return result;
    };
    const invented = async () =>
      (await developSite(root, processDoc)).problems.filter(
        (problem) =>
          problem.file.endsWith(INVENTED) || problem.file === "data/code-vocabulary.json",
      );

    expect(await invented()).toEqual([
      expect.objectContaining({
        file: `content/${INVENTED}`,
        line: 7,
        column: 13,
        message: expect.stringMatching(
          /^`mark` is read as a member of `performance`, and the SDK facts do not have it: .*\(a language's or platform's name: to data\/code-vocabulary\.json, with its source\)$/,
        ),
      }),
    ]);

    const vocabularyFile = path.join(root, "data", "code-vocabulary.json");
    const vocabulary = JSON.parse(fs.readFileSync(vocabularyFile, "utf8")) as {
      vocabularies: unknown[];
    };
    // A list without its source is refused, and named by its place in the file.
    fs.writeFileSync(
      vocabularyFile,
      JSON.stringify({
        vocabularies: [
          ...vocabulary.vocabularies,
          { languages: ["kotlin"], source: "x", names: ["mark"] },
        ],
      }),
    );
    expect((await invented()).map((problem) => `${problem.file}: ${problem.message}`)).toEqual([
      `data/code-vocabulary.json: the invention check cannot read it: vocabularies.${vocabulary.vocabularies.length}.source: each list needs its source: where the names can be checked`,
    ]);

    fs.writeFileSync(
      vocabularyFile,
      JSON.stringify({
        vocabularies: [
          ...vocabulary.vocabularies,
          {
            languages: ["kotlin"],
            source: "A test's own platform list",
            names: ["performance", "mark"],
          },
        ],
      }),
    );
    expect(await invented()).toEqual([]);
  });
});
