import ts from "typescript";
import { QUOTED_MODULE } from "./exampleSources";

/**
 * A quote (a block whose meta says `quotes="<module>"`) shows declarations copied from a
 * package: `interface Coordinates { latitude: number; longitude: number }`. The compiler reads
 * the quote and the package in one program, and each declaration of the quote is compared with
 * the package's export of the same name: a member the package lacks, a member whose type or
 * optionality differs, or a name the package does not export is a problem at the quote's word.
 * A quote may leave members out (a page can show the ones it explains).
 */

export interface QuoteProblem {
  /** Offset in the quote's file. */
  start: number;
  message: string;
}

/** The quoted module's symbol, from the quote's `import type * as __quoted from "…"` line. */
function quotedModuleOf(checker: ts.TypeChecker, file: ts.SourceFile): ts.Symbol | undefined {
  const header = file.statements[0];
  if (!header || !ts.isImportDeclaration(header)) return undefined;
  return checker.getSymbolAtLocation(header.moduleSpecifier);
}

/** The types the quoted module exports (what a quote may use by name), or undefined if unresolved. */
export function quotedModuleTypes(program: ts.Program, fileName: string): string[] | undefined {
  const file = program.getSourceFile(fileName);
  if (!file) return undefined;
  const checker = program.getTypeChecker();
  const moduleSymbol = quotedModuleOf(checker, file);
  if (!moduleSymbol) return undefined;
  return checker
    .getExportsOfModule(moduleSymbol)
    .filter((symbol) => {
      const target =
        symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return (target.flags & ts.SymbolFlags.Type) !== 0 && symbol.name !== "default";
    })
    .map((symbol) => symbol.name);
}

/** The declarations of a quote: its interfaces, types, functions, classes, enums and constants. */
function quoteDeclarations(file: ts.SourceFile): ts.NamedDeclaration[] {
  return file.statements.flatMap((statement): ts.NamedDeclaration[] => {
    if (ts.isVariableStatement(statement)) return [...statement.declarationList.declarations];
    const declares =
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isEnumDeclaration(statement);
    // The alias line the wrapper wrote (`type X = __quoted.X`) is no part of the quote.
    const alias =
      ts.isTypeAliasDeclaration(statement) &&
      statement.type.getText(file).startsWith(`${QUOTED_MODULE}.`);
    return declares && statement.name && !alias ? [statement] : [];
  });
}

/**
 * The package's declaration a quote's declaration of `name` copies: its export of that name, or
 * its default export when that is declared under the name (`export default interface Event`).
 */
function counterpartOf(
  checker: ts.TypeChecker,
  exports: ReadonlyMap<string, ts.Symbol>,
  name: string,
): ts.Symbol | undefined {
  const named = exports.get(name);
  if (named) return named;
  const fallback = exports.get("default");
  const declared = fallback && resolved(checker, fallback).declarations?.[0];
  const declaredName = declared && ts.getNameOfDeclaration(declared);
  return declaredName && ts.isIdentifier(declaredName) && declaredName.text === name
    ? fallback
    : undefined;
}

function resolved(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function sameType(checker: ts.TypeChecker, a: ts.Type, b: ts.Type): boolean {
  return checker.isTypeAssignableTo(a, b) && checker.isTypeAssignableTo(b, a);
}

function typeOf(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Type {
  return symbol.flags &
    (ts.SymbolFlags.Interface |
      ts.SymbolFlags.TypeAlias |
      ts.SymbolFlags.Class |
      ts.SymbolFlags.Enum)
    ? checker.getDeclaredTypeOfSymbol(symbol)
    : checker.getTypeOfSymbol(symbol);
}

/** Where a member of the quote is named, for the message's place. */
function memberNameStart(member: ts.Symbol, file: ts.SourceFile): number | undefined {
  const declaration = member.declarations?.find((node) => node.getSourceFile() === file);
  const name = declaration && ts.getNameOfDeclaration(declaration);
  return name?.getStart(file);
}

function compareMembers(
  checker: ts.TypeChecker,
  file: ts.SourceFile,
  owner: string,
  module: string,
  quoted: ts.Type,
  real: ts.Type,
): QuoteProblem[] {
  const problems: QuoteProblem[] = [];
  for (const member of checker.getPropertiesOfType(quoted)) {
    const start = memberNameStart(member, file);
    // A member the quote inherits (`extends Coordinates`) is the package's own type already.
    if (start === undefined) continue;
    const counterpart = checker.getPropertyOfType(real, member.name);
    if (!counterpart) {
      problems.push({
        start,
        message: `\`${owner}\` in ${module} has no member \`${member.name}\``,
      });
      continue;
    }
    const optional = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Optional) !== 0;
    const quotedType = checker.getTypeOfSymbol(member);
    const realType = checker.getTypeOfSymbol(counterpart);
    // Optionality is told alone: it also changes the type by `| undefined`.
    if (optional(member) !== optional(counterpart))
      problems.push({
        start,
        message: `\`${owner}.${member.name}\` is ${optional(counterpart) ? "optional" : "required"} in ${module}`,
      });
    else if (!sameType(checker, quotedType, realType))
      problems.push({
        start,
        message: `\`${owner}.${member.name}\` is \`${checker.typeToString(realType)}\` in ${module}, not \`${checker.typeToString(quotedType)}\``,
      });
  }
  return problems;
}

/** Every difference between a quote's declarations and the module it quotes. */
export function checkQuote(program: ts.Program, fileName: string, module: string): QuoteProblem[] {
  const file = program.getSourceFile(fileName);
  if (!file) return [];
  const checker = program.getTypeChecker();
  const moduleSymbol = quotedModuleOf(checker, file);
  // An unresolved module is the compiler's own error on the import line.
  if (!moduleSymbol) return [];
  const exports = new Map(
    checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, symbol]),
  );
  const problems: QuoteProblem[] = [];
  for (const declaration of quoteDeclarations(file)) {
    const name = declaration.name;
    if (!name || !ts.isIdentifier(name)) continue;
    const text = name.text;
    const realSymbol = counterpartOf(checker, exports, text);
    if (!realSymbol) {
      problems.push({ start: name.getStart(file), message: `${module} exports no \`${text}\`` });
      continue;
    }
    const quotedSymbol = checker.getSymbolAtLocation(name);
    if (!quotedSymbol) continue;
    const quotedType = typeOf(checker, quotedSymbol);
    const realType = typeOf(checker, resolved(checker, realSymbol));
    if (quotedType.getProperties().length > 0 && !(quotedType.flags & ts.TypeFlags.Union)) {
      problems.push(...compareMembers(checker, file, text, module, quotedType, realType));
    } else if (!sameType(checker, quotedType, realType)) {
      problems.push({
        start: name.getStart(file),
        message: `\`${text}\` is \`${checker.typeToString(realType)}\` in ${module}, not \`${checker.typeToString(quotedType)}\``,
      });
    }
  }
  return problems;
}
