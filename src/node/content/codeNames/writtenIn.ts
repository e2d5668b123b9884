/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/**
 * Whether `text` writes `name` whole: not inside a longer identifier. `before` and `after` are
 * the characters that may not touch it (an identifier's by default; a dotted path adds `.`).
 */
export function writtenIn(text: string, name: string, before = "\\w$", after = "\\w$"): boolean {
  return new RegExp(`(?<![${before}])${escapeRegExp(name)}(?![${after}])`).test(text);
}
