import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Written apart: tools/dependencies/dependencies.test.ts reads `import "…"` in this text as the
// project's own imports, and these specifiers are the cases', not packages.
const IMPORT = "import ";
const FROM = "from ";

/**
 * The layer rule of src/ (eslint.config.mjs `LAYERS`, lint/layerImportsRule.mjs): the build side
 * (src/node) and the browser side never load each other, src/shared loads neither, and no layer
 * loads the wiring and tools outside the layers (they load every layer). The rule resolves each
 * module a file names and decides by the file it lands on, so each case below is a file written
 * into a temporary copy of the project's layout, linted by ESLint with the project's own
 * configuration (copied next to it, so its paths are the copy's).
 *
 * Shapes the rule was written for (`written`): import, import type, `export … from`, `export
 * type … from`, `export * from`, `export * as`, a side-effect import, import() with a literal
 * (and with a webpack magic comment), require(), require.resolve(), require.context(),
 * module.require(), require.main.require(), import.meta.resolve(), a folder import that lands on
 * index.ts, `.ts` and extensionless specifiers, `./../node`, `./search/../../node`,
 * `../lib/../node` and `../node/../node` (paths that go down and back up), a file nine folders
 * deep, .js/.jsx/.mjs/.cjs files, a folder of a layer that is a link to src/node and a package
 * folder (src/theme/node_modules/helper) that is one, a template literal without `${}`
 * (resolved) and with one (refused), a variable or a concatenation as argument (refused), a
 * specifier that resolves to no file (refused, among them `../node/x.js` for x.ts, which
 * TypeScript follows in a type import), `typeof import()`, `import x = require()`, `declare
 * module "…"`, jest.mock / jest.requireActual, `require` used as a value, the root `gatsby-*`
 * files, scripts/, bench/, e2e/, integration/, built/, contract/, jest/ and src/html.tsx (wiring
 * and tools: refused in a layer), site.config.ts (read by both sides, so it may load only what
 * src/shared may, plus package.json), src/shared's package ban (import, import(), require())
 * and the `useId` ban.
 *
 * Shapes the rule was not written for (`afterwards`): an absolute path, escapes in the string,
 * a file: URL, a wrong case, a trailing slash, `?query` and `loader!` specifiers, a JSON file,
 * `export { default } from`, `import("…").X` in a type, `/// <reference path>`, a file that is a
 * link. Went through the first time, and the rule was then taught them: `/// <reference
 * types="../node">` (TypeScript follows it), `new URL("…", import.meta.url)` and `new
 * Worker(new URL(…))` (webpack bundles the file), globalThis.require() and
 * process.mainModule.require(), functions made by `createRequire` (called in place, kept in a
 * variable, or their `resolve`), AMD `define([…])` and `require([…])`, and
 * import.meta.webpackContext().
 *
 * Since issue 49 the rule takes module loaders away instead of listing spellings
 * (lint/moduleLoaders.mjs): module.require(), require.context(), require.main.require(),
 * globalThis.require(), process.mainModule.require() and AMD lists are now refused as loaders
 * reached another way, not judged by where they lead. `holes` are what a review found going
 * through (require.call, module["require"], a namespace import of node:module, package.json
 * `imports` and tsconfig `paths` aliases, a folder of src/ in no layer); `unlisted` are shapes
 * tried afterwards. The second reading (contract/layerEdges.test.ts) sees the same edges
 * through TypeScript's resolution on a fixture of its own.
 *
 * Type-only imports are refused like the others: the build side's types in the browser's
 * source tie it to src/node (TypeScript reads the file, and its Node types, to check the
 * browser's code), and one edit from `import type` to `import` would put it in the bundle. A
 * type both sides need belongs in src/shared.
 */

interface Case {
  file: string;
  code: string;
  /** What the one message must say; absent when the file must pass. */
  refused?: RegExp;
}

const project = path.join(__dirname, "..");

const BUILD_IN_BROWSER =
  /The browser side \(src\/lib, src\/theme, …\) may not load the build side \(src\/node\).*README "Architecture"/;
