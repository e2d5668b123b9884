import { gatsbysPackage } from "./gatsbysPackages";

/**
 * The syntax trees the stand-in checks read, from Babel's parser and traverser as Gatsby
 * installs them (gatsbysPackages.ts). The few fields the checks read are typed here.
 */

export interface AstNode {
  type: string;
  loc?: { start: { line: number } } | null;
  [field: string]: unknown;
}

export interface Binding {
  referencePaths: NodePath[];
}

export interface NodePath {
  node: AstNode;
  parent: AstNode | null;
  parentPath: NodePath | null;
  scope: { getBinding(name: string): Binding | undefined };
}

type Visitors = Record<string, (path: NodePath) => void>;

interface Babel {
  parse(
    code: string,
    options: { sourceType: "unambiguous"; plugins: string[]; errorRecovery: false },
  ): AstNode;
  traverse(ast: AstNode, visitors: Visitors): void;
}

let babel: Babel | undefined;

function gatsbysBabel(): Babel {
  if (!babel) {
    const { parse } = gatsbysPackage<Pick<Babel, "parse">>("@babel/parser");
    const traverse = gatsbysPackage<{ default: Babel["traverse"] }>("@babel/traverse");
    babel = { parse, traverse: traverse.default };
  }
  return babel;
}

/**
 * The tree of a module's source: TypeScript by the file's extension; JavaScript with JSX, as
 * Gatsby's runtime (cache-dir) is written in it.
 */
export function parseModule(file: string, code: string): AstNode {
  const typescript = /\.[cm]?tsx?$/.test(file);
  const plugins = typescript ? ["typescript", ...(file.endsWith("x") ? ["jsx"] : [])] : ["jsx"];
  try {
    // "unambiguous": a CommonJS file may use names (`package`, `await`) a module may not.
    return gatsbysBabel().parse(code, { sourceType: "unambiguous", plugins, errorRecovery: false });
  } catch (error) {
    throw new Error(`${file} could not be parsed: ${(error as Error).message}`);
  }
}

/** Visits the tree with Babel's traverser, whose scopes tell what each name is bound to. */
export function traverseModule(ast: AstNode, visitors: Visitors): void {
  gatsbysBabel().traverse(ast, visitors);
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === "object" && value !== null && typeof (value as AstNode).type === "string";

// Fields that hold positions and comments, never code.
const NOT_CODE = /^(loc|start|end|extra|range|tokens|comments|\w+Comments)$/;

/**
 * Calls `visit` for every node under `root`, with the node holding it: a walk without Babel's
 * scopes, several times faster, for what needs no scope.
 */
export function walk(root: AstNode, visit: (node: AstNode, parent: AstNode | null) => void): void {
  const stack: Array<[AstNode, AstNode | null]> = [[root, null]];
  while (stack.length > 0) {
    const [node, parent] = stack.pop() as [AstNode, AstNode | null];
    visit(node, parent);
    for (const field of Object.keys(node)) {
      if (NOT_CODE.test(field)) continue;
      const value = node[field];
      if (Array.isArray(value)) {
        for (let index = value.length - 1; index >= 0; index--) {
          const child: unknown = value[index];
          if (isNode(child)) stack.push([child, node]);
        }
      } else if (isNode(value)) {
        stack.push([value, node]);
      }
    }
  }
}

/** Whether a value is a node of one of the types (a typed node, for TypeScript's narrowing). */
export function isType<T extends string>(
  value: unknown,
  ...types: T[]
): value is AstNode & { type: T } {
  return (
    typeof value === "object" &&
    value !== null &&
    types.includes((value as { type?: unknown }).type as T)
  );
}

export const lineOf = (node: AstNode): number => node.loc?.start.line ?? 0;

/** A string spelt as a literal, or as a template literal without `${}`. */
export function staticString(node: unknown): string | undefined {
  if (isType(node, "StringLiteral")) return node.value as string;
  if (isType(node, "TemplateLiteral") && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as AstNode[];
    return (quasi?.value as { cooked?: string } | undefined)?.cooked;
  }
  return undefined;
}

/** The name an identifier or a string spells (`export { x as "y" }`, `{ "a": b }`). */
export function nameOf(node: unknown): string | undefined {
  if (isType(node, "Identifier", "JSXIdentifier")) return node.name as string;
  return staticString(node);
}

/** The property a member expression reads (`a.b`, `a["b"]`), if it is spelt out. */
export function memberName(member: AstNode): string | undefined {
  if (isType(member, "JSXMemberExpression")) return nameOf(member.property);
  return member.computed ? staticString(member.property) : nameOf(member.property);
}

/** `require("m")` (also with a template literal): the specifier, else undefined. */
export function requiredSpecifier(node: unknown): string | undefined {
  if (!isType(node, "CallExpression")) return undefined;
  const callee = node.callee as AstNode;
  const args = node.arguments as AstNode[];
  if (!isType(callee, "Identifier") || callee.name !== "require" || args.length !== 1)
    return undefined;
  return staticString(args[0]);
}

/** `Object.keys(x)`: what it lists the keys of, else undefined. */
export function objectKeysArgument(node: unknown): AstNode | undefined {
  if (!isType(node, "CallExpression")) return undefined;
  const callee = node.callee as AstNode;
  if (
    !isType(callee, "MemberExpression") ||
    nameOf(callee.object) !== "Object" ||
    memberName(callee) !== "keys"
  )
    return undefined;
  return (node.arguments as AstNode[])[0];
}
