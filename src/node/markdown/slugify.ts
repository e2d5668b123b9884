/**
 * Heading ids, made the way GitHub makes them: lower case, punctuation and symbols removed,
 * each space turned into a hyphen. Letters and digits of every script are kept, as are `_` and `-`.
 */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Gives repeated headings on one page distinct ids: `usage`, `usage-1`, `usage-2`. */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = slugify(text);
    let slug = base;
    let count = seen.get(base) ?? 0;
    while (seen.has(slug)) {
      count += 1;
      slug = `${base}-${count}`;
    }
    seen.set(base, count);
    seen.set(slug, 0);
    return slug;
  };
}

/**
 * The text a reader sees for the source of an ATX heading line (`## The \`setZoom\` method`):
 * markers, code ticks, emphasis, link targets and tags removed. The heading-id plugin and the
 * link checker both call this on the same source, so the ids they compute always agree.
 */
export function headingText(sourceLine: string): string {
  return (sourceLine.split("\n")[0] ?? "")
    .replace(/^\s{0,3}#{1,6}\s*/, "")
    .replace(/\s+#+\s*$/, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/`+/g, "")
    .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, "$1")
    .replace(/\*\*|\*|~~/g, "")
    .replace(/(^|\W)_+|_+(?=\W|$)/g, "$1")
    .trim();
}