const BROWSER_IN_BUILD =
  /The build side \(src\/node\) may not load the browser side .*README "Architecture"/;
const BUILD_IN_SHARED = /The shared contract \(src\/shared\) may not load the build side/;
const BROWSER_IN_SHARED = /The shared contract \(src\/shared\) may not load the browser side/;
const OUTSIDE_BROWSER =
  /The browser side .* may load only itself, src\/shared, site\.config\.ts, packages: wiring and tools/;
const OUTSIDE_BUILD =
  /The build side \(src\/node\) may load only itself, src\/shared, site\.config/;
const OUTSIDE_SHARED = /The shared contract \(src\/shared\) may load only itself, packages: wiring/;
const BUILD_IN_SITE_CONFIG =
  /The site configuration \(site\.config\.ts\) may not load the build side \(src\/node\)/;
const COMPUTED = /only known when the code runs: name it with a plain string/;
const UNRESOLVED = /resolves to no file/;
const REQUIRE_OTHERWISE = /`require` used any other way loads what the layer rule cannot read/;
const LOADER_GLOBAL = (name: string) =>
  new RegExp(`\`${name}\` is a module loader the layer rule cannot read`);
const LOADER_PROPERTY =
  /reaches a module loader the layer rule cannot read: load the module with a static `import`/;
const COMPUTED_GLOBAL = /read by a computed name could be a module loader/;
const GLOBAL_VALUE = /`process` handed on whole carries a module loader/;
const NODE_MODULE = /Take only `createRequire` from Node's module API/;
const MADE_REQUIRE_VALUE = /Call a function made by createRequire where it is made/;
const ALIAS_UNRESOLVED = /the alias "[^"]+" \([./]*package\.json\) names no file/;
const NO_LAYER = /is in no layer, so the layer rule judges nothing it loads/;
const SHARED_PACKAGE = /src\/shared holds types and pure helpers only/;

/** The files the cases load, one of each kind of place (site.config.ts and gatsby-ssr.tsx are cases). */
const TREE: Record<string, string> = {
  // Aliases, judged by the files they name: package.json `imports`, tsconfig `paths`, `baseUrl`.
  "package.json": JSON.stringify({
    name: "layers-fixture",
    private: true,
    imports: {
      "#node/*": "./src/node/*.ts",
      "#shared": "./src/shared/x.ts",
      "#either": { browser: "./src/shared/x.ts", node: "./src/node/x.ts" },
      "#missing": "./src/node/nothing.ts",
    },
  }),
  "tsconfig.json": JSON.stringify({
    compilerOptions: {
      baseUrl: ".",
      paths: { "~node/*": ["./src/node/*"], "~lib/*": ["./src/lib/*"] },
    },
  }),

  "src/node/x.ts": "export const x = 1;\nexport type X = number;\n",
  "src/node/index.ts": "export const n = 1;\n",
  "src/node/pages/plan.ts": "export const plan = 1;\n",
  "src/node/data.json": "{}\n",
  "src/shared/x.ts": "export const shared = 1;\nexport type Shared = number;\n",
  "src/lib/x.ts": "export const lib = 1;\n",
  "src/contexts/Page.tsx": "export const Page = 1;\n",
  "src/theme/Root/index.tsx": "export const Root = 1;\n",
  "src/theme/B/index.tsx": "export const B = 1;\n",
  "src/theme/SearchModal/index.tsx": "export default 1;\n",
  "src/theme/A/styles.module.css": ".a {}\n",
  "gatsby-node.ts": 'export { x } from "./src/node/x";\n',
  "gatsby-browser.tsx": 'export { Root } from "./src/theme/Root";\n',
  "gatsby-config.ts": 'export { x } from "./src/node/x";\n',
  "scripts/tool.ts": 'export { x } from "../src/node/x";\n',
  "bench/tool.ts": 'export { x } from "../src/node/x";\n',
  "e2e/tool.ts": 'export { x } from "../src/node/x";\n',
  "integration/tool.ts": 'export { x } from "../src/node/x";\n',
  "built/tool.ts": 'export { x } from "../src/node/x";\n',
  "contract/tool.ts": 'export { x } from "../src/node/x";\n',
  "jest/tool.js": 'module.exports = require("../src/node/x");\n',
};

