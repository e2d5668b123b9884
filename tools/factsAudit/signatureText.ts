/**
 * Reading signatures as text, the same way for a fact and for the source: balanced brackets,
 * lists split at their top-level commas, and types compared once white space and quote style
 * no longer differ. A fact may write an object type condensed, its members' names without their
 * types (`{latitude, longitude}`): a member written without a type matches any type.
 */
const OPENERS: Readonly<Record<string, string>> = { "(": ")", "[": "]", "{": "}", "<": ">" };
const CLOSERS = new Set(Object.values(OPENERS));

/** The index of the bracket that closes the one at `open`, or -1. */
export function closingIndex(text: string, open: number): number {
  const stack: string[] = [];
  let quote: string | undefined;
  for (let index = open; index < text.length; index++) {
    const char = text[index] ?? "";
    if (quote) {
      if (char === quote && text[index - 1] !== "\\") quote = undefined;
      continue;
    }
    if (char === "'" || char === '"' || char === "`") quote = char;
    else if (char === "-" && text[index + 1] === ">")
      index += 1; // `->` and `=>` are no brackets
    else if (char === "=" && text[index + 1] === ">") index += 1;
    else if (OPENERS[char]) stack.push(OPENERS[char] ?? "");
    else if (CLOSERS.has(char)) {
      if (stack.pop() !== char) return -1;
      if (stack.length === 0) return index;
    }
  }
  return -1;
}

/** Splits at each separator that no bracket or string encloses. */
export function splitTopLevel(text: string, separators: readonly string[]): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] ?? "";
    if (quote) {
      if (char === quote && text[index - 1] !== "\\") quote = undefined;
      continue;
    }
    if (char === "'" || char === '"' || char === "`") quote = char;
    else if ((char === "-" || char === "=") && text[index + 1] === ">") index += 1;
    else if (OPENERS[char]) depth += 1;
    else if (CLOSERS.has(char)) depth -= 1;
    else if (depth === 0) {
      const separator = separators.find((candidate) => text.startsWith(candidate, index));
      if (separator) {
        parts.push(text.slice(start, index));
        start = index + separator.length;
        index = start - 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== "");
}

/**
 * A type as text with nothing that does not change it: spaces, quote style, a trailing
 * separator, and Swift's sugar (`Array<T>` is `[T]`, `Optional<T>` is `T?`).
 */
export function normalType(type: string): string {
  let text = type.replace(/\s+/g, "");
  for (let previous = ""; previous !== text;) {
    previous = text;
    text = text
      .replace(/\bArray<([^<>]*)>/g, "[$1]")
      .replace(/\bDictionary<([^<>,]*),([^<>]*)>/g, "[$1:$2]")
      .replace(/\bOptional<([^<>]*)>/g, "$1?");
  }
  return text
    .replace(/'/g, '"')
    .replace(/[;,]+([}\]])/g, "$1")
    .replace(/;/g, ",");
}

interface ObjectMember {
  name: string;
  optional: boolean;
  type?: string;
}

/** The members of an object type `{ a: T; b?: U }`, or undefined if the text is no object type. */
function objectMembers(type: string): ObjectMember[] | undefined {
  const text = type.trim();
  if (!text.startsWith("{") || closingIndex(text, 0) !== text.length - 1) return undefined;
  const members: ObjectMember[] = [];
  for (const part of splitTopLevel(text.slice(1, -1), [";", ","])) {
    const match = /^([A-Za-z_$][\w$]*|"[^"]*"|'[^']*')(\?)?\s*(?::\s*([^]*))?$/.exec(part);
    if (!match) return undefined;
    members.push({
      name: (match[1] ?? "").replace(/^["']|["']$/g, ""),
      optional: match[2] === "?",
      ...(match[3] ? { type: match[3].trim() } : {}),
    });
  }
  return members;
}

/** `Promise<X>` as `Promise` and its arguments; undefined for a type with no arguments. */
function genericParts(type: string): { head: string; args: string[] } | undefined {
  const text = type.trim();
  const open = text.indexOf("<");
  if (open <= 0 || closingIndex(text, open) !== text.length - 1) return undefined;
  return { head: text.slice(0, open).trim(), args: splitTopLevel(text.slice(open + 1, -1), [","]) };
}

function unionParts(type: string): string[] {
  return splitTopLevel(type, ["|"]);
}

/**
 * Why a fact's type is not the source's, or undefined when they agree. An object type must list
 * the same members; a member the fact writes without a type agrees with any type.
 */
export function typeDifference(factType: string, sourceType: string): string | undefined {
  if (normalType(factType) === normalType(sourceType)) return undefined;
  const factUnion = unionParts(factType);
  const sourceUnion = unionParts(sourceType);
  if (factUnion.length > 1 || sourceUnion.length > 1) {
    if (factUnion.length !== sourceUnion.length) return `${factType} is not ${sourceType}`;
    const sort = (parts: string[]) =>
      [...parts].sort((a, b) => normalType(a).localeCompare(normalType(b)));
    const [left, right] = [sort(factUnion), sort(sourceUnion)];
    for (let index = 0; index < left.length; index++) {
      const difference = typeDifference(left[index] ?? "", right[index] ?? "");
      if (difference) return difference;
    }
    return undefined;
  }
  const factMembers = objectMembers(factType);
  const sourceMembers = objectMembers(sourceType);
  if (factMembers && sourceMembers) {
    const names = (members: ObjectMember[]) =>
      members
        .map((member) => member.name)
        .sort()
        .join(", ");
    if (names(factMembers) !== names(sourceMembers))
      return `{${names(factMembers)}} is not {${names(sourceMembers)}}`;
    for (const member of factMembers) {
      const source = sourceMembers.find((candidate) => candidate.name === member.name);
      if (!source) continue;
      if (member.type && source.type) {
        const difference = typeDifference(member.type, source.type);
        if (difference) return `${member.name}: ${difference}`;
      }
      if (member.type && member.optional !== source.optional)
        return `${member.name} is ${source.optional ? "optional" : "required"} in the source`;
    }
    return undefined;
  }
  const factGeneric = genericParts(factType);
  const sourceGeneric = genericParts(sourceType);
  if (
    factGeneric &&
    sourceGeneric &&
    normalType(factGeneric.head) === normalType(sourceGeneric.head)
  ) {
    if (factGeneric.args.length !== sourceGeneric.args.length)
      return `${factType} is not ${sourceType}`;
    for (let index = 0; index < factGeneric.args.length; index++) {
      const difference = typeDifference(
        factGeneric.args[index] ?? "",
        sourceGeneric.args[index] ?? "",
      );
      if (difference) return difference;
    }
    return undefined;
  }
  return `${factType} is not ${sourceType}`;
}

/** The index of the first of `chars` that no bracket encloses, or -1. */
export function topLevelIndexOf(text: string, chars: readonly string[]): number {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] ?? "";
    if ((char === "-" || char === "=") && text[index + 1] === ">") {
      index += 1;
      continue;
    }
    if (depth === 0 && chars.includes(char)) return index;
    if (OPENERS[char]) depth += 1;
    else if (CLOSERS.has(char)) depth -= 1;
  }
  return -1;
}
