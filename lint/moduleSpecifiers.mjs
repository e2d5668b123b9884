/**
 * Every piece of syntax that names another module by a string, as ESLint visitors. The layer
 * rule (lint/layerImportsRule.mjs) judges each one by the file it resolves to. The shapes are
 * few on purpose: every other way to a module loader is refused (lint/moduleLoaders.mjs), so a
 * shape left out here is refused rather than let through.
 */

/** `jest` calls whose first argument is a module that the test loads or replaces. */
export const JEST_MODULE_CALLS = new Set([
  "mock",
  "doMock",
  "unmock",
  "dontMock",
  "setMock",
  "requireActual",
  "requireMock",
  "createMockFromModule",
]);

/** `import.meta.resolve(…)` (Node) and `import.meta.webpackContext(…)` (webpack). */
const IMPORT_META_CALLS = new Set(["resolve", "webpackContext"]);

/** TypeScript's `/// <reference types="…" />`, which it follows to a relative folder too. */
const TYPES_REFERENCE = /^\/\s*<reference\s+types\s*=\s*(["'])(.*?)\1/;

const isNamed = (node, name) => node?.type === "Identifier" && node.name === name;

/** `import.meta.url` */
const isImportMetaUrl = (node) =>
  node?.type === "MemberExpression" &&
  node.object.type === "MetaProperty" &&
  isNamed(node.property, "url");

/**
 * Whether `callee(…)` names a module by its first argument. Only these: every other way to a
 * loader (`require.context`, `module.require`, `process.mainModule.require`, …) is refused
 * outright (lint/moduleLoaders.mjs).
 */
function namesModule(callee) {
  if (isNamed(callee, "require")) return true;
  if (callee.type !== "MemberExpression" || callee.computed) return false;
  const { object, property } = callee;
  if (isNamed(object, "require")) return property.name === "resolve";
  if (isNamed(object, "jest")) return JEST_MODULE_CALLS.has(property.name);
  return object.type === "MetaProperty" && IMPORT_META_CALLS.has(property.name);
}

/**
 * The specifier a node spells, or null when only running the code would tell: a template
 * literal without `${…}` is as static as a string.
 */
export function staticValue(node) {
  if (node.type === "Literal") return typeof node.value === "string" ? node.value : null;
  if (node.type === "TemplateLiteral" && node.expressions.length === 0) {
    return node.quasis[0].value.cooked;
  }
  return null;
}

/**
 * Visitors that call `onSpecifier(node, value)` for each module named in the file: `value` is
 * the specifier, or null when it is computed (the caller refuses those: nothing can resolve
 * them before the code runs).
 */
export function moduleSpecifierVisitors(onSpecifier, sourceCode) {
  const named = (node) => {
    if (node) onSpecifier(node, staticValue(node));
  };
  return {
    // import, import type, export … from, export * from, export type … from
    ImportDeclaration: (node) => named(node.source),
    ExportNamedDeclaration: (node) => named(node.source),
    ExportAllDeclaration: (node) => named(node.source),
    ImportExpression: (node) => named(node.source),
    CallExpression(node) {
      if (namesModule(node.callee)) named(node.arguments[0] ?? node);
    },
    // new URL("…", import.meta.url), and so new Worker(new URL(…)): webpack bundles the file.
    NewExpression(node) {
      if (isNamed(node.callee, "URL") && isImportMetaUrl(node.arguments[1]))
        named(node.arguments[0]);
    },
    // TypeScript: `typeof import("…")`, `import x = require("…")`, `declare module "…" {}`
    TSImportType: (node) =>
      named(node.argument.type === "TSLiteralType" ? node.argument.literal : node.argument),
    TSExternalModuleReference: (node) => named(node.expression),
    TSModuleDeclaration(node) {
      if (node.id.type === "Literal") named(node.id);
    },
    // `/// <reference path>` is refused outright by @typescript-eslint/triple-slash-reference.
    Program() {
      for (const comment of sourceCode.getAllComments()) {
        const reference = comment.type === "Line" && TYPES_REFERENCE.exec(comment.value);
        if (reference) {
          const { loc, range } = comment;
          onSpecifier({ type: "Literal", value: reference[2], loc, range }, reference[2]);
        }
      }
    },
  };
}
