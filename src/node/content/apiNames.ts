import { linesOutsideFences } from "../markdown/outsideFences";

/**
 * Checks that API names written in inline code on reference pages are real: each must appear in
 * the SDK facts (data/wemap-sdk-facts.json) or in the short allow-list of language and platform
 * names. It keeps invented methods, fields and events out of the reference.
 */

/** Inline code that reads as an identifier or a dotted path: `setZoom`, `livemap.setZoom()`. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?$/;

export interface AllowList {
  names: ReadonlySet<string>;
  /** Name patterns the facts describe as a rule (`remove…Listener` for each `add…Listener`). */
  patterns: readonly RegExp[];
}

export interface UnknownName {
  name: string;
  line: number;
}

/** Inline code spans of a Markdown body, outside fenced code, with their lines. */
export function inlineCodeSpans(body: string, firstLine = 1): { code: string; line: number }[] {
  const spans: { code: string; line: number }[] = [];
  for (const { text, index } of linesOutsideFences(body)) {
    for (const match of text.matchAll(/(`+)([^`]+?)\1(?!`)/g)) {
      spans.push({ code: (match[2] ?? "").trim(), line: index + firstLine });
    }
  }
  return spans;
}

/** Every word-like token of the facts, the vocabulary a name must come from. */
export function factsVocabulary(factsText: string): Set<string> {
  return new Set(factsText.match(/[A-Za-z_$][\w$]*/g) ?? []);
}

export function findUnknownApiNames(
  body: string,
  vocabulary: ReadonlySet<string>,
  allowList: AllowList,
  firstLine = 1,
): UnknownName[] {
  return inlineCodeSpans(body, firstLine).flatMap(({ code, line }) => {
    if (!IDENTIFIER.test(code)) return [];
    const segments = code.replace(/\(\)$/, "").split(".");
    const known = (segment: string) =>
      vocabulary.has(segment) ||
      allowList.names.has(segment) ||
      allowList.patterns.some((pattern) => pattern.test(segment));
    const unknown = segments.filter((segment) => !known(segment));
    return unknown.length > 0 ? [{ name: code, line }] : [];
  });
}
