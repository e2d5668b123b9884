import { buildSdkVocabulary, type Fact, type SdkVocabulary } from "../sdkVocabulary";
import { factsOfSections } from "./factScopes";

/**
 * What one platform's SDK facts say exists, as the code resolver looks names up: the shapes of
 * ../sdkVocabulary.ts (owners, their members, methods' labels) built from that platform's
 * facts alone, and the identifiers its facts write as code.
 */
export interface ScopeVocabulary {
  sdk: SdkVocabulary;
  /**
   * Every identifier of the facts' names and signatures: what the SDK calls something. Notes
   * are prose about a fact (what was not seen, how it was found): their words are no API.
   */
  codeNames: ReadonlySet<string>;
  /**
   * Every identifier of the name and signature of the facts about one owner: its class facts
   * (`GeoARView`, `VPSARKitLocationSource.State / ScanStatus` for both nested types) and the
   * facts named `Owner.member`. A signature written as prose-like code (`GeoARView: mapData;
   * getARViewAsync { arView, mapData -> }`) names members the shapes of ../sdkVocabulary.ts do
   * not read; they are the owner's all the same.
   */
  ownerWords: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * The words of each function or method fact, by the name code calls it with
   * (`wemap.v1.createLivemap`, `livemap.easeTo`): its signature's parameters and option keys,
   * and the options its notes say were seen. The keys and labels of a call are judged by them.
   */
  calleeWords: ReadonlyMap<string, ReadonlySet<string>>;
  /** The facts' text, names, signatures and notes: where an SDK import's path is looked up. */
  text: string;
  /**
   * The classes each SDK type extends, as a signature writes it (`class MapView extends
   * MLNMapView`): a type that extends a platform's class has that class's members too.
   */
  superclasses: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * The type the facts give a member of an owner, keyed `Owner.member`: a property written with
   * its type (`mapDelegate (MapViewDelegate)`, `userLocationViewStyles: UserLocationViewStyles`),
   * so that a chain through it (`mapView.pointOfInterestManager.delegate`) keeps its owner.
   */
  memberTypes: ReadonlyMap<string, string>;
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;
const ADDRESS = /\bhttps?:\/\/\S*/g;

/** The owners a fact is about: `Owner.member` names one, a class fact each type it names. */
function ownersOfFact(fact: Fact): string[] {
  return fact.name
    .split(" / ")
    .map((part) => part.trim().replace(/\s+\(.*\)$/, ""))
    .flatMap((part) => {
      const dotted = /^([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)/.exec(part);
      if (fact.kind === "class") {
        // `VPSARKitLocationSource.State` is the nested type `State`; a bare part is a type.
        const type = dotted?.[2] ?? (/^[A-Za-z_$][\w$]*$/.test(part) ? part : undefined);
        return type ? [type] : [];
      }
      // `Owner.member`, `Outer.Nested.member`: each part before the member is an owner.
      const parts = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+/.exec(part)?.[0].split(".") ?? [];
      return parts.slice(0, -1);
    });
}

/**
 * The members a signature writes with their type, outside any parentheses (inside them are a
 * method's parameters and a member's own members): `delegate (LocationSourceDelegate)`,
 * `navigationManager (ARNavigationManaging: startNavigation(destination:))`,
 * `userLocationViewStyles: UserLocationViewStyles`. A type followed at once by `(` is a call, not a type.
 */
function typedMembersOf(signature: string): [member: string, type: string][] {
  const depths: number[] = [];
  let depth = 0;
  for (const character of signature) {
    if (character === ")") depth = Math.max(0, depth - 1);
    depths.push(depth);
    if (character === "(") depth += 1;
  }
  const typed: [string, string][] = [];
  for (const match of signature.matchAll(
    /(?<![\w$.])([a-z_$][\w$]*)\s*(?:\(\s*([A-Z][\w$]*)\s*[):]|:\s*([A-Z][\w$]*)(?![\w$]*[(.<]))/g,
  ))
    if (depths[match.index] === 0) typed.push([match[1] ?? "", match[2] ?? match[3] ?? ""]);
  return typed;
}

function scopeVocabularyOf(facts: readonly Fact[]): ScopeVocabulary {
  const codeNames = new Set<string>();
  const ownerWords = new Map<string, Set<string>>();
  const calleeWords = new Map<string, Set<string>>();
  const superclasses = new Map<string, Set<string>>();
  const memberTypes = new Map<string, string>();
  for (const fact of facts) {
    const [owner] = ownersOfFact(fact);
    if (owner)
      for (const [member, type] of typedMembersOf(fact.signature ?? ""))
        if (!memberTypes.has(`${owner}.${member}`)) memberTypes.set(`${owner}.${member}`, type);
    for (const extension of (fact.signature ?? "").matchAll(
      /\b([A-Z][\w$]*)(?:<[^<>]*>)?\s+extends\s+((?:[A-Za-z_$][\w$]*\.)*[A-Z][\w$]*)/g,
    )) {
      const known = superclasses.get(extension[1] ?? "") ?? new Set<string>();
      known.add((extension[2] ?? "").split(".").pop() ?? "");
      superclasses.set(extension[1] ?? "", known);
    }
    const words =
      `${fact.name}\n${fact.signature ?? ""}`.replace(ADDRESS, " ").match(IDENTIFIER) ?? [];
    for (const name of words) codeNames.add(name);
    // Notes are prose, but the code they quote is the SDK's: `payload includes pinpoint
    // (e.pinpoint)`, `{pinpoint}`.
    for (const quoted of (fact.notes ?? "")
      .replace(ADDRESS, " ")
      .matchAll(/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+|\{[^{}]*\}/g))
      for (const name of quoted[0].match(IDENTIFIER) ?? []) codeNames.add(name);
    const add = (owner: string, names: Iterable<string>) => {
      const known = ownerWords.get(owner) ?? new Set<string>();
      for (const name of names) known.add(name);
      ownerWords.set(owner, known);
    };
    for (const owner of ownersOfFact(fact)) add(owner, words);
    // A type a signature declares with its members: `interface com.getwemap...PinpointOpenListener:
    // onPinpointOpen(Pinpoint pinpoint)`, up to the next type it declares.
    for (const declared of (fact.signature ?? "").matchAll(
      /\b(?:interface|protocol|class)\s+(?:[\w$]+\.)*([A-Z][\w$]*)\s*:([^]*?)(?=\b(?:interface|protocol|class)\s|$)/g,
    ))
      add(declared[1] ?? "", declared[2]?.match(IDENTIFIER) ?? []);
    // A list that names its owner once: `VPSControllerConstants.A, B, C;`, `TagMatchMode.AND|OR`.
    for (const list of (fact.signature ?? "").matchAll(
      /\b([A-Z][\w$]*)\.([A-Za-z_$][\w$]*)((?:\s*[,|]\s*[A-Za-z_$][\w$]*(?![\w$]*[.(]))*)/g,
    ))
      add(list[1] ?? "", [list[2] ?? "", ...((list[3] ?? "").match(IDENTIFIER) ?? [])]);
    if (fact.kind === "method" || fact.kind === "function") {
      const noted = (fact.notes ?? "").replace(ADDRESS, " ").match(IDENTIFIER) ?? [];
      const [first, ...others] = fact.name
        .split(" / ")
        .map((part) => part.trim().replace(/\s+\(.*\)$/, ""));
      const owner = /^(.*)\.[A-Za-z_$][\w$]*$/.exec(first ?? "")?.[1];
      for (const callee of [
        first ?? "",
        ...others.map((other) => (owner && !other.includes(".") ? `${owner}.${other}` : other)),
      ])
        if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/.test(callee)) {
          const known = calleeWords.get(callee) ?? new Set<string>();
          for (const name of [...words, ...noted]) known.add(name);
          calleeWords.set(callee, known);
        }
    }
    // A type constructed in another fact's signature, with its labels: `ItinerarySearchRules(
    // ruleNames: [...])` in a method's, `PointOfInterestManagerListener(onClicked = ...)`.
    for (const call of (fact.signature ?? "").matchAll(/\b([A-Z][\w$]*)\(([^()]*)/g))
      add(
        call[1] ?? "",
        [...(call[2] ?? "").matchAll(/([A-Za-z_$][\w$]*)\s*(?::|=(?!=))/g)].map(
          (label) => label[1] ?? "",
        ),
      );
  }
  const text = facts
    .map((fact) => `${fact.name}\n${fact.signature ?? ""}\n${fact.notes ?? ""}`)
    .join("\n");
  return {
    sdk: buildSdkVocabulary(facts),
    codeNames,
    ownerWords,
    calleeWords,
    text,
    superclasses,
    memberTypes,
  };
}

/** The vocabulary of a set of facts sections, built once per reading of the facts. */
export function scopeVocabularies(
  facts: readonly Fact[],
): (sections: readonly string[]) => ScopeVocabulary {
  const built = new Map<string, ScopeVocabulary>();
  return (sections) => {
    const key = sections.join(",");
    let vocabulary = built.get(key);
    if (!vocabulary) {
      vocabulary = scopeVocabularyOf(factsOfSections(facts, sections));
      built.set(key, vocabulary);
    }
    return vocabulary;
  };
}