/** Links: a folder of the browser side that is src/node, and a package folder that is too. */
const LINKS: Record<string, string> = {
  "src/theme/linked": "../node",
  "src/theme/node_modules/helper": "../../node",
  "src/theme/linkedFile.ts": "../node/x.ts",
};

const written: Case[] = [
  // The browser side loads src/node.
  {
    file: "src/theme/DocPage/index.tsx",
    code: 'import { x } from "../../node/x";',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/theme/DocPage/types.ts",
    code: 'import type { X } from "../../node/x";\nexport type Y = X;',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/lib/reexport.ts",
    code: 'export { x } from "../node/x";',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/lib/reexportType.ts",
    code: 'export type { X } from "../node/x";',
    refused: BUILD_IN_BROWSER,
  },
  { file: "src/lib/star.ts", code: 'export * from "../node/x";', refused: BUILD_IN_BROWSER },
  { file: "src/lib/starAs.ts", code: 'export * as n from "../node/x";', refused: BUILD_IN_BROWSER },
  { file: "src/hooks/sideEffect.ts", code: 'import "../node/x";', refused: BUILD_IN_BROWSER },
  {
    file: "src/templates/doc.tsx",
    code: 'import * as n from "../node";\nexport { n };',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/pages/withTs.tsx",
    code: 'import { x } from "../node/x.ts";\nexport { x };',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/theme/Lazy/index.tsx",
    code: 'export const load = () => import("../../node/x");',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/theme/Lazy/named.tsx",
    code: 'export const load = () => import(/* webpackChunkName: "x" */ "../../node/x");',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/browser/required.ts",
    code: 'export const x = require("../node/x");',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/browser/resolved.ts",
    code: 'export const file = require.resolve("../node/x");',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/browser/template.ts",
    code: "export const load = () => import(`../node/x`);",
    refused: BUILD_IN_BROWSER,
  },
  { file: "src/lib/dotSlash.ts", code: 'import "./../node/x";', refused: BUILD_IN_BROWSER },
  {
    file: "src/lib/downAndUp.ts",
    code: 'import "./search/../../node/x";',
    refused: BUILD_IN_BROWSER,
  },
  { file: "src/lib/throughLib.ts", code: 'import "../lib/../node/x";', refused: BUILD_IN_BROWSER },
  { file: "src/lib/twice.ts", code: 'import "../node/../node/x";', refused: BUILD_IN_BROWSER },
  {
    file: "src/theme/a/b/c/d/e/f/g/h/deep.tsx",
    code: 'import "../../../../../../../../../node/x";',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/lib/plain.js",
    code: 'import { x } from "../node/x";\nexport { x };',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/lib/component.jsx",
    code: 'import { x } from "../node/x";\nexport const C = () => <p>{x}</p>;',
    refused: BUILD_IN_BROWSER,
  },
  { file: "src/lib/module.mjs", code: 'export { x } from "../node/x";', refused: BUILD_IN_BROWSER },
  {
    file: "src/lib/common.cjs",
    code: 'module.exports = require("../node/x");',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/types/typeofImport.ts",
    code: 'export type N = typeof import("../node/x");',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/theme/__tests__/mocked.test.tsx",
    code: 'jest.mock("../../node/x");',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/theme/__tests__/actual.test.tsx",
    code: 'export const n = jest.requireActual("../../node/x");',
    refused: BUILD_IN_BROWSER,
  },
  { file: "src/theme/viaLink.ts", code: 'import "./linked/x";', refused: BUILD_IN_BROWSER },
  // src/node loads the browser side.
  {
    file: "src/node/a.ts",
    code: 'import { lib } from "../lib/x";\nexport { lib };',
    refused: BROWSER_IN_BUILD,
  },
  {
    file: "src/node/gatsby/b.ts",
    code: 'export const t = require("../../theme/Root");',
    refused: BROWSER_IN_BUILD,
  },
  {
    file: "src/node/x/y/z.ts",
    code: 'import type { Page } from "../../../contexts/Page";\nexport type P = typeof Page;',
    refused: BROWSER_IN_BUILD,
  },
  {
    file: "src/node/assign.ts",
    code: 'import Root = require("../theme/Root");\nexport { Root };',
    refused: BROWSER_IN_BUILD,
  },
  // src/shared loads a side, or a package it may not.
  {
    file: "src/shared/a.ts",
    code: 'import { lib } from "../lib/x";\nexport { lib };',
    refused: BROWSER_IN_SHARED,
  },
  {
    file: "src/shared/search/b.ts",
    code: 'import type { X } from "../../node/x";\nexport type Y = X;',
    refused: BUILD_IN_SHARED,
  },
  {
    file: "src/shared/config.ts",
    code: 'import config from "../../site.config";\nexport { config };',
    refused: OUTSIDE_SHARED,
  },
  {
    file: "src/shared/io.ts",
    code: 'import fs from "node:fs";\nexport { fs };',
    refused: SHARED_PACKAGE,
  },
  {
    file: "src/shared/view.ts",
    code: 'import { createElement } from "react";\nexport { createElement };',
    refused: SHARED_PACKAGE,
  },
  {
    file: "src/shared/lazyIo.ts",
    code: 'export const fs = () => import("node:fs");',
    refused: SHARED_PACKAGE,
  },
  {
    file: "src/shared/requiredIo.ts",
    code: 'export const path = require("path");',
    refused: SHARED_PACKAGE,
  },
  // A layer loads wiring or a tool, which loads the layer it may not.
  ...[
    "gatsby-node",
    "gatsby-ssr",
    "gatsby-browser",
    "gatsby-config",
    "scripts/tool",
    "bench/tool",
    "e2e/tool",
    "integration/tool",
    "built/tool",
    "contract/tool",
    "jest/tool",
  ].map((target) => ({
    file: `src/theme/Root/via-${target.replace("/", "-")}.tsx`,
    code: `export * from "../../../${target}";`,
    refused: OUTSIDE_BROWSER,
  })),
  { file: "src/lib/viaHtml.ts", code: 'export * from "../html";', refused: OUTSIDE_BROWSER },
  { file: "src/node/viaSsr.ts", code: 'export * from "../../gatsby-ssr";', refused: OUTSIDE_BUILD },
  // site.config.ts is read by both sides: it may not become a way through.
  {
    file: "site.config.ts",
    code: 'import "./src/shared/x";\nimport "./package.json";\nexport * from "./src/node/x";',
    refused: BUILD_IN_SITE_CONFIG,
  },
  // What cannot be resolved is refused.
  {
    file: "src/browser/interpolated.ts",
    code: 'const name = "x";\nexport const load = () => import(`../node/${name}`);',
    refused: COMPUTED,
  },
  {
    file: "src/browser/joined.ts",
    code: 'export const load = () => import("../" + "node/x");',
    refused: COMPUTED,
  },
  {
    file: "src/browser/variable.ts",
    code: 'const file = "../node/x";\nexport const x = require(file);',
    refused: COMPUTED,
  },
  {
    file: "src/browser/jsSuffix.ts",
    code: 'import type { X } from "../node/x.js";\nexport type Y = X;',
    refused: UNRESOLVED,
  },
  { file: "src/browser/missing.ts", code: 'import "../node/nothing";', refused: UNRESOLVED },
  {
    file: "src/browser/alias.ts",
    code: 'const load = require;\nexport const x = load("../node/x");',
    refused: REQUIRE_OTHERWISE,
  },
  {
    file: "src/browser/moduleRequire.ts",
    code: 'export const x = module.require("../node/x");',
    refused: LOADER_GLOBAL("module"),
  },
  {
    file: "src/browser/metaResolve.ts",
    code: 'export const file = import.meta.resolve("../node/x");',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/browser/context.ts",
    code: 'export const files = require.context("../node");',
    refused: REQUIRE_OTHERWISE,
  },
  {
    file: "src/browser/mainRequire.ts",
    code: 'export const x = require.main?.require("../node/x");',
    refused: REQUIRE_OTHERWISE,
  },
  {
    file: "src/types/augment.d.ts",
    code: 'declare module "../node/x" {\n  export const added: number;\n}',
    refused: BUILD_IN_BROWSER,
  },
  { file: "src/theme/viaPackage.ts", code: IMPORT + '"helper/x";', refused: BUILD_IN_BROWSER },
  // The ban that has nothing to do with paths still holds.
  {
    file: "src/theme/Id.tsx",
    code: 'import { useId } from "react";\nexport { useId };',
    refused: /domId/,
  },
];

