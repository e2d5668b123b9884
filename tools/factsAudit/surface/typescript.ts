import path from "node:path";
import ts from "typescript";
import type { Declaration, DeclarationKind, LocatedDeclaration } from "./declaration";
import { squeeze } from "./treeHelpers";

/**
 * TypeScript sources read with the compiler: its syntax tree gives each declaration and member,
 * and its checker says under which names a module exports what (`export default X`,
 * `export { x as default }`, `export *`, `export { default } from`), and which members a type
 * has once its `extends` clauses are resolved (`Omit<Base, 'a'>` included).
 */

const ROOT = "/checkout";
const LIB = "/lib.d.ts";

/**
 * The few declarations of the standard library that decide which members a type has: the
 * checkout has no node_modules and the compiler's own lib files are not read, so the utility
 * types an SDK's types are built with (`Omit<NativeLivemapProps, 'onMapReady'>`) are declared
 * here as the standard library declares them.
 */
const MINIMAL_LIB = `
interface Array<T> { length: number; [n: number]: T }
interface Boolean {}
interface CallableFunction {}
interface Function {}
interface IArguments {}
interface NewableFunction {}
interface Number {}
interface Object {}
interface RegExp {}
interface String {}
interface Promise<T> { then(onfulfilled?: (value: T) => unknown): Promise<unknown> }
type Pick<T, K extends keyof T> = { [P in K]: T[P] };
type Exclude<T, U> = T extends U ? never : T;
type Omit<T, K extends keyof any> = Pick<T, Exclude<keyof T, K>>;
type Partial<T> = { [P in keyof T]?: T[P] };
type Required<T> = { [P in keyof T]-?: T[P] };
type Readonly<T> = { readonly [P in keyof T]: T[P] };
type Record<K extends keyof any, T> = { [P in K]: T };
type Capitalize<S extends string> = intrinsic;
`;

function createProgram(files: ReadonlyMap<string, string>): ts.Program {
  const options: ts.CompilerOptions = {
    noEmit: true,
    allowJs: false,
    jsx: ts.JsxEmit.Preserve,
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noResolve: false,
    types: [],
  };
  const absolute = (file: string) => path.posix.join(ROOT, file);
  const byAbsolute = new Map([...files].map(([file, text]) => [absolute(file), text]));
  const sources = new Map([...byAbsolute, [LIB, MINIMAL_LIB]]);
  const host: ts.CompilerHost = {
    getSourceFile: (fileName, languageVersion) => {
      const text = sources.get(fileName);
      return text === undefined
        ? undefined
        : ts.createSourceFile(fileName, text, languageVersion, true);
    },
    getDefaultLibFileName: () => LIB,
    writeFile: () => undefined,
    getCurrentDirectory: () => ROOT,
    getCanonicalFileName: (fileName) => fileName,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => "\n",
    fileExists: (fileName) => byAbsolute.has(fileName),
    readFile: (fileName) => byAbsolute.get(fileName),
    directoryExists: (directory) =>
      [...byAbsolute.keys()].some((file) => file.startsWith(`${directory}/`)),
    getDirectories: () => [],
  };
  return ts.createProgram([...byAbsolute.keys()], options, host);
}

const relative = (fileName: string) => path.posix.relative(ROOT, fileName);

function lineOf(file: ts.SourceFile, position: number): number {
  return file.getLineAndCharacterOfPosition(position).line + 1;
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind)
  );
}

function modifierTexts(node: ts.Node): string[] {
  return ts.canHaveModifiers(node)
    ? (ts.getModifiers(node) ?? []).map((modifier) => modifier.getText())
    : [];
}

/** A function type, possibly parenthesised or optional: what makes a property callable. */
function functionTypeOf(type: ts.TypeNode | undefined): ts.FunctionTypeNode | undefined {
  let node = type;
  while (node && ts.isParenthesizedTypeNode(node)) node = node.type;
  return node && ts.isFunctionTypeNode(node) ? node : undefined;
}

function parameterText(parameters: ts.NodeArray<ts.ParameterDeclaration>): string {
  return squeeze(parameters.map((parameter) => parameter.getText()).join(", "));
}

