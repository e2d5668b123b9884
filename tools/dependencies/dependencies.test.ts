import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { filesLoading } from "./filesLoading";
import { importedPackages, importSpecifiers, packageOf } from "./importedPackages";

const root = path.join(__dirname, "..", "..");
interface PackageJson {
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readPackageJson = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(root, dir, "package.json"), "utf8")) as PackageJson;

const packageJson = readPackageJson(".");
/**
 * The benchmark's Starlight site is a project of its own (bench/starlight/package.json): its
 * files, and the bench's code that writes and runs them, import what that project declares.
 */
const starlightPackageJson = readPackageJson("bench/starlight");
/**
 * The benchmark's own tools (bench/package.json, installed into bench/node_modules by
 * `npm run bench:install`): an install for the build or the tests leaves them out.
 */
const benchPackageJson = readPackageJson("bench");

const declaredIn = (json: PackageJson) => [
  ...Object.keys(json.dependencies),
  ...Object.keys(json.devDependencies ?? {}),
];

/** Every file whose imports the project runs: its code, tests, scripts and configuration. */
function projectSources(): string[] {
  const files: string[] = [];
  for (const dir of [
    "src",
    "scripts",
    "bench",
    "e2e",
    "integration",
    "jest",
    "__mocks__",
    "lint",
    "contract",
    "tools",
    "built",
  ]) {
    for (const entry of fs.readdirSync(path.join(root, dir), {
      recursive: true,
      withFileTypes: true,
    })) {
      // Installed packages and build output of the bench's Starlight site are not the project's.
      const installedOrBuilt = /[\\/](node_modules|dist|\.astro)([\\/]|$)/.test(entry.parentPath);
      if (entry.isFile() && !installedOrBuilt && /\.(c|m)?[jt]sx?$/.test(entry.name)) {
        files.push(path.join(entry.parentPath, entry.name));
      }
    }
  }
  for (const name of fs.readdirSync(root)) {
    if (/^(gatsby-[a-z]+\.tsx?|[\w-]+\.config\.(c|m)?[jt]s)$/.test(name)) {
      files.push(path.join(root, name));
    }
  }
  return files;
}

describe("importSpecifiers and packageOf", () => {
  it("finds static, side-effect, dynamic and required imports, not those in comments", () => {
    const source = `import React from "react";
import type { GatsbyConfig } from "gatsby";
export { z } from "zod";
import "./global.css";
// import nothing from "commented-out";
/* require("also-commented") */
const lazy = () => import("@docsearch/react");
const mdx = require("@mdx-js/mdx/lib/core");
const css = resolve("@docsearch/css/dist/style.css");
const dir = path.resolve("content");
jest.mock("gatsby-link");`;
    expect([...importedPackages(source)].sort()).toEqual([
      "@docsearch/css",
      "@docsearch/react",
      "@mdx-js/mdx",
      "gatsby",
      "gatsby-link",
      "react",
      "zod",
    ]);
    expect(importSpecifiers(source)).toContain("./global.css");
  });

  it("takes no text spanning lines of other code for a specifier", () => {
    const source = `const doc = convert("Text.", 'description: from a marker');
expect(doc.text).toContain('title: "x"');`;
    expect(importSpecifiers(source)).toEqual([]);
  });

  it("ignores relative paths and Node's built-in modules", () => {
    expect(packageOf("./x")).toBeUndefined();
    expect(packageOf("../../site.config")).toBeUndefined();
    expect(packageOf("node:fs")).toBeUndefined();
    expect(packageOf("astro:content")).toBeUndefined();
    expect(packageOf("path")).toBeUndefined();
    expect(packageOf("@scope/name/deep/file.js")).toBe("@scope/name");
  });
});

describe("package.json", () => {
  it("declares every package the project imports", () => {
    const declared = new Set(declaredIn(packageJson));
    const declaredForBench = new Set([
      ...declared,
      ...declaredIn(benchPackageJson),
      ...declaredIn(starlightPackageJson),
    ]);
    const undeclared: string[] = [];
    // This file's own examples of imports are not imports.
    for (const file of projectSources().filter((name) => name !== __filename)) {
      const inBench = path.relative(root, file).startsWith(`bench${path.sep}`);
      for (const name of importedPackages(fs.readFileSync(file, "utf8"))) {
        if (!(inBench ? declaredForBench : declared).has(name))
          undeclared.push(`${path.relative(root, file)} imports ${name}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it("pins gatsby to the version whose private globals src/browser/ patches", () => {
    const installed = (
      JSON.parse(
        fs.readFileSync(path.join(root, "node_modules", "gatsby", "package.json"), "utf8"),
      ) as { version: string }
    ).version;
    expect(packageJson.dependencies.gatsby).toBe(installed);
  });
});

/** The files a TypeScript project of the repository type-checks first (before their imports). */
function typeCheckedFiles(configFile: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(root, configFile),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (!parsed) throw new Error(`${configFile} could not be read`);
  return parsed.fileNames.map((file) => path.resolve(file));
}

describe("bench/package.json", () => {
  it("declares only packages the root does not", () => {
    const inRoot = new Set(declaredIn(packageJson));
    expect(declaredIn(benchPackageJson).filter((name) => inRoot.has(name))).toEqual([]);
  });

  it("serves only files that neither the tests nor the root's type check load", () => {
    const sources = new Map(projectSources().map((file) => [file, fs.readFileSync(file, "utf8")]));
    const loading = filesLoading(new Set(declaredIn(benchPackageJson)), sources);
    const relative = (files: string[]) => files.map((file) => path.relative(root, file)).sort();
    // Tests run without bench/node_modules: none may load its packages, even through a module.
    expect(relative(loading.filter((file) => /\.test\.tsx?$/.test(file)))).toEqual([]);
    // `npm run typecheck` checks the rest; bench/tsconfig.json, which `npm run bench:engines`
    // runs after installing them, checks exactly these.
    const rootChecked = new Set(typeCheckedFiles("tsconfig.json"));
    expect(relative(loading.filter((file) => rootChecked.has(file)))).toEqual([]);
    expect(relative(typeCheckedFiles("bench/tsconfig.json"))).toEqual(relative(loading));
  });
});