/**
 * Added once the cases above passed, by looking for ways around the rule. The rule caught the
 * first group as it was; the second group went through the first time, and the rule was then
 * taught each shape (lint/moduleSpecifiers.mjs).
 */
const afterwards: Case[] = [
  // Caught the first time.
  { file: "src/lib/absolute.ts", code: IMPORT + '"<root>/src/node/x";', refused: BUILD_IN_BROWSER },
  {
    file: "src/lib/escaped.ts",
    code: IMPORT + '"\\u002e\\u002e/node/x";',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/lib/fileUrl.ts",
    code: 'export const load = () => import("file://<root>/src/node/x.ts");',
    refused: UNRESOLVED,
  },
  { file: "src/lib/upperCase.ts", code: 'import "../Node/x";', refused: UNRESOLVED },
  { file: "src/lib/trailingSlash.ts", code: 'import "../node/";', refused: BUILD_IN_BROWSER },
  { file: "src/lib/query.ts", code: 'import "../node/x?raw";', refused: UNRESOLVED },
  { file: "src/lib/loader.ts", code: 'import "!!raw-loader!../node/x";', refused: UNRESOLVED },
  {
    file: "src/lib/json.ts",
    code: 'import data from "../node/data.json";\nexport { data };',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/lib/defaultExport.ts",
    code: 'export { default } from "../node/index";',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/lib/importType.ts",
    code: 'export type X = import("../node/x").X;',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/lib/reference.ts",
    code: '/// <reference path="../node/x.ts" />\nexport {};',
    refused: /triple slash reference/,
  },
  { file: "src/theme/fileLink.ts", code: 'import "./linkedFile";', refused: BUILD_IN_BROWSER },
  // Went through the first time (amdRequire.js was refused, but only as a computed argument).
  {
    file: "src/lib/referenceTypes.ts",
    code: '/// <reference types="../node" />\nexport {};',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/lib/worker.ts",
    code: 'export const w = () => new Worker(new URL("../node/x.ts", import.meta.url));',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/lib/assetUrl.ts",
    code: 'export const url = new URL("../node/x.ts", import.meta.url);',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/lib/globalRequire.ts",
    code: 'export const x = globalThis.require("../node/x");',
    refused: LOADER_PROPERTY,
  },
  {
    file: "src/lib/processRequire.ts",
    code: 'export const x = process.mainModule?.require("../node/x");',
    refused: LOADER_PROPERTY,
  },
  {
    file: "src/node/madeRequire.ts",
    code: 'import { createRequire } from "node:module";\nexport const t = createRequire(__filename)("../theme/Root");',
    refused: /createRequire/,
  },
  {
    file: "src/node/boundRequire.ts",
    code: 'import { createRequire } from "node:module";\nconst load = createRequire(__filename);\nexport const t = load("../theme/Root");',
    refused: /createRequire/,
  },
  {
    file: "src/node/boundResolve.ts",
    code: 'import { createRequire } from "node:module";\nconst { resolve } = createRequire(__filename);\nexport const t = resolve("../theme/Root");',
    refused: /createRequire/,
  },
  {
    file: "src/lib/amdDefine.js",
    code: 'define(["../node/x"], (x) => x);',
    refused: LOADER_GLOBAL("define"),
  },
  {
    file: "src/lib/amdRequire.js",
    code: 'require(["../node/x"], (x) => x);',
    refused: COMPUTED,
  },
  {
    file: "src/lib/webpackContext.ts",
    code: 'export const files = import.meta.webpackContext("../node");',
    refused: BUILD_IN_BROWSER,
  },
];

