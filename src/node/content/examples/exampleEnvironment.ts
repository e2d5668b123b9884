import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import type { ExampleLanguage } from "./exampleBlocks";

/**
 * What the examples compile against, from the `code-examples/` folder of the site:
 * - `node_modules/`: the published packages the pages document, at the versions they document
 *   (`code-examples/package.json`, installed by the site's `npm install`);
 * - `declarations/`: what the project writes, from its facts, for SDKs that are not installable
 *   here: `declarations/globals/*.d.ts` are globals every example sees (the JavaScript SDK that a
 *   page loads with a script tag), `declarations/javascript-only/*.d.ts` those of JavaScript
 *   examples only, `declarations/@wemap/<package>/` are packages an example imports;
 * - `contexts/<name>.d.ts`: what a fragment assumes (`fragment="react-native"`).
 */

export const EXAMPLES_FOLDER = "code-examples";

/** TypeScript and TSX are compiled as a reader's strict project would; JavaScript as checkJs. */
export type ExampleFamily = "typescript" | "javascript";

export function familyOf(language: ExampleLanguage): ExampleFamily {
  return language === "ts" || language === "tsx" ? "typescript" : "javascript";
}

/** The module name under which a fragment imports its context. */
export const CONTEXT_MODULE_PREFIX = "@example-context/";

export interface ExampleEnvironment {
  /** The `code-examples/` folder, absolute. */
  root: string;
  /** Global declaration files every program holds. */
  globals: string[];
  /** Global declaration files of the JavaScript program only (the DOM as JavaScript reads it). */
  javascriptGlobals: string[];
  /** Each context's file and the values it exports, by name. */
  contexts: ReadonlyMap<string, { file: string; names: string[] }>;
  /** Why the environment cannot compile anything (the packages are not installed, say). */
  problem?: string;
}

export function compilerOptionsFor(root: string, family: ExampleFamily): ts.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // Every block is a module of its own, whether or not it imports: two blocks of a page may
    // both declare `livemap`.
    moduleDetection: ts.ModuleDetectionKind.Force,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
    jsx: ts.JsxEmit.ReactJSX,
    esModuleInterop: true,
    allowJs: family === "javascript",
    checkJs: family === "javascript",
    // A reader pastes a TypeScript example into a strict project; JavaScript has no types to
    // narrow `document.getElementById(…)` with, so null checks would only ask for noise there.
    strict: family === "typescript",
    noImplicitAny: family === "typescript",
    // Only @types packages an example imports are read (no ambient globals from node_modules).
    types: [],
    baseUrl: root,
    paths: { "@wemap/*": ["declarations/@wemap/*"], [`${CONTEXT_MODULE_PREFIX}*`]: ["contexts/*"] },
    noEmit: true,
    skipLibCheck: true,
  };
}

/**
 * The values a context exports, read from its declarations: `export declare const x`,
 * `export declare function f`, `export { a, b as c } from "…"`. A context exports values only:
 * a JavaScript fragment cannot import a type.
 */
function contextNamesOf(file: string, text: string): { names: string[]; problem?: string } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const names: string[] = [];
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement)
      ? (ts.getModifiers(statement) ?? []).some(
          (modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword,
        )
      : false;
    if (ts.isVariableStatement(statement) && exported) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
      exported &&
      statement.name
    ) {
      names.push(statement.name.text);
    } else if (ts.isExportDeclaration(statement)) {
      if (
        statement.isTypeOnly ||
        !statement.exportClause ||
        !ts.isNamedExports(statement.exportClause)
      )
        return {
          names,
          problem: `${file}: a context exports named values only (no \`export *\`, no \`export type\`)`,
        };
      for (const element of statement.exportClause.elements)
        if (!element.isTypeOnly) names.push(element.name.text);
    } else if (exported) {
      return {
        names,
        problem: `${file}: a context exports values only (\`export declare const\`, \`export { … } from\`)`,
      };
    }
  }
  return { names };
}

function filesIn(folder: string, suffix: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(suffix))
    .sort()
    .map((name) => path.join(folder, name));
}

/** The environment of the `code-examples/` folder at `root`. */
export function readExampleEnvironment(root: string): ExampleEnvironment {
  const contexts = new Map<string, { file: string; names: string[] }>();
  const environment = {
    root,
    globals: filesIn(path.join(root, "declarations", "globals"), ".d.ts"),
    javascriptGlobals: filesIn(path.join(root, "declarations", "javascript-only"), ".d.ts"),
    contexts,
  };
  if (!fs.existsSync(path.join(root, "node_modules")))
    return {
      ...environment,
      problem: `${EXAMPLES_FOLDER}/node_modules is missing: run \`npm install\` (it installs ${EXAMPLES_FOLDER}/package.json too)`,
    };
  for (const file of filesIn(path.join(root, "contexts"), ".d.ts")) {
    const read = contextNamesOf(
      path.relative(path.dirname(root), file),
      fs.readFileSync(file, "utf8"),
    );
    if (read.problem) return { ...environment, problem: read.problem };
    contexts.set(path.basename(file, ".d.ts"), { file, names: read.names });
  }
  return environment;
}
