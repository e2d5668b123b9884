import { parseParameters, type Language, type Parameter } from "./parameters";
import { closingIndex, splitTopLevel, topLevelIndexOf } from "./signatureText";

/**
 * What a fact's signature claims about one symbol, read as code where it is code: the
 * parameters and return type of a callable, the type of a property, the keyword of a type, the
 * members a type fact lists. Prose in a signature claims nothing and is left out; the facts
 * write several overloads as alternatives joined by ` / `.
 */
export interface CallableClaim {
  form: "call" | "arrow" | "method";
  parameters: Parameter[];
  returns?: string;
  text: string;
}

export interface TypedClaim {
  type: string;
  optional: boolean;
  text: string;
}

export interface MemberClaim {
  name: string;
  /** The member's own claim: a typed member (`let a: Int`), or a callable one (`init(a:b:)`). */
  typed?: TypedClaim;
  /** Swift selector labels written without types: `init(latitude:longitude:)`. */
  labels?: string[];
  callable?: CallableClaim;
}

/** Words that can stand before a name without being its type. */
const NOT_TYPES = new Set([
  "return",
  "new",
  "typedef",
  "class",
  "enum",
  "mixin",
  "extension",
  "get",
  "set",
]);

const KEYWORDS = [
  "class",
  "struct",
  "protocol",
  "interface",
  "enum",
  "typedef",
  "typealias",
  "type",
  "mixin",
  "extension",
  "object",
];

/** The overloads a signature writes, each on its own (`a() / @available(…) a(x:)`). */
export function alternatives(signature: string): string[] {
  return splitTopLevel(signature, [" / "]);
}

const escape = (name: string) => name.replace(/\$/g, "\\$");

