import {
  locationList,
  needsLocation,
  type SourceLocation,
} from "../../src/node/content/factLocations";
import { factSymbols, symbolText, type FactSymbol } from "./factSymbols";
import { expandPaths, findDeclaration, findUse } from "./findSymbol";
import {
  CLOSED_SECTIONS,
  DOCUMENTED_RELEASE,
  OPEN_SDK_OF_SECTION,
  OPEN_SDK_REPOSITORIES,
} from "./sdkRepositories";
import { parseSource, refsOf, type SourcePart } from "./sourceRef";
import type { Repository } from "./surface/repository";

/**
 * The locator: for each fact that names an SDK symbol and records no place yet, finds where the
 * symbol is declared (an open SDK's repository) or seen in use (a closed SDK's, in the public
 * code the fact cites). A recorded place is never changed: the audit judges it instead.
 */
export interface FactEntry {
  name: string;
  kind: string;
  source?: string;
  ref?: string;
  declared?: SourceLocation | SourceLocation[];
  seen?: SourceLocation | SourceLocation[];
}

export interface LocatorContext {
  /** The full commit a ref names in a repository's mirror; the newest commit when no ref is given. */
  resolve(repo: string, ref?: string): string | undefined;
  /** The repository's files at a commit. */
  open(repo: string, commit: string): Promise<Repository>;
}

export type Outcome =
  | { status: "recorded" }
  | { status: "exempt" }
  | { status: "located"; field: "declared" | "seen"; locations: SourceLocation[] }
  | { status: "unlocated"; reason: string };

/** The commit a source part is read at: its own `@ref`, the fact's `ref`, the documented release, the newest. */
function commitOf(
  context: Pick<LocatorContext, "resolve">,
  part: SourcePart,
  factRef: string | undefined,
): string | undefined {
  for (const ref of [...part.refs, ...refsOf(factRef)]) {
    const commit = context.resolve(part.repo, ref);
    if (commit) return commit;
  }
  return DOCUMENTED_RELEASE[part.repo]?.commit ?? context.resolve(part.repo);
}

/** Whether the fact's symbols are declared in this repository, seen in it, or either (mixed sections). */
function modeOf(section: string, repo: string): "declared" | "seen" | "either" {
  if (CLOSED_SECTIONS.has(section)) return "seen";
  if (OPEN_SDK_OF_SECTION[section] === repo) return "declared";
  return OPEN_SDK_REPOSITORIES.has(repo) ? "either" : "seen";
}

export async function locateFact(
  context: LocatorContext,
  section: string,
  fact: FactEntry,
): Promise<Outcome> {
  if (locationList(fact.declared).length > 0 || locationList(fact.seen).length > 0)
    return { status: "recorded" };
  if (!needsLocation(fact)) return { status: "exempt" };
  const symbols = factSymbols(fact.name);
  if (symbols.length === 0)
    return {
      status: "unlocated",
      reason: "its name gives no symbol: record its places by hand, each with its symbol",
    };
  const parts = parseSource(fact.source ?? "");
  const failures: string[] = [];
  for (const part of parts) {
    const commit = commitOf(context, part, fact.ref);
    if (!commit) {
      failures.push(`${part.repo}: no mirror or no such commit`);
      continue;
    }
    const repository = await context.open(part.repo, commit);
    const paths = expandPaths(repository, part.paths);
    const mode = modeOf(section, part.repo);
    const place = (symbol: FactSymbol, field: "declared" | "seen") => {
      const found =
        field === "declared"
          ? findDeclaration(repository, symbol, paths)
          : findUse(repository, symbol, paths);
      return found
        ? {
            repo: part.repo,
            commit,
            path: found.path,
            line: found.line,
            symbol: symbolText(symbol),
          }
        : undefined;
    };
    for (const field of mode === "either" ? (["declared", "seen"] as const) : [mode]) {
      const locations = symbols.map((symbol) => place(symbol, field));
      if (locations.every((location) => location !== undefined))
        return { status: "located", field, locations: locations as SourceLocation[] };
      const missing = symbols.filter((_, index) => !locations[index]).map(symbolText);
      failures.push(
        `${part.repo}@${commit.slice(0, 7)}: ${field === "declared" ? "no declaration" : "no use"} of ${missing.join(", ")}`,
      );
    }
  }
  return {
    status: "unlocated",
    reason: failures.join("; ") || "its source names no repository file",
  };
}
