import {
  locationList,
  needsLocation,
  SYMBOL_KINDS,
  type SourceLocation,
} from "../../src/node/content/factLocations";
import {
  lastPart,
  placeText,
  type AuditCounts,
  type AuditedFact,
  type AuditResult,
  type Finding,
  type FindingClass,
  type OpenCheckout,
} from "./auditTypes";
import { checkDeclared, checkSeen } from "./checkPlace";
import { factSymbols, parseSymbol, symbolText, type FactSymbol } from "./factSymbols";
import { MemberCoverage } from "./memberCoverage";
import { API_PATHS } from "./sdkRepositories";
import { TYPE_KINDS } from "./surface/declaration";

export type { AuditedFact, AuditResult, Finding, FindingClass, OpenCheckout } from "./auditTypes";

/**
 * The audit: every fact that records a place is held to the source at that place, and every
 * public member of a type the facts document must have a fact. It reads checkouts only; it
 * never changes the facts.
 */
const WORD = /[A-Za-z_$][\w$]*/g;

/** The symbol a place records, or the one the fact's name gives when it gives exactly one. */
function symbolOf(fact: AuditedFact, location: SourceLocation): FactSymbol | undefined {
  if (location.symbol) return parseSymbol(location.symbol);
  const symbols = factSymbols(fact.name);
  return symbols.length === 1 ? symbols[0] : undefined;
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
  const coverage = new MemberCoverage();

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
    const isList = new Set([...declared, ...seen].map((place) => place.symbol ?? "")).size > 1;

    for (const [field, location] of [
      ...declared.map((place) => ["declared", place] as const),
      ...seen.map((place) => ["seen", place] as const),
    ]) {
      counts.places += 1;
      if (location.commented) counts.commentedPlaces += 1;
      const key = `${location.repo}@${location.commit}`;
      const entry = commits.get(key) ?? { repo: location.repo, commit: location.commit, places: 0 };
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
      coverage.know(location.repo, symbolText(symbol));
      if (symbol.container)
        coverage.know(location.repo, `${lastPart(symbol.container)}.${symbol.name}`);

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
        for (const problem of checkSeen(repository, location, symbol))
          report(problem.class, problem.message, location);
        continue;
      }
      const { declaration, problems } = checkDeclared(repository, fact, location, symbol, isList);
      for (const problem of problems) report(problem.class, problem.message, location);
      if (!declaration) continue;
      const typeName = symbol.container
        ? lastPart(symbol.container)
        : TYPE_KINDS.has(declaration.kind)
          ? declaration.name
          : undefined;
      if (typeName && API_PATHS[location.repo]?.test(location.path))
        coverage.document(location.repo, location.commit, typeName, location.path);
      // A type fact's signature names members: `public class Marker: JSON { let img: String; … }`.
      if (!symbol.container && TYPE_KINDS.has(declaration.kind))
        for (const word of (fact.signature ?? "").match(WORD) ?? [])
          coverage.know(location.repo, `${declaration.name}.${word}`);
    }
  }

  const missing = await coverage.missing(open);
  findings.push(...missing.findings);
  counts.documentedTypes = missing.types;
  counts.membersChecked = missing.members;
  return {
    counts,
    findings,
    commits: [...commits.values()].sort(
      (a, b) => a.repo.localeCompare(b.repo) || b.places - a.places,
    ),
    exemptBySource,
  };
}
