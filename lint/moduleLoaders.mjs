/**
 * The module loaders a file of a layer may hold, and how: the layer rule
 * (lint/layerImportsRule.mjs) can judge a module only where the file names it by a string it
 * can read, so instead of listing the spellings that reach a loader (`require.call`,
 * `module["require"]`, `process.mainModule.require`, …), it takes the loaders away. What the
 * project's code uses is what is left:
 *
 * - `import`/`export … from` and `import()` with a plain string (lint/moduleSpecifiers.mjs);
 * - `require("…")` and `require.resolve("…")` with a plain string, and `typeof require`;
 * - `import { createRequire } from "node:module"`, whose functions are only called with a
 *   package's name: in place, or through the variable they are kept in, or their `resolve`;
 * - the globals around a loader (`process`, `globalThis`, `global`, `window`, `self`) read by a
 *   plain property name that is no loader, and `process` never handed on whole;
 *   `import.meta.url`, `.dirname` and `.filename`.
 *
 * Every other use of them is refused here, with what to write instead. This reads the code as
 * it is written: what only running it reveals (`eval`, `new Function`, a global object such as
 * `globalThis` kept in a variable and read later, a loader handed in by a caller outside the
 * layers) is beyond it, and beyond TypeScript's reading too.
 */

import { JEST_MODULE_CALLS } from "./moduleSpecifiers.mjs";

/** Globals that are module loaders, or Node's module object, which holds one. */
const LOADER_GLOBALS = new Set([
  "define",
  "requirejs",
  "__webpack_require__",
  "__non_webpack_require__",
]);

/** Globals whose properties include a loader, or an object that has one. */
const GLOBAL_OBJECTS = new Set(["globalThis", "global", "window", "self", "process"]);

/**
 * The global that is never handed on whole: it holds loaders (`process.mainModule`,
 * `process.getBuiltinModule`). The others are handed on in this code base (as the object that
 * holds the build lock, as the window a browser module acts on), and what is done with them
 * then is not followed.
 */
const NEVER_HANDED_ON = new Set(["process"]);

/** Properties of those globals that are loaders, or reach one. */
const LOADER_PROPERTIES = new Set([
  ...LOADER_GLOBALS,
  "module",
  "require",
  "mainModule",
  "getBuiltinModule",
  "binding",
  "_linkedBinding",
  "dlopen",
]);

const NODE_MODULE = new Set(["module", "node:module"]);
const IMPORT_META_READS = new Set(["url", "dirname", "filename"]);
const IMPORT_META_CALLS = new Set(["resolve", "webpackContext"]);

const isNamed = (node, name) => node?.type === "Identifier" && node.name === name;

/** `node`'s parent, past the wrappers that do not change the value (`x!`, `x as T`, `(x)`). */
function valueParent(node) {
  let current = node;
  while (
    ["TSNonNullExpression", "TSAsExpression", "TSSatisfiesExpression", "ChainExpression"].includes(
      current.parent.type,
    )
  ) {
    current = current.parent;
  }
  return { node: current, parent: current.parent };
}

/** The property a member expression reads, when it is written out; null when computed. */
function propertyName(member) {
  if (!member.computed) return member.property.name;
  const { property } = member;
  if (property.type === "Literal" && typeof property.value === "string") return property.value;
  if (property.type === "TemplateLiteral" && property.expressions.length === 0) {
    return property.quasis[0].value.cooked;
  }
  return null;
}

/** Whether `node` is the callee of the call around it. */
function isCalled(node) {
  const { node: value, parent } = valueParent(node);
  return parent.type === "CallExpression" && parent.callee === value;
}

/** Whether `node` (an identifier) is read as a type, `typeof x` in a type: no value flows. */
const isTypeQuery = (node) => node.parent.type === "TSTypeQuery";

/**
 * The identifiers that read the global `name` (declared by the configuration's globals or not
 * declared at all): a local variable of that name is not the global.
 */
function globalReads(globalScope, name) {
  const variable = globalScope.set.get(name);
  return [
    ...(variable && variable.defs.length === 0 ? variable.references : []),
    ...globalScope.through.filter((reference) => reference.identifier.name === name),
  ].map((reference) => reference.identifier);
}

/** Refusals of `require` used other than `require("…")`, `require.resolve("…")`, `typeof`. */
function requireMisuses(globalScope) {
  return globalReads(globalScope, "require")
    .filter((identifier) => {
      if (isCalled(identifier) || isTypeQuery(identifier)) return false;
      const { parent } = valueParent(identifier);
      if (parent.type === "UnaryExpression" && parent.operator === "typeof") return false;
      return !(
        parent.type === "MemberExpression" &&
        parent.object === valueParent(identifier).node &&
        propertyName(parent) === "resolve" &&
        !parent.computed &&
        isCalled(parent)
      );
    })
    .map((node) => ({ node, messageId: "requireOtherwise" }));
}

