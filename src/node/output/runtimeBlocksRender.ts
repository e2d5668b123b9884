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

interface RuntimeTag {
  /** Offsets of the whole element, from `<script` to the end of `</script>`. */
  start: number;
  end: number;
  inHead: boolean;
  blocksRender: boolean;
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
  let open: Omit<RuntimeTag, "end"> | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== "script" || !RUNTIME_SRC.test(attributes.src ?? "")) return;
      const blocking = (attributes.blocking ?? "").split(/\s+/);
      open = {
        start: parser.startIndex,
        inHead: headEnd === undefined,
        blocksRender: blocking.includes("render"),
      };
    },
    onclosetag(name) {
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
  const moved = runtime.filter((tag) => tag.inHead && tag.blocksRender);
  const inBody = runtime.filter((tag) => !tag.inHead);
  if (moved.length > 1 || inBody.length > 1 || moved.length + inBody.length !== runtime.length) {
    throw new Error(
      `${file}: expected one webpack-runtime-<hash>.js script in the body, or one already ` +
        `moved into the head with blocking="render", found ${runtime.length} ` +
        `(${moved.length} moved, ${inBody.length} in the body)`,
    );
  }
  const [fresh] = inBody;
  const [earlier] = moved;
  if (!fresh) {
    if (earlier) return html;
    throw new Error(`${file}: expected one webpack-runtime-<hash>.js script, found none`);
  }
  if (headEnd === undefined) {
    throw new Error(`${file}: expected a </head> before the webpack runtime's script`);
  }
  const element = html.slice(fresh.start, fresh.end);
  // The tag keeps its own spelling (HTML tag names are case-insensitive).
  const blocking = element.replace(/^<script\b/i, '$& blocking="render"');
  const before = earlier
    ? html.slice(0, earlier.start) + html.slice(earlier.end, headEnd)
    : html.slice(0, headEnd);
  return before + blocking + html.slice(headEnd, fresh.start) + html.slice(fresh.end);
}
