import {
  COMPILE_HINT,
  CompileHints,
  MIN_HINTED_BYTES,
  runsOnFirstLoad,
} from "../gatsby/compileHints";

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
  size(): number {
    return this.source().length;
  }
}

/** A script of `bytes` characters, named by its file. */
function script(file: string, bytes: number): string {
  return `code of ${file}`.padEnd(bytes, ";");
}

const asset = (text: string) => ({ source: () => text, size: () => text.length });

/**
 * Runs the plugin on a compilation of the given chunks (each file MIN_HINTED_BYTES long unless
 * `sizes` says otherwise); returns each file's text after it.
 */
function afterPlugin(
  chunks: Array<{ name: string | null; files: string[] }>,
  sizes: Record<string, number> = {},
): Record<string, string> {
  const assets: Record<string, ReturnType<typeof asset>> = {};
  for (const chunk of chunks)
    for (const file of chunk.files)
      assets[file] = asset(script(file, sizes[file] ?? MIN_HINTED_BYTES));
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
            getAsset: (file) => {
              const found = assets[file];
              return found ? { source: found } : undefined;
            },
            updateAsset: (file, update) => {
              const before = assets[file];
              if (!before) throw new Error(`no asset ${file}`);
              assets[file] = asset(String(update(before).source()));
            },
          }),
      },
    },
  });
  // After minifying (which would drop the comment), before the real content hashes (2500).
  expect(stage).toBeGreaterThan(400);
  expect(stage).toBeLessThan(2500);
  processAssets?.();
  return Object.fromEntries(Object.entries(assets).map(([file, value]) => [file, value.source()]));
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
    const at = (file: string) => script(file, MIN_HINTED_BYTES);
    expect(files["app-1.js"]).toBe(`${COMPILE_HINT}${at("app-1.js")}`);
    expect(files["doc-2.js"]).toBe(`${COMPILE_HINT}${at("doc-2.js")}`);
    expect(files["doc-2.css"]).toBe(at("doc-2.css"));
    expect(files["modal-3.js"]).toBe(at("modal-3.js"));
    expect(files["482-4.js"]).toBe(at("482-4.js"));
  });

  it("leaves a first-load script below the size where compiling matters", () => {
    const small = MIN_HINTED_BYTES - 1;
    const files = afterPlugin(
      [
        { name: "component---src-pages-index-tsx", files: ["index-5.js"] },
        { name: "framework", files: ["framework-6.js"] },
      ],
      { "index-5.js": small },
    );
    expect(files["index-5.js"]).toBe(script("index-5.js", small));
    expect(files["framework-6.js"]?.startsWith(COMPILE_HINT)).toBe(true);
  });
});
