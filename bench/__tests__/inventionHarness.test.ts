import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  copySite,
  plantEntries,
  removeCopy,
  runInventionHarness,
  type InventionCheck,
} from "../lib/inventionHarness";
import { readHalf, seededShuffle, splitShapes, type PlantedEntry } from "../lib/inventionSet";
import type { PlantedCompile } from "./helpers/plantedCompile.cli";

const projectRoot = path.join(__dirname, "..", "..");

/** Entries written for these tests (not from the set), on real pages of the site. */
const AT_END: PlantedEntry = {
  id: "test-end",
  shape: "test",
  language: "javascript",
  page: "content/docs/javascript/livemap.mdx",
  snippet: "```js\nawait livemap.waitForReady();\nlivemap.inventedAtEnd();\n```",
  name: "inventedAtEnd",
  line: 3,
  note: "test",
};
const SAME_PAGE: PlantedEntry = {
  ...AT_END,
  id: "test-same-page",
  snippet: "Call `livemap.inventedSecond()` next.",
  name: "livemap.inventedSecond()",
  line: 1,
};
const AFTER_HEADING: PlantedEntry = {
  id: "test-heading",
  shape: "test",
  language: "markdown",
  page: "content/docs/rest/pinpoints.mdx",
  afterHeading: "## Errors",
  snippet: "| Method | Path |\n| --- | --- |\n| POST | `/v3.0/pinpoints/:id/inventedPath` |",
  name: "/v3.0/pinpoints/:id/inventedPath",
  line: 3,
  note: "test",
};

describe("plantEntries", () => {
  let root: string;
  beforeEach(() => (root = copySite()));
  afterEach(() => removeCopy(root));

  it("puts each name on the line it reports, several on one page and after a heading", () => {
    const places = plantEntries(root, [AT_END, SAME_PAGE, AFTER_HEADING]);
    expect(places).toHaveLength(3);
    for (const place of places) {
      const lines = fs.readFileSync(path.join(root, place.file), "utf8").split("\n");
      expect(lines[place.line - 1]).toContain(place.entry.name);
    }
    const pinpoints = fs.readFileSync(path.join(root, AFTER_HEADING.page), "utf8").split("\n");
    const heading = pinpoints.indexOf("## Errors");
    const tableLine = places.find((place) => place.entry === AFTER_HEADING)?.line;
    // Right after the heading (a blank line, the table's header, separator, then the row).
    expect(tableLine).toBe(heading + 1 + 4);
    // The page's own text is still all there, in order, before the planted end.
    const original = fs.readFileSync(path.join(projectRoot, AT_END.page), "utf8").trimEnd();
    expect(fs.readFileSync(path.join(root, AT_END.page), "utf8").startsWith(original)).toBe(true);
  });

  it("leaves the site's own content alone", () => {
    const before = fs.readFileSync(path.join(projectRoot, AT_END.page), "utf8");
    plantEntries(root, [AT_END]);
    expect(fs.readFileSync(path.join(projectRoot, AT_END.page), "utf8")).toBe(before);
  });
});

describe("the planted set", () => {
  it("compiles on every planted page, the parser finding each name on the harness's line", () => {
    const result = spawnSync(
      path.join(projectRoot, "node_modules", ".bin", "tsx"),
      [path.join(__dirname, "helpers", "plantedCompile.cli.ts")],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    expect(result.stderr).toBe("");
    const compiled = JSON.parse(result.stdout) as PlantedCompile[];
    expect(compiled.length).toBeGreaterThanOrEqual(48);
    expect(compiled.filter((entry) => entry.problems.length > 0)).toEqual([]);
    expect(compiled.filter((entry) => !entry.parsedAtLine).map((entry) => entry.id)).toEqual([]);
  }, 120_000);

  it("keeps whole shapes in one half, a third of them held out, each entry on a real page", () => {
    const development = readHalf("development");
    const heldOut = readHalf("heldOut");
    const shapesOf = (entries: PlantedEntry[]) => new Set(entries.map((entry) => entry.shape));
    const overlap = [...shapesOf(development.entries)].filter((shape) =>
      shapesOf(heldOut.entries).has(shape),
    );
    expect(overlap).toEqual([]);
    const all = [...development.entries, ...heldOut.entries];
    expect(all.length).toBeGreaterThanOrEqual(48);
    expect(shapesOf(all).size).toBeGreaterThanOrEqual(15);
    // The stored split is the one its seed gives: nobody moved a shape by hand.
    const split = splitShapes([...shapesOf(all)], development.seed);
    expect(split.development).toEqual(development.shapes);
    expect(split.heldOut).toEqual(heldOut.shapes);
    for (const entry of all) expect(fs.existsSync(path.join(projectRoot, entry.page))).toBe(true);
  });

  it("shuffles the same way for the same seed and differently for another", () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    expect(seededShuffle(items, 35)).toEqual(seededShuffle(items, 35));
    expect(seededShuffle(items, 35)).not.toEqual(seededShuffle(items, 36));
    expect([...seededShuffle(items, 35)].sort((a, b) => a - b)).toEqual(items);
  });
});

describe("runInventionHarness", () => {
  it("counts a hit, a miss and a false positive", async () => {
    let hitLine = 0;
    let missLine = 0;
    // A check that reports the first entry's name line, and the second entry's line but in
    // another file: a catch needs the file as well as the line.
    const check: InventionCheck = (root) => {
      const lineOf = (page: string, name: string) =>
        fs
          .readFileSync(path.join(root, page), "utf8")
          .split("\n")
          .findIndex((line) => line.includes(name)) + 1;
      hitLine = lineOf(AT_END.page, AT_END.name);
      missLine = lineOf(AFTER_HEADING.page, AFTER_HEADING.name);
      return Promise.resolve([
        { file: AT_END.page, line: hitLine, column: 9, name: AT_END.name },
        { file: "content/docs/index.mdx", line: missLine, column: 1, name: "notPlanted" },
      ]);
    };
    const score = await runInventionHarness([AT_END, AFTER_HEADING], check);
    expect(score.entries.map((entry) => [entry.id, entry.caught])).toEqual([
      ["test-end", true],
      ["test-heading", false],
    ]);
    expect(score.entries[0]?.line).toBe(hitLine);
    expect(score.falsePositives).toEqual([
      {
        file: "content/docs/index.mdx",
        line: missLine,
        column: 1,
        name: "notPlanted",
        inSnippet: false,
      },
    ]);
  });

  it("does not count a problem elsewhere in a snippet as a catch", async () => {
    const check: InventionCheck = (root) => {
      const lines = fs.readFileSync(path.join(root, AT_END.page), "utf8").split("\n");
      // The snippet's line, not the page's own earlier uses of waitForReady.
      const line = lines.map((text) => text.includes("waitForReady")).lastIndexOf(true) + 1;
      return Promise.resolve([{ file: AT_END.page, line, column: 1, name: "waitForReady" }]);
    };
    const score = await runInventionHarness([AT_END], check);
    expect(score.entries[0]?.caught).toBe(false);
    expect(score.falsePositives.map((problem) => problem.inSnippet)).toEqual([true]);
  });
});
