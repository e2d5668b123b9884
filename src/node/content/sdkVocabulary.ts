import { z } from "zod";
import { signatureLabels } from "./argumentLabels";
import { sourceLocationsSchema } from "./factLocations";

/**
 * The names the SDK facts (data/wemap-sdk-facts.json) say exist, in the shapes the invention
 * check needs. Only the `facts` lists are read: each section's `unknown` list records what was
 * NOT seen in any source, so a name that appears only there must stay unknown.
 */
export interface SdkVocabulary {
  /** Every identifier written in a fact. */
  names: ReadonlySet<string>;
  /** Every dotted name written in a fact, and every run of two or more of its parts. */
  dottedNames: ReadonlySet<string>;
  /** SDK types and objects (`Livemap`, `LivemapController`, `livemap`, `wemapsdk`...). */
  owners: ReadonlySet<string>;
  /**
   * The members the facts give each name that is written before a dot or is a class, read only
   * where a fact names members: `Owner.member` in a fact's name or signature, and the code shapes
   * of a class fact's signature (calls, labels, parameters, member lists). Notes, versions and
   * the prose of a signature name none.
   */
  members: ReadonlyMap<string, ReadonlySet<string>>;
  /** Types the facts declare as classes, whatever their case (the iOS SDK's `wemapsdk`). */
  classes: ReadonlySet<string>;
  /**
   * The argument labels of `Owner.method`, from the parameter lists its facts' signatures write;
   * a method whose signatures write none is absent (its labels are not known).
   */
  labels: ReadonlyMap<string, ReadonlySet<string>>;
}

const factSchema = z.object({
  name: z.string().min(1),
  kind: z.string(),
  signature: z.string().optional(),
  notes: z.string().optional(),
  version: z.string().optional(),
  source: z.string().optional(),
  /** Where the symbol is declared, or seen in use for a closed SDK (./factLocations.ts). */
  declared: sourceLocationsSchema.optional(),
  seen: sourceLocationsSchema.optional(),
});
const sectionSchema = z.object({ facts: z.array(z.unknown()) });
const factsFileSchema = z.object({ sections: z.record(z.string(), z.unknown()) });

/** A fact, with the section of the facts file it sits in (`android_native`, `rest_api`...). */
export type Fact = z.infer<typeof factSchema> & { section?: string };

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;
const DOTTED = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+/g;
/** Addresses name hosts (`livemap.getwemap.com`), not members: they are left out. */
const URL = /\b(?:https?:\/\/|[\w-]+(?:\.[\w-]+)*\.(?:com|it|dev|io)\b)\S*/g;

/**
 * An issue's path and message. A place may be one location or a list: zod reports a wrong one as
 * a failed union; the branch that got furthest says what is wrong (`declared.commit: expected…`).
 */
function issueDetail(issue: z.core.$ZodIssue | undefined): { path: string; message: string } {
  if (!issue) return { path: "", message: "invalid" };
  if (issue.code === "invalid_union" && issue.errors.length > 0) {
    const deepest = issue.errors
      .map((branch) => issueDetail(branch[0]))
      .reduce((kept, branch) =>
        branch.path.split(".").length > kept.path.split(".").length ? branch : kept,
      );
    const outer = issue.path.map(String).join(".");
    return {
      path: [outer, deepest.path].filter((part) => part !== "").join("."),
      message: deepest.message,
    };
  }
  return { path: issue.path.map(String).join("."), message: issue.message };
}

/**
 * The facts of every section that has a `facts` list. A malformed fact names its section, its
 * index and, once it has one, its name: `sections.expo.facts.1 ("LivemapWebview"): declared.commit: …`.
 */