function memberDeclaration(
  file: ts.SourceFile,
  member: ts.Node,
  container: string,
): Declaration | undefined {
  const name = (member as { name?: ts.PropertyName }).name;
  if (!name || !(ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)))
    return undefined;
  const base = {
    name: name.text,
    container,
    line: lineOf(file, name.getStart(file)),
    startLine: lineOf(file, member.getStart(file)),
    endLine: lineOf(file, member.getEnd()),
    isPublic:
      !ts.isPrivateIdentifier(name) &&
      !hasModifier(member, ts.SyntaxKind.PrivateKeyword) &&
      !hasModifier(member, ts.SyntaxKind.ProtectedKeyword),
    modifiers: [
      ...modifierTexts(member),
      ...((member as { questionToken?: ts.Node }).questionToken ? ["optional"] : []),
    ],
  };
  if (ts.isPropertySignature(member) || ts.isPropertyDeclaration(member)) {
    const fn = functionTypeOf(member.type);
    return {
      ...base,
      kind: "property",
      ...(member.type ? { type: squeeze(member.type.getText(file)) } : {}),
      ...(fn
        ? {
            callable: true,
            parameters: parameterText(fn.parameters),
            returns: squeeze(fn.type.getText(file)),
          }
        : {}),
    };
  }
  if (ts.isMethodSignature(member) || ts.isMethodDeclaration(member)) {
    return {
      ...base,
      kind: "method",
      parameters: parameterText(member.parameters),
      ...(member.type ? { returns: squeeze(member.type.getText(file)) } : {}),
    };
  }
  if (ts.isGetAccessorDeclaration(member)) {
    return {
      ...base,
      kind: "getter",
      ...(member.type ? { type: squeeze(member.type.getText(file)) } : {}),
    };
  }
  return undefined;
}

function membersOfNode(file: ts.SourceFile, node: ts.Node, container: string): Declaration[] {
  let members: readonly ts.Node[] = [];
  if (ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node)) members = node.members;
  else if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type))
    members = node.type.members;
  const found = members.flatMap((member) => memberDeclaration(file, member, container) ?? []);
  if (ts.isClassDeclaration(node))
    for (const member of node.members)
      if (ts.isConstructorDeclaration(member))
        found.push({
          name: container,
          container,
          kind: "constructor",
          line: lineOf(file, member.getStart(file)),
          startLine: lineOf(file, member.getStart(file)),
          endLine: lineOf(file, member.getEnd()),
          isPublic: !hasModifier(member, ts.SyntaxKind.PrivateKeyword),
          modifiers: modifierTexts(member),
          parameters: parameterText(member.parameters),
        });
  return found;
}

/** The top-level declarations of a file, named with the kind the syntax gives them. */
function topLevel(
  file: ts.SourceFile,
): { node: ts.Node; name: ts.Identifier; kind: DeclarationKind }[] {
  const found: { node: ts.Node; name: ts.Identifier; kind: DeclarationKind }[] = [];
  for (const statement of file.statements) {
    if (ts.isInterfaceDeclaration(statement))
      found.push({ node: statement, name: statement.name, kind: "interface" });
    else if (ts.isTypeAliasDeclaration(statement))
      found.push({ node: statement, name: statement.name, kind: "typealias" });
    else if (ts.isClassDeclaration(statement) && statement.name)
      found.push({ node: statement, name: statement.name, kind: "class" });
    else if (ts.isEnumDeclaration(statement))
      found.push({ node: statement, name: statement.name, kind: "enum" });
    else if (ts.isFunctionDeclaration(statement) && statement.name)
      found.push({ node: statement, name: statement.name, kind: "function" });
    else if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name))
          found.push({ node: declaration, name: declaration.name, kind: "variable" });
  }
  return found;
}

export interface TypeScriptSurface {
  /** Every declaration of every file, members included. */
  declarations: LocatedDeclaration[];
  /** A type's members, own and inherited from types the checkout declares. */
  membersOf(path: string, typeName: string): LocatedDeclaration[];
  /** The names a module exports each of its own or re-exported declarations under. */
  exportsOf(path: string): Map<string, LocatedDeclaration>;
}

