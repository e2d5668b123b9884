const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * The lines of a Markdown/MDX text that are not inside fenced code, with their 0-based index.
 * A fence closes only on a fence of the same character at least as long, so a ```` block can
 * show ``` lines.
 */
export function linesOutsideFences(text: string): { text: string; index: number }[] {
  const lines: { text: string; index: number }[] = [];
  let fence: string | undefined;
  text.split("\n").forEach((line, index) => {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker?.startsWith(fence[0] ?? "") && marker.length >= fence.length) fence = undefined;
      return;
    }
    if (marker) {
      fence = marker;
      return;
    }
    lines.push({ text: line, index });
  });
  return lines;
}
