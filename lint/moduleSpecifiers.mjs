/**
 * Every piece of syntax that names another module by a string, as ESLint visitors. The layer
 * rule (lint/layerImportsRule.mjs) judges each one by the file it resolves to, so a shape left
 * out here is a way around the rule: eslint-plugin-import's own visitor reads only import,
 * export … from, import() and require(), which is why this list exists.
 */

/** `jest` calls whose first argument is a module that the test loads or replaces. */
const JEST_MODULE_CALLS = new Set([
  "mock",
  "doMock",
  "unmock",
  "dontMock",
  "setMock",
  "requireActual",
  "requireMock",
  "createMockFromModule",
]);

/**
 * `require.resolve(…)` and its kin: webpack puts what they name in the bundle (`context` and
 * `ensure` a whole folder or list), and Node finds the file.
 */
const REQUIRE_MEMBER_CALLS = new Set(["resolve", "resolveWeak", "context", "ensure"]);

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

/** Whether `callee(…)` names a module by its first argument. */
function namesModule(callee) {
  if (isNamed(callee, "require") || isNamed(callee, "define")) return true;
  if (callee.type !== "MemberExpression" || callee.computed) return false;
  const { object, property } = callee;
  if (isNamed(object, "require")) return REQUIRE_MEMBER_CALLS.has(property.name);
  if (isNamed(object, "jest")) return JEST_MODULE_CALLS.has(property.name);
  if (object.type === "MetaProperty") return IMPORT_META_CALLS.has(property.name);
  // module.require, globalThis.require, process.mainModule.require, require.main.require
  return property.name === "require";
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
 * The modules a call names: its first argument, or each module of an AMD list (`define([…],
 * f)`, `require([…], f)`, `define("name", […], f)`, where "name" is what it defines).
 */
function calledModules(call) {
  const [first, second] = call.arguments;
  if (first?.type === "ArrayExpression") return first.elements;
  if (isNamed(call.callee, "define"))
    return second?.type === "ArrayExpression" ? second.elements : [];
  return first ? [first] : [];
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
      if (namesModule(node.callee)) calledModules(node).forEach(named);
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

/**
 * The places `require` is used as a value (`const load = require`), not called: what such an
 * alias loads cannot be followed. Call from `Program:exit` with the file's module scope.
 */
export function requireUsedAsValue(globalScope) {
  const variable = globalScope.set.get("require");
  const references = [
    ...(variable ? variable.references : []),
    ...globalScope.through.filter((reference) => reference.identifier.name === "require"),
  ];
  return references
    .map((reference) => reference.identifier)
    .filter((identifier) => {
      const { parent } = identifier;
      if (parent.type === "CallExpression" && parent.callee === identifier) return false;
      if (parent.type === "UnaryExpression" && parent.operator === "typeof") return false;
      // require.resolve(…) is read above, and so is anything.require(…): require.main.require.
      return !(parent.type === "MemberExpression" && parent.object === identifier);
    });
}

const NODE_MODULE = new Set(["module", "node:module"]);

/**
 * The arguments given to functions made by Node's `createRequire` and to their `resolve`,
 * called in place or through the variable they are kept in. They resolve from the path the
 * function was made with, not from the file. Call from `Program:exit`.
 */
export function madeRequireArguments(sourceCode) {
  const readsOf = (declarator, name) =>
    sourceCode
      .getDeclaredVariables(declarator)
      .filter((variable) => variable.name === name)
      .flatMap((variable) => variable.references)
      .filter((reference) => reference.isRead())
      .map((reference) => reference.identifier);

  /** What `made` (a made require, or its `resolve` when `isResolve`) is called with. */
  const follow = (made, isResolve) => {
    const { parent } = made;
    if (parent.type === "CallExpression" && parent.callee === made)
      return parent.arguments.slice(0, 1);
    if (!isResolve && parent.type === "MemberExpression" && parent.object === made) {
      return isNamed(parent.property, "resolve") ? follow(parent, true) : [];
    }
    if (parent.type !== "VariableDeclarator" || parent.init !== made) return [];
    if (parent.id.type === "Identifier") {
      return readsOf(parent, parent.id.name).flatMap((read) => follow(read, isResolve));
    }
    if (isResolve || parent.id.type !== "ObjectPattern") return [];
    // const { resolve } = createRequire(…)
    return parent.id.properties
      .filter(
        (property) => isNamed(property.key, "resolve") && property.value.type === "Identifier",
      )
      .flatMap((property) => readsOf(parent, property.value.name))
      .flatMap((read) => follow(read, true));
  };

  return sourceCode.ast.body
    .filter((node) => node.type === "ImportDeclaration" && NODE_MODULE.has(node.source.value))
    .flatMap((declaration) => sourceCode.getDeclaredVariables(declaration))
    .filter((variable) =>
      variable.defs.some(
        (def) => def.node.type === "ImportSpecifier" && isNamed(def.node.imported, "createRequire"),
      ),
    )
    .flatMap((variable) => variable.references)
    .map((reference) => reference.identifier)
    .filter(
      (identifier) =>
        identifier.parent.type === "CallExpression" && identifier.parent.callee === identifier,
    )
    .flatMap((identifier) => follow(identifier.parent, false));
}