/**
 * The holes a review found in the rule that listed spellings (issue 49): each now refused by
 * taking the loader away, or by resolving the alias.
 */
const holes: Case[] = [
  {
    file: "src/lib/requireCall.ts",
    code: 'export const x = require.call(null, "../node/x");',
    refused: REQUIRE_OTHERWISE,
  },
  {
    file: "src/lib/moduleIndexed.ts",
    code: 'export const x = module["require"]("../node/x");',
    refused: LOADER_GLOBAL("module"),
  },
  {
    file: "src/node/namespaceModule.ts",
    code: 'import * as m from "node:module";\nexport const t = m.createRequire(__filename)("../theme/Root");',
    refused: NODE_MODULE,
  },
  {
    file: "src/node/defaultModule.ts",
    code: 'import Module from "node:module";\nexport const t = Module.createRequire(__filename)("../theme/Root");',
    refused: NODE_MODULE,
  },
  { file: "src/lib/importsAlias.ts", code: IMPORT + '"#node/x";', refused: BUILD_IN_BROWSER },
  { file: "src/lib/pathsAlias.ts", code: IMPORT + '"~node/x";', refused: BUILD_IN_BROWSER },
  { file: "src/tools/helper.ts", code: "export const helper = 1;", refused: NO_LAYER },
];

