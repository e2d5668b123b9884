import { EVERY_VALUE_HAS } from "./codeNames/everyValueHas";
import type { DocText, TextPiece } from "./docText";
import type { SdkVocabulary } from "./sdkVocabulary";

/**
 * The invention check: names a page gives to Wemap API must be names the SDK facts say exist.
 *
 * It reads prose, inline code and code blocks as the page's mdast gives them (./docText.ts), and
 * checks three things:
 * - Listener- and callback-shaped names (`removeTeleportListener`, `AddMarkerCallback`) are
 *   known as wholes, wherever they are written.
 * - Dotted names whose head is an SDK type or object (`Pinpoint.setZoom()`, `livemap.openList`)
 *   are known as wholes: the whole is written in the facts, or each member belongs to what
 *   comes before it. `Pinpoint.setZoom` fails although both parts exist on their own.
 * - In fenced code, the members used on a variable that holds an SDK object (declared with an
 *   SDK type, or handed over by `getLivemapAsync` / `onMapCreated`) belong to that object.
 * Everything else in code (language keywords, standard library calls, other libraries) is not
 * checked: the check targets what is written on SDK objects, so it does not drown in them.
 * On reference pages, inline code that reads as a name must also be known name by name.
 */

export interface AllowList {
  /** Names that are not Wemap API (a Java package, a date designator), each with its reason. */
  names: ReadonlySet<string>;
}

export type Place = "prose" | "inline code" | "code block";

export interface UnknownName {
  name: string;
  line: number;
  column: number;
  place: Place;
  /** What the name was read as, for the writer: "a method of Livemap", "a listener or callback". */
  as: string;
}

/** A name found unknown, with what it was read as (see UnknownName.as). */
interface Unknown {
  name: string;
  as: string;
}

const LISTENER_OR_CALLBACK = "a listener or callback name";

export interface CheckOptions {
  /** Inline code on reference pages: every name must be known, not only API-shaped ones. */
  strictInlineCode: boolean;
}
/** Inline code that reads as an identifier or a dotted path: `setZoom`, `livemap.setZoom()`. */
const IDENTIFIER_SPAN = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?$/;
/** Names shaped like SDK listeners and callbacks, checked wherever they appear. */
const API_SHAPED =
  /\b(?:(?:add|remove)[A-Z]\w*(?:Listener|Callback)|[A-Z]\w*(?:Listener|Callback))\b/g;
/** A dotted name, allowing Kotlin's `?.` and `!!.` between the parts. */
const DOTTED = /(?<![\w$.:])[A-Za-z_$][\w$]*(?:(?:\?|!!)?\.[A-Za-z_$][\w$]*)+/g;
/** Accessors that lead to the object they are called on: singletons, React refs. */
const SAME_OBJECT = new Set(["shared", "sharedInstance", "instance", "current"]);
/**
 * Members every object has in the languages of the pages (Kotlin scope functions, Object
 * methods): calling them on an SDK object is not a claim about the SDK.
 */
const LANGUAGE_MEMBERS = new Set(EVERY_VALUE_HAS.kotlin);

/**
 * Entry points that hand an SDK object to a callback, as the facts describe them:
 * `LivemapView.getLivemapAsync(LivemapReadyCallback)` gives a `Livemap`; the Flutter widget's
 * `onMapCreated` gives a `LivemapController`. Their callback parameter is typed by the call.
 */
