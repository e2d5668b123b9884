import { Parser } from "htmlparser2";

/**
 * Gatsby's webpack runtime, the smallest of a first load's scripts, moves from the end of each
 * page's body into its head, as an async script with `blocking="render"`: the parser goes on
 * reading the page, and the browser paints once the runtime has run (README, "Performance").
 *
 * Why: nothing else holds the first paint (the CSS is inlined), so Chromium painted the top of
 * a doc before it had parsed the rest, then parsed, styled and laid the whole page out again in
 * long tasks after that first paint, which count as blocking time (Lighthouse's TBT). Waiting
 * for one small request the page makes anyway keeps that work before the first paint, as a
 * site with an external stylesheet does, without the bytes a stylesheet request would add. The runtime reads
 * nothing the body's inline scripts set, and the chunks it loads may arrive in any order.
 *
 * Gatsby renders the scripts in a slice stitched into the HTML after its render hooks
 * (cache-dir/static-entry.js, `_gatsby-scripts`), so this works on the built pages.
 */

/** The runtime's file as Gatsby names it, with or without a path prefix. */
const RUNTIME_SRC = /(^|\/)webpack-runtime-[0-9a-f]+\.js$/;

/** Where a runtime script sits, as the page's parser reads it. */
type RuntimePlace =
  /** In the head with `blocking="render"`: moved there by an earlier build. */
  | "moved"
  /** In the body, where Gatsby writes it. */
  | "body"
  /** In the head without `blocking="render"`, or in a page whose head never ends. */
  | "head"
  /** Inside a `<template>` or `<noscript>`, which a browser running scripts does not run. */
  | "inert";

const PLACE_NAMES: Record<RuntimePlace, string> = {
  moved: 'moved into the head with blocking="render"',
  body: "in the body",
  head: 'in the head without blocking="render"',
  inert: "inside <template> or <noscript>",
};

interface RuntimeTag {
  /** Offsets of the whole element, from `<script` to the end of `</script>`. */
  start: number;
  end: number;
  place: RuntimePlace;
}

interface PagePlaces {
  runtime: RuntimeTag[];
  /** Offset of the head's end tag (or of what closed the head), if the page has a head. */
  headEnd: number | undefined;
}

function findPlaces(html: string): PagePlaces {
  const runtime: RuntimeTag[] = [];
  // Where the head ends, as the parser sees it (a "</head>" inside a script's text is no end).
  let headEnd: number | undefined;
  let inertDepth = 0;
  let open: Omit<RuntimeTag, "end"> | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "template" || name === "noscript") inertDepth += 1;
      if (name !== "script" || !RUNTIME_SRC.test(attributes.src ?? "")) return;
      const blocking = (attributes.blocking ?? "").split(/\s+/);
      const inHead = headEnd === undefined;
      open = {
        start: parser.startIndex,
        place:
          inertDepth > 0
            ? "inert"
            : !inHead
              ? "body"
              : blocking.includes("render")
                ? "moved"
                : "head",
      };
    },
    onclosetag(name) {
      if (name === "template" || name === "noscript") inertDepth = Math.max(0, inertDepth - 1);
      if (name === "head" && headEnd === undefined) headEnd = parser.startIndex;
      if (name === "script" && open) {
        runtime.push({ ...open, end: (parser.endIndex ?? parser.startIndex) + 1 });
        open = undefined;
      }
    },
  });
  parser.write(html);
  parser.end();
  return { runtime, headEnd };
}

/** What the page has, for the error: "2 in the body", "1 moved into the head ...". */
function describePlaces(runtime: readonly RuntimeTag[]): string {
  const counts = new Map<RuntimePlace, number>();
  for (const tag of runtime) counts.set(tag.place, (counts.get(tag.place) ?? 0) + 1);
  return [...counts].map(([place, count]) => `${count} ${PLACE_NAMES[place]}`).join(", ");
}

/**
 * The page with its runtime script in the head, holding the first paint. A page that has it
 * there already (an incremental build left it as the last build wrote it) comes back as it is.
 * A page Gatsby stitched again (an incremental build whose scripts changed but whose HTML did
 * not: the scripts' slice comes back whole at the end of the body) has the new runtime moved
 * in place of the one an earlier build had moved. `file` names the page in the error a page of
 * another shape raises.
 */
export function runtimeBlocksRender(html: string, file: string): string {
  const { runtime, headEnd } = findPlaces(html);
  const moved = runtime.filter((tag) => tag.place === "moved");
  const inBody = runtime.filter((tag) => tag.place === "body");
  if (runtime.length === 0) {
    throw new Error(`${file}: expected one webpack-runtime-<hash>.js script, found none`);
  }
  if (
    moved.length > 1 ||
    inBody.length > 1 ||
    moved.length + inBody.length !== runtime.length ||
    headEnd === undefined
  ) {
    throw new Error(
      `${file}: expected one webpack-runtime-<hash>.js script in the body after a </head>, ` +
        `or one already moved into the head with blocking="render", found ${describePlaces(runtime)}` +
        (headEnd === undefined ? " and no end to the head" : ""),
    );
  }
  const [fresh] = inBody;
  const [earlier] = moved;
  if (!fresh) return html;
  const element = html.slice(fresh.start, fresh.end);
  // The tag keeps its own spelling (HTML tag names are case-insensitive).
  const blocking = element.replace(/^<script\b/i, '$& blocking="render"');
  const before = earlier
    ? html.slice(0, earlier.start) + html.slice(earlier.end, headEnd)
    : html.slice(0, headEnd);
  return before + blocking + html.slice(headEnd, fresh.start) + html.slice(fresh.end);
}
