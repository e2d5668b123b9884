import type { SourceLocation } from "../../src/node/content/factLocations";
import type { AuditedFact, FindingClass } from "./auditTypes";
import { lastPart } from "./auditTypes";
import { compareFact } from "./compare";
import { symbolText, type FactSymbol } from "./factSymbols";
import { findDeclaration, findUse } from "./findSymbol";
import { languageOfPath } from "./parameters";
import { TYPE_KINDS, type LocatedDeclaration } from "./surface/declaration";
import type { Repository } from "./surface/repository";

/** One place held to the checkout: what is wrong with it, as finding classes and messages. */
export interface PlaceProblem {
  class: FindingClass;
  message: string;
}

/** A `seen` place: the line's code uses the symbol (or, for `commented`, its comment mentions it). */
export function checkSeen(
  repository: Repository,
  location: SourceLocation,
  symbol: FactSymbol,
): PlaceProblem[] {
  const words = location.commented
    ? repository.commentWordsAt(location.path, location.line)
    : repository.wordsAt(location.path, location.line);
  if (words.has(symbol.name)) return [];
  const elsewhere = findUse(
    repository,
    symbol,
    [location.path],
    location.commented ? { commented: true } : {},
  );
  const verb = location.commented ? "mention in a comment" : "use";
  return [
    {
      class: "not seen",
      message: `line ${location.line} does not ${verb} ${symbol.name}${elsewhere ? `; ${elsewhere.path}:${elsewhere.line} does` : ""}`,
    },
  ];
}

/** Whether a declaration is the symbol: the same name, and the container or a type that inherits the member. */
function isSymbol(
  repository: Repository,
  declaration: LocatedDeclaration,
  symbol: FactSymbol,
): boolean {
  if (declaration.name !== symbol.name) return false;
  if (!symbol.container) return !declaration.container || TYPE_KINDS.has(declaration.kind);
  const owner = lastPart(symbol.container);
  if (declaration.container === owner) return true;
  const ownerDeclaration = repository
    .apiDeclarations()
    .find(
      (candidate) =>
        candidate.name === owner &&
        TYPE_KINDS.has(candidate.kind) &&
        candidate.kind !== "extension",
    );
  return ownerDeclaration
    ? repository
        .membersOf(owner, ownerDeclaration.path)
        .some((member) => member.path === declaration.path && member.line === declaration.line)
    : false;
}

/** The names the package's entry module exports a top-level TypeScript declaration under. */
function packageExportsOf(
  repository: Repository,
  declaration: LocatedDeclaration,
): string[] | undefined {
  const entry = declaration.exports ? repository.packageEntry() : undefined;
  if (!entry) return undefined;
  return [...repository.exportsOf(entry)]
    .filter(([, target]) => target.path === declaration.path && target.line === declaration.line)
    .map(([name]) => name);
}

/**
 * A `declared` place: the symbol is declared at that line, and the fact says what the
 * declaration is. A fact that lists several symbols has one kind for the list, so each of its
 * symbols is held to its signature but not to that kind.
 */
export function checkDeclared(
  repository: Repository,
  fact: AuditedFact,
  location: SourceLocation,
  symbol: FactSymbol,
  isList: boolean,
): { declaration?: LocatedDeclaration; problems: PlaceProblem[] } {
  const declaration = repository
    .declarationsIn(location.path)
    .filter(
      (candidate) => candidate.startLine <= location.line && location.line <= candidate.endLine,
    )
    .filter((candidate) => isSymbol(repository, candidate, symbol))
    .sort((a, b) => Math.abs(a.line - location.line) - Math.abs(b.line - location.line))[0];
  if (!declaration) {
    const elsewhere = findDeclaration(repository, symbol, [location.path]);
    const message = elsewhere
      ? `${symbolText(symbol)} is declared at ${elsewhere.path}:${elsewhere.line}, not at the recorded line`
      : `${symbolText(symbol)} is not declared at this commit`;
    return { problems: [{ class: "absent", message }] };
  }
  const language = languageOfPath(location.path);
  if (!language) return { declaration, problems: [] };
  const api = repository.apiDeclarations();
  const overloads = [...api, ...repository.declarationsIn(location.path)].filter(
    (candidate) =>
      candidate.name === declaration.name &&
      candidate.container === declaration.container &&
      candidate.kind === declaration.kind,
  );
  const packageExports = packageExportsOf(repository, declaration);
  const differences = compareFact({
    fact: isList ? { ...fact, kind: "list" } : fact,
    declaration,
    overloads: [...new Set([declaration, ...overloads])],
    members: TYPE_KINDS.has(declaration.kind)
      ? repository.membersOf(declaration.name, declaration.path)
      : [],
    aliases: api.filter((candidate) => candidate.kind === "typealias"),
    ...(packageExports ? { packageExports } : {}),
    language,
  });
  return { declaration, problems: differences };
}
