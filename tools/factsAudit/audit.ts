import {
  locationList,
  needsLocation,
  SYMBOL_KINDS,
  type SourceLocation,
} from "../../src/node/content/factLocations";
import { compareFact, type DifferenceClass } from "./compare";
import { factSymbols, parseSymbol, symbolText, type FactSymbol } from "./factSymbols";
import { findDeclaration, findUse } from "./findSymbol";
import { languageOfPath } from "./parameters";
import { API_PATHS } from "./sdkRepositories";
import { TYPE_KINDS, type LocatedDeclaration } from "./surface/declaration";
import type { Repository } from "./surface/repository";

/**
 * The audit: every fact that records a place is held to the source at that place, and every
 * public member of a type the facts document must have a fact. It reads checkouts only; it
 * never changes the facts.
 */
export interface AuditedFact {
  section: string;
  name: string;
  kind: string;
  signature?: string;
  notes?: string;
  source?: string;
  version?: string;
  declared?: SourceLocation | SourceLocation[];
  seen?: SourceLocation | SourceLocation[];
}

export type FindingClass =
  | "unlocated"
  | "unreadable"
  | "absent"
  | "not seen"
  | "symbol"
  | DifferenceClass
  | "missing member";

export interface Finding {
  class: FindingClass;
  section: string;
  fact: string;
  place?: string;
  message: string;
}

export interface AuditCounts {
  facts: number;
  needingPlace: number;
  declaredFacts: number;
  seenFacts: number;
  exemptByKind: number;
  exemptBySource: number;
  /** Places that are a commented-out line: the only public mention of a closed SDK's symbol. */
  commentedPlaces: number;
  places: number;
  documentedTypes: number;
  membersChecked: number;
}

export interface AuditResult {
  counts: AuditCounts;
  findings: Finding[];
  /** Each repository and commit the facts cite, with how many places point into it. */
  commits: { repo: string; commit: string; places: number }[];
  /** The facts of a symbol kind whose source has no line to point at, and that source. */
  exemptBySource: { section: string; fact: string; source: string }[];
}

export type OpenCheckout = (repo: string, commit: string) => Promise<Repository | undefined>;

const placeText = (location: SourceLocation) =>
  `${location.repo}@${location.commit.slice(0, 7)}:${location.path}:${location.line}`;
const last = (dotted: string) => dotted.split(".").pop() ?? dotted;
const WORD = /[A-Za-z_$][\w$]*/g;

/** The symbol a place records, or the one the fact's name gives when it gives exactly one. */
function symbolOf(fact: AuditedFact, location: SourceLocation): FactSymbol | undefined {
  if (location.symbol) return parseSymbol(location.symbol);
  const symbols = factSymbols(fact.name);
  return symbols.length === 1 ? symbols[0] : undefined;
}