/** `text` from `open` on, cut where the code stops: a `;`, a top-level ` (` that starts prose, the end. */
function codeRun(text: string): string {
  const parts = splitTopLevel(text, [";"]);
  let run = parts[0] ?? "";
  const prose = topLevelIndexOf(run.replace(/ \(/g, " \u0000"), ["\u0000"]);
  if (prose >= 0) run = run.slice(0, prose - 1);
  return run.trim();
}

/** The return type written after a parameter list, in the language's own syntax. */
function returnAfter(
  rest: string,
  language: Language,
): { returns?: string; form: CallableClaim["form"] } {
  const text = rest.trim();
  if (language === "typescript") {
    if (text.startsWith("=>")) return { returns: codeRun(text.slice(2)), form: "arrow" };
    if (text.startsWith(":")) return { returns: codeRun(text.slice(1)), form: "method" };
    return { form: "call" };
  }
  if (language === "swift") {
    const match = /^(?:async\s+)?(?:throws\s+)?->\s*/.exec(text);
    return match
      ? { returns: codeRun(text.slice(match[0].length)), form: "call" }
      : { form: "call" };
  }
  if (language === "kotlin" && text.startsWith(":"))
    return { returns: codeRun(text.slice(1)), form: "call" };
  return { form: "call" };
}

/** A Dart or Java return type: the type words right before the name, after any modifiers. */
function returnBefore(before: string): string | undefined {
  const words = before
    .trim()
    .replace(/^.*[;:]\s*/, "")
    .replace(
      /\b(?:static|external|public|private|protected|final|abstract|synchronized|async)\s+/g,
      "",
    )
    .trim();
  return /^[A-Za-z_$][\w$<>,?\s[\]]*$/.test(words) && words !== ""
    ? words.replace(/\s*([<>,?])\s*/g, "$1").replace(/,/g, ", ")
    : undefined;
}

/**
 * The callable claim a signature alternative makes about `name`: `name(…)` written in it, or,
 * for a TypeScript member, the whole alternative as `(…) => T` or `(…): T`.
 */
export function callableClaim(
  alternative: string,
  name: string,
  language: Language,
): CallableClaim | undefined {
  const text = alternative.trim();
  // Code writes a call with no space before its `(`; prose puts one (`onBookEventClicked ({id})`).
  const call = new RegExp(`(?<![\\w$.])${escape(name)}(?:<[^()]*>)?\\(`).exec(text);
  const open = call ? call.index + call[0].length - 1 : text.startsWith("(") ? 0 : -1;
  if (open < 0) return undefined;
  const close = closingIndex(text, open);
  if (close < 0) return undefined;
  const inside = text.slice(open + 1, close);
  // `init(latitude:longitude:)` writes labels, not parameters: no callable claim.
  if (/^(?:[A-Za-z_$][\w$]*:)+$/.test(inside.replace(/\s+/g, ""))) return undefined;
  const { returns, form } = returnAfter(text.slice(close + 1), language);
  const before = call ? text.slice(0, call.index) : "";
  const leading = language === "dart" || language === "java" ? returnBefore(before) : undefined;
  const type = returns ?? leading;
  return {
    form: call ? "call" : form,
    parameters: parseParameters(inside, language),
    ...(type ? { returns: type } : {}),
    text: codeRun(text),
  };
}

/** The type claim `name: T`, `name?: T`, `let name: T` or (Dart) `final T name` makes, if written. */
export function typedClaim(
  alternative: string,
  name: string,
  language: Language,
): TypedClaim | undefined {
  const text = alternative.trim();
  if (language === "dart" || language === "java") {
    const alias = new RegExp(`typedef\\s+${escape(name)}(?:<[^=]*>)?\\s*=\\s*`).exec(text);
    if (alias)
      return { type: codeRun(text.slice(alias.index + alias[0].length)), optional: false, text };
    const match = new RegExp(
      `(?:^|[;{]\\s*)(?:(?:final|const|late|static|var|public|private|protected)\\s+)*([A-Za-z_$][\\w$]*(?:<[^;()]*>)?\\??)\\s+${escape(name)}(?![\\w$(])`,
    ).exec(text);
    if (match?.[1] && !NOT_TYPES.has(match[1]))
      return { type: match[1], optional: false, text: match[0].trim() };
    return undefined;
  }
  const match = new RegExp(
    `(?:^|[;{(]\\s*|\\b(?:let|var|val|public|open|weak|static)\\s+)${escape(name)}(\\?)?\\s*:(?!:)`,
  ).exec(text);
  if (!match) {
    const alias = new RegExp(`(?:type|typealias)\\s+${escape(name)}(?:<[^=]*>)?\\s*=\\s*`).exec(
      text,
    );
    return alias
      ? { type: codeRun(text.slice(alias.index + alias[0].length)), optional: false, text }
      : undefined;
  }
  const type = codeRun(
    text.slice(match.index + match[0].length).split(/,\s(?=[A-Za-z_$][\w$]*\??:)/)[0] ?? "",
  );
  return type ? { type, optional: match[1] === "?", text: match[0] + type } : undefined;
}

/** The keyword a type fact's signature declares its type with (`public class X`, `interface X`). */
export function keywordClaim(signature: string, typeName: string): string | undefined {
  const match = new RegExp(`\\b(${KEYWORDS.join("|")})\\s+${escape(typeName)}\\b`).exec(signature);
  return match?.[1];
}

/**
 * The members a type fact writes in its body (`class X: JSON { let a: Int; init(a:b:) }`,
 * `{ latitude: number; longitude: number }`), each with what it claims.
 */
export function memberClaims(
  signature: string,
  typeName: string,
  language: Language,
): MemberClaim[] {
  // The body right after the type's heading (`class X: JSON {`, `interface X extends Y {`), or
  // a signature that is the body alone (`{ latitude: number; longitude: number }`).
  const heading = new RegExp(
    `(?:\\b${escape(typeName)}(?:<[^>{]*>)?(?:\\s*(?::|extends|implements)\\s*[\\w.<>, ]+)?\\s*|^\\s*)\\{`,
  ).exec(signature);
  if (!heading) return [];
  const open = heading.index + heading[0].length - 1;
  const close = closingIndex(signature, open);
  if (close < 0) return [];
  const claims: MemberClaim[] = [];
  for (const statement of splitTopLevel(signature.slice(open + 1, close), [
    ";",
    ...(language === "typescript" ? [","] : []),
  ])) {
    const bare = statement.replace(
      /^(?:(?:public|open|static|class|func|@objc|required|convenience|override)\s+)+/,
      "",
    );
    const selector = /^(init|[A-Za-z_$][\w$]*)\(((?:[A-Za-z_$][\w$]*:)+)\)$/.exec(
      bare.replace(/\s+/g, ""),
    );
    if (selector?.[1] && selector[2]) {
      claims.push({
        name: selector[1],
        labels: selector[2].split(":").filter((label) => label !== ""),
      });
      continue;
    }
    const named =
      /^(?:(?:public|open|static|final|weak|let|var|val|readonly|@objc|optional|func|class|required|override)\s+)*([A-Za-z_$][\w$]*)\??\s*[:(]/.exec(
        statement,
      );
    const dartField = language === "dart" ? /([A-Za-z_$][\w$]*)\s*$/.exec(statement) : null;
    const name = named?.[1] ?? dartField?.[1];
    if (!name || (name === "init" && !statement.includes(":"))) continue;
    const callable = statement.includes(`${name}(`)
      ? callableClaim(statement, name, language)
      : undefined;
    const typed = callable ? undefined : typedClaim(statement, name, language);
    claims.push({ name, ...(typed ? { typed } : {}), ...(callable ? { callable } : {}) });
  }
  return claims;
}
