import { COMPILE_HINT, CompileHints, runsOnFirstLoad } from "../gatsby/compileHints";

/** A stand-in for webpack's source classes: the text of the parts, in order. */
class ConcatSource {
  private readonly parts: Array<string | { source(): string | Buffer }>;
  constructor(...parts: Array<string | { source(): string | Buffer }>) {
    this.parts = parts;
  }
  source(): string {
    return this.parts
      .map((part) => (typeof part === "string" ? part : String(part.source())))
      .join("");
  }
}

/** Runs the plugin on a compilation of the given chunks; returns each file's text after it. */
function afterPlugin(
  chunks: Array<{ name: string | null; files: string[] }>,
): Record<string, string> {
  const assets: Record<string, { source(): string }> = {};
  for (const chunk of chunks)
    for (const file of chunk.files) assets[file] = { source: () => `code of ${file}` };
  let stage = -1;
  let processAssets: (() => void) | undefined;
  new CompileHints().apply({
    webpack: {
      Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400 },
      sources: { ConcatSource },
    },
    hooks: {
      thisCompilation: {
        tap: (_name, hook) =>
          hook({
            chunks,
            hooks: {
              processAssets: {
                tap: (options, run) => {
                  stage = options.stage;
                  processAssets = run;
                },
              },
            },
            updateAsset: (file, update) => {
              const before = assets[file];
              if (!before) throw new Error(`no asset ${file}`);
              const after = update(before);
              assets[file] = { source: () => String(after.source()) };
            },
          }),
      },
    },
  });
  // After minifying (which would drop the comment), before the real content hashes (2500).
  expect(stage).toBeGreaterThan(400);
  expect(stage).toBeLessThan(2500);
  processAssets?.();
  return Object.fromEntries(Object.entries(assets).map(([file, asset]) => [file, asset.source()]));
}

describe("runsOnFirstLoad", () => {
  it.each([
    ["app", true],
    ["framework", true],
    ["component---src-templates-doc-tsx", true],
    ["component---src-pages-index-tsx", true],
    ["webpack-runtime", false],
    ["search-modal", false],
    ["content-problems", false],
    ["a-component---named-so", false],
    [null, false],
    [undefined, false],
    ["", false],
  ])("%s → %s", (name, expected) => {
    expect(runsOnFirstLoad(name)).toBe(expected);
  });
});

describe("CompileHints", () => {
  it("starts the first load's scripts with the hint and leaves the others and non-scripts alone", () => {
    const files = afterPlugin([
      { name: "app", files: ["app-1.js"] },
      { name: "component---src-templates-doc-tsx", files: ["doc-2.js", "doc-2.css"] },
      { name: "search-modal", files: ["modal-3.js"] },
      { name: null, files: ["482-4.js"] },
    ]);
    expect(files["app-1.js"]).toBe(`${COMPILE_HINT}code of app-1.js`);
    expect(files["doc-2.js"]).toBe(`${COMPILE_HINT}code of doc-2.js`);
    expect(files["doc-2.css"]).toBe("code of doc-2.css");
    expect(files["modal-3.js"]).toBe("code of modal-3.js");
    expect(files["482-4.js"]).toBe("code of 482-4.js");
  });

  it("is the comment V8 reads, on a line of its own", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });
});