/** Whether a declaration is the symbol: the same name, and the container or a type that inherits the member. */
function isSymbol(
  repository: Repository,
  declaration: LocatedDeclaration,
  symbol: FactSymbol,
): boolean {
  if (declaration.name !== symbol.name) return false;
  if (!symbol.container) return !declaration.container || TYPE_KINDS.has(declaration.kind);
  const owner = last(symbol.container);
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

/**
 * Public members that are the platform's API rather than the SDK's: overrides of a member the
 * repository does not declare (`override func layoutSubviews()`, Flutter's `createState`),
 * initialisers a superclass requires (`required init?(coder:)`), and the members of an
 * extension that conforms to a protocol the repository does not declare
 * (`extension wemapsdk: WKNavigationDelegate`).
 */
function isPlatformMember(
  member: LocatedDeclaration,
  repositoryDeclarations: readonly LocatedDeclaration[],
): boolean {
  if (member.modifiers.includes("required")) return true;
  const declaredElsewhere = (name: string, test: (candidate: LocatedDeclaration) => boolean) =>
    repositoryDeclarations.some((candidate) => candidate.name === name && test(candidate));
  if (member.modifiers.includes("override"))
    return !declaredElsewhere(
      member.name,
      (candidate) =>
        candidate.container !== member.container && !candidate.modifiers.includes("override"),
    );
  const conformances = member.modifiers
    .filter((modifier) => modifier.startsWith("conforms:"))
    .map((modifier) => modifier.slice(9));
  return (
    conformances.length > 0 &&
    conformances.every(
      (name) => !declaredElsewhere(name, (candidate) => TYPE_KINDS.has(candidate.kind)),
    )
  );
}

interface TypeKey {
  repo: string;
  commit: string;
  type: string;
  /** The file extension of the place: a Dart `Livemap` is not the plugin's Swift `Livemap`. */
  extension: string;
}

export async function auditFacts(
  facts: readonly AuditedFact[],
  open: OpenCheckout,
): Promise<AuditResult> {
  const findings: Finding[] = [];
  const counts: AuditCounts = {
    facts: facts.length,
    needingPlace: 0,
    declaredFacts: 0,
    seenFacts: 0,
    exemptByKind: 0,
    exemptBySource: 0,
    commentedPlaces: 0,
    places: 0,
    documentedTypes: 0,
    membersChecked: 0,
  };
  const commits = new Map<string, { repo: string; commit: string; places: number }>();
  const exemptBySource: AuditResult["exemptBySource"] = [];
  const documented = new Map<string, TypeKey>();
  /**
   * Per repository: the symbols some fact places in it, and the words its type facts write. A
   * member counts as known whatever the commit its fact cites: the facts of a release pinned by
   * an older version of the docs need not repeat every member the current release's facts have.
   */
  const covered = new Map<string, Set<string>>();
  const cover = (repo: string, qualified: string) => {
    const set = covered.get(repo) ?? new Set<string>();
    set.add(qualified);
    covered.set(repo, set);
  };

  for (const fact of facts) {
    const declared = locationList(fact.declared);
    const seen = locationList(fact.seen);
    const report = (kind: FindingClass, message: string, location?: SourceLocation) =>
      findings.push({
        class: kind,
        section: fact.section,
        fact: fact.name,
        ...(location ? { place: placeText(location) } : {}),
        message,
      });
    if (needsLocation(fact)) counts.needingPlace += 1;
    else if (SYMBOL_KINDS.has(fact.kind)) {
      counts.exemptBySource += 1;
      exemptBySource.push({ section: fact.section, fact: fact.name, source: fact.source ?? "" });
    } else counts.exemptByKind += 1;
    if (declared.length > 0) counts.declaredFacts += 1;
    if (seen.length > 0) counts.seenFacts += 1;
    if (needsLocation(fact) && declared.length === 0 && seen.length === 0) {
      report(
        "unlocated",
        "names an SDK symbol but records no place (run the locator, or record it by hand)",
      );
      continue;
    }
    const factWords = new Set(`${fact.name} ${fact.signature ?? ""}`.match(WORD) ?? []);
    for (const [field, locations] of [
      ["declared", declared],
      ["seen", seen],
    ] as const) {
      for (const location of locations) {
        counts.places += 1;
        if (location.commented) counts.commentedPlaces += 1;
        const key = `${location.repo}@${location.commit}`;
        const entry = commits.get(key) ?? {
          repo: location.repo,
          commit: location.commit,
          places: 0,
        };
        entry.places += 1;
        commits.set(key, entry);
        const symbol = symbolOf(fact, location);
        if (!symbol) {
          report(
            "symbol",
            "the place records no symbol and the fact's name gives none: add `symbol`",
            location,
          );
          continue;
        }
        if (!factWords.has(symbol.name)) {
          report(
            "symbol",
            `the place is of ${symbolText(symbol)}, which the fact's name and signature do not write`,
            location,
          );
          continue;
        }
        cover(location.repo, symbolText(symbol));
        if (symbol.container) cover(location.repo, `${last(symbol.container)}.${symbol.name}`);
        const repository = await open(location.repo, location.commit);
        if (!repository || repository.read(location.path) === undefined) {
          report(
            "unreadable",
            repository
              ? `${location.path} does not exist at this commit`
              : "no checkout of this commit",
            location,
          );
          continue;
        }
        if (field === "seen") {
          const words = location.commented
            ? repository.commentWordsAt(location.path, location.line)
            : repository.wordsAt(location.path, location.line);
          if (!words.has(symbol.name)) {
            const elsewhere = findUse(
              repository,
              symbol,
              [location.path],
              location.commented ? { commented: true } : {},
            );
            report(
              "not seen",
              `line ${location.line} does not ${location.commented ? "mention in a comment" : "use"} ${symbol.name}${elsewhere ? `; ${elsewhere.path}:${elsewhere.line} does` : ""}`,
              location,
            );
          }
          continue;
        }
        const declaration = repository
          .declarationsIn(location.path)
          .filter(
            (candidate) =>
              candidate.startLine <= location.line && location.line <= candidate.endLine,
          )
          .filter((candidate) => isSymbol(repository, candidate, symbol))
          .sort((a, b) => Math.abs(a.line - location.line) - Math.abs(b.line - location.line))[0];
        if (!declaration) {
          const elsewhere = findDeclaration(repository, symbol, [location.path]);
          report(
            "absent",
            elsewhere
              ? `${symbolText(symbol)} is declared at ${elsewhere.path}:${elsewhere.line}, not at the recorded line`
              : `${symbolText(symbol)} is not declared at this commit`,
            location,
          );
          continue;
        }
        const typeName = symbol.container
          ? last(symbol.container)
          : TYPE_KINDS.has(declaration.kind)
            ? declaration.name
            : undefined;
        const extension = location.path.slice(location.path.lastIndexOf("."));
        if (typeName && API_PATHS[location.repo]?.test(location.path))
          documented.set(`${key}#${typeName}${extension}`, {
            repo: location.repo,
            commit: location.commit,
            type: typeName,
            extension,
          });
        if (!symbol.container && TYPE_KINDS.has(declaration.kind))
          for (const word of (fact.signature ?? "").match(WORD) ?? [])
            cover(location.repo, `${declaration.name}.${word}`);
        const language = languageOfPath(location.path);
        if (!language) continue;
        const overloads = repository
          .apiDeclarations()
          .concat(repository.declarationsIn(location.path))
          .filter(
            (candidate) =>
              candidate.name === declaration.name &&
              candidate.container === declaration.container &&
              candidate.kind === declaration.kind,
          );
        const members = TYPE_KINDS.has(declaration.kind)
          ? repository.membersOf(declaration.name, declaration.path)
          : [];
        const entryModule = declaration.exports ? repository.packageEntry() : undefined;
        const packageExports = entryModule
          ? [...repository.exportsOf(entryModule)]
              .filter(
                ([, target]) =>
                  target.path === declaration.path && target.line === declaration.line,
              )
              .map(([name]) => name)
          : undefined;
        for (const difference of compareFact({
          // A fact that lists several symbols has one kind for the list: each symbol keeps its own.
          fact:
            new Set([...declared, ...seen].map((place) => place.symbol ?? "")).size > 1
              ? { ...fact, kind: "list" }
              : fact,
          declaration,
          overloads: [...new Set([declaration, ...overloads])],
          members,
          aliases: repository
            .apiDeclarations()
            .filter((candidate) => candidate.kind === "typealias"),
          ...(packageExports ? { packageExports } : {}),
          language,
        }))
          report(difference.class, difference.message, location);
      }
    }
  }

  // Every public member of a documented type needs a fact (its own, or its type fact's signature).
  for (const { repo, commit, type, extension } of documented.values()) {
    const repository = await open(repo, commit);
    if (!repository) continue;
    counts.documentedTypes += 1;
    const typeDeclaration = repository
      .apiDeclarations()
      .find(
        (candidate) =>
          candidate.name === type &&
          TYPE_KINDS.has(candidate.kind) &&
          candidate.kind !== "extension" &&
          candidate.path.endsWith(extension),
      );
    if (!typeDeclaration) continue;
    const known = covered.get(repo) ?? new Set<string>();
    const reported = new Set<string>();
    for (const member of repository.membersOf(type, typeDeclaration.path)) {
      if (
        !member.isPublic ||
        reported.has(member.name) ||
        isPlatformMember(member, repository.apiDeclarations())
      )
        continue;
      counts.membersChecked += 1;
      if (known.has(`${type}.${member.name}`)) continue;
      reported.add(member.name);
      findings.push({
        class: "missing member",
        section: "",
        fact: `${type}.${member.name}`,
        place: `${repo}@${commit.slice(0, 7)}:${member.path}:${member.line}`,
        message: `${type} declares ${member.kind} ${member.name}${member.type ? `: ${member.type}` : member.parameters !== undefined ? `(${member.parameters})` : ""}, which no fact has`,
      });
    }
  }
  return {
    counts,
    findings,
    commits: [...commits.values()].sort(
      (a, b) => a.repo.localeCompare(b.repo) || b.places - a.places,
    ),
    exemptBySource,
  };
}