const HANDED_OVER: readonly { pattern: RegExp; type: string }[] = [
  {
    pattern: /getLivemapAsync\s*(?:\(\s*)?\{?\s*\(?\s*([A-Za-z_]\w*)\s*\)?\s*->/g,
    type: "Livemap",
  },
  { pattern: /onMapCreated\s*:\s*\(\s*([A-Za-z_]\w*)\s*\)/g, type: "LivemapController" },
];

/** Code without string literals and addresses: what they hold is text, not API. */
function withoutStrings(code: string): string {
  return code
    .replace(/\bhttps?:\/\/\S+/g, " ")
    .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\\n]|\\.)*`/g, '""');
}

/**
 * Prose without addresses: the parser already took out link targets, inline code, JSX tags and
 * MDX comments, but an address written as text stays text.
 */
function proseText(text: string): string {
  return text.replace(/\bhttps?:\/\/\S+/g, " ");
}

/** Variables of a code block that hold an SDK object, with the owners they stand for. */
export function sdkVariables(code: string, vocabulary: SdkVocabulary): Map<string, string> {
  const variables = new Map<string, string>();
  // A type is capitalised, or a class of the facts whatever its case (the iOS SDK's `wemapsdk`).
  const isType = (name: string | undefined): name is string =>
    name !== undefined &&
    vocabulary.owners.has(name) &&
    (/^[A-Z]/.test(name) || vocabulary.classes.has(name));
  const declare = (variable: string | undefined, type: string | undefined) => {
    if (variable && isType(type)) variables.set(variable, type);
  };
  // Kotlin, Swift, TypeScript: `livemap: Livemap`, `val map: Livemap? = null`.
  // A generic type (`List<Level>`) holds SDK objects but is none: the Wemap `List` model is not meant.
  for (const m of code.matchAll(/\b([a-z_]\w*)\s*:\s*([A-Za-z]\w*)(?![\w<])/g)) declare(m[1], m[2]);
  // Java, Dart: `Livemap livemap;`, `LivemapController? controller)`.
  for (const m of code.matchAll(/\b([A-Z]\w*)\??\s+([a-z_]\w*)\s*(?=[=;,)])/g)) declare(m[2], m[1]);
  // `val pinpoint = Pinpoint(...)`, `let sdk = wemapsdk.sharedInstance`, `useRef<LivemapRef>`.
  for (const m of code.matchAll(
    /\b(?:val|var|let|const|final)\s+([a-z_]\w*)\s*=\s*(?:new\s+)?([A-Za-z_]\w*)\s*(?:\(|\.(?:shared|sharedInstance|instance)\b)/g,
  )) {
    if (m[1] && m[2] && vocabulary.owners.has(m[2])) variables.set(m[1], m[2]);
  }
  for (const m of code.matchAll(/\b([a-z_]\w*)\s*=\s*useRef<([A-Z]\w*)>/g)) declare(m[1], m[2]);
  for (const { pattern, type } of HANDED_OVER)
    for (const m of code.matchAll(pattern)) if (m[1]) variables.set(m[1], type);
  return variables;
}

type Verdict = "known" | "unknown" | "unchecked";

/** The owners a name written in front of a dot stands for. */
function ownersOf(head: string, vocabulary: SdkVocabulary, variables: Map<string, string>) {
  const owners: string[] = [];
  const declared = variables.get(head);
  if (declared) owners.push(declared);
  if (vocabulary.owners.has(head)) owners.push(head);
  // Samples name a variable after its type (`livemap` for a `Livemap`), and the JavaScript SDK's
  // global is also `livemap`: the name may stand for either.
  const typeName = head.charAt(0).toUpperCase() + head.slice(1);
  if (typeName !== head && owners.includes(head) && vocabulary.owners.has(typeName))
    owners.push(typeName);
  return owners;
}

/**
 * The SDK owners whose member the last part of a dotted name is: `map.setZoom` gives `Livemap`
 * when `map` holds one, `wemapsdk.sharedInstance.centerTo` gives `wemapsdk`. Empty when the
 * name does not start from an SDK object.
 */
export function hostOwners(
  dotted: string,
  vocabulary: SdkVocabulary,
  variables: Map<string, string>,
): string[] {
  const parts = dotted.replace(/(\?|!!)\./g, ".").split(".");
  let owners = ownersOf(parts[0] ?? "", vocabulary, variables);
  for (const part of parts.slice(1, -1)) {
    if (SAME_OBJECT.has(part)) continue;
    owners = vocabulary.owners.has(part) ? [part] : [];
  }
  return owners;
}

/** Checks a dotted name as a whole: see the module comment. */
export function dottedVerdict(
  dotted: string,
  vocabulary: SdkVocabulary,
  variables: Map<string, string> = new Map(),
  allowList: AllowList = { names: new Set() },
): Verdict {
  const parts = dotted
    .replace(/\(\)$/, "")
    .replace(/(\?|!!)\./g, ".")
    .split(".");
  if (vocabulary.dottedNames.has(parts.join("."))) return "known";
  // A Wemap package written in the facts, then a known name: com.getwemap.livemap.sdk.model.Pinpoint.
  // Other packages (java.util) are not Wemap API and are not checked.
  for (let end = parts.length - 1; end >= 2; end--) {
    const prefix = parts.slice(0, end);
    if (
      prefix.every((part) => /^[a-z]/.test(part)) &&
      prefix.some((part) => /wemap/i.test(part)) &&
      vocabulary.dottedNames.has(prefix.join("."))
    ) {
      const rest = parts.slice(end);
      if (rest.length === 1) return vocabulary.names.has(rest[0] ?? "") ? "known" : "unknown";
      return dottedVerdict(rest.join("."), vocabulary) === "unknown" ? "unknown" : "known";
    }
  }
  let owners = ownersOf(parts[0] ?? "", vocabulary, variables);
  if (owners.length === 0) return "unchecked";
  for (const part of parts.slice(1)) {
    if (SAME_OBJECT.has(part)) continue;
    if (LANGUAGE_MEMBERS.has(part) || allowList.names.has(part)) return "known";
    const member = owners.some((owner) => vocabulary.members.get(owner)?.has(part));
    if (!member) return "unknown";
    owners = vocabulary.owners.has(part) ? [part] : [];
    if (owners.length === 0) return "known";
  }
  return "known";
}

/**
 * What an unknown dotted name was read as: the member of the SDK object the facts do not give it
 * (a method when it is called), or a name of a Wemap package. Walks as dottedVerdict does.
 */
export function dottedReading(
  dotted: string,
  vocabulary: SdkVocabulary,
  variables: Map<string, string> = new Map(),
  called = false,
): string {
  const parts = dotted
    .replace(/\(\)$/, "")
    .replace(/(\?|!!)\./g, ".")
    .split(".");
  let owners = ownersOf(parts[0] ?? "", vocabulary, variables);
  if (owners.length === 0) return "a name in a Wemap package";
  const members = parts.slice(1);
  for (const [index, part] of members.entries()) {
    if (SAME_OBJECT.has(part)) continue;
    const last = index === members.length - 1;
    if (!owners.some((owner) => vocabulary.members.get(owner)?.has(part)))
      return `${last && called ? "a method" : "a member"} of ${owners.join(" or ")}`;
    owners = vocabulary.owners.has(part) ? [part] : [];
  }
  return "an SDK name";
}

/** Whether the name matched at `index` of `text` is called: `(` follows it. */
function calledAt(text: string, match: RegExpMatchArray): boolean {
  return /^\s*\(/.test(text.slice((match.index ?? 0) + match[0].length)) || match[0].endsWith("()");
}

function apiShapedUnknowns(text: string, vocabulary: SdkVocabulary, allowList: AllowList) {
  return [...text.matchAll(API_SHAPED)]
    .map((match) => match[0])
    .filter((name) => !vocabulary.names.has(name) && !allowList.names.has(name));
}

function asListeners(names: string[]): Unknown[] {
  return names.map((name) => ({ name, as: LISTENER_OR_CALLBACK }));
}

/** Unknown names in a piece of code (a code block, or inline code that is not a bare name). */
function codeUnknowns(
  code: string,
  vocabulary: SdkVocabulary,
  allowList: AllowList,
  variables: Map<string, string>,
): Unknown[] {
  const text = withoutStrings(code);
  const shaped = [...new Set(apiShapedUnknowns(text, vocabulary, allowList))];
  // `livemap.removeTeleportListener` is reported once, as the listener-shaped name it holds.
  const seen = new Set<string>();
  const dotted = [...text.matchAll(DOTTED)]
    .filter((match) => {
      const name = match[0];
      if (seen.has(name)) return false;
      seen.add(name);
      return (
        !shaped.includes(name) &&
        !allowList.names.has(name) &&
        !name.split(/\??\.|!!\./).some((part) => shaped.includes(part)) &&
        dottedVerdict(name, vocabulary, variables, allowList) === "unknown"
      );
    })
    .map((match) => ({
      name: match[0],
      as: dottedReading(match[0], vocabulary, variables, calledAt(text, match)),
    }));
  return [...asListeners(shaped), ...dotted];
}

/** Inline code: a bare name on a reference page must be known name by name. */
function inlineUnknowns(
  code: string,
  vocabulary: SdkVocabulary,
  allowList: AllowList,
  strict: boolean,
): Unknown[] {
  if (!IDENTIFIER_SPAN.test(code)) return codeUnknowns(code, vocabulary, allowList, new Map());
  const name = code.replace(/\(\)$/, "");
  const known = (part: string) => vocabulary.names.has(part) || allowList.names.has(part);
  const shaped = () =>
    apiShapedUnknowns(name, vocabulary, allowList).length > 0
      ? [{ name: code, as: LISTENER_OR_CALLBACK }]
      : [];
  // Reference pages name only API in inline code: every name there is read as one.
  const onReference = [{ name: code, as: "an API name on a reference page" }];
  if (allowList.names.has(name)) return [];
  if (!name.includes(".")) {
    if (strict) return known(name) ? [] : onReference;
    return shaped();
  }
  const verdict = dottedVerdict(name, vocabulary, new Map(), allowList);
  if (verdict === "unknown")
    return [{ name: code, as: dottedReading(name, vocabulary, new Map(), code.endsWith("()")) }];
  if (verdict === "unchecked" && strict && !name.split(".").every(known)) return onReference;
  return shaped();
}

/** Where the match at `offset` of a piece is, in the file. */
function placeIn(piece: TextPiece, offset: number): { line: number; column: number } {
  const before = piece.value.slice(0, offset).split("\n");
  const index = before.length - 1;
  // A code block's lines keep their indentation past the fence's; a paragraph's next lines
  // lose theirs, so the piece says where each starts.
  const lineStart = index === 0 ? piece.column : (piece.lineColumns?.[index] ?? piece.column);
  return { line: piece.line + index, column: lineStart + (before[index]?.length ?? 0) };
}

/** The offset of `name` in the line of a piece that starts at `lineOffset`. */
function offsetOf(piece: TextPiece, name: string, lineOffset: number): number {
  const at = piece.value.indexOf(name, lineOffset);
  return at < 0 ? lineOffset : at;
}

/** Every name of a page that the facts do not know, with its line, column and where it is. */
export function findUnknownApiNames(
  text: Pick<DocText, "pieces">,
  vocabulary: SdkVocabulary,
  allowList: AllowList,
  options: CheckOptions,
): UnknownName[] {
  const found: UnknownName[] = [];
  const report = (names: Unknown[], piece: TextPiece, lineOffset: number) => {
    for (const { name, as } of names) {
      const where = placeIn(piece, offsetOf(piece, name.replace(/\(\)$/, ""), lineOffset));
      found.push({ name, ...where, place: piece.place, as });
    }
  };
  for (const piece of text.pieces) {
    if (piece.place === "code block") {
      const variables = sdkVariables(piece.value, vocabulary);
      let lineOffset = 0;
      for (const line of piece.value.split("\n")) {
        report(codeUnknowns(line, vocabulary, allowList, variables), piece, lineOffset);
        lineOffset += line.length + 1;
      }
      continue;
    }
    if (piece.place === "inline code") {
      report(
        inlineUnknowns(piece.value.trim(), vocabulary, allowList, options.strictInlineCode),
        piece,
        0,
      );
      continue;
    }
    let lineOffset = 0;
    for (const line of piece.value.split("\n")) {
      const prose = proseText(line);
      const dotted = [...prose.matchAll(DOTTED)]
        .filter((match) => dottedVerdict(match[0], vocabulary, new Map(), allowList) === "unknown")
        .map((match) => ({
          name: match[0],
          as: dottedReading(match[0], vocabulary, new Map(), calledAt(prose, match)),
        }));
      report(
        [...asListeners(apiShapedUnknowns(prose, vocabulary, allowList)), ...dotted],
        piece,
        lineOffset,
      );
      lineOffset += line.length + 1;
    }
  }
  return found;
}