/** Shapes the rule was not written for, tried once it passed the lists above. */
const unlisted: Case[] = [
  {
    file: "src/lib/optionalCall.ts",
    code: 'export const x = require?.("../node/x");',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/lib/templateRequire.ts",
    code: "export const x = require(`../node/x`);",
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/lib/sequenceRequire.ts",
    code: 'export const x = (0, require)("../node/x");',
    refused: REQUIRE_OTHERWISE,
  },
  {
    file: "src/lib/indexedResolve.ts",
    code: 'export const x = require["resolve"]("../node/x");',
    refused: REQUIRE_OTHERWISE,
  },
  {
    file: "src/lib/globalIndexed.ts",
    code: 'export const x = global["require"]("../node/x");',
    refused: LOADER_PROPERTY,
  },
  {
    file: "src/lib/globalComputed.ts",
    code: 'const name = "req" + "uire";\nexport const x = globalThis[name]("../node/x");',
    refused: COMPUTED_GLOBAL,
  },
  {
    file: "src/node/processDestructured.ts",
    code: 'const { mainModule } = process;\nexport const t = mainModule?.require("../theme/Root");',
    refused: GLOBAL_VALUE,
  },
  {
    file: "src/node/builtinModule.ts",
    code: 'export const t = process.getBuiltinModule("node:module").createRequire(__filename)("../theme/Root");',
    refused: LOADER_PROPERTY,
  },
  {
    file: "src/node/reexportModule.ts",
    code: 'export { createRequire } from "node:module";',
    refused: NODE_MODULE,
  },
  {
    file: "src/node/madeHandedOn.ts",
    code: 'import { createRequire } from "node:module";\nconst load = createRequire(__filename);\nexport const loader = load;',
    refused: MADE_REQUIRE_VALUE,
  },
  {
    file: "src/node/createRequireHandedOn.ts",
    code: 'import { createRequire as make } from "node:module";\nexport const maker = make;',
    refused: MADE_REQUIRE_VALUE,
  },
  {
    file: "src/node/madeComputed.ts",
    code: 'import { createRequire } from "node:module";\nconst load = createRequire(__filename);\nexport const dir = (name: string) => load.resolve(`${name}/package.json`);',
    refused: COMPUTED,
  },
  {
    file: "src/lib/jestValue.test.ts",
    code: 'const load = jest.requireActual;\nexport const x = load("../node/x");',
    refused: /`jest\.requireActual` is only called, with a plain string/,
  },
  {
    file: "src/lib/metaValue.ts",
    code: 'const { resolve } = import.meta;\nexport const x = resolve("../node/x");',
    refused: /Read only `import\.meta\.url`/,
  },
  // An alias to an alias: viaChain.ts (allowed) loads "~lib/chain", which loads "#node/x".
  {
    file: "src/lib/chain.ts",
    code: "export { x } " + FROM + '"#node/x";',
    refused: BUILD_IN_BROWSER,
  },
  {
    file: "src/lib/conditions.ts",
    code: IMPORT + '"#either";',
    refused: BUILD_IN_BROWSER,
  },
  { file: "src/lib/aliasMissing.ts", code: IMPORT + '"#missing";', refused: ALIAS_UNRESOLVED },
  { file: "src/lib/aliasNoKey.ts", code: IMPORT + '"#nothing";', refused: ALIAS_UNRESOLVED },
  { file: "src/lib/baseUrl.ts", code: IMPORT + '"src/node/x";', refused: BUILD_IN_BROWSER },
  { file: "src/lib/esm.mts", code: 'export { x } from "../node/x";', refused: BUILD_IN_BROWSER },
  { file: "src/lib/common.cts", code: 'export = require("../node/x");', refused: BUILD_IN_BROWSER },
  { file: "src/newFolder/deep/x.mts", code: "export {};", refused: NO_LAYER },
];

