import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brokenLayerEdges, filesInNoLayer } from "./layerEdges";

/**
 * The second reading of the layer rule (contract/layerEdges.ts): every edge TypeScript resolves
 * from a file of a layer, judged with the table the ESLint rule is built from (lint/layers.mjs).
 * On a small project with one file per shape, then on this one, where it must find nothing.
 */

// Written apart: tools/dependencies reads `from "…"` and import("…") in this text as the
// project's own imports, and these specifiers are the fixture's aliases, not packages.
const FROM = "from ";
const IMPORT = "imp" + "ort";

const BROWSER_LOADS_BUILD =
  "The browser side (src/lib, src/theme, …) may not load the build side (src/node)";

/** The fixture: its aliases in package.json `imports` and tsconfig `paths`, and each shape. */
const FILES: Record<string, string> = {
  "package.json": JSON.stringify({
    name: "layer-edges-fixture",
    private: true,
    imports: { "#node/*": "./src/node/*.ts", "#shared": "./src/shared/x.ts" },
  }),
  "tsconfig.json": JSON.stringify({
    compilerOptions: {
      module: "esnext",
      moduleResolution: "bundler",
      resolveJsonModule: true,
      paths: { "~node/*": ["./src/node/*"], "~lib/*": ["./src/lib/*"] },
    },
    include: ["**/*"],
  }),
  "gatsby-node.ts": `export * ${FROM}"./src/node/x";\n`,
  "src/html.tsx": `export * ${FROM}"./node/x";\n`,
  "src/node/x.ts": "export const x = 1;\nexport type X = number;\n",
  "src/node/data.json": "{}\n",
  "src/shared/x.ts": "export const shared = 1;\n",
  "src/lib/x.ts": "export const lib = 1;\n",
  // Each breaks the browser side's arrow to src/node, in its own shape.
  "src/lib/importsAlias.ts": `export { x } ${FROM}"#node/x";\n`,
  "src/lib/pathsAlias.ts": `export { x } ${FROM}"~node/x";\n`,
  "src/lib/chain.ts": `export { x } ${FROM}"#node/x";\n`,
  "src/lib/viaChain.ts": `export { x } ${FROM}"~lib/chain";\n`,
  "src/lib/required.ts": 'export const x = require("../node/x");\n',
  "src/lib/typeOnly.ts": `${IMPORT} type { X } ${FROM}"../node/x";\nexport type Y = X;\n`,
  "src/lib/typeofImport.ts": `export type T = typeof ${IMPORT}("../node/x");\n`,
  "src/lib/dynamic.ts": `export const load = () => ${IMPORT}("../node/x");\n`,
  "src/lib/template.ts": `export const load = () => ${IMPORT}(\`../node/x\`);\n`,
  "src/lib/esm.mts": `export { x } ${FROM}"../node/x";\n`,
  "src/lib/json.ts": `${IMPORT} data ${FROM}"../node/data.json";\nexport { data };\n`,
  "src/lib/assigned.ts": `${IMPORT} x = require("../node/x");\nexport { x };\n`,
  "src/theme/viaPackage.ts": `export * ${FROM}"helper/x";\n`,
  // The other arrows.
  "src/node/back.ts": `export { lib } ${FROM}"../lib/x";\n`,
  "src/shared/wiring.ts": `export * ${FROM}"../../gatsby-node";\n`,
  "site.config.ts": `export * ${FROM}"./src/node/x";\n`,
  // Allowed: src/shared by path and by alias, itself, a package, site.config.ts.
  "src/lib/allowed.ts": `export * ${FROM}"../shared/x";\nexport { shared as s } ${FROM}"#shared";\nexport * ${FROM}"./x";\nexport * ${FROM}"../../site.config";\n`,
  "src/node/allowed.ts": `export * ${FROM}"../shared/x";\nexport * ${FROM}"~node/x";\n`,
  // A folder that no layer names.
  "src/tools/helper.ts": "export const helper = 1;\n",
  "src/tools/notes.md": "not code\n",
};

function writeFixture(): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "layer-edges-")));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  // A package folder of the browser side that is a link to src/node.
  fs.mkdirSync(path.join(root, "src/theme/node_modules"), { recursive: true });
  fs.symlinkSync("../../node", path.join(root, "src/theme/node_modules/helper"));
  return root;
}

describe("the second reading of the layer rule, over TypeScript's resolution", () => {
  const root = writeFixture();
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const broken = brokenLayerEdges(root);
  const lines = broken.map(({ from, to }) => `${from} -> ${to}`);

  it.each([
    "src/lib/importsAlias.ts -> src/node/x.ts",
    "src/lib/pathsAlias.ts -> src/node/x.ts",
    "src/lib/chain.ts -> src/node/x.ts",
    "src/lib/required.ts -> src/node/x.ts",
    "src/lib/typeOnly.ts -> src/node/x.ts",
    "src/lib/typeofImport.ts -> src/node/x.ts",
    "src/lib/dynamic.ts -> src/node/x.ts",
    "src/lib/template.ts -> src/node/x.ts",
    "src/lib/esm.mts -> src/node/x.ts",
    "src/lib/json.ts -> src/node/data.json",
    "src/lib/assigned.ts -> src/node/x.ts",
    "src/theme/viaPackage.ts -> src/node/x.ts",
  ])("finds %s, and names the arrow it breaks", (edge) => {
    expect(broken[lines.indexOf(edge)]?.arrow).toContain(BROWSER_LOADS_BUILD);
  });

  it("names the other arrows in the ESLint rule's words", () => {
    expect(broken.filter((edge) => !edge.arrow.includes(BROWSER_LOADS_BUILD))).toEqual([
      {
        from: "site.config.ts",
        to: "src/node/x.ts",
        arrow: expect.stringContaining(
          "The site configuration (site.config.ts) may not load the build side",
        ),
      },
      {
        from: "src/node/back.ts",
        to: "src/lib/x.ts",
        arrow: expect.stringContaining("The build side (src/node) may not load the browser side"),
      },
      {
        from: "src/shared/wiring.ts",
        to: "gatsby-node.ts",
        arrow: expect.stringContaining(
          "The shared contract (src/shared) may load only itself, packages",
        ),
      },
    ]);
  });

  it("finds nothing else: the chain's first link, src/shared, aliases to allowed places", () => {
    expect(lines).toHaveLength(15);
    expect(lines.filter((line) => /allowed|viaChain/.test(line))).toEqual([]);
  });

  it("names the files of src/ that are in no layer", () => {
    expect(filesInNoLayer(root)).toEqual(["src/tools/helper.ts", "src/tools/notes.md"]);
  });

  it("finds no broken edge and no file outside the layers in this project", () => {
    const project = path.join(__dirname, "..");
    expect(brokenLayerEdges(project).map((e) => `${e.from} -> ${e.to}: ${e.arrow}`)).toEqual([]);
    expect(filesInNoLayer(project)).toEqual([]);
  });
});
