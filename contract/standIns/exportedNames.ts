import {
  isType,
  memberName,
  nameOf,
  requiredSpecifier,
  traverseModule,
  type AstNode,
  type NodePath,
} from "./syntax";

/**
 * The names a module exports, read from its syntax tree: ES module exports (runtime values
 * only: TypeScript's types are compiled away), or CommonJS `exports.x = …` as Babel writes it.
 * Exports passed on whole (`export * from`) are the module's star re-exports
 * (importedNames.ts), followed by whoever needs them.
 */
export interface ModuleExports {
  names: Set<string>;
  /**
   * False when the module sets its exports in a way its tree does not spell out
   * (`module.exports = factory()`): its names are known only by loading it.
   */
  complete: boolean;
}

/** The names bound by a declaration's left side: `a`, `{ a, b: c }`, `[a, ...b]`, `a = 1`. */
function boundNames(pattern: unknown, names: string[] = []): string[] {
  if (isType(pattern, "Identifier")) names.push(pattern.name as string);
  else if (isType(pattern, "ObjectPattern"))
    for (const property of pattern.properties as AstNode[])
      boundNames(isType(property, "RestElement") ? property.argument : property.value, names);
  else if (isType(pattern, "ArrayPattern"))
    for (const element of pattern.elements as unknown[]) boundNames(element, names);
  else if (isType(pattern, "RestElement")) boundNames(pattern.argument, names);
  else if (isType(pattern, "AssignmentPattern")) boundNames(pattern.left, names);
  return names;
}

/** Names an exported declaration gives a runtime value (not `declare`, interface or type). */
function declaredNames(declaration: AstNode): string[] {
  if (declaration.declare) return [];
  if (isType(declaration, "VariableDeclaration"))
    return (declaration.declarations as AstNode[]).flatMap((declarator) =>
      boundNames(declarator.id),
    );
  if (
    isType(
      declaration,
      "FunctionDeclaration",
      "ClassDeclaration",
      "TSEnumDeclaration",
      "TSModuleDeclaration",
    )
  )
    return boundNames(declaration.id);
  return [];
}

function esModuleExports(program: AstNode): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as AstNode[]) {
    if (isType(statement, "ExportNamedDeclaration") && statement.exportKind !== "type") {
      if (statement.declaration)
        for (const declared of declaredNames(statement.declaration as AstNode)) names.add(declared);
      for (const exported of statement.specifiers as AstNode[]) {
        if (exported.exportKind === "type") continue;
        const name = nameOf(exported.exported);
        if (name !== undefined) names.add(name);
      }
    } else if (
      isType(statement, "ExportDefaultDeclaration") &&
      !isType(statement.declaration, "TSInterfaceDeclaration")
    ) {
      names.add("default");
    }
  }
  return names;
}

/** `exports` or `module.exports`, when neither is a variable of the module's own. */
function isExportsObject(node: unknown, path: NodePath): boolean {
  if (isType(node, "Identifier") && node.name === "exports")
    return !path.scope.getBinding("exports");
  return (
    isType(node, "MemberExpression") &&
    nameOf(node.object) === "module" &&
    memberName(node) === "exports" &&
    !path.scope.getBinding("module")
  );
}

function commonJsExports(ast: AstNode): ModuleExports {
  const names = new Set<string>();
  let complete = true;
  let esModule = false;
  const add = (name: string | undefined) => {
    if (name === "__esModule") esModule = true;
    else if (name !== undefined) names.add(name);
  };
  traverseModule(ast, {
    AssignmentExpression(path) {
      const left = path.node.left as AstNode;
      const right = path.node.right as AstNode;
      if (isType(left, "MemberExpression") && isExportsObject(left.object, path)) {
        add(memberName(left));
      } else if (isExportsObject(left, path) && !isType(left, "Identifier")) {
        // `module.exports = …`: an object spells its names; `require(m)` passes m on whole (a
        // star re-export, read by importedNames.ts); anything else is known only when run.
        if (isType(right, "ObjectExpression")) {
          for (const property of right.properties as AstNode[]) {
            if (isType(property, "ObjectProperty", "ObjectMethod") && !property.computed)
              add(nameOf(property.key));
            else complete = false;
          }
        } else if (requiredSpecifier(right) === undefined) {
          complete = false;
        }
      }
    },
    CallExpression(path) {
      // Object.defineProperty(exports, "name", { get … }), as Babel writes re-exports.
      const callee = path.node.callee as AstNode;
      const args = path.node.arguments as AstNode[];
      if (
        isType(callee, "MemberExpression") &&
        nameOf(callee.object) === "Object" &&
        memberName(callee) === "defineProperty" &&
        isExportsObject(args[0], path)
      )
        add(nameOf(args[1]));
    },
  });
  // Without Babel's `__esModule` mark, importing the default gives the whole `module.exports`.
  if (!esModule) names.add("default");
  return { names, complete };
}

export function exportsOf(ast: AstNode): ModuleExports {
  const program = ast.program as AstNode;
  return program.sourceType === "module"
    ? { names: esModuleExports(program), complete: true }
    : commonJsExports(ast);
}
