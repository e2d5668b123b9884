/**
 * How many lists and quotes may hold one another, measured on the text before the MDX parser
 * reads it. The parser's cost grows with the square of this depth on every line it holds (each
 * line is matched against every list and quote still open), and with the line count: 2,000 lines
 * each indented two spaces more than the last got no answer in 300 s (4 MB: the size limit now
 * refuses it), 400 took 1.8 s, and 500 lines of `- > ` sixteen times took 3.3 s on a loaded 2-core
 * machine. The deepest doc of the site holds 2 inside one another, as this scan counts them; 16
 * leaves room and keeps the worst doc the size limit allows to seconds.
 */
export const MAX_CONTAINER_DEPTH = 16;

/**
 * Inside what looks like a fenced code block, a line is text for the parser, whatever its
 * indentation: only a line far past anything code needs is refused there. This keeps a doc
 * whose code is indented deeply from being refused, and bounds what a fence the parser does not
 * see as one (one this scan misreads) could hide.
 */
const MAX_CONTAINER_DEPTH_IN_FENCE = 64;

/** The first line that holds too many lists and quotes, its 1-based line and column, and how many. */
export interface TooDeepLine {
  line: number;
  column: number;
  depth: number;
}

const TAB_STOP = 4;

const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/**
 * At most how many lists and quotes a line of Markdown sits in, read from the start of the line
 * alone: every quote marker (`>`), every list marker (`-`, `*`, `+`, `1.`, `1)` followed by
 * space or the end of the line) and every two columns of other indentation, since a list item's
 * text starts at least two columns inside its parent's and a line continues it only from there.
 * Never fewer than the parser finds (a line lazily continuing a paragraph opens nothing); the
 * column is where the prefix goes past `limit`.
 */
function lineDepth(text: string, limit: number): { depth: number; column?: number } {
  let depth = 0;
  let spaceColumns = 0;
  let column = 0;
  let index = 0;
  const over = () => depth + Math.floor(spaceColumns / 2) > limit;
  while (index < text.length) {
    const tokenStart = index;
    const char = text[index];
    if (char === " " || char === "\t") {
      const width = char === "\t" ? TAB_STOP - (column % TAB_STOP) : 1;
      spaceColumns += width;
      column += width;
      index += 1;
    } else if (char === ">") {
      depth += 1;
      column += 1;
      index += 1;
      // The one space after `>` belongs to the marker.
      if (text[index] === " ") {
        column += 1;
        index += 1;
      }
    } else {
      // A line of three or more `-`, `*` or `_` alone is a thematic break, not lists.
      if (THEMATIC_BREAK.test(text.slice(index))) break;
      const marker = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/.exec(text.slice(index, index + 11));
      if (!marker) break;
      depth += 1;
      column += marker[0].length;
      index += marker[0].length;
      // Up to four spaces after a list marker belong to it.
      for (let spaces = 0; spaces < 4 && text[index] === " "; spaces++) {
        column += 1;
        index += 1;
      }
    }
    if (over()) return { depth: depth + Math.floor(spaceColumns / 2), column: tokenStart };
  }
  return { depth: depth + Math.floor(spaceColumns / 2) };
}

const FENCE = /^(`{3,}|~{3,})/;

/** The text of a line after its quote markers, list markers and indentation. */
function afterPrefix(text: string): string {
  return text.replace(/^(?:[ \t]|>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$))*/, "");
}

/**
 * The first line of `body` that sits in more than `limit` lists and quotes (upper bound of
 * lineDepth), or undefined. Linear in the text: it reads each line's start once, so a doc the
 * parser would take minutes over is refused at once, at the line where it goes too deep.
 */
export function firstLineTooDeep(
  body: string,
  limit: number = MAX_CONTAINER_DEPTH,
  limitInFence: number = MAX_CONTAINER_DEPTH_IN_FENCE,
): TooDeepLine | undefined {
  let fence: string | undefined;
  let start = 0;
  for (let line = 1; start <= body.length; line++) {
    const end = body.indexOf("\n", start);
    const text = body.slice(start, end === -1 ? body.length : end).replace(/\r$/, "");
    const rest = afterPrefix(text);
    if (fence !== undefined) {
      // A closing fence: the same character, at least as many, nothing after it but spaces.
      const closing = FENCE.exec(rest)?.[1];
      if (
        closing &&
        closing[0] === fence[0] &&
        closing.length >= fence.length &&
        /^[`~]*[ \t]*$/.test(rest)
      )
        fence = undefined;
    } else {
      const opening = FENCE.exec(rest)?.[1];
      // A backtick fence's info string holds no backtick.
      if (opening && !(opening[0] === "`" && rest.slice(opening.length).includes("`")))
        fence = opening;
    }
    const inFence = fence !== undefined && FENCE.exec(rest)?.[1] !== fence;
    const { depth, column } = lineDepth(text, inFence ? limitInFence : limit);
    if (column !== undefined) return { line, column: column + 1, depth };
    if (end === -1) break;
    start = end + 1;
  }
  return undefined;
}