const allowed: Case[] = [
  // Wiring Gatsby loads from src/ by name: in no layer, and not refused for it.
  { file: "src/html.tsx", code: 'export { x } from "./node/x";' },
  { file: "src/lib/viaChain.ts", code: "export { x as y } " + FROM + '"~lib/chain";' },
  { file: "src/lib/sharedAlias.ts", code: IMPORT + '"#shared";\n' + IMPORT + '"~lib/x";' },
  {
    file: "src/theme/Shared/index.tsx",
    code: 'import { shared, type Shared } from "../../shared/x";\nexport const s: Shared = shared;',
  },
  {
    file: "src/node/search/b.ts",
    code: 'import { shared } from "../../shared/x";\nexport { shared };',
  },
  // src/node has a `pages` folder of its own: one level up from src/node/site is src/node.
  { file: "src/node/site/a.ts", code: 'import { plan } from "../pages/plan";\nexport { plan };' },
  { file: "src/node/json.ts", code: 'import data from "./data.json";\nexport { data };' },
  {
    file: "src/node/io.ts",
    code: 'import fs from "node:fs";\nimport type { Root } from "mdast";\nexport { fs };\nexport type R = Root;',
  },
  {
    file: "src/node/config.ts",
    code: 'import config from "../../site.config";\nexport { config };',
  },
  {
    file: "src/theme/A/index.tsx",
    code: 'import { B } from "../B";\nimport styles from "./styles.module.css";\nexport { B, styles };',
  },
  {
    file: "src/theme/A/other.tsx",
    code: 'import { lib } from "../../lib/x";\nimport { Page } from "../../contexts/Page";\nexport { lib, Page };',
  },
  {
    file: "src/theme/A/config.tsx",
    code: 'import config from "../../../site.config";\nexport { config };',
  },
  {
    file: "src/theme/A/lazy.tsx",
    code: 'export const load = () => import(/* webpackChunkName: "modal" */ "../SearchModal");',
  },
  { file: "src/theme/A/template.tsx", code: "export const load = () => import(`../B`);" },
  {
    file: "src/theme/A/package.tsx",
    code: 'import { useState } from "react";\nexport const load = () => import("react-dom");\nexport { useState };',
  },
  {
    file: "src/theme/__tests__/sameSide.test.tsx",
    code: 'jest.mock("../../contexts/Page", () => ({}));\nexport const B = jest.requireActual("../B");',
  },
  {
    file: "src/theme/typeofRequire.ts",
    code: 'export const commonJs = typeof require === "function";',
  },
  { file: "src/types/css.d.ts", code: 'declare module "*.css";' },
  { file: "src/types/node.d.ts", code: '/// <reference types="node" />\nexport {};' },
  {
    file: "src/node/packageDir.ts",
    code: 'import { createRequire } from "node:module";\nconst load = createRequire(__filename);\nexport const gatsby = load.resolve("gatsby/package.json");',
  },
  // Wiring and tools, outside the layers, load any layer.
  {
    file: "gatsby-ssr.tsx",
    code: 'export { x } from "./src/node/x";\nexport { Root } from "./src/theme/Root";',
  },
  {
    file: "scripts/both.ts",
    code: 'export { x } from "../src/node/x";\nexport { lib } from "../src/lib/x";',
  },
  {
    file: "contract/both.test.ts",
    code: 'export { x } from "../src/node/x";\nexport { Root } from "../src/theme/Root";',
  },
  {
    file: "e2e/both.spec.ts",
    code: 'export { x } from "../src/node/x";\nexport * from "../gatsby-ssr";',
  },
];

