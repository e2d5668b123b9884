import fs from "node:fs";
import path from "node:path";
import {
  contentCopy,
  inCopy,
  judgeContent,
  removeContentCopies,
  stopJudges,
  writeContent,
} from "./helpers/contentProblems";

/**
 * Inputs are bounded before they are read: each pathological input below is generated here,
 * judged by `npm run check`'s function and the build's (helpers/contentProblems.cli.ts), and
 * must come back from both as the file's error with its line, within the test's time. No timed
 * assertion: the judge runs in a child process, so a hang (the probe's alias bomb ran 72 s, the
 * indented list over 300 s) leaves jest's timeout to fail the test. A check of the small fixture
 * site takes about 2.5 s here; 20 s leaves room on a loaded machine.
 */
const TIMEOUT = 20_000;

afterEach(() => stopJudges());
afterAll(() => stopJudges({ all: true }));
afterAll(removeContentCopies);

const page = (body: string, front = "title: Bounded") => `---\n${front}\n---\n\n${body}\n`;

/** Both paths must give exactly these lines for `file` (other files of the copy are clean). */
async function expectBoth(files: Record<string, string | Buffer>, expected: string[]) {
  const dir = contentCopy(files);
  const verdicts = await judgeContent(dir);
  const ofCopy = (lines: string[]) =>
    lines.map((line) => line.replace(path.relative(process.cwd(), dir), "SITE"));
  expect(ofCopy(verdicts.check)).toEqual(expected);
  expect(ofCopy(verdicts.build)).toEqual(expected);
}

describe("YAML frontmatter is bounded", () => {
  const aliasLimit =
    "with it the frontmatter holds more than 1000 values (an alias *name counts as all its anchor &name holds, each time it is used); a page's fields need a few: write each value out, without anchors and aliases";

  /** Nine lists of nine aliases of the list before: 9^9 values once expanded, in 400 bytes. */
  function billionLaughs(indent: string, item: (name: string) => string): string[] {
    const names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];
    return names.map((name, index) => {
      const values = index === 0 ? Array(9).fill('"lol"') : Array(9).fill(`*${names[index - 1]}`);
      return `${indent}${item(name)}&${name} [${values.join(",")}]`;
    });
  }

  it(
    "refuses the probe's alias bomb, in a field the check writes into its message, at that field",
    async () => {
      // Without the bound, each keyword (a list) is written into the "expected string" message.
      const bomb = billionLaughs("  ", () => "- ");
      await expectBoth(
        { "docs/bomb.mdx": page("Text.", `title: Bomb\nkeywords:\n${bomb.join("\n")}`) },
        [`SITE/docs/bomb.mdx:3:1  frontmatter field "keywords": ${aliasLimit}`],
      );
    },
    TIMEOUT,
  );

  it(
    "refuses the bomb spread over fields, at the field where it passes the limit",
    async () => {
      const bomb = billionLaughs("", (name) => `${name}: `);
      await expectBoth({ "docs/bomb.mdx": page("Text.", `title: Bomb\n${bomb.join("\n")}`) }, [
        // a holds 11 values, b 92, c 821: d passes the limit, on line 6.
        `SITE/docs/bomb.mdx:6:1  frontmatter field "d": ${aliasLimit}`,
      ]);
    },
    TIMEOUT,
  );

  it(
    "refuses shapes the probe did not try: an anchor inside itself, a wide alias, merge keys",
    async () => {
      await expectBoth(
        {
          "docs/self.mdx": page("Text.", "title: Self\nkeywords: &k [*k]"),
          "docs/wide.mdx": page(
            "Text.",
            `title: Wide\nkeywords: &w [${Array(400).fill("x").join(", ")}]\ndescription: [*w, *w, *w]`,
          ),
          "docs/merge.mdx": page(
            "Text.",
            [
              "title: Merge",
              `base: &m {${Array.from({ length: 300 }, (_, n) => `k${n}: v`).join(", ")}}`,
              "one: &n {<<: *m, x: 1}",
              "two: {<<: [*m, *n], y: 2}",
            ].join("\n"),
          ),
        },
        [
          // A merge key copies its keys: the first merge passes the limit.
          `SITE/docs/merge.mdx:4:1  frontmatter field "one": ${aliasLimit}`,
          `SITE/docs/self.mdx:3:1  frontmatter field "keywords": ${aliasLimit}`,
          `SITE/docs/wide.mdx:4:1  frontmatter field "description": ${aliasLimit}`,
        ],
      );
    },
    TIMEOUT,
  );

  it(
    "refuses frontmatter nested too deeply for the YAML reader, as the file's error",
    async () => {
      const deep = `${"[".repeat(30_000)}${"]".repeat(30_000)}`;
      await expectBoth({ "docs/deep.mdx": page("Text.", `title: Deep\nkeywords: ${deep}`) }, [
        "SITE/docs/deep.mdx:2:1  the frontmatter is nested too deeply to be read (thousands of brackets or indents inside one another): its fields are text, numbers, true/false or a list of words",
      ]);
    },
    TIMEOUT,
  );

  it(
    "accepts a long keyword list written out",
    async () => {
      const keywords = Array.from({ length: 300 }, (_, n) => `word${n}`).join(", ");
      await expectBoth(
        { "docs/long.mdx": page("Text.", `title: Long\nkeywords: [${keywords}]`) },
        [],
      );
    },
    TIMEOUT,
  );
});