export function readTypeScript(files: ReadonlyMap<string, string>): TypeScriptSurface {
  const program = createProgram(files);
  const checker = program.getTypeChecker();
  const declarations: LocatedDeclaration[] = [];
  /** The declaration each syntax node of a top-level declaration stands for. */
  const byNode = new Map<ts.Node, LocatedDeclaration>();

  const exportNames = (file: ts.SourceFile): Map<ts.Node, string[]> => {
    const names = new Map<ts.Node, string[]>();
    const moduleSymbol = checker.getSymbolAtLocation(file);
    if (!moduleSymbol) return names;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const target =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      for (const declaration of target.declarations ?? []) {
        const list = names.get(declaration) ?? [];
        list.push(exported.escapedName.toString());
        names.set(declaration, list);
      }
    }
    return names;
  };

  for (const [filePath] of files) {
    const file = program.getSourceFile(path.posix.join(ROOT, filePath));
    if (!file) continue;
    const exported = exportNames(file);
    for (const { node, name, kind } of topLevel(file)) {
      const initializer = ts.isVariableDeclaration(node) ? node.initializer : undefined;
      const declaration: LocatedDeclaration = {
        path: filePath,
        name: name.text,
        kind,
        line: lineOf(file, name.getStart(file)),
        startLine: lineOf(file, node.getStart(file)),
        endLine: lineOf(file, node.getEnd()),
        isPublic: (exported.get(node) ?? []).length > 0,
        modifiers: modifierTexts(ts.isVariableDeclaration(node) ? node.parent.parent : node),
        exports: exported.get(node) ?? [],
        ...(ts.isTypeAliasDeclaration(node) ? { type: squeeze(node.type.getText(file)) } : {}),
        ...(ts.isVariableDeclaration(node) && node.type
          ? { type: squeeze(node.type.getText(file)) }
          : {}),
        ...(initializer ? { type: squeeze(initializer.getText(file)).slice(0, 200) } : {}),
        ...(ts.isFunctionDeclaration(node)
          ? {
              parameters: parameterText(node.parameters),
              ...(node.type ? { returns: squeeze(node.type.getText(file)) } : {}),
            }
          : {}),
      };
      declarations.push(declaration);
      byNode.set(node, declaration);
      for (const member of membersOfNode(file, node, name.text))
        declarations.push({ ...member, path: filePath });
    }
  }

  const locate = (node: ts.Node): LocatedDeclaration | undefined => {
    const own = byNode.get(node);
    if (own) return own;
    const file = node.getSourceFile();
    const filePath = relative(file.fileName);
    const name = (node as { name?: ts.Node }).name;
    const line = lineOf(file, (name ?? node).getStart(file));
    const text =
      name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
    // Several members may share a line (`{ a: string; b?: number }`): the name tells them apart.
    return declarations.find(
      (declaration) =>
        declaration.path === filePath &&
        declaration.line === line &&
        (text === undefined || declaration.name === text),
    );
  };

  return {
    declarations,
    membersOf(filePath, typeName) {
      const file = program.getSourceFile(path.posix.join(ROOT, filePath));
      const node = file
        ? topLevel(file).find((entry) => entry.name.text === typeName)?.node
        : undefined;
      if (!node) return [];
      const symbol = checker.getSymbolAtLocation((node as ts.DeclarationStatement).name ?? node);
      if (!symbol) return [];
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      return checker
        .getPropertiesOfType(type)
        .flatMap((property) =>
          (property.declarations ?? []).flatMap((declaration) => locate(declaration) ?? []),
        );
    },
    exportsOf(filePath) {
      const result = new Map<string, LocatedDeclaration>();
      const file = program.getSourceFile(path.posix.join(ROOT, filePath));
      if (!file) return result;
      for (const [node, names] of exportNames(file)) {
        const declaration = locate(node);
        if (declaration) for (const name of names) result.set(name, declaration);
      }
      return result;
    },
  };
}
