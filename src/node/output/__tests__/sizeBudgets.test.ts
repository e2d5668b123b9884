import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatOverBudget, pagesOverBudget, searchIndexesOverBudget } from "../sizeBudgets";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "wemap-budget-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Text that gzip cannot shrink much: random hex. */
const noise = (bytes: number) => crypto.randomBytes(bytes / 2).toString("hex");

function write(file: string, text: string): string {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
  return file;
}

const budgets = { pageHtmlKiB: 4, pageDataKiB: 4, searchIndexKiB: 8 };

describe("pagesOverBudget", () => {
  it("names the HTML and page data over budget in gzip, biggest first", () => {
    const files = [
      write("docs/small/index.html", noise(2000)),
      write("docs/repetitive/index.html", "a".repeat(100_000)),
      write("docs/big/index.html", noise(12000)),
      write("page-data/docs/big/page-data.json", noise(16000)),
    ];
    const over = pagesOverBudget(dir, files, budgets);
    expect(over.map((item) => `${item.file} ${item.what}`)).toEqual([
      "page-data/docs/big/page-data.json page data",
      "docs/big/index.html HTML",
    ]);
    expect(formatOverBudget(over.slice(1))).toMatch(
      /^ {2}- public\/docs\/big\/index\.html: HTML is \d+\.\d KiB gzip, over its budget of 4\.0 KiB$/,
    );
  });
});

describe("searchIndexesOverBudget", () => {
  const index = (version: string, sizes: Record<string, number>) => ({
    version,
    pages: Object.keys(sizes).map((url) => ({
      url,
      title: url,
      section: "",
      keywords: [],
      text: "",
    })),
    sections: Object.values(sizes).flatMap((bytes, page) => [
      { page, level: 2, heading: "h", anchor: "h", text: noise(bytes) },
    ]),
  });

  it("fails an index over its budget, naming its version and heaviest pages", () => {
    const files = [
      write(
        "static/search/index-1.14-0123abcd.json",
        JSON.stringify(index("1.14", { "/docs/a": 2000, "/docs/huge": 12000, "/docs/b": 4000 })),
      ),
      write(
        "static/search/index-1.13-4567abcd.json",
        JSON.stringify(index("1.13", { "/docs/1.13": 1000 })),
      ),
    ];
    const over = searchIndexesOverBudget(dir, files, budgets);
    expect(over).toHaveLength(1);
    expect(formatOverBudget(over)).toMatch(
      /^ {2}- public\/static\/search\/index-1\.14-0123abcd\.json: the search index of version 1\.14 is \d+\.\d KiB gzip, over its budget of 8\.0 KiB\. Heaviest pages: \/docs\/huge \(11\.\d KiB raw\), \/docs\/b \(4\.\d KiB raw\), \/docs\/a \(2\.\d KiB raw\)$/,
    );
  });
});
