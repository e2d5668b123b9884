/**
 * How text and queries are cut into search terms. API names are kept whole so that an exact
 * identifier (`setPinpoints`, `types.LivemapProps`) matches itself first; the text side also
 * indexes their parts, so `pinpoints` or `LivemapProps` still find them.
 */

/** A word, or a dotted identifier such as `types.LivemapProps` or `R.id.livemap`. */
const WORD = /[\p{L}\p{N}_$]+(?:\.[\p{L}\p{N}_$]+)*/gu;

/** `setPinpoints` → set, Pinpoints; `LivemapURL2` → Livemap, URL, 2; `image_url` → image, url. */
function camelParts(word: string): string[] {
  return word
    .split("_")
    .flatMap(
      (part) => part.match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+|[^\p{Lu}\p{Ll}\p{N}]+/gu) ?? [],
    );
}

/** The words of a text in order, with their positions (for highlighting). */
export function findWords(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(WORD)].map((match) => ({
    word: match[0],
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
  }));
}

/** Every term a word is indexed under: itself, its dotted parts and their camelCase parts. */
export function termsOfWord(word: string): string[] {
  const terms = new Set<string>([word.toLowerCase()]);
  for (const part of word.split(".")) {
    terms.add(part.toLowerCase());
    const parts = camelParts(part);
    if (parts.length > 1) for (const piece of parts) terms.add(piece.toLowerCase());
  }
  terms.delete("");
  return [...terms];
}

/** Terms of a text for the index. */
export function tokenizeText(text: string): string[] {
  return findWords(text).flatMap(({ word }) => termsOfWord(word));
}

/** The terms a text's words are written as: each word whole and its dotted parts. */
export function wholeTermsOf(text: string): string[] {
  return findWords(text).flatMap(({ word }) => {
    const terms = new Set([word, ...word.split(".")].map((term) => term.toLowerCase()));
    terms.delete("");
    return [...terms];
  });
}

/** The camelCase parts of a text's words that are not whole words or dotted parts themselves. */
export function partTermsOf(text: string): string[] {
  return findWords(text).flatMap(({ word }) => {
    const whole = new Set(wholeTermsOf(word));
    return termsOfWord(word).filter((term) => !whole.has(term));
  });
}

/** The words of a query, each kept whole (lower case); what a reader typed, in order. */
export function queryWords(query: string): string[] {
  return findWords(query).map(({ word }) => word.toLowerCase());
}
