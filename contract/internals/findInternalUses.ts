import ts from "typescript";

/**
 * Finds, in one source file of the site, every reference that may reach into Gatsby's internals
 * rather than its documented API. It reads the file's syntax tree, not its text, and does not
 * look for the internals the site is known to use: it flags what has the shape of an internal,
 * and the names Gatsby's own code holds that no public declaration has (vocabulary.ts).
 *
 * What counts as a reference:
 * - a constant string (a literal, a template without expressions, or literals joined with `+`)
 *   naming one of Gatsby's private folders: `gatsby/dist`, `gatsby/cache-dir`, `cache-dir`,
 *   `.cache` (kind `path`);
 * - a name with the shape of Gatsby's globals, `___loader` or `__PATH_PREFIX__`, wherever it
 *   stands: a bare identifier, a member, a string, a destructured key (kind `global`);
 * - a member read or written (`a.name`, `a?.name`, `a["name"]`, `const { name } = a`), or a
 *   string or one of its `/`-separated parts, that is one of Gatsby's internal names (`name`);
 * - a field of Gatsby's Redux store: a member of what a `getState()` call returns, directly,
 *   destructured or through a variable it was stored in (`store`, as `getState().field`);
 * - a key of the history entry's state: a member of `history.state`, or a key of the object
 *   handed to `pushState` / `replaceState` (`history`, as `history.state.key`).
 */

type InternalUseKind = "path" | "global" | "name" | "store" | "history";

export interface InternalUse {
  file: string;
  /** 1-based, as an editor shows them. */
  line: number;
  column: number;
  kind: InternalUseKind;
  /** What a touchpoint's `covers` must list (for a path: a part of it, such as `gatsby/dist/redux`). */
  name: string;
}

/** Gatsby's globals: `___loader`, `___navigate`, `__PATH_PREFIX__`, `__BASE_PATH__`... */
export const GLOBAL_SHAPE = /^(___[A-Za-z]\w*|__[A-Z][A-Z0-9_]*__)$/;

/** A string naming one of Gatsby's private folders, alone or inside a longer path. */
const PRIVATE_PATH = /(^|[^\w.-])(gatsby\/(dist|cache-dir)|cache-dir|\.cache)([/\\]|$)/;

/** A string that can be a name or a file name: no spaces or punctuation of prose, a letter. */
const NAME_LIKE = /^(?=.*[A-Za-z])[\w$.~-]+$/;
/** `.css`, `.html`: a file's type, which Gatsby's files share with every other. */
const EXTENSION = /^\.[a-z0-9]+$/;
/** Process environment variables Gatsby sets carry its name (`GATSBY_WORKER_ID`). */
const GATSBY_ENVIRONMENT = /gatsby/i;

/** The module an import, export, `require()` or `import()` names. */
function isModuleSpecifier(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent))
    return parent.moduleSpecifier === node;
  if (ts.isExternalModuleReference(parent)) return true;
  if (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)) return true;
  if (ts.isCallExpression(parent) && parent.arguments[0] === node) {
    const callee = parent.expression;
    return (
      callee.kind === ts.SyntaxKind.ImportKeyword ||
      (ts.isIdentifier(callee) && callee.text === "require") ||
      (ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === "require")
    );
  }
  return false;
}

/** `process.env.NAME`, `process.env["NAME"]`. */
function isEnvironmentRead(node: ts.Expression): boolean {
  const inner = unwrap(node);
  return (
    ts.isPropertyAccessExpression(inner) &&
    inner.name.text === "env" &&
    ts.isIdentifier(inner.expression) &&
    inner.expression.text === "process"
  );
}

/** A path: no spaces (a message that names `.cache/` to the writer is not a use of it). */
const PATH_LIKE = /^\S+$/;

function scriptKind(file: string): ts.ScriptKind {
  if (/\.[cm]?tsx$/.test(file)) return ts.ScriptKind.TSX;
  if (/\.[cm]?ts$/.test(file)) return ts.ScriptKind.TS;
  if (/\.[cm]?jsx$/.test(file)) return ts.ScriptKind.JSX;
  return ts.ScriptKind.JS;
}

/** The text of a constant string expression: a literal, or literals joined with `+`. */
export function constantString(node: ts.Node): string | undefined {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return constantString(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = constantString(node.left);
    const right = left === undefined ? undefined : constantString(node.right);
    return left !== undefined && right !== undefined ? left + right : undefined;
  }
  return undefined;
}

/** The name a property key spells, when it is written out. */
function keyName(name: ts.PropertyName | ts.BindingName): string | undefined {
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isStringLiteralLike(name) || ts.isNumericLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name)) return constantString(name.expression);
  return undefined;
}

/** Whether `node` calls a function or method named `method` (`a.b.getState()`, `getState()`). */
function isMethodCall(node: ts.Node, method: string): node is ts.CallExpression {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  return (
    (ts.isPropertyAccessExpression(callee) && callee.name.text === method) ||
    (ts.isIdentifier(callee) && callee.text === method)
  );
}

