import fs from "node:fs";

/**
 * The largest file of each kind a writer gives the build, read whole. Each is checked with the
 * file's size on disk before a byte is read: a file of gigabytes would otherwise fill the
 * memory of `npm run check`, `gatsby develop` and the build before any message named it.
 *
 * A doc: 64 KiB, three times the largest doc of the site (content/docs/mobile-webview.mdx, 20
 * KB), and past where the search budget stops a page of prose (the largest page's search data
 * is 4.8 KiB gzip for 18 KB of source; the budget is 12 KiB). The MDX parser's time grows with
 * the square of some shapes' size (one list of thousands of items, thousands of unclosed `[`):
 * at 64 KiB the worst measured took 5 to 12 s on a loaded 2-core machine, against minutes past
 * it.
 *
 * The other inputs are parsed in linear time and sized for what they hold: a sidebars or
 * versions file (11 KB today), an SVG of static/, which the markup check reads (a diagram may
 * weigh megabytes), a data file (the SDK facts, 526 KB today).
 */
export const SIZE_LIMITS = {
  doc: 64 * 1024,
  contentJson: 1024 * 1024,
  staticMarkup: 8 * 1024 * 1024,
  data: 16 * 1024 * 1024,
} as const;

export type InputKind = keyof typeof SIZE_LIMITS;

const WHAT: Record<InputKind, string> = {
  doc: "a doc: split it into smaller pages",
  contentJson: "a file of content/",
  staticMarkup: "an SVG file of static/, which the build reads to check it",
  data: "a data file",
};

/**
 * `3 GiB`, `2.1 MiB`, `64.1 KiB`, `812 bytes`: sizes as the messages give them, rounded up to a
 * tenth, so a file one byte over a limit never reads as the limit itself.
 */
export function formatSize(bytes: number): string {
  for (const [unit, size] of [
    ["GiB", 1024 ** 3],
    ["MiB", 1024 ** 2],
    ["KiB", 1024],
  ] as const) {
    if (bytes >= size) return `${Math.ceil((bytes / size) * 10) / 10} ${unit}`;
  }
  return `${bytes} bytes`;
}

/** Why a file of `bytes` is refused as `kind`: its size and the limit. */
export function tooLargeMessage(kind: InputKind, bytes: number): string {
  return `the file is ${formatSize(bytes)}, over the limit of ${formatSize(SIZE_LIMITS[kind])} for ${WHAT[kind]}`;
}

/**
 * The file's size when it is over the limit of its kind, from the file system alone; undefined
 * when it is within it or cannot be read (the reader then says why).
 */
export function sizeOverLimit(absolutePath: string, kind: InputKind): number | undefined {
  try {
    const { size } = fs.statSync(absolutePath);
    return size > SIZE_LIMITS[kind] ? size : undefined;
  } catch {
    return undefined;
  }
}

/** Reads a file as UTF-8 text, throwing the size message first when it is over its limit. */
export function readTextWithinLimit(absolutePath: string, kind: InputKind): string {
  const over = sizeOverLimit(absolutePath, kind);
  if (over !== undefined) throw new Error(tooLargeMessage(kind, over));
  return fs.readFileSync(absolutePath, "utf8");
}
