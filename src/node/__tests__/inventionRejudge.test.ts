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
