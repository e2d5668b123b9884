import ts from "typescript";

/**
 * TypeScript checks the keys of an object literal written where the SDK takes it
 * (`livemap.setPinpoints([{ id: 1, nmae: "x" }])`), but not of one first kept in a constant
 * (`const places = [{ id: 1, nmae: "x" }]; livemap.setPinpoints(places)`): the constant's type
 * is inferred from the literal, and an object with more keys than its target is assignable. An
 * example that builds the SDK's data that way is as wrong with a misspelt key, so the keys of
 * such a literal are judged as if it were written at the call: against the type the SDK
 * declares for that argument or prop, or for the props of an SDK component they are spread on
 * (`<Livemap {...props} />`, which TypeScript does not check for extra keys). Only literals that reach a declaration of the SDK are
 * judged, and only against an object type that names its keys (no index signature).
 */

export interface PassedKeyProblem {
  /** Offset of the key in the file. */
  start: number;
  message: string;
}

/** Whether a declaration is the SDK's: written from the facts, or an installed `@wemap` package. */
export type IsSdkFile = (fileName: string) => boolean;

/** The object literals a constant's initializer writes: an object, or an array of objects. */
function literalsOf(expression: ts.Expression): ts.ObjectLiteralExpression[] {
  let inner = expression;
  while (
    ts.isParenthesizedExpression(inner) ||
    ts.isAsExpression(inner) ||
    ts.isSatisfiesExpression(inner)
  )
    inner = inner.expression;
  if (ts.isObjectLiteralExpression(inner)) return [inner];
  if (ts.isArrayLiteralExpression(inner))
    return inner.elements.flatMap((element) => literalsOf(element));
  return [];
}

/** The literal a name was made from: `const places = [...]` in the same file, not reassigned. */
function initializerOf(checker: ts.TypeChecker, name: ts.Identifier): ts.Expression | undefined {
  const symbol = checker.getSymbolAtLocation(name);
  const declaration = symbol?.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer)
    return undefined;
  const list = declaration.parent;
  return ts.isVariableDeclarationList(list) && list.flags & ts.NodeFlags.Const
    ? declaration.initializer
    : undefined;
}

/** The object type a literal must match: the argument's type, or its element type for arrays. */
function targetOf(
  checker: ts.TypeChecker,
  type: ts.Type,
  literal: ts.ObjectLiteralExpression,
  initializer: ts.Expression,
): ts.Type | undefined {
  let target = checker.getNonNullableType(type);
  if (literal !== initializer && (checker.isArrayType(target) || checker.isTupleType(target)))
    target = checker.getIndexTypeOfType(target, ts.IndexKind.Number) ?? target;
  if (target.isUnion() || target.getStringIndexType() || target.getNumberIndexType())
    return undefined;
  return target.getProperties().length > 0 ? target : undefined;
}

function keysNotIn(
  checker: ts.TypeChecker,
  file: ts.SourceFile,
  literal: ts.ObjectLiteralExpression,
  target: ts.Type,
  where: string,
  isSdkFile: IsSdkFile,
): PassedKeyProblem[] {
  // Of a component's props (`IntrinsicAttributes & LivemapProps & RefAttributes<…>`), the part
  // the SDK declares names the type.
  const sdkParts = target.isIntersection()
    ? target.types.filter((part) => {
        const declaration = (part.aliasSymbol ?? part.getSymbol())?.declarations?.[0];
        return declaration !== undefined && isSdkFile(declaration.getSourceFile().fileName);
      })
    : [];
  const shown = sdkParts.length > 0 ? sdkParts : [target];
  const type = shown.map((part) => checker.typeToString(part)).join(" & ");
  return literal.properties.flatMap((property) => {
    if (!(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)))
      return [];
    const name = property.name;
    if (!ts.isIdentifier(name) && !ts.isStringLiteral(name)) return [];
    if (checker.getPropertyOfType(target, name.text)) return [];
    return [
      {
        start: name.getStart(file),
        message: `\`${name.text}\` is no property of \`${type}\`, the type ${where}`,
      },
    ];
  });
}

/** Every key of a literal kept in a constant that the SDK argument or prop it reaches lacks. */
export function passedKeyProblems(
  program: ts.Program,
  fileName: string,
  isSdkFile: IsSdkFile,
): PassedKeyProblem[] {
  const file = program.getSourceFile(fileName);
  if (!file) return [];
  const checker = program.getTypeChecker();
  const problems: PassedKeyProblem[] = [];
  const judge = (value: ts.Expression, type: ts.Type | undefined, where: string) => {
    if (!type || !ts.isIdentifier(value)) return;
    const initializer = initializerOf(checker, value);
    if (!initializer) return;
    for (const literal of literalsOf(initializer)) {
      const target = targetOf(checker, type, literal, initializer);
      if (target)
        problems.push(
          ...keysNotIn(
            checker,
            file,
            literal,
            target,
            `${where} (through \`${value.text}\`)`,
            isSdkFile,
          ),
        );
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const signature = checker.getResolvedSignature(node);
      const declared = signature?.getDeclaration();
      if (signature && declared && isSdkFile(declared.getSourceFile().fileName)) {
        const callee = node.expression.getText(file);
        (node.arguments ?? []).forEach((argument, index) => {
          const parameter = signature.getParameters()[index];
          const type = parameter && checker.getTypeOfSymbolAtLocation(parameter, node);
          judge(argument, type, `\`${callee}\` takes`);
        });
      }
    }
    if (
      ts.isJsxAttribute(node) &&
      node.initializer &&
      ts.isJsxExpression(node.initializer) &&
      node.initializer.expression
    ) {
      const props = checker.getContextualType(node.parent);
      const prop = props && checker.getPropertyOfType(props, node.name.getText(file));
      const declaration = prop?.declarations?.[0];
      if (prop && declaration && isSdkFile(declaration.getSourceFile().fileName))
        judge(
          node.initializer.expression,
          checker.getTypeOfSymbolAtLocation(prop, node),
          `of the prop \`${node.name.getText(file)}\``,
        );
    }
    // `<Livemap {...props} />`: the spread object is the SDK component's props.
    if (ts.isJsxSpreadAttribute(node) && isSdkComponent(node.parent.parent)) {
      const tag = node.parent.parent.tagName.getText(file);
      judge(
        node.expression,
        checker.getContextualType(node.parent),
        `of the props of \`<${tag}>\``,
      );
    }
    ts.forEachChild(node, visit);
  };
  /** Whether a JSX element's tag resolves to a component the SDK declares. */
  const isSdkComponent = (element: ts.JsxOpeningLikeElement): boolean => {
    let symbol = checker.getSymbolAtLocation(element.tagName);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.declarations?.[0];
    return declaration !== undefined && isSdkFile(declaration.getSourceFile().fileName);
  };
  visit(file);
  return problems;
}
