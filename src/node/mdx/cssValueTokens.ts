/**
 * The tokens of a CSS declaration's value, read as a browser's CSS tokenizer reads them (CSS
 * Syntax Level 3, §4), for the checks of a doc's `style` (allowedStyles.ts). Comments are
 * consumed as the browser consumes them: they end the token before them and produce nothing, so
 * `url/**\/(x)` is the name `url` then a bracket, not the function `url(`. Escapes (`\`) are not
 * decoded: the style check refuses any value holding one before reading its tokens.
 */
export type CssToken =
  | { type: "whitespace" }
  | { type: "ident"; name: string }
  /** A name directly followed by `(`: `rgb(`, `url(`; the `(` is part of the token. */
  | { type: "function"; name: string }
  /** A number, with its unit (`px`), `%`, or `""` for a plain number. */
  | { type: "number"; value: number; unit: string; text: string }
  | { type: "hash"; name: string }
  | { type: "string"; value: string }
  | { type: "comma" }
  | { type: "open-paren" }
  | { type: "close-paren" }
  /** Any other single character: `/`, `!`, `;`, `@`, `{`, `-`... */
  | { type: "delim"; value: string }
  /** A string cut by a line end or by the end of the value. */
  | { type: "bad-string"; text: string };

const WHITESPACE = /[ \t\n\r\f]/;
/** A character that may start a name: a letter, `_`, or any non-ASCII character. */
const NAME_START = /[a-zA-Z_\u0080-\uFFFF]/;
const NAME_CHAR = /[a-zA-Z0-9_\-\u0080-\uFFFF]/;
const NUMBER = /^[+-]?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/;

function startsName(text: string, at: number): boolean {
  const first = text[at] ?? "";
  if (first === "-") {
    const second = text[at + 1] ?? "";
    return second === "-" || NAME_START.test(second);
  }
  return NAME_START.test(first);
}

function startsNumber(text: string, at: number): boolean {
  return NUMBER.test(text.slice(at, at + 3));
}

function readName(text: string, at: number): string {
  let end = at;
  while (end < text.length && NAME_CHAR.test(text[end] ?? "")) end++;
  return text.slice(at, end);
}

/** The value's tokens, in order. */
export function cssValueTokens(text: string): CssToken[] {
  const tokens: CssToken[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at] ?? "";
    if (text.startsWith("/*", at)) {
      // An unclosed comment runs to the end, as in the browser.
      const end = text.indexOf("*/", at + 2);
      at = end === -1 ? text.length : end + 2;
      continue;
    }
    if (WHITESPACE.test(char)) {
      while (at < text.length && WHITESPACE.test(text[at] ?? "")) at++;
      tokens.push({ type: "whitespace" });
      continue;
    }
    if (char === '"' || char === "'") {
      let end = at + 1;
      while (end < text.length && text[end] !== char && text[end] !== "\n") end++;
      if (text[end] === char) {
        tokens.push({ type: "string", value: text.slice(at + 1, end) });
        at = end + 1;
      } else {
        tokens.push({ type: "bad-string", text: text.slice(at, end) });
        at = end;
      }
      continue;
    }
    if (startsNumber(text, at)) {
      const number = NUMBER.exec(text.slice(at))?.[0] ?? "";
      let end = at + number.length;
      let unit = "";
      if (text[end] === "%") unit = "%";
      else if (startsName(text, end)) unit = readName(text, end);
      end += unit.length;
      tokens.push({ type: "number", value: Number(number), unit, text: text.slice(at, end) });
      at = end;
      continue;
    }
    if (startsName(text, at)) {
      const name = readName(text, at);
      at += name.length;
      if (text[at] === "(") {
        tokens.push({ type: "function", name });
        at++;
      } else {
        tokens.push({ type: "ident", name });
      }
      continue;
    }
    if (char === "#" && NAME_CHAR.test(text[at + 1] ?? "")) {
      const name = readName(text, at + 1);
      tokens.push({ type: "hash", name });
      at += 1 + name.length;
      continue;
    }
    if (char === ",") tokens.push({ type: "comma" });
    else if (char === "(") tokens.push({ type: "open-paren" });
    else if (char === ")") tokens.push({ type: "close-paren" });
    else tokens.push({ type: "delim", value: char });
    at++;
  }
  return tokens;
}
