import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { TOUCHPOINTS } from "./gatsbyTouchpoints";
import {
  ALLOWED_USES,
  DOCUMENTED_GATSBY_NAMES,
  PLATFORM_NAMES,
  SITE_OWN_NAMES,
} from "./internals/allowedNames";
import { uncoveredUses } from "./internals/coverage";
import { findInternalUses, type InternalUse } from "./internals/findInternalUses";
import { siteSources } from "./internals/siteSources";
import { gatsbyVocabulary } from "./internals/vocabulary";

/**
 * The table of Gatsby internals (contract/gatsbyTouchpoints.ts) is only as complete as its
 * author: this finds the uses of internals in every module production or the build loads, by
 * their shape and by the names only Gatsby's code spells, and fails on one no touchpoint covers
 * for its file (docs/gatsby-internals.md, "How uses are found").
 */

const root = path.join(__dirname, "..");
// Reading Gatsby's code and every package's declarations takes seconds on a busy machine.
const SLOW_MS = 120_000;

let internal: Set<string>;
beforeAll(() => {
  const vocabulary = gatsbyVocabulary(
    path.join(root, "node_modules"),
    path.join(root, "package.json"),
  );
  expect(vocabulary.gatsbyFiles).toBeGreaterThan(100);
  internal = vocabulary.internal;
}, SLOW_MS);

const ALLOWED = new Set([
  ...Object.keys(DOCUMENTED_GATSBY_NAMES),
  ...Object.keys(PLATFORM_NAMES),
  ...SITE_OWN_NAMES,
]);

const usesIn = (file: string) =>
  findInternalUses(file, fs.readFileSync(path.join(root, file), "utf8"), internal);

