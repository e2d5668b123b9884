import { z } from "zod";

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
  /** The members the facts give each name that is written before a dot or is a class. */
  members: ReadonlyMap<string, ReadonlySet<string>>;
  /** Types the facts declare as classes, whatever their case (the iOS SDK's `wemapsdk`). */
  classes: ReadonlySet<string>;
}

const factSchema = z.object({
  name: z.string().min(1),
  kind: z.string(),
  signature: z.string().optional(),
  notes: z.string().optional(),
  version: z.string().optional(),
});
const sectionSchema = z.object({ facts: z.array(factSchema) });
const factsFileSchema = z.object({ sections: z.record(z.string(), z.unknown()) });

export type Fact = z.infer<typeof factSchema>;

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;
const DOTTED = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+/g;
const LEADING_IDENTIFIER = /^[A-Za-z_$][\w$]*/;
/** Addresses name hosts (`livemap.getwemap.com`), not members: they are left out. */
const URL = /\b(?:https?:\/\/|[\w-]+(?:\.[\w-]+)*\.(?:com|it|dev|io)\b)\S*/g;

/** The facts of every section that has a `facts` list; a malformed fact names its section. */
export function readFacts(json: unknown, file = "data/wemap-sdk-facts.json"): Fact[] {
  const parsed = factsFileSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${file}: expected an object with "sections"`);
  return Object.entries(parsed.data.sections).flatMap(([section, value]) => {
    if (typeof value !== "object" || value === null || !("facts" in value)) return [];
    const facts = sectionSchema.safeParse(value);
    if (!facts.success) {
      const issue = facts.error.issues[0];
      throw new Error(
        `${file}: sections.${section}.${issue?.path.join(".") ?? "facts"}: ${issue?.message ?? "invalid"} (each fact needs a name and a kind)`,
      );
    }
    return facts.data.facts;
  });
}

function addMember(members: Map<string, Set<string>>, owner: string, member: string) {
  const set = members.get(owner) ?? new Set<string>();
  set.add(member);
  members.set(owner, set);
}

/** `a.b.c` gives `a.b`, `b.c` and `a.b.c`. */
function runsOfParts(parts: string[]): string[] {
  const runs: string[] = [];
  for (let start = 0; start < parts.length - 1; start++)
    for (let end = start + 2; end <= parts.length; end++)
      runs.push(parts.slice(start, end).join("."));
  return runs;
}

export function buildSdkVocabulary(facts: readonly Fact[]): SdkVocabulary {
  const names = new Set<string>();
  const dottedNames = new Set<string>();
  const owners = new Set<string>();
  const members = new Map<string, Set<string>>();
  const classes = new Set<string>();

  for (const fact of facts) {
    const text = [fact.name, fact.signature, fact.notes, fact.version]
      .filter((part): part is string => part !== undefined)
      .join("\n")
      .replace(URL, " ");
    for (const name of text.match(IDENTIFIER) ?? []) names.add(name);
    for (const dotted of text.match(DOTTED) ?? []) {
      const parts = dotted.split(".");
      for (const run of runsOfParts(parts)) dottedNames.add(run);
      parts.slice(1).forEach((part, index) => addMember(members, parts[index] ?? "", part));
    }

    // "Livemap.enableSidebar / disableSidebar": each part after the first belongs to the same owner.
    const [head, ...others] = fact.name.split(" / ").map((part) => part.trim());
    const ownerMatch = head ? /^([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)/.exec(head) : null;
    if (ownerMatch?.[1]) {
      owners.add(ownerMatch[1]);
      for (const other of others) {
        if (/^[A-Za-z_$][\w$]*$/.test(other)) addMember(members, ownerMatch[1], other);
      }
    }

    // A class fact lists its members in its signature: they all belong to the class.
    if (fact.kind === "class") {
      for (const part of fact.name.split(" / ")) {
        const owner = LEADING_IDENTIFIER.exec(part.trim())?.[0];
        if (!owner) continue;
        owners.add(owner);
        classes.add(owner);
        for (const member of fact.signature?.replace(URL, " ").match(IDENTIFIER) ?? [])
          addMember(members, owner, member);
      }
    }
  }
  return { names, dottedNames, owners, members, classes };
}
