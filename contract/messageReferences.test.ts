import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * What the build's and `npm run check`'s messages send a writer to must be there, and a writer
 * must find it in WRITING.md: every repository file a message names (`data/wemap-sdk-facts.json`,
 * `docs/errors.md`) exists and WRITING.md names it too, and every section a message names
 * (`WRITING.md, "Presentation"`) is a heading of WRITING.md. The messages are read as the code holds
 * them: the text of the string and template literals of src/node, parsed with TypeScript, so a
 * comment that names a file is not a message.
 */
const projectRoot = path.join(__dirname, "..");
const writing = fs.readFileSync(path.join(projectRoot, "WRITING.md"), "utf8");

/** The text of every string and template literal of a TypeScript source, comments left out. */
function literalTexts(source: string, fileName = "source.ts"): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      texts.push(
        [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("…"),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

interface Reference {
  /** A repository file, from its root. */
  file: string;
  /** The section of WRITING.md the text names, if any. */
  section?: string;
}

/** The repository documents and data files a text sends its reader to, with a named section. */
function referencesIn(text: string): Reference[] {
  const pattern =
    /(?<![\w/.-])((?:docs|data)\/[\w./-]+\.(?:md|json)|WRITING\.md|CONTRIBUTING\.md)(?:, "([^"]+)")?/g;
  return [...text.matchAll(pattern)].map(([, file = "", section]) => ({ file, section }));
}

/** The headings of a Markdown text, without their #s. */
function headings(markdown: string): Set<string> {
  return new Set(
    markdown
      .split("\n")
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => line.replace(/^#+ /, "").trim()),
  );
}

function sourcesOf(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).some((part) => part === "__tests__"));
}

describe("where the messages send a writer", () => {
  it("reads references from string and template literals only, not from comments", () => {
    const source = [
      "// see docs/not-a-message.md",
      '/** WRITING.md, "Comments" */',
      'const a = "fix it (WRITING.md, \\"Styles\\", lists them)";',
      "const b = `add ${name} to data/facts.json or data/other.json`;",
      "const c = 'a file like mydata/x.json or docs/errors.md.'",
    ].join("\n");
    expect(literalTexts(source).flatMap(referencesIn)).toEqual([
      { file: "WRITING.md", section: "Styles" },
      { file: "data/facts.json", section: undefined },
      { file: "data/other.json", section: undefined },
      { file: "docs/errors.md", section: undefined },
    ]);
  });

  it("finds every file they name, named in WRITING.md too, and every WRITING.md section they name", () => {
    const references = sourcesOf(path.join(projectRoot, "src", "node")).flatMap((file) =>
      literalTexts(fs.readFileSync(file, "utf8"), file)
        .flatMap(referencesIn)
        .map((reference) => ({ ...reference, in: path.relative(projectRoot, file) })),
    );
    const sections = headings(writing);
    const problems = references.flatMap((reference) => {
      const found: string[] = [];
      const where = `${reference.in} names ${reference.file}`;
      if (!fs.existsSync(path.join(projectRoot, reference.file)))
        found.push(`${where}: no such file`);
      if (reference.file !== "WRITING.md" && !writing.includes(reference.file)) {
        found.push(`${where}: WRITING.md does not name it`);
      }
      if (reference.section !== undefined) {
        if (reference.file !== "WRITING.md")
          found.push(`${where}, "${reference.section}": a section of another file`);
        else if (!sections.has(reference.section)) {
          found.push(`${where}, "${reference.section}": WRITING.md has no such heading`);
        }
      }
      return found;
    });
    expect(problems).toEqual([]);
    // The messages do send writers somewhere: the facts, the allow-list, presentation.
    expect(references.map((reference) => reference.file)).toEqual(
      expect.arrayContaining([
        "data/wemap-sdk-facts.json",
        "data/api-names-allow-list.json",
        "WRITING.md",
      ]),
    );
    expect(references.some((reference) => reference.section === "Presentation")).toBe(true);
  });
});
