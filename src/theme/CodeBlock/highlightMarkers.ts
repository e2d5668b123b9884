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
