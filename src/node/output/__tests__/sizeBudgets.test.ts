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
  const pageFile = (url: string, bytes: number) =>
    JSON.stringify({
      page: { url, title: url, section: "", keywords: [], text: "" },
      sections: [{ page: 0, level: 2, heading: "h", anchor: "h", text: noise(bytes) }],
    });
  const shard = (terms: string[], bytes: number) =>
    JSON.stringify(Object.fromEntries(terms.map((term) => [term, [0, 0, noise(bytes)]])));

  it("fails each shard or page file over its budget, naming its terms or page", () => {
    const files = [
      write("static/search/index-1.14-0123abcd/manifest.json", '{"from":["a"]}'),
      write("static/search/index-1.14-0123abcd/p0.json", pageFile("/docs/a", 2000)),
      write("static/search/index-1.14-0123abcd/p1.json", pageFile("/docs/huge", 24000)),
      write("static/search/index-1.14-0123abcd/t0.json", shard(["map", "marker"], 10000)),
      write("static/search/index-1.14-0123abcd/t1.json", shard(["zoom"], 100)),
      write("static/search/index-1.13-4567abcd/p0.json", pageFile("/docs/1.13", 1000)),
      write("static/search/docsearch-0123abcd.css", noise(20000)),
    ];
    const over = searchIndexesOverBudget(dir, files, budgets);
    expect(formatOverBudget(over).split("\n")).toEqual([
      expect.stringMatching(
        /^ {2}- public\/static\/search\/index-1\.14-0123abcd\/p1\.json: the search data of \/docs\/huge \(version 1\.14\) is 1\d\.\d KiB gzip, over its budget of 8\.0 KiB$/,
      ),
      expect.stringMatching(
        /^ {2}- public\/static\/search\/index-1\.14-0123abcd\/t0\.json: a search shard of version 1\.14 \(terms "map" to "marker"\) is \d+\.\d KiB gzip, over its budget of 8\.0 KiB$/,
      ),
    ]);
  });
});
