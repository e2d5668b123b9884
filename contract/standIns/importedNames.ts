import {
  isType,
  lineOf,
  memberName,
  nameOf,
  objectKeysArgument,
  requiredSpecifier,
  staticString,
  traverseModule,
  walk,
  type AstNode,
  type Binding,
  type NodePath,
} from "./syntax";

/**
 * What a module asks of the modules it loads, read from its syntax tree: the modules
 * (`requestsOf`, a quick walk), and the names it takes from each (`importsOf`, with Babel's
 * scopes), in ES module syntax and in CommonJS as Babel and bundlers compile it.
 */

export interface ModuleRequest {
  specifier: string;
  /** Which syntax asks: webpack resolves `import` and `require` under different conditions. */
  syntax: "esm" | "commonjs";
  line: number;
}

export interface ModuleRequests {
  /** Every module it loads, whether or not it names what it takes. */
  requests: ModuleRequest[];
  /** Modules whose exports it passes on whole (`export * from`, or Babel's CommonJS copy). */
  starReexports: string[];
}

/** A name taken from a module, "default" for its default export. */
export interface ImportedName {
  specifier: string;
  name: string;
  line: number;
}

export interface ModuleImports extends ModuleRequests {
  names: ImportedName[];
}

// Babel's and TypeScript's wrappers of a required module (`_interopRequireDefault(require(m))`,
// `__importStar(require(m))`): the wrapped value is read as the module is.
const INTEROP_HELPER = /interop|^__import/i;

/** The module `require(m)` or a wrapper of it loads. */
function requiredBy(node: unknown): string | undefined {
  if (
    isType(node, "CallExpression") &&
    INTEROP_HELPER.test(nameOf(node.callee) ?? "") &&
    requiredSpecifier((node.arguments as unknown[])[0]) !== undefined
  )
    return requiredSpecifier((node.arguments as unknown[])[0]);
  return requiredSpecifier(node);
}

const typeOnlyImport = (node: AstNode) => {
  const specifiers = node.specifiers as AstNode[];
  // Types only: TypeScript compiles the import away.
  return (
    node.importKind === "type" ||
    (specifiers.length > 0 && specifiers.every((specifier) => specifier.importKind === "type"))
  );
};

export function requestsOf(ast: AstNode): ModuleRequests {
  const found: ModuleRequests = { requests: [], starReexports: [] };
  const request = (
    specifier: string | undefined,
    syntax: ModuleRequest["syntax"],
    node: AstNode,
  ) => {
    if (specifier !== undefined) found.requests.push({ specifier, syntax, line: lineOf(node) });
  };
  // Babel's CommonJS `export * from`: `var _m = require(m); Object.keys(_m).forEach(…)`.
  const requiredInto = new Map<string, string>();
  const keysListed = new Set<string>();

  walk(ast, (node) => {
    if (isType(node, "ImportDeclaration")) {
      if (!typeOnlyImport(node)) request(staticString(node.source), "esm", node);
    } else if (isType(node, "ExportNamedDeclaration", "ExportAllDeclaration")) {
      if (!node.source || node.exportKind === "type") return;
      request(staticString(node.source), "esm", node);
      if (node.type === "ExportAllDeclaration")
        found.starReexports.push(staticString(node.source) as string);
    } else if (isType(node, "ImportExpression")) {
      request(staticString(node.source), "esm", node);
    } else if (isType(node, "CallExpression")) {
      if (isType(node.callee, "Import"))
        request(staticString((node.arguments as AstNode[])[0]), "esm", node);
      else request(requiredSpecifier(node), "commonjs", node);
      const listed = objectKeysArgument(node);
      if (isType(listed, "Identifier")) keysListed.add(listed.name as string);
      const [first] = node.arguments as AstNode[];
      // TypeScript's CommonJS `export * from`.
      if (nameOf(node.callee) === "__exportStar" && requiredBy(first) !== undefined)
        found.starReexports.push(requiredBy(first) as string);
    } else if (isType(node, "VariableDeclarator") && isType(node.id, "Identifier")) {
      const specifier = requiredBy(node.init);
      if (specifier !== undefined) requiredInto.set(node.id.name as string, specifier);
    } else if (isType(node, "AssignmentExpression") && isType(node.left, "Identifier")) {
      const specifier = requiredBy(node.right);
      if (specifier !== undefined) requiredInto.set(node.left.name as string, specifier);
    }
  });
  for (const name of keysListed) {
    const specifier = requiredInto.get(name);
    if (specifier !== undefined) found.starReexports.push(specifier);
  }
  return found;
}

export function importsOf(ast: AstNode): ModuleImports {
  const names: ImportedName[] = [];
  const name = (specifier: string, imported: string | undefined, node: AstNode) => {
    if (imported !== undefined) names.push({ specifier, name: imported, line: lineOf(node) });
  };

  /** The members read through a name bound to a module (`ns.x`, `_m.x`, `<ns.X>`). */
  const readThrough = (specifier: string, binding: Binding | undefined) => {
    for (const reference of binding?.referencePaths ?? []) {
      const parent = reference.parentPath?.node;
      if (
        isType(parent, "MemberExpression", "OptionalMemberExpression", "JSXMemberExpression") &&
        parent.object === reference.node
      )
        name(specifier, memberName(parent), parent);
    }
  };

  /** What is read from a `require(m)`, through the expression or variable it lands in. */
  const readFromRequire = (specifier: string, call: NodePath) => {
    const wrapper = call.parentPath;
    const value = wrapper && requiredBy(wrapper.node) === specifier ? wrapper : call;
    const user = value.parentPath;
    const node = user?.node;
    if (!user || !node) return;
    if (isType(node, "MemberExpression", "OptionalMemberExpression") && node.object === value.node)
      name(specifier, memberName(node), node);
    else if (isType(node, "VariableDeclarator") && node.init === value.node) {
      const id = node.id as AstNode;
      if (isType(id, "Identifier"))
        readThrough(specifier, user.scope.getBinding(id.name as string));
      else if (isType(id, "ObjectPattern"))
        for (const property of id.properties as AstNode[])
          if (isType(property, "ObjectProperty") && !property.computed)
            name(specifier, nameOf(property.key), property);
    } else if (
      isType(node, "AssignmentExpression") &&
      node.right === value.node &&
      isType(node.left, "Identifier")
    )
      readThrough(specifier, user.scope.getBinding(node.left.name as string));
  };

  traverseModule(ast, {
    ImportDeclaration(path) {
      const { node } = path;
      if (typeOnlyImport(node)) return;
      const specifier = staticString(node.source) as string;
      for (const imported of node.specifiers as AstNode[]) {
        if (imported.importKind === "type") continue;
        if (isType(imported, "ImportSpecifier")) name(specifier, nameOf(imported.imported), node);
        else if (isType(imported, "ImportDefaultSpecifier")) name(specifier, "default", node);
        else
          readThrough(specifier, path.scope.getBinding((imported.local as AstNode).name as string));
      }
    },
    ExportNamedDeclaration({ node }) {
      if (!node.source || node.exportKind === "type") return;
      const specifier = staticString(node.source) as string;
      for (const exported of node.specifiers as AstNode[]) {
        if (isType(exported, "ExportSpecifier") && exported.exportKind !== "type")
          name(specifier, nameOf(exported.local), node);
        else if (isType(exported, "ExportDefaultSpecifier")) name(specifier, "default", node);
      }
    },
    CallExpression(path) {
      const specifier = requiredSpecifier(path.node);
      if (specifier !== undefined) readFromRequire(specifier, path);
    },
  });
  return { ...requestsOf(ast), names };
}