function unwrap(node: ts.Expression): ts.Expression {
  let inner = node;
  while (
    ts.isParenthesizedExpression(inner) ||
    ts.isAsExpression(inner) ||
    ts.isNonNullExpression(inner) ||
    ts.isSatisfiesExpression(inner) ||
    ts.isTypeAssertionExpression(inner)
  )
    inner = inner.expression;
  return inner;
}

/** `x.history.state`, `history.state`, `window.history?.state`. */
function isHistoryState(node: ts.Expression): boolean {
  const inner = unwrap(node);
  if (!ts.isPropertyAccessExpression(inner) || inner.name.text !== "state") return false;
  const owner = unwrap(inner.expression);
  return (
    (ts.isIdentifier(owner) && owner.text === "history") ||
    (ts.isPropertyAccessExpression(owner) && owner.name.text === "history")
  );
}

/** The member name a property or element access reads, when it is written out. */
function accessedName(node: ts.Node): string | undefined {
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isElementAccessExpression(node)) return constantString(node.argumentExpression);
  return undefined;
}

export function findInternalUses(
  file: string,
  text: string,
  internalNames: ReadonlySet<string>,
): InternalUse[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const uses: InternalUse[] = [];
  const seen = new Set<string>();
  const report = (node: ts.Node, kind: InternalUseKind, name: string) => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    // One use a line and name: `window.___loader` is a member and a global name at once.
    const key = `${line}:${kind}:${name}`;
    if (seen.has(key)) return;
    seen.add(key);
    uses.push({ file, line: line + 1, column: character + 1, kind, name });
  };

  /** A name read or written as a member, a key or a string. */
  const checkName = (node: ts.Node, name: string) => {
    if (GLOBAL_SHAPE.test(name)) report(node, "global", name);
    else if (internalNames.has(name)) report(node, "name", name);
  };

  const checkString = (node: ts.Node, value: string) => {
    if (PATH_LIKE.test(value) && PRIVATE_PATH.test(value)) {
      report(node, "path", value);
      return;
    }
    // A package's name, an address or a file extension is not a name of Gatsby's.
    if (isModuleSpecifier(node) || value.includes("://") || EXTENSION.test(value)) return;
    if (!NAME_LIKE.test(value) && !value.includes("/")) return;
    const parts = new Set([value, ...value.split(/[/\\]/)]);
    for (const part of parts) if (part !== "" && NAME_LIKE.test(part)) checkName(node, part);
  };

  // Variables holding what getState() returned, by name: `const state = store.getState()`.
  const storeStates = new Set<string>();
  const isStoreState = (node: ts.Expression): boolean => {
    const inner = unwrap(node);
    return (
      isMethodCall(inner, "getState") || (ts.isIdentifier(inner) && storeStates.has(inner.text))
    );
  };
  const collectStoreStates = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      isMethodCall(unwrap(node.initializer), "getState")
    )
      storeStates.add(node.name.text);
    ts.forEachChild(node, collectStoreStates);
  };
  collectStoreStates(source);

  const visit = (node: ts.Node): void => {
    // A string built from literals is read once, whole.
    const constant =
      ts.isBinaryExpression(node) || ts.isStringLiteralLike(node)
        ? constantString(node)
        : undefined;
    if (constant !== undefined) {
      checkString(node, constant);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      const joined = parts.join("${…}");
      if (PATH_LIKE.test(joined) && PRIVATE_PATH.test(joined)) report(node, "path", joined);
    }

    const accessed = accessedName(node);
    if (accessed !== undefined) {
      const target = (node as ts.PropertyAccessExpression | ts.ElementAccessExpression).expression;
      if (!isEnvironmentRead(target) || GATSBY_ENVIRONMENT.test(accessed))
        checkName(node, accessed);
      if (isStoreState(target)) report(node, "store", `getState().${accessed}`);
      if (isHistoryState(target)) report(node, "history", `history.state.${accessed}`);
    }

    if (ts.isObjectBindingPattern(node)) {
      const declaration = node.parent;
      const from =
        ts.isVariableDeclaration(declaration) && declaration.initializer
          ? declaration.initializer
          : undefined;
      for (const element of node.elements) {
        const name = keyName(element.propertyName ?? element.name);
        if (name === undefined) continue;
        checkName(element, name);
        if (from && isStoreState(from)) report(element, "store", `getState().${name}`);
        if (from && isHistoryState(from)) report(element, "history", `history.state.${name}`);
      }
    }

    if (ts.isIdentifier(node) && GLOBAL_SHAPE.test(node.text)) report(node, "global", node.text);

    if (
      (isMethodCall(node, "pushState") || isMethodCall(node, "replaceState")) &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(unwrap(node.arguments[0]))
    ) {
      const state = unwrap(node.arguments[0]) as ts.ObjectLiteralExpression;
      for (const property of state.properties) {
        const name = property.name ? keyName(property.name) : undefined;
        if (name !== undefined) report(property, "history", `history.state.${name}`);
      }
    }

    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}