describe("uses of Gatsby's internals in the site", () => {
  it("reads the modules production and the build load", () => {
    const files = siteSources(root);
    for (const file of ["gatsby-node.ts", "gatsby-browser.tsx", "site.config.ts", "src/html.tsx"])
      expect(files).toContain(file);
    expect(files).toContain("contract/standIns/browserEntries.ts");
    expect(files.some((file) => file.includes("__tests__") || /\.test\./.test(file))).toBe(false);
  });

  it("are each covered by a touchpoint that lists the file", () => {
    const uses = siteSources(root).flatMap(usesIn);
    expect(uncoveredUses(uses, TOUCHPOINTS, ALLOWED, ALLOWED_USES)).toEqual([]);
  });

  it("allows a use in one file only where the finder still reports it", () => {
    const stale = ALLOWED_USES.filter(
      ({ file, name }) =>
        !fs.existsSync(path.join(root, file)) || !usesIn(file).some((use) => use.name === name),
    );
    expect(stale).toEqual([]);
  });

  it("are what each touchpoint covers: no touchpoint covers a name no site file uses", () => {
    const used = new Set(siteSources(root).flatMap((file) => usesIn(file).map((use) => use.name)));
    const unused = TOUCHPOINTS.flatMap((touchpoint) =>
      touchpoint.covers
        .filter((name) => ![...used].some((use) => use === name || use.includes(name)))
        .map((name) => `${touchpoint.id}: ${name}`),
    );
    // The hash global is Gatsby's own: the site changes the hash it holds, never reads it.
    expect(unused).toEqual(["compilation-hash: ___webpackCompilationHash"]);
  });

  it("allows only names the finder flags, and the site's own names are declared by the site", () => {
    const flagged = new Set(
      siteSources(root).flatMap((file) => usesIn(file).map((use) => use.name)),
    );
    expect([...ALLOWED].filter((name) => !flagged.has(name))).toEqual([]);
    const declared = new Set<string>();
    for (const file of siteSources(root)) {
      const source = ts.createSourceFile(
        file,
        fs.readFileSync(path.join(root, file), "utf8"),
        ts.ScriptTarget.Latest,
        true,
      );
      const visit = (node: ts.Node) => {
        const name = (node as { name?: ts.Node }).name;
        if (
          name &&
          ts.isIdentifier(name) &&
          (ts.isVariableDeclaration(node) ||
            ts.isParameter(node) ||
            ts.isPropertySignature(node) ||
            ts.isPropertyAssignment(node) ||
            ts.isClassDeclaration(node) ||
            ts.isBindingElement(node))
        )
          declared.add(name.text);
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(SITE_OWN_NAMES.filter((name) => !declared.has(name))).toEqual([]);
  });
});

/** The uses the finder reports in `code`, as `kind name`. */
function found(code: string, file = "src/planted.ts"): string[] {
  return findInternalUses(file, code, internal).map(
    (use: InternalUse) => `${use.kind} ${use.name}`,
  );
}

// Shapes the finder was not written around: each is found by the general rules.
describe("the finder, on planted uses of shapes it was not designed around", () => {
  it.each([
    [
      "a global read by a computed member",
      'const loader = window["___loader"];',
      "global ___loader",
    ],
    ["a destructured global", "const { ___emitter } = window;", "global ___emitter"],
    [
      "a private path joined from two literals",
      'const flush = require("gatsby/dist/" + "utils/page-data").enqueueFlush;',
      "path gatsby/dist/utils/page-data",
    ],
    [
      "a private path in require.resolve",
      'const file = require.resolve("gatsby/cache-dir/loader.js");',
      "path gatsby/cache-dir/loader.js",
    ],
    [
      "a store field read through a variable",
      "const state = store.getState();\nconst running = state.queries;",
      "store getState().queries",
    ],
    [
      "a store field destructured from a variable",
      "const state = store.getState();\nconst { components } = state;",
      "store getState().components",
    ],
    [
      "an internal member through optional chaining",
      "const done = (window as any).___loader?.loadPageSync?.(path);",
      "name loadPageSync",
    ],
    [
      "a global in a template without expressions",
      "const key = `___chunkMapping`;\nconst map = (window as any)[key];",
      "global ___chunkMapping",
    ],
    [
      "a history key read off the browser's state",
      "const key = window.history.state?.key;",
      "history history.state.key",
    ],
    [
      "a private path in a template with an expression",
      "const file = `${siteDir}/.cache/${name}.js`;",
      "path ${…}/.cache/${…}.js",
    ],
    [
      "a build record named in a path",
      'const stats = path.join(publicDir, "webpack.stats.json");',
      "name webpack.stats.json",
    ],
    [
      "Gatsby's environment variable in brackets",
      'const worker = process.env["GATSBY_WORKER_ID"];',
      "name GATSBY_WORKER_ID",
    ],
  ])("%s", (_shape, code, expected) => {
    expect(found(code)).toContain(expected);
  });

  it("finds nothing in code that uses Gatsby's documented API and the platform only", () => {
    const code = [
      'import { graphql, navigate, withPrefix } from "gatsby";',
      'import { Helmet } from "react-helmet";',
      "export const onRouteUpdate = ({ location, prevLocation }) => {",
      "  if (location.pathname !== prevLocation?.pathname) navigate(withPrefix(location.hash));",
      '  document.querySelector("main")?.focus();',
      "};",
      'const message = "run gatsby clean: .cache/ is stale";',
    ].join("\n");
    expect(found(code)).toEqual([]);
  });

  it("names the file, line and column of a use", () => {
    const [use] = findInternalUses("src/x.ts", "\n  const a = window.___navigate;", internal);
    expect(use).toMatchObject({ file: "src/x.ts", line: 2, column: 13, kind: "global" });
  });

  it("reports a use no touchpoint covers, naming the file and what to do", () => {
    const uses = findInternalUses("src/planted.ts", 'const e = window["___emitter"];', internal);
    expect(uncoveredUses(uses, TOUCHPOINTS, ALLOWED)).toEqual([
      expect.stringMatching(
        /^src\/planted\.ts:1:11: global "___emitter" is one of Gatsby's internals that no touchpoint covers/,
      ),
    ]);
    const loader = findInternalUses("src/planted.ts", "const l = window.___loader;", internal);
    expect(uncoveredUses(loader, TOUCHPOINTS, ALLOWED)[0]).toContain(
      'add the file to the site of "loader-global"',
    );
  });
});