/**
 * Refusals of the globals that are loaders, wherever they are read, and of Node's `module`
 * read for anything but `module.exports` (a CommonJS file's exports; `module.require`,
 * `module.constructor`, … load).
 */
function loaderGlobalReads(globalScope) {
  const modules = globalReads(globalScope, "module").filter((identifier) => {
    const { node: value, parent } = valueParent(identifier);
    return !(
      parent.type === "MemberExpression" &&
      parent.object === value &&
      !parent.computed &&
      parent.property.name === "exports"
    );
  });
  return [
    ...modules.map((node) => ({ node, messageId: "loaderGlobal", data: { name: "module" } })),
    ...[...LOADER_GLOBALS].flatMap((name) =>
      globalReads(globalScope, name).map((node) => ({
        node,
        messageId: "loaderGlobal",
        data: { name },
      })),
    ),
  ];
}

/**
 * Refusals of a global object (`process`, `globalThis`, …, or one read from another) read by a
 * computed name, for a loader, or handed on whole.
 */
function globalObjectMisuses(node, name) {
  const { node: value, parent } = valueParent(node);
  if (parent.type === "MemberExpression" && parent.object === value) {
    const property = propertyName(parent);
    if (property === null) return [{ node: parent, messageId: "computedGlobal", data: { name } }];
    if (LOADER_PROPERTIES.has(property)) {
      return [{ node: parent, messageId: "loaderProperty", data: { name, property } }];
    }
    return GLOBAL_OBJECTS.has(property) ? globalObjectMisuses(parent, property) : [];
  }
  if (isTypeQuery(node) || (parent.type === "UnaryExpression" && parent.operator === "typeof")) {
    return [];
  }
  return NEVER_HANDED_ON.has(name) ? [{ node, messageId: "globalValue", data: { name } }] : [];
}

/** Refusals of `jest`'s module calls used other than called (their argument is read). */
function jestMisuses(globalScope) {
  return globalReads(globalScope, "jest").flatMap((identifier) => {
    const { parent } = valueParent(identifier);
    if (parent.type !== "MemberExpression") return [];
    const property = propertyName(parent);
    if (property === null)
      return [{ node: parent, messageId: "computedGlobal", data: { name: "jest" } }];
    return JEST_MODULE_CALLS.has(property) && !isCalled(parent)
      ? [{ node: parent, messageId: "jestValue", data: { property } }]
      : [];
  });
}

/** Refusals of `import.meta` read for anything but its file's place or a resolve with a string. */
function importMetaMisuses(metaProperty) {
  if (metaProperty.meta.name !== "import") return [];
  const { node: value, parent } = valueParent(metaProperty);
  const property =
    parent.type === "MemberExpression" && parent.object === value && propertyName(parent);
  if (IMPORT_META_READS.has(property)) return [];
  if (IMPORT_META_CALLS.has(property) && isCalled(parent)) return [];
  return [{ node: metaProperty, messageId: "importMeta" }];
}

/**
 * Refusals of Node's module API reached other than by `import { createRequire } from
 * "node:module"` (a namespace or default import holds `Module`, `register`, …, and an export
 * hands it on), and the local names that import binds, for `madeRequireMisuses`.
 */
function nodeModuleImports(sourceCode) {
  const refusals = [];
  const createRequireNames = [];
  for (const node of sourceCode.ast.body) {
    if (!node.source || !NODE_MODULE.has(node.source.value)) continue;
    if (node.type !== "ImportDeclaration") {
      refusals.push({ node, messageId: "nodeModule" });
      continue;
    }
    if (node.importKind === "type") continue;
    for (const specifier of node.specifiers) {
      if (specifier.importKind === "type") continue;
      if (specifier.type === "ImportSpecifier" && isNamed(specifier.imported, "createRequire")) {
        createRequireNames.push(...sourceCode.getDeclaredVariables(specifier));
      } else {
        refusals.push({ node: specifier, messageId: "nodeModule" });
      }
    }
  }
  return { refusals, createRequireNames };
}

/**
 * Where a made require (`createRequire(…)`, or a variable or `resolve` holding one) is used:
 * the calls that load with it (their first argument), and the uses that hand it on. It may be
 * kept in one variable where it is made (`mayKeep`), not passed from one to another.
 */
