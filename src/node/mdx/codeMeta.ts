/** What a code fence's meta string asks for: `title="build.gradle" {1,3-5} showLineNumbers`. */
export interface CodeMeta {
  title?: string;
  highlightedLines: Set<number>;
  showLineNumbers: boolean;
}

function parseLineRanges(ranges: string): Set<number> {
  const lines = new Set<number>();
  for (const part of ranges.split(",")) {
    const [start, end] = part
      .trim()
      .split("-")
      .map((value) => Number.parseInt(value, 10));
    if (start === undefined || Number.isNaN(start)) continue;
    const last = end === undefined || Number.isNaN(end) ? start : end;
    for (let line = start; line <= last; line += 1) lines.add(line);
  }
  return lines;
}

export function parseMeta(meta: string | undefined): CodeMeta {
  const text = meta ?? "";
  const title = /title=(["'])(.*?)\1/.exec(text)?.[2];
  const ranges = /\{([\d,\s-]+)\}/.exec(text)?.[1];
  return {
    ...(title ? { title } : {}),
    highlightedLines: ranges ? parseLineRanges(ranges) : new Set(),
    showLineNumbers: /\bshowLineNumbers\b/.test(text),
  };
}

/** Comment syntaxes a marker may be written in: `// x`, `# x`, `/* x *\/`, `<!-- x -->`. */
const MARKER =
  /^\s*(?:\/\/|#|\/\*|<!--)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/|-->)?\s*$/;

/**
 * Removes `highlight-next-line`, `highlight-start` and `highlight-end` comment lines from the
 * code and returns the (1-based) numbers of the lines they mark, in the cleaned code.
 */
export function extractHighlightMarkers(code: string): { code: string; lines: Set<number> } {
  const kept: string[] = [];
  const lines = new Set<number>();
  let highlightNext = false;
  let inRange = false;
  for (const line of code.split("\n")) {
    const marker = MARKER.exec(line)?.[1];
    if (marker === "highlight-next-line") highlightNext = true;
    else if (marker === "highlight-start") inRange = true;
    else if (marker === "highlight-end") inRange = false;
    else {
      kept.push(line);
      if (highlightNext || inRange) lines.add(kept.length);
      highlightNext = false;
    }
  }
  return { code: kept.join("\n"), lines };
}
