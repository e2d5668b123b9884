import { TYPE_KINDS, type LocatedDeclaration } from "./surface/declaration";
import { fenceOfPath, type Repository } from "./surface/repository";
import type { FactSymbol } from "./factSymbols";

/**
 * Finding a fact's symbol in a checkout: where the repository declares it, or, for a closed
 * SDK's symbol, the first line of code (not a comment) that uses it. The files the fact cites
 * are searched first.
 */

/** The cited paths as the checkout has them: a glob (`*.java`) expanded, a path relative to the first one's folder resolved. */
export function expandPaths(
  repository: Pick<Repository, "files">,
  paths: readonly string[],
): string[] {
  const files = new Set(repository.files);
  const found: string[] = [];
  const first = paths[0];
  for (const written of paths) {
    const candidates = [
      written,
      ...(first && first.includes("/")
        ? [`${first.slice(0, first.lastIndexOf("/"))}/${written}`]
        : []),
    ];
    for (const candidate of candidates) {
      if (candidate.includes("*")) {
        const pattern = new RegExp(
          `^${candidate
            .split("*")
            .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
            .join("[^/]*")}$`,
        );
        found.push(...repository.files.filter((file) => pattern.test(file)));
        break;
      }
      if (files.has(candidate)) {
        found.push(candidate);
        break;
      }
    }
  }
  return [...new Set(found)];
}

const last = (dotted: string) => dotted.split(".").pop() ?? dotted;

/** Cited files' declarations first, then the repository's API (examples and tests left out). */
function candidates(repository: Repository, paths: readonly string[]): LocatedDeclaration[] {
  const cited = paths.flatMap((file) => repository.declarationsIn(file));
  const seen = new Set(cited);
  return [
    ...cited,
    ...repository.apiDeclarations().filter((declaration) => !seen.has(declaration)),
  ];
}

export function findDeclaration(
  repository: Repository,
  symbol: FactSymbol,
  paths: readonly string[],
): LocatedDeclaration | undefined {
  const all = candidates(repository, paths);
  if (!symbol.container) {
    const topLevel = all.filter(
      (declaration) => declaration.name === symbol.name && !declaration.container,
    );
    return (
      topLevel.find(
        (declaration) => TYPE_KINDS.has(declaration.kind) && declaration.kind !== "extension",
      ) ?? topLevel[0]
    );
  }
  const owner = last(symbol.container);
  const ownerDeclaration = all.find(
    (declaration) =>
      declaration.name === owner &&
      TYPE_KINDS.has(declaration.kind) &&
      declaration.kind !== "extension",
  );
  const members = [
    ...(ownerDeclaration ? repository.membersOf(owner, ownerDeclaration.path) : []),
    ...all.filter((declaration) => declaration.container === owner),
  ];
  return members.find((member) => member.name === symbol.name);
}

/** The lines of a file where a word is written, in order. */
function linesWriting(text: string, word: string): number[] {
  const pattern = new RegExp(`(?<![\\w$])${word.replace(/\$/g, "\\$")}(?![\\w$])`);
  return text.split("\n").flatMap((lineText, index) => (pattern.test(lineText) ? [index + 1] : []));
}

export interface Use {
  path: string;
  line: number;
}

/**
 * The first line of the cited files whose code uses the name, preferring one that also writes
 * the owner (`livemap.centerTo`, `Livemap`/`livemap` alike); then any other code file of the
 * checkout. With `commented`, only commented-out lines count: the only public mention of some
 * symbols of the closed SDKs is a call a sample app keeps in a comment.
 */
export function findUse(
  repository: Repository,
  symbol: FactSymbol,
  paths: readonly string[],
  options: { commented?: boolean } = {},
): Use | undefined {
  const owner = symbol.container ? last(symbol.container).toLowerCase() : undefined;
  const wordsAt = (file: string, line: number) =>
    options.commented ? repository.commentWordsAt(file, line) : repository.wordsAt(file, line);
  const search = (files: readonly string[], withOwner: boolean): Use | undefined => {
    for (const file of files) {
      const text = repository.read(file);
      if (text === undefined) continue;
      for (const line of linesWriting(text, symbol.name)) {
        const words = wordsAt(file, line);
        if (!words.has(symbol.name)) continue;
        if (withOwner && owner && ![...words].some((word) => word.toLowerCase() === owner))
          continue;
        return { path: file, line };
      }
    }
    return undefined;
  };
  const others = repository.files.filter((file) => !paths.includes(file) && fenceOfPath(file));
  return (
    search(paths, true) ?? search(paths, false) ?? search(others, true) ?? search(others, false)
  );
}