function followMade(sourceCode, made, isResolve, mayKeep = true) {
  const { node: value, parent } = valueParent(made);
  if (parent.type === "CallExpression" && parent.callee === value) {
    return { calls: [parent], handedOn: [] };
  }
  if (
    !isResolve &&
    parent.type === "MemberExpression" &&
    parent.object === value &&
    propertyName(parent) === "resolve"
  ) {
    return followMade(sourceCode, parent, true, mayKeep);
  }
  const keptIn = (declarator, names) =>
    sourceCode
      .getDeclaredVariables(declarator)
      .filter((variable) => names.includes(variable.name))
      .flatMap((variable) => variable.references)
      .filter((reference) => reference.isRead())
      .map((reference) => reference.identifier);
  const merge = (reads, resolve) =>
    reads
      .map((read) => followMade(sourceCode, read, resolve, false))
      .reduce(
        (all, one) => ({
          calls: [...all.calls, ...one.calls],
          handedOn: [...all.handedOn, ...one.handedOn],
        }),
        { calls: [], handedOn: [] },
      );
  if (mayKeep && parent.type === "VariableDeclarator" && parent.init === value) {
    if (parent.id.type === "Identifier") return merge(keptIn(parent, [parent.id.name]), isResolve);
    // const { resolve } = createRequire(…)
    const properties = parent.id.type === "ObjectPattern" ? parent.id.properties : [];
    if (
      !isResolve &&
      properties.length > 0 &&
      properties.every(
        (property) =>
          property.type === "Property" &&
          isNamed(property.key, "resolve") &&
          property.value.type === "Identifier",
      )
    ) {
      return merge(
        keptIn(
          parent,
          properties.map((property) => property.value.name),
        ),
        true,
      );
    }
  }
  return { calls: [], handedOn: [value] };
}

/**
 * Refusals of what `createRequire` makes used other than called, and the first argument of
 * every call that loads with it, for the rule to judge (a made require resolves from the path it
 * was made with, not from the file).
 */
function madeRequireUses(sourceCode, createRequireNames) {
  const calls = [];
  const refusals = [];
  for (const identifier of createRequireNames
    .flatMap((variable) => variable.references)
    .map((reference) => reference.identifier)) {
    if (!isCalled(identifier)) {
      refusals.push({ node: identifier, messageId: "madeRequireValue" });
      continue;
    }
    const followed = followMade(sourceCode, valueParent(identifier).parent, false);
    calls.push(...followed.calls);
    refusals.push(...followed.handedOn.map((node) => ({ node, messageId: "madeRequireValue" })));
  }
  return { refusals, madeRequireArguments: calls.map((call) => call.arguments[0] ?? call) };
}

/**
 * What a file holds of the loaders, for the layer rule's `Program:exit`: the refusals
 * (`{ node, messageId, data }`), and the arguments given to functions made by createRequire.
 */
export function moduleLoaderUses(sourceCode) {
  const { globalScope } = sourceCode.scopeManager;
  const globalObjectRefusals = [...GLOBAL_OBJECTS].flatMap((name) =>
    globalReads(globalScope, name).flatMap((identifier) => globalObjectMisuses(identifier, name)),
  );
  const metaRefusals = [];
  const visit = (node) => {
    if (node.type === "MetaProperty") metaRefusals.push(...importMetaMisuses(node));
    for (const key of sourceCode.visitorKeys[node.type] ?? []) {
      const child = node[key];
      for (const each of Array.isArray(child) ? child : [child]) {
        if (each && typeof each.type === "string") visit(each);
      }
    }
  };
  visit(sourceCode.ast);
  const nodeModule = nodeModuleImports(sourceCode);
  const made = madeRequireUses(sourceCode, nodeModule.createRequireNames);
  return {
    refusals: [
      ...requireMisuses(globalScope),
      ...loaderGlobalReads(globalScope),
      ...globalObjectRefusals,
      ...jestMisuses(globalScope),
      ...metaRefusals,
      ...nodeModule.refusals,
      ...made.refusals,
    ],
    madeRequireArguments: made.madeRequireArguments,
  };
}

export const LOADER_MESSAGES = {
  requireOtherwise:
    "Load a module with a static `import` of a plain string, or `require(…)` / `require.resolve(…)` with a plain string: `require` used any other way loads what the layer rule cannot read.",
  loaderGlobal:
    "`{{name}}` is a module loader the layer rule cannot read (of `module`, only `module.exports` is read): load the module with a static `import` of a plain string.",
  loaderProperty:
    "`{{name}}.{{property}}` reaches a module loader the layer rule cannot read: load the module with a static `import` of a plain string.",
  computedGlobal:
    "A property of `{{name}}` read by a computed name could be a module loader: read it by its plain name (`{{name}}.something`).",
  globalValue:
    "`{{name}}` handed on whole carries a module loader (`{{name}}.mainModule`) where the layer rule cannot follow: pass on the property that is needed, read by its plain name (`{{name}}.env`).",
  jestValue:
    "`jest.{{property}}` is only called, with a plain string (`jest.{{property}}(…)`), so that the layer rule reads the module it names.",
  importMeta:
    "Read only `import.meta.url`, `.dirname` or `.filename`, or call `import.meta.resolve(…)` with a plain string: the rest of `import.meta` can reach a loader the layer rule cannot read.",
  nodeModule:
    'Take only `createRequire` from Node\'s module API, by `import { createRequire } from "node:module"`: the rest of it (`Module`, `register`, a namespace, a re-export) loads what the layer rule cannot read.',
  madeRequireValue:
    "Call a function made by createRequire where it is made or through the variable it is kept in (`load(packageName)`, `load.resolve(packageName)`): handed on, it loads what the layer rule cannot read.",
};
