import { createRequire } from "node:module";
import type { GatsbyInstall } from "./install";

/**
 * Gatsby's sources read as syntax trees, by the parser Gatsby itself depends on: a check looks
 * for an assignment, a call or an object's keys, which reformatting does not change, instead of
 * an exact text. Nodes are Babel's (ESTree-like, with `start`/`end` offsets); only the few
 * fields the checks read are typed.
 */
export interface AstNode {
  type: string;
  start?: number | null;
  end?: number | null;
  [field: string]: unknown;
}

interface BabelParser {
  parse(text: string, options: { sourceType: "unambiguous"; plugins: string[] }): AstNode;
}

const parsers = new WeakMap<GatsbyInstall, BabelParser>();

function parserOf(install: GatsbyInstall): BabelParser {
  let parser = parsers.get(install);
  if (!parser) {
    const fromGatsby = createRequire(install.path("gatsby/package.json"));
    parser = fromGatsby("@babel/parser") as BabelParser;
    parsers.set(install, parser);
  }
  return parser;
}

/** A file of `install` parsed (ES module or CommonJS, with JSX). */
export function parseFile(install: GatsbyInstall, file: string): AstNode {
  return parserOf(install).parse(install.read(file), {
    sourceType: "unambiguous",
    plugins: ["jsx"],
  });
}

export function isNode(value: unknown): value is AstNode {
  return typeof value === "object" && value !== null && typeof (value as AstNode).type === "string";
}

/** The node's children, in source order. */
function childrenOf(node: AstNode): AstNode[] {
  const children: AstNode[] = [];
  for (const [key, value] of Object.entries(node)) {
    // Comments hang off several nodes at once; they are not code.
    if (key === "leadingComments" || key === "trailingComments" || key === "innerComments")
      continue;
    if (Array.isArray(value)) children.push(...value.filter(isNode));
    else if (isNode(value)) children.push(value);
  }
  return children;
}

/** Every node under `root` (itself included) that `test` accepts, in source order. */
export function findAll(root: AstNode, test: (node: AstNode) => boolean): AstNode[] {
  const found: AstNode[] = [];
  const visit = (node: AstNode) => {
    if (test(node)) found.push(node);
    for (const child of childrenOf(node)) visit(child);
  };
  visit(root);
  return found;
}

/** The text of a string literal, or of a template literal without expressions. */
export function stringValue(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === "StringLiteral") return node.value as string;
  if (node.type === "TemplateLiteral" && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as AstNode[];
    return (quasi?.value as { cooked?: string } | undefined)?.cooked;
  }
  return undefined;
}

/**
 * The dotted name of an identifier or a member chain (`window.___navigate`,
 * `process.env.gatsby_executing_command`, `this._stateStorage.read`), or undefined when a part
 * is computed by an expression.
 */
export function dottedName(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === "Identifier") return node.name as string;
  if (node.type === "ThisExpression") return "this";
  if (node.type === "MemberExpression" || node.type === "OptionalMemberExpression") {
    const object = dottedName(node.object);
    const property = node.computed
      ? stringValue(node.property)
      : (node.property as AstNode).type === "Identifier"
        ? ((node.property as AstNode).name as string)
        : undefined;
    return object !== undefined && property !== undefined ? `${object}.${property}` : undefined;
  }
  return undefined;
}

/** Calls whose callee is `name` (dotted), e.g. `apiRunnerAsync` or `document.getElementById`. */
export function callsOf(root: AstNode, name: string): AstNode[] {
  return findAll(
    root,
    (node) =>
      (node.type === "CallExpression" || node.type === "OptionalCallExpression") &&
      dottedName(node.callee) === name,
  );
}

/** Assignments (`=`) to `name` (dotted), e.g. `window.___loader`. */
export function assignmentsTo(root: AstNode, name: string): AstNode[] {
  return findAll(
    root,
    (node) =>
      node.type === "AssignmentExpression" &&
      node.operator === "=" &&
      dottedName(node.left) === name,
  );
}

/** A call's first argument as a string, when it is a literal. */
export function firstArgument(call: AstNode): string | undefined {
  return stringValue((call.arguments as AstNode[])[0]);
}

/** The properties of an object literal by key (spread elements left out). */
export function propertiesOf(object: AstNode): Map<string, AstNode> {
  const properties = new Map<string, AstNode>();
  for (const property of object.properties as AstNode[]) {
    if (property.type !== "ObjectProperty" && property.type !== "ObjectMethod") continue;
    const key = property.key as AstNode;
    const name = key.type === "Identifier" ? (key.name as string) : stringValue(key);
    if (name !== undefined) properties.set(name, property);
  }
  return properties;
}

/** The value a variable is declared with (`const name = …`), wherever it is declared. */
export function declarationsOf(root: AstNode, name: string): AstNode[] {
  return findAll(
    root,
    (node) =>
      node.type === "VariableDeclarator" &&
      (node.id as AstNode).type === "Identifier" &&
      (node.id as AstNode).name === name,
  ).flatMap((declarator) => (isNode(declarator.init) ? [declarator.init] : []));
}

/** Whether `inner` lies inside `outer`, by their offsets in the same file. */
export function contains(outer: AstNode, inner: AstNode): boolean {
  return (outer.start ?? 0) <= (inner.start ?? 0) && (inner.end ?? 0) <= (outer.end ?? 0);
}

/** A template literal's text with `${…}` standing for each expression, and its expressions. */
export function templateParts(node: AstNode): { text: string; expressions: AstNode[] } {
  const quasis = (node.quasis as AstNode[]).map(
    (quasi) => (quasi.value as { cooked?: string }).cooked ?? "",
  );
  return { text: quasis.join("${…}"), expressions: node.expressions as AstNode[] };
}

/** The string arguments of a call (`path.join("public", "chunk-map.json")` → both). */
export function stringArguments(call: AstNode): string[] {
  return (call.arguments as unknown[]).flatMap((argument) => {
    const value = stringValue(argument);
    return value === undefined ? [] : [value];
  });
}

/** The top-level statements of a parsed file. */
export function statementsOf(file: AstNode): AstNode[] {
  return (file.program as AstNode).body as AstNode[];
}
