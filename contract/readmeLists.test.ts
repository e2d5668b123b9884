import fs from "node:fs";
import path from "node:path";
import {
  conformanceRows,
  describeAnswer,
  describeRequest,
  type Row,
} from "../e2e/conformanceTable";
import { LEVERS } from "../src/node/gatsby/levers";
import { markupLists } from "../src/node/mdx/allowedMarkup";
import { TOUCHPOINTS } from "./gatsbyTouchpoints";

/**
 * The documentation's lists of what a doc may contain, of what each server answers, of the
 * levers and of the Gatsby internals the site relies on are the allow-list
 * (src/node/mdx/allowedMarkup.ts), the conformance table (e2e/conformanceTable.ts), the levers
 * (src/node/gatsby/levers.ts) and the touchpoints (contract/gatsbyTouchpoints.ts) written out:
 * each test rebuilds a table from the code and compares it, cell by cell, with the one between
 * the markers of the file that holds it. On a difference, the message holds the table to paste.
 */
/** Which file under docs/ holds each marked block: the README points at them. */
const BLOCK_FILES: Record<string, string> = {
  "allowed-markup": "docs/errors.md",
  "refused-markup": "docs/errors.md",
  "url-attributes": "docs/errors.md",
  "server-answers": "docs/deploy.md",
  "gatsby-internals": "docs/gatsby-internals.md",
  levers: "docs/runtime-levers.md",
};

/** The text between `<!-- name -->` and `<!-- /name -->` in the file that holds that block. */
function markedBlock(name: string): string {
  const file = BLOCK_FILES[name];
  if (!file) throw new Error(`no file is named for the block <!-- ${name} -->`);
  const text = fs.readFileSync(path.join(__dirname, "..", file), "utf8");
  const start = text.indexOf(`<!-- ${name} -->`);
  const end = text.indexOf(`<!-- /${name} -->`);
  if (start === -1 || end < start) throw new Error(`${file} has no block <!-- ${name} -->`);
  return text.slice(start, end);
}

/** The rows of the Markdown tables of a marked block, cells trimmed. */
function tableInDocs(name: string): string[][] {
  return cellsOf(markedBlock(name));
}

function cellsOf(markdown: string): string[][] {
  return markdown
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|[\s|:-]+\|$/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        // A `\|` is a pipe inside a cell.
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

function markdownTable(rows: string[][]): string {
  const [head = [], ...body] = rows;
  return [head, head.map(() => "---"), ...body].map((row) => `| ${row.join(" | ")} |`).join("\n");
}

const code = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(", ");

function expectTable(name: string, expected: string[][]): void {
  const actual = tableInDocs(name);
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(
      `${BLOCK_FILES[name]}'s table <!-- ${name} --> differs from the code; it should read:\n\n${markdownTable(expected)}\n`,
    );
  }
}

describe("the documentation lists what the code decides", () => {
  it("lists the elements, attributes and components a doc may write", () => {
    const lists = markupLists();
    const plain = lists.elements.filter(([, attributes]) => attributes.length === 0);
    expectTable("allowed-markup", [
      ["Element or component", "Attributes"],
      [
        "every element below",
        `${code(lists.globalAttributes)}, \`data-*\`, \`aria-*\` (any letter case; \`-\` and \`:\` ignored)`,
      ],
      [code(plain.map(([element]) => element)), "those only"],
      ...lists.elements
        .filter(([, attributes]) => attributes.length > 0)
        .map(([element, attributes]) => [`\`${element}\``, `those and ${code(attributes)}`]),
      ...lists.components.map(([component, props]) => [`\`<${component}>\``, code(props)]),
    ]);
  });

  it("lists the elements and attributes refused with their reason", () => {
    const lists = markupLists();
    expectTable("refused-markup", [
      ["Refused", "Because it"],
      ...lists.refusedElements.map(([element, reason]) => [`\`<${element}>\``, reason]),
      ["`on*` (event handlers)", "runs code in the reader's browser"],
      ...lists.refusedAttributes.map(([attributes, reason]) => [code(attributes), reason]),
    ]);
  });

  it("lists the URL-bearing attributes the classifier reads", () => {
    const listed = markedBlock("url-attributes").match(/`[a-z]+`/g) ?? [];
    expect(listed.map((name) => name.slice(1, -1))).toEqual(markupLists().urlAttributes);
  });

  it("lists what the Node server and nginx answer to each hostile request", () => {
    // Rows of one class with one answer are one line of the table.
    const groups: { what: string; requests: Row["request"][]; answer: string }[] = [];
    for (const { what, request, expected } of conformanceRows("/app-0123456789abcdef0123.js")) {
      const answer = describeAnswer(expected);
      const last = groups.at(-1);
      if (last && last.what === what && last.answer === answer) last.requests.push(request);
      else groups.push({ what, requests: [request], answer });
    }
    expectTable("server-answers", [
      ["Request", "Example", "Node", "nginx"],
      ...groups.map(({ what, requests, answer }) => [
        what,
        requests.map(describeRequest).join(", "),
        answer,
        answer,
      ]),
    ]);
  });

  it("lists every Gatsby internal the contract checks", () => {
    const cell = (text: string) => text.replace(/\|/g, "\\|");
    expectTable("gatsby-internals", [
      ["Id", "What the site does", "Gatsby internal", "What breaks"],
      ...TOUCHPOINTS.map((touchpoint) => [
        `\`${touchpoint.id}\``,
        `${cell(touchpoint.use)} (${code(touchpoint.site.map((use) => use.file))})`,
        cell(touchpoint.internal),
        cell(touchpoint.breaks),
      ]),
    ]);
  });

  it("gives every lever of src/node/gatsby/levers.ts a row with its measured saving", () => {
    const rows = tableInDocs("levers").slice(1);
    expect(rows.map(([lever]) => lever)).toEqual(LEVERS.map((lever) => `\`${lever}\``));
    for (const row of rows) expect(row[2]).toMatch(/\d/);
  });
});
