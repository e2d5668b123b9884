import { findWords, termsOfWord } from "../../shared/search/tokenize";

/** A run of text, marked when it matched the query. Rendered as text, never as HTML. */
export interface TextPart {
  text: string;
  marked: boolean;
}

function isMatch(word: string, terms: ReadonlySet<string>): boolean {
  return termsOfWord(word).some((term) => terms.has(term));
}

/** Cuts `text` into runs, marking every word indexed under one of the matched `terms`. */
export function markMatches(text: string, terms: Iterable<string>): TextPart[] {
  const matched = new Set(terms);
  const parts: TextPart[] = [];
  let at = 0;
  for (const { word, start, end } of findWords(text)) {
    if (!isMatch(word, matched)) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/**
 * At most `maxWords` words of `text` around its first match, with `ellipsis` where text was
 * cut, marked as `markMatches` does.
 */
export function snippetOf(
  text: string,
  terms: Iterable<string>,
  maxWords: number,
  ellipsis = "…",
): TextPart[] {
  const matched = new Set(terms);
  const words = findWords(text);
  if (words.length <= maxWords) return markMatches(text, matched);
  const first = Math.max(
    0,
    words.findIndex(({ word }) => isMatch(word, matched)),
  );
  const start = Math.max(0, Math.min(first - Math.floor(maxWords / 3), words.length - maxWords));
  const end = Math.min(words.length, start + maxWords);
  const from = start === 0 ? 0 : (words[start]?.start ?? 0);
  const to = end === words.length ? text.length : (words[end - 1]?.end ?? text.length);
  const parts = markMatches(text.slice(from, to), matched);
  return [
    ...(from > 0 ? [{ text: ellipsis, marked: false }] : []),
    ...parts,
    ...(to < text.length ? [{ text: ellipsis, marked: false }] : []),
  ];
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** HTML for DocSearch, which injects it: every character escaped, only our `<mark>` added. */
export function toHtml(parts: readonly TextPart[]): string {
  return parts
    .map((part) => (part.marked ? `<mark>${escapeHtml(part.text)}</mark>` : escapeHtml(part.text)))
    .join("");
}