export function readFacts(json: unknown, file = "data/wemap-sdk-facts.json"): Fact[] {
  const parsed = factsFileSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${file}: expected an object with "sections"`);
  return Object.entries(parsed.data.sections).flatMap(([section, value]) => {
    if (typeof value !== "object" || value === null || !("facts" in value)) return [];
    const list = sectionSchema.safeParse(value);
    if (!list.success)
      throw new Error(
        `${file}: sections.${section}.facts: ${list.error.issues[0]?.message ?? "invalid"}`,
      );
    return list.data.facts.map((raw, index) => {
      const fact = factSchema.safeParse(raw);
      if (fact.success) return { ...fact.data, section };
      const { path: field, message } = issueDetail(fact.error.issues[0]);
      const where = `sections.${section}.facts.${index}`;
      const name =
        typeof (raw as { name?: unknown } | null)?.name === "string"
          ? (raw as { name: string }).name
          : "";
      if (field === "name" || field === "kind" || name === "")
        throw new Error(
          `${file}: ${where}.${field}: ${message} (each fact needs a name and a kind)`,
        );
      throw new Error(`${file}: ${where} ("${name}"): ${field}: ${message}`);
    });
  });
}

function addMember(members: Map<string, Set<string>>, owner: string, member: string) {
  const set = members.get(owner) ?? new Set<string>();
  set.add(member);
  members.set(owner, set);
}

/** The labels a signature allows `owner.method`, added to those of its other signatures. */
function addLabels(
  labels: Map<string, Set<string>>,
  owner: string,
  method: string,
  signature = "",
) {
  const allowed = signatureLabels(signature, method);
  if (!allowed) return;
  const key = `${owner}.${method}`;
  labels.set(key, new Set([...(labels.get(key) ?? []), ...allowed]));
}

/** `a.b.c` gives `a.b`, `b.c` and `a.b.c`. */
function runsOfParts(parts: string[]): string[] {
  const runs: string[] = [];
  for (let start = 0; start < parts.length - 1; start++)
    for (let end = start + 2; end <= parts.length; end++)
      runs.push(parts.slice(start, end).join("."));
  return runs;
}

/** A class fact's name part is a type (`Coordinates`, `Coordinates (JS)`), not a description. */
const CLASS_NAME = /^(?:([A-Za-z_$][\w$]*)\.)?([A-Za-z_$][\w$]*)(?:\s+\([^)]*\))?$/;
/** Dotted text that is a package path (`com.getwemap.livemap.sdk`): it names no members. */
const PACKAGE_HEAD = /^(?:com|org|java|javax|android|kotlin|kotlinx|io)$/;
/** Words that label a list of members in a class signature: `fields a, b (T), c`. */
const MEMBER_LIST =
  /^(?:(?:public|static|float)\s+)*(?:fields?|getters|propert(?:y|ies)|managers|lifecycle|case)\b:?\s*/;
/** An item of a member list: a name, maybe optional, maybe followed by its own members. */
const LIST_ITEM = /^\.?([A-Za-z_$][\w$]*)\??(?:\.[A-Za-z_$][\w$]*)*$/;

/**
 * The clauses of a signature: each parenthesised group on its own (innermost first), then the
 * rest, cut at `;`, `{`, `}` and at a `: ` that ends a heading (`MapView: a, b`).
 */
function signatureClauses(text: string): string[] {
  const groups: string[] = [];
  let rest = text;
  for (let previous = ""; previous !== rest;) {
    previous = rest;
    rest = rest.replace(/\(([^()]*)\)/g, (_, inner: string) => {
      groups.push(inner);
      return " ";
    });
  }
  return [...groups, rest]
    .flatMap((piece) => piece.split(/[;{}]/))
    .flatMap((clause) => {
      // `GeoARView: viewDelegate; ...` and `managers: a, b` are a heading and its members;
      // `animate: Bool?` is a label and its type. What comes before the colon is no list.
      const parts = clause.split(/:\s/);
      if (parts.length === 1) return parts;
      return parts
        .slice(1)
        .filter(
          (part, index) => /[,/]/.test(part) || /(?:^|\s)[A-Z][\w$]*\s*$/.test(parts[index] ?? ""),
        );
    })
    .map((clause) => clause.trim())
    .filter((clause) => clause !== "");
}

/** Member names written in a signature text as code shapes (`m(`, `m:`, `Type m,`, `.m`). */
function signatureMembers(signature: string): string[] {
  const text = signature.replace(URL, " ").replace(DOTTED, (dotted) => {
    // A package path is no member; other dotted names give their members below.
    return PACKAGE_HEAD.test(dotted.split(".")[0] ?? "") ? " " : dotted;
  });
  const found: string[] = [];
  // Methods and constructors: `start()`, `fromJson(JSONObject)`.
  for (const m of text.matchAll(/([A-Za-z_$][\w$]*)[?!]?\(/g)) found.push(m[1] ?? "");
  // Fields, Swift labels and Dart named parameters: `let latitude: Double`, `init(latitude:...)`.
  // A dictionary type (`[String: Double]`) names no member.
  for (const m of text.matchAll(/(?<![\w$]|\[\s*)([A-Za-z_$][\w$]*)\??\s*:(?!:)/g))
    found.push(m[1] ?? "");
  // Java and Dart parameters: `Coordinates coordinates,`, `Map<String, dynamic> options)`, `Key? key`.
  for (const m of text.matchAll(
    /[A-Za-z_$][\w$]*(?:<[^<>()]*>)?(?:\[\])?\??\s+([a-z_$][\w$]*)\s*(?=[,)\]}=?;])/g,
  ))
    found.push(m[1] ?? "");
  // Members named after a dot with nothing before it: `.itinerary = x`, `(.accuratePositioning`.
  for (const m of text.matchAll(/(?<![\w$)\]])\.([A-Za-z_$][\w$]*)/g)) found.push(m[1] ?? "");
  // Lists of members: `fields a, b (T)`, `{onMapReady, onPinpointOpen}`, `onCreate/onStart`,
  // `MapView: mapDelegate (MapViewDelegate), mapData`. A clause is read as a list only when each
  // of its items is a name, so prose in a signature ("sent as URL param") names nothing.
  for (const clause of signatureClauses(text)) {
    const list = MEMBER_LIST.exec(clause);
    const items = (list ? clause.slice(list[0].length) : clause)
      .split(/[,/]/)
      .map((item) => item.trim());
    if (!items.every((item) => item === "" || LIST_ITEM.test(item))) continue;
    // A lone capitalised name is a type written beside a member: `mapDelegate (MapViewDelegate)`.
    if (!list && items.length === 1 && /^[A-Z]/.test(items[0] ?? "")) continue;
    for (const item of items) {
      const name = LIST_ITEM.exec(item)?.[1];
      if (name) found.push(name);
    }
  }
  return found.filter((name) => name.length > 1);
}

export function buildSdkVocabulary(facts: readonly Fact[]): SdkVocabulary {
  const names = new Set<string>();
  const dottedNames = new Set<string>();
  const owners = new Set<string>();
  const members = new Map<string, Set<string>>();
  const classes = new Set<string>();
  const labels = new Map<string, Set<string>>();

  for (const fact of facts) {
    const text = [fact.name, fact.signature, fact.notes, fact.version]
      .filter((part): part is string => part !== undefined)
      .join("\n")
      .replace(URL, " ");
    for (const name of text.match(IDENTIFIER) ?? []) names.add(name);
    for (const dotted of text.match(DOTTED) ?? [])
      for (const run of runsOfParts(dotted.split("."))) dottedNames.add(run);

    // Members come from the parts of a fact that name them: the fact's name and its signature.
    // Notes and versions are prose about the fact: their words are no members.
    const named = [fact.name, fact.signature ?? ""].join("\n").replace(URL, " ");
    for (const dotted of named.match(DOTTED) ?? []) {
      const parts = dotted.split(".");
      if (PACKAGE_HEAD.test(parts[0] ?? "")) continue;
      parts.slice(1).forEach((part, index) => addMember(members, parts[index] ?? "", part));
    }

    // "Livemap.enableSidebar / disableSidebar": each part after the first belongs to the same owner.
    const [head, ...others] = fact.name.split(" / ").map((part) => part.trim());
    const ownerMatch = head ? /^([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)/.exec(head) : null;
    if (ownerMatch?.[1]) {
      const owner = ownerMatch[1];
      owners.add(owner);
      for (const other of others) {
        if (/^[A-Za-z_$][\w$]*$/.test(other)) addMember(members, owner, other);
      }
      for (const method of [ownerMatch[2] ?? "", ...others]) {
        addLabels(labels, owner, method, fact.signature);
      }
    }

    // A class fact names a type and writes its members in its signature, as code. A class fact
    // whose name is a description ("Package layout") declares no type.
    if (fact.kind === "class") {
      for (const part of fact.name.split(" / ")) {
        // `VPSARKitLocationSource.State` is a type nested in another: a member of it, and an owner.
        const [, outer, owner] = CLASS_NAME.exec(part.trim()) ?? [];
        if (!owner) continue;
        if (outer) addMember(members, outer, owner);
        owners.add(owner);
        classes.add(owner);
        for (const member of signatureMembers(fact.signature ?? ""))
          addMember(members, owner, member);
        // The methods a class signature writes with their parameters: `startNavigation(origin: ...)`.
        for (const call of (fact.signature ?? "").matchAll(/(?<![\w$.])([a-z_$][\w$]*)\(/g)) {
          addLabels(labels, owner, call[1] ?? "", fact.signature);
        }
      }
    }
  }
  return { names, dottedNames, owners, members, classes, labels };
}
