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
 * The README's lists of what a doc may contain, of what each server answers and of the Gatsby
 * internals the site relies on are the allow-list (src/node/mdx/allowedMarkup.ts), the
 * conformance table (e2e/conformanceTable.ts) and the touchpoints (contract/gatsbyTouchpoints.ts)
 * written out: each test rebuilds a table from the code and compares it, cell by cell, with the
 * one between the README's markers. On a difference, the message holds the table to paste.
 */
const README = fs.readFileSync(path.join(__dirname, "..", "README.md"), "utf8");

/** The rows of the Markdown tables between `<!-- name -->` and `<!-- /name -->`, cells trimmed. */
function tableInReadme(name: string): string[][] {
  const start = README.indexOf(`<!-- ${name} -->`);
  const end = README.indexOf(`<!-- /${name} -->`);
  if (start === -1 || end < start) throw new Error(`README.md has no block <!-- ${name} -->`);
  return cellsOf(README.slice(start, end));
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
  const actual = tableInReadme(name);
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(
      `README.md's table <!-- ${name} --> differs from the code; it should read:\n\n${markdownTable(expected)}\n`,
    );
  }
}

describe("the README lists what the code decides", () => {
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
      ...lists.refusedAttributes.map(([attribute, reason]) => [`\`${attribute}\``, reason]),
    ]);
  });

  it("lists the URL-bearing attributes the classifier reads", () => {
    const start = README.indexOf("<!-- url-attributes -->");
    const end = README.indexOf("<!-- /url-attributes -->");
    expect(start).toBeGreaterThan(-1);
    const listed = README.slice(start, end).match(/`[a-z]+`/g) ?? [];
    expect(listed.map((name) => name.slice(1, -1))).toEqual(markupLists().urlAttributes);
  });

  it("lists what the Node server and nginx answer to each hostile request", () => {
    // Rows of one class with one answer are one line of the README.
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
    const rows = tableInReadme("levers").slice(1);
    expect(rows.map(([lever]) => lever)).toEqual(LEVERS.map((lever) => `\`${lever}\``));
    for (const row of rows) expect(row[2]).toMatch(/\d/);
  });
});
