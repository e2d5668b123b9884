import { formatProblem } from "../mdx/problems";
import { firstTooDeep, MAX_NESTING_DEPTH } from "../mdx/nestingDepth";
import type { TreeNode } from "../mdx/tree";
import { processDocs } from "./helpers/processDocs";

/**
 * A doc nested deeper than the site can render is the file's error, at the first node past the
 * limit, before anything walks the tree by recursion; one too deep even to be parsed is the
 * file's error too. Before, 3,000 nested `*` passed the check and took every page of `gatsby
 * develop` down (processDoc threw), and deeper nesting gave "Maximum call stack size exceeded" at
 * the last line of the file.
 */
const front = "---\ntitle: A page\n---\n\n";
const limit = MAX_NESTING_DEPTH;

/** `levels` `<div>`s inside one another around a text. */
const divs = (levels: number) => `${"<div>".repeat(levels)}x${"</div>".repeat(levels)}`;

const results = processDocs({
  // Elements whose text is at the limit, and one level past it (the first <div> is a block,
  // the others sit in its paragraph).
  "divs-at-limit.mdx": front + divs(limit - 2),
  "divs-past-limit.mdx": front + "Text.\n\n" + divs(limit - 1),
  // The probe's shape: 3,000 `*` each side (6 KB).
  "stars.mdx": front + `${"*".repeat(3000)}x${"*".repeat(3000)}`,
  "divs.mdx": front + `${"<div>".repeat(limit + 1)}x${"</div>".repeat(limit + 1)}`,
  // Too deep for the parser itself (10 KB): caught and reported, never thrown.
  "expression-overflow.mdx": front + `{${"[".repeat(5000)}${"]".repeat(5000)}}`,
});
const messages = (name: string) => (results[name]?.problems ?? []).map(formatProblem);

const tooDeep = `nested too deeply: this is more than ${limit} levels of elements, lists, quotes or emphasis inside one another, which the page cannot render; nest less (split the list, close the elements)`;

describe("nesting depth", () => {
  it("accepts a doc at the limit", () => {
    expect(messages("divs-at-limit.mdx")).toEqual([]);
    expect(results["divs-at-limit.mdx"]?.tree).not.toBeNull();
  });

  it("refuses a doc past the limit at the first node past it, with line and column", () => {
    // The text inside the <div>s of line 7 is the node one level too deep.
    expect(messages("divs-past-limit.mdx")).toEqual([
      `content/docs/divs-past-limit.mdx:7:${(limit - 1) * "<div>".length + 1}  ${tooDeep}`,
    ]);
    expect(messages("divs.mdx")).toEqual([
      // The first <div> is a block, the rest sit in its paragraph: the 64th is one too deep.
      `content/docs/divs.mdx:5:${(limit - 1) * "<div>".length + 1}  ${tooDeep}`,
    ]);
    expect(messages("stars.mdx")).toEqual([
      expect.stringMatching(/^content\/docs\/stars\.mdx:5:\d+ {2}nested too deeply: /),
    ]);
    for (const name of ["divs-past-limit.mdx", "divs.mdx", "stars.mdx"])
      expect(results[name]?.tree).toBeNull();
  });

  it("reports a doc too deep for the parser as that file's error, with a place when known", () => {
    expect(messages("expression-overflow.mdx")).toEqual([
      expect.stringMatching(
        /^content\/docs\/expression-overflow\.mdx:5:\d+ {2}nested too deeply to be read: /,
      ),
    ]);
  });

  it("measures a tree of any depth without recursion", () => {
    let node: TreeNode = { type: "text", value: "x" };
    for (let depth = 0; depth < 200_000; depth++) node = { type: "emphasis", children: [node] };
    expect(firstTooDeep(node, limit)?.depth).toBe(limit + 1);
    expect(firstTooDeep(node, 300_000)).toBeUndefined();
  });
});