const cases = [...written, ...afterwards, ...holes, ...unlisted, ...allowed];

/** The rules whose messages the cases read: the layer rule and the bans beside it. */
const RULES = new Set([
  "layers/imports",
  "layers/in-a-layer",
  "no-restricted-imports",
  "no-restricted-syntax",
  "@typescript-eslint/triple-slash-reference",
]);

/**
 * Writes the tree, the cases and the project's ESLint configuration into a temporary folder,
 * and answers the path ESLint is to be given: a link to that folder, as when a checkout is
 * reached through a linked folder. The rule must judge by real paths on both ends then too
 * (the configuration's own path, as Node loads it, is the real one).
 */
function writeProject(folder: string): string {
  const root = path.join(folder, "project");
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const checkout = path.join(folder, "checkout");
  for (const [file, text] of Object.entries(TREE)) write(file, text);
  for (const c of cases) write(c.file, `${c.code.replaceAll("<root>", checkout)}\n`);
  for (const [link, target] of Object.entries(LINKS)) {
    fs.mkdirSync(path.dirname(path.join(root, link)), { recursive: true });
    fs.symlinkSync(target, path.join(root, link));
  }
  write("eslint.config.mjs", fs.readFileSync(path.join(project, "eslint.config.mjs"), "utf8"));
  fs.cpSync(path.join(project, "lint"), path.join(root, "lint"), { recursive: true });
  fs.symlinkSync(path.join(project, "node_modules"), path.join(root, "node_modules"));
  fs.symlinkSync(root, checkout);
  return checkout;
}

/** Lints the cases in one ESLint process (ESLint loads its flat config as an ES module). */
function lintCases(checkout: string): string[][] {
  const script = `
    import { ESLint } from "eslint";
    const [checkout, files, rules] = JSON.parse(process.argv[1]);
    const results = await new ESLint({ cwd: checkout }).lintFiles(files);
    const byFile = new Map(results.map((r) => [r.filePath, r.messages]));
    const out = files.map((file) =>
      byFile.get(checkout + "/" + file)
        .filter((m) => m.fatal || rules.includes(m.ruleId))
        .map((m) => (m.fatal ? "fatal: " : "") + m.message),
    );
    process.stdout.write(JSON.stringify(out));
  `;
  const input = JSON.stringify([checkout, cases.map((c) => c.file), [...RULES]]);
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script, input], {
    cwd: project,
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

const oneLine = (code: string) => code.replaceAll("\n", " ");

describe("the layer rule of src/", () => {
  const folder = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "layer-rule-")));
  const removeFolder = () => fs.rmSync(folder, { recursive: true, force: true });
  afterAll(removeFolder);
  // A throw here (ESLint failing to load the configuration) skips afterAll.
  const messages = (() => {
    try {
      return lintCases(writeProject(folder));
    } catch (error) {
      removeFolder();
      throw error;
    }
  })();
  const messagesOf = (c: Case) => messages[cases.indexOf(c)];

  it("has one file per case", () => {
    expect(new Set(cases.map((c) => c.file)).size).toBe(cases.length);
  });

  it.each(
    [...written, ...afterwards, ...holes, ...unlisted].map(
      (c) => [c.file, oneLine(c.code), c] as const,
    ),
  )("refuses, in %s: %s", (_file, _code, c) => {
    expect(messagesOf(c)).toEqual([expect.stringMatching(c.refused as RegExp)]);
  });

  it.each(allowed.map((c) => [c.file, c.code, c] as const))(
    "allows, in %s, %s",
    (_file, _code, c) => {
      expect(messagesOf(c)).toEqual([]);
    },
  );
});
