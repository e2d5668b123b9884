import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { assembleInDevelop } from "./helpers/developAssembly";
import { emptyCompile } from "./helpers/emptyCompile";
import type { DocSource, ProcessedDoc } from "../mdx/processDoc";
import { fixtureRoot, projectRoot } from "../__fixtures__/fixtureSite";

/**
 * `gatsby develop` with an example that does not compile: the problem shows on its page with the
 * compiler's message, every other page keeps working, and a fix of the page or an edit of the
 * declarations it compiles against is judged again on the next run, as a production build would.
 */

const DOC = "docs/example.mdx";

function project(): { root: string; examples: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "wemap-examples-"));
  fs.cpSync(fixtureRoot, path.join(root, "content"), { recursive: true });
  fs.cpSync(path.join(projectRoot, "data"), path.join(root, "data"), { recursive: true });
  fs.mkdirSync(path.join(root, "static"));
  fs.writeFileSync(path.join(root, "content", DOC), "---\ntitle: Example\n---\n\nThe map.\n");
  // The declarations copied, so that the test can edit them; the packages linked.
  const examples = path.join(root, "code-examples");
  fs.cpSync(path.join(projectRoot, "code-examples"), examples, {
    recursive: true,
    filter: (source) => path.basename(source) !== "node_modules",
  });
  fs.symlinkSync(
    path.join(projectRoot, "code-examples", "node_modules"),
    path.join(examples, "node_modules"),
  );
  return { root, examples };
}

/** A compile whose text holds one JavaScript block, as processDoc would read it from the doc. */
function compileWith(code: string) {
  return async (doc: DocSource): Promise<ProcessedDoc> => {
    const result = await emptyCompile();
    if (doc.sourceFile.endsWith(DOC))
      result.text = {
        pieces: [
          {
            place: "code block",
            lang: "js",
            meta: 'fragment="javascript"',
            value: code,
            line: 6,
            column: 1,
          },
        ],
        paragraphs: [],
        headings: [],
      };
    return result;
  };
}

describe("gatsby develop with an example that does not compile", () => {
  const { root, examples } = project();
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const assemble = (code: string) =>
    assembleInDevelop(root, { processDoc: compileWith(code), examplesRoot: examples });
  // The fixture's configuration links to pages it does not have: warnings of every page in develop.
  const ofDoc = (problem: { file: string }) => problem.file === `content/${DOC}`;
  const pageProblems = (site: Awaited<ReturnType<typeof assemble>>, suffix: string) =>
    (site.pages.find((page) => page.page.path.endsWith(suffix))?.content.problems ?? []).filter(
      ofDoc,
    );

  it("shows the compiler's message on the page, and no other page", async () => {
    const site = await assemble("livemap.setZoom(3);\nlivemap.zoomTo(3);");
    const expected = expect.objectContaining({
      file: `content/${DOC}`,
      line: 7,
      column: 9,
      message: expect.stringMatching(
        /^the example does not compile \(TS2339\): Property 'zoomTo' does not exist on type 'Livemap'\./,
      ),
      severity: "error",
    });
    expect(site.problems.filter(ofDoc)).toEqual([expected]);
    expect(pageProblems(site, "/example")).toEqual([expected]);
    const others = site.pages.filter((page) => !page.page.path.endsWith("/example"));
    expect(others.length).toBeGreaterThan(0);
    const errors = others
      .flatMap((page) => page.content.problems)
      .filter((problem) => problem.severity === "error");
    expect(errors).toEqual([]);
  });

  it("judges the edited page again", async () => {
    expect((await assemble("livemap.setZoom(3);")).problems.filter(ofDoc)).toEqual([]);
  });

  it("judges every page again when a declaration changes, as the build would read it", async () => {
    const file = path.join(examples, "declarations", "livemap-js-sdk", "livemap.d.ts");
    const text = fs.readFileSync(file, "utf8");
    const edited = text.replace(
      /^\s*\/\*\* @fact js_sdk: livemap\.setZoom \*\/\n\s*setZoom\(zoom: number\): void;\n/m,
      "",
    );
    expect(edited).not.toBe(text);
    fs.writeFileSync(file, edited);
    const site = await assemble("livemap.setZoom(3);");
    expect(
      site.problems
        .filter(ofDoc)
        .map((problem) => `${problem.line}:${problem.column} ${problem.message.slice(0, 80)}`),
    ).toEqual([
      "6:9 the example does not compile (TS2551): Property 'setZoom' does not exist on type",
    ]);
  });
});