describe("lists and quotes are bounded before the MDX parser reads them", () => {
  const tooDeep =
    "lists and quotes nested too deeply: this line is inside more than 16 of them (each `>`, each list marker and each two columns of indentation before its text count one); nest less, or split the list";
  /** `levels` lines, each indented two columns more than the last. */
  const indentedList = (levels: number) =>
    Array.from({ length: levels }, (_, n) => `${" ".repeat(2 * n)}- x`).join("\n");

  it(
    "refuses a list indented 250 levels deep (62 KB, within the size limit) at the 17th level",
    async () => {
      // The body starts on line 5; its 17th line is the 17th level, whose marker is at column 33.
      await expectBoth({ "docs/indented.mdx": page(indentedList(250)) }, [
        `SITE/docs/indented.mdx:21:33  ${tooDeep}`,
      ]);
    },
    TIMEOUT,
  );

  it(
    "refuses quotes, mixed lists and quotes, tabs and ordered lists past the limit",
    async () => {
      await expectBoth(
        {
          "docs/quotes.mdx": page(`${">".repeat(20_000)} x`),
          "docs/spaced-quotes.mdx": page(`${"> ".repeat(5_000)}x`),
          "docs/mixed.mdx": page(
            Array.from({ length: 20 }, (_, n) => `${"- > ".repeat(n)}x`).join("\n"),
          ),
          "docs/one-line.mdx": page(`${"- > ".repeat(2_000)}x`),
          "docs/tabs.mdx": page(`- x\n${"\t".repeat(40)}- y`),
          "docs/ordered.mdx": page(
            Array.from({ length: 40 }, (_, n) => `${" ".repeat(3 * n)}1. x`).join("\n"),
          ),
          "docs/stars.mdx": page(`${"* ".repeat(17)}x`),
        },
        [
          `SITE/docs/mixed.mdx:14:33  ${tooDeep}`,
          `SITE/docs/one-line.mdx:5:33  ${tooDeep}`,
          // Every two columns of indentation count one: 3 columns a level reach 17 at the 12th.
          `SITE/docs/ordered.mdx:16:34  ${tooDeep}`,
          `SITE/docs/quotes.mdx:5:17  ${tooDeep}`,
          `SITE/docs/spaced-quotes.mdx:5:33  ${tooDeep}`,
          `SITE/docs/stars.mdx:5:33  ${tooDeep}`,
          // The ninth tab reaches 36 columns, 18 levels.
          `SITE/docs/tabs.mdx:6:9  ${tooDeep}`,
        ],
      );
    },
    TIMEOUT,
  );

  it(
    "accepts 16 levels, deep code indentation inside a fence, and a thematic break of many stars",
    async () => {
      await expectBoth(
        {
          "docs/sixteen.mdx": page(`${"- ".repeat(16)}x`),
          "docs/fenced.mdx": page(`\`\`\`text\n${" ".repeat(80)}- deep\n\`\`\``),
          "docs/rule.mdx": page(`Text.\n\n${"* ".repeat(30)}\n\nMore.`),
        },
        [],
      );
    },
    TIMEOUT,
  );
});

describe("a doc's size is checked before it is read", () => {
  it(
    "refuses the probe's 2,000-level indented list (3.9 MiB) by its size, naming the limit",
    async () => {
      const levels = Array.from({ length: 2000 }, (_, n) => `${" ".repeat(2 * n)}- x`);
      await expectBoth({ "docs/probe.mdx": page(levels.join("\n")) }, [
        "SITE/docs/probe.mdx  the file is 3.9 MiB, over the limit of 64 KiB for a doc: split it into smaller pages",
      ]);
    },
    TIMEOUT,
  );

  it(
    "never reads a doc of 3 GiB (a sparse file: reading it would take minutes and fail)",
    async () => {
      const dir = contentCopy();
      const huge = path.join(dir, "docs/huge.mdx");
      fs.writeFileSync(huge, page("Text."));
      fs.truncateSync(huge, 3 * 1024 ** 3);
      const verdicts = await judgeContent(dir);
      const expected = [
        `${inCopy(dir, "docs/huge.mdx")}  the file is 3 GiB, over the limit of 64 KiB for a doc: split it into smaller pages`,
      ];
      expect(verdicts.check).toEqual(expected);
      expect(verdicts.build).toEqual(expected);
      // The build stops before Gatsby's data layer would read it.
      expect(verdicts.early).toBe(true);
    },
    TIMEOUT,
  );

  it(
    "accepts a doc of exactly 64 KiB and refuses one byte more",
    async () => {
      const sized = (bytes: number) => {
        const text = page("");
        return text + "word ".repeat(bytes).slice(0, bytes - text.length - 1) + "\n";
      };
      const dir = contentCopy({
        "docs/at-limit.mdx": sized(64 * 1024),
        "docs/over-limit.mdx": sized(64 * 1024 + 1),
      });
      const verdicts = await judgeContent(dir);
      const expected = [
        `${inCopy(dir, "docs/over-limit.mdx")}  the file is 64.1 KiB, over the limit of 64 KiB for a doc: split it into smaller pages`,
      ];
      expect(verdicts.check).toEqual(expected);
      expect(verdicts.build).toEqual(expected);
    },
    TIMEOUT,
  );

  it(
    "refuses a sidebars file over its limit without reading it",
    async () => {
      const dir = contentCopy();
      writeContent(dir, {});
      fs.truncateSync(path.join(dir, "sidebars.json"), 2 * 1024 ** 3);
      const verdicts = await judgeContent(dir);
      const expected = [
        `${inCopy(dir, "sidebars.json")}  the file is 2 GiB, over the limit of 1 MiB for a file of content/`,
      ];
      expect(verdicts.check).toEqual(expected);
      expect(verdicts.build).toEqual(expected);
    },
    TIMEOUT,
  );
});
