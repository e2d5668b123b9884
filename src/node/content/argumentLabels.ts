/**
 * Argument labels: the names a call may give its arguments (Swift `centerTo(center:zoom:)`, Dart
 * `centerTo(center: ..., zoom: ...)`, Kotlin `startNavigation(origin = ...)`), read from the
 * signatures the SDK facts write, and from the calls of a code block.
 */

/** The top-level pieces of `text` cut at `,` (brackets, braces, parentheses and generics nest). */
function topLevelPieces(text: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  const flat = text.replace(/->|=>/g, "  ");
  for (let index = 0; index < flat.length; index++) {
    const char = flat[index];
    if (char === "(" || char === "[" || char === "{" || char === "<") depth++;
    else if (char === ")" || char === "]" || char === "}" || char === ">") depth--;
    else if (char === "," && depth === 0) {
      pieces.push(text.slice(start, index));
      start = index + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces.map((piece) => piece.trim()).filter((piece) => piece !== "");
}

/** The text between the parenthesis at `open` and the one that closes it, or undefined. */
export function parenthesised(text: string, open: number): string | undefined {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === "(") depth++;
    else if (text[index] === ")" && --depth === 0) return text.slice(open + 1, index);
  }
  return undefined;
}

const NAME = /[A-Za-z_$][\w$]*/g;

/**
 * The labels one parameter list allows. A parameter written `label name: Type` (Swift), `name:
 * Type` (Kotlin, TypeScript) or `name = default` / a bare `name` (Kotlin) gives its names; Dart's
 * named parameters are the ones between braces. `Type name` outside braces is positional (Java,
 * Dart): it allows no label.
 */
function parameterLabels(parameters: string): string[] {
  const labels: string[] = [];
  const visit = (list: string, named: boolean) => {
    for (const raw of topLevelPieces(list)) {
      const piece = raw.replace(/@\w+(?:\([^)]*\))?/g, " ").trim();
      if (piece.startsWith("{") || piece.startsWith("[")) {
        visit(piece.slice(1, piece.endsWith("}") || piece.endsWith("]") ? -1 : undefined), true);
        continue;
      }
      const param = piece.replace(/^(?:required|final|vararg)\s+/, "");
      const colon = /(?<!:):(?!:)/.exec(param);
      if (colon) {
        // `WemapEventId id: Int` (Swift: the first name is the label, `_` is none), `zoom: Double`,
        // `latitude:longitude:altitude: = nil` (a Swift selector: every name before a colon).
        const label = param.slice(0, colon.index).match(NAME)?.[0];
        if (label) labels.push(label);
        // A Swift selector (`latitude:longitude:`) has a name right after its first colon.
        if (!/^:[A-Za-z_$]/.test(param.slice(colon.index))) continue;
        const outsideTypes = param.replace(/\[[^\]]*\]|<[^>]*>|\([^)]*\)/g, " ");
        for (const m of outsideTypes.matchAll(/([A-Za-z_$][\w$]*):/g)) labels.push(m[1] ?? "");
        continue;
      }
      const beforeDefault = param.split("=")[0]?.trim() ?? "";
      if (named) {
        const last = beforeDefault.match(NAME)?.at(-1);
        if (last) labels.push(last);
      } else if (/^[A-Za-z_$][\w$]*\??$/.test(beforeDefault))
        labels.push(beforeDefault.replace("?", ""));
    }
  };
  visit(parameters, false);
  return labels.filter((label) => label !== "_");
}

/**
 * The labels a signature allows for `method`, over every overload it writes (`m(a) / m(a, b)`),
 * or undefined when it writes no parameter list for it. A signature that is a bare parameter
 * list (`(id: number) => void`) is the method's own.
 */
export function signatureLabels(signature: string, method: string): Set<string> | undefined {
  const lists: string[] = [];
  for (const m of signature.matchAll(new RegExp(`(?<![\\w$])${method}\\s*\\(`, "g"))) {
    const inner = parenthesised(signature, (m.index ?? 0) + m[0].length - 1);
    if (inner !== undefined) lists.push(inner);
  }
  if (lists.length === 0 && signature.trimStart().startsWith("(")) {
    const inner = parenthesised(signature, signature.indexOf("("));
    if (inner !== undefined) lists.push(inner);
  }
  if (lists.length === 0) return undefined;
  return new Set(lists.flatMap(parameterLabels));
}

/**
 * The labels a call's arguments are given: `name: value` in Swift, Dart and the other languages
 * with colons, `name = value` in Kotlin.
 */
export function callLabels(argumentsText: string, kotlin: boolean): string[] {
  const label = kotlin ? /^([A-Za-z_$][\w$]*)\s*=(?!=)/ : /^([A-Za-z_$][\w$]*)\s*:(?!:)/;
  return topLevelPieces(argumentsText)
    .map((piece) => label.exec(piece)?.[1])
    .filter((name): name is string => name !== undefined && name !== "_");
}
