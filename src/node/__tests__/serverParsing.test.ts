import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isInternalPath, removeUnpublishedFiles } from "../deploy/internalFiles";
import { normalizeRequestPath } from "../server/normalizePath";
import { parseRange, rangeForSend } from "../server/parseRange";

describe("normalizeRequestPath reads a path as nginx does", () => {
  it.each([
    ["/docs/about", "/docs/about"],
    ["//docs/about", "/docs/about"],
    ["/docs//about/", "/docs/about/"],
    ["///", "/"],
    ["/docs/./about", "/docs/about"],
    ["/docs/about/.", "/docs/about/"],
    ["/docs/about/..", "/docs/"],
    ["/docs/about/..%2f..%2f", "/"],
    ["/%2Fdocs/about/", "/docs/about/"],
    ["/docs/%2e%2e/docs/about", "/docs/about"],
    ["/a%20b", "/a b"],
  ])("%s → %s", (path, expected) => {
    expect(normalizeRequestPath(path)).toBe(expected);
  });

  it.each(["/..", "/../etc/passwd", "/%2e%2e/x", "/docs/../../x", "/%00", "/a%zz", "/%", "x"])(
    "%s is a bad request",
    (path) => {
      expect(normalizeRequestPath(path)).toBeNull();
    },
  );
});

describe("parseRange reads a Range header as nginx does", () => {
  it.each([
    [undefined, { kind: "whole" }],
    ["items=0-3", { kind: "whole" }],
    ["bytes=0-9", { kind: "range", start: 0, end: 9 }],
    ["Bytes=0-9", { kind: "range", start: 0, end: 9 }],
    ["bytes= 5-", { kind: "range", start: 5, end: 99 }],
    ["bytes=-5", { kind: "range", start: 95, end: 99 }],
    ["bytes=-500", { kind: "range", start: 0, end: 99 }],
    ["bytes=90-500", { kind: "range", start: 90, end: 99 }],
    ["bytes=0-1,5-6", { kind: "whole" }],
    ["bytes=0-1,500-", { kind: "range", start: 0, end: 1 }],
    ["bytes=100-50", { kind: "unsatisfiable" }],
    ["bytes=abc", { kind: "unsatisfiable" }],
    ["bytes=-0", { kind: "unsatisfiable" }],
    ["bytes=100-", { kind: "unsatisfiable" }],
    ["bytes=0-1,abc", { kind: "unsatisfiable" }],
    // nginx reads a Range header of fewer than 7 characters as no range at all.
    ["bytes=", { kind: "whole" }],
  ])("%s", (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});

describe("rangeForSend spells the range nginx reads so that send reads the same", () => {
  const modified = new Date("2026-11-28T11:07:01.750Z");
  const lastModified = "Sat, 28 Nov 2026 11:07:01 GMT";

  it.each([
    [undefined, undefined],
    ["bytes=0-0", "bytes=0-0"],
    ["bytes=-5", "bytes=95-99"],
    ["bytes=90-500", "bytes=90-99"],
    // range-parser would serve the first range of each: nginx answers 416, then the whole file.
    ["bytes=0-1,abc", "bytes=100-"],
    ["bytes=0-1,0-1", undefined],
    ["bytes=abc", "bytes=100-"],
  ])("%s → %s", (header, expected) => {
    expect(rangeForSend(header, undefined, 100, modified)).toBe(expected);
  });

  it("keeps the range for an If-Range that is the file's Last-Modified, to the second", () => {
    expect(rangeForSend("bytes=0-9", lastModified, 100, modified)).toBe("bytes=0-9");
  });

  it.each([
    ["a later date", "Sat, 28 Nov 2026 11:08:00 GMT"],
    ["an earlier date", "Sat, 01 Jan 2000 00:00:00 GMT"],
    ["no date at all", "yesterday"],
  ])("drops the range for an If-Range with %s: the whole file", (_what, ifRange) => {
    expect(rangeForSend("bytes=0-9", ifRange, 100, modified)).toBeUndefined();
    expect(rangeForSend("bytes=abc", ifRange, 100, modified)).toBeUndefined();
  });

  it("leaves an entity-tag If-Range to send, which compares it with its ETag", () => {
    expect(rangeForSend("bytes=0-9", '"stale"', 100, modified)).toBe("bytes=0-9");
  });
});

describe("internal paths", () => {
  it.each([
    ["/_headers", true],
    ["/_redirects", true],
    ["/app-3969777189f6575cf2a9.js.map", true],
    ["/.env", true],
    ["/img/.secret/a.png", true],
    ["/.well-known/security.txt", false],
    ["/docs/about/index.html", false],
    ["/page-data/app-data.json", false],
    ["/docs/_headers", false],
    // No longer in public/ (the deploy folder, deleted records): nothing to refuse.
    ["/_nginx.conf", false],
    ["/chunk-map.json", false],
  ])("%s: %s", (path, expected) => {
    expect(isInternalPath(path)).toBe(expected);
  });
});

describe("removeUnpublishedFiles", () => {
  it("deletes Gatsby's records, an earlier build's server files and every source map, and nothing else", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "unpublished-"));
    fs.mkdirSync(path.join(root, "static"));
    fs.mkdirSync(path.join(root, "docs"));
    for (const file of [
      "app-1.js",
      "app-1.js.map",
      "static/x.css.map",
      "static/x.css",
      "chunk-map.json",
      "webpack.stats.json",
      "_page-policy.json",
      // Named like them but elsewhere, or another file: a reader's.
      "docs/chunk-map.json",
      "_headers",
    ]) {
      fs.writeFileSync(path.join(root, file), "x");
    }
    expect(removeUnpublishedFiles(root)).toEqual([
      "/_page-policy.json",
      "/app-1.js.map",
      "/chunk-map.json",
      "/static/x.css.map",
      "/webpack.stats.json",
    ]);
    expect(fs.readdirSync(root, { recursive: true }).map(String).sort()).toEqual(
      [
        "_headers",
        "app-1.js",
        "docs",
        path.join("docs", "chunk-map.json"),
        "static",
        path.join("static", "x.css"),
      ].sort(),
    );
    expect(removeUnpublishedFiles(root)).toEqual([]);
  });

  it("moves the maps of a bench build out of public/ into the folder it is given", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "unpublished-"));
    const publicDir = path.join(root, "public");
    const mapsDir = path.join(root, "deploy-output", "source-maps");
    fs.mkdirSync(path.join(publicDir, "static"), { recursive: true });
    fs.mkdirSync(mapsDir, { recursive: true });
    fs.writeFileSync(path.join(mapsDir, "stale-0.js.map"), "old");
    fs.writeFileSync(path.join(publicDir, "app-1.js"), "code");
    fs.writeFileSync(path.join(publicDir, "app-1.js.map"), "map of app");
    fs.writeFileSync(path.join(publicDir, "static", "x.css.map"), "map of css");
    expect(removeUnpublishedFiles(publicDir, mapsDir)).toEqual([
      "/app-1.js.map",
      "/static/x.css.map",
    ]);
    expect(fs.readdirSync(mapsDir).sort()).toEqual(["app-1.js.map", "x.css.map"]);
    expect(fs.readFileSync(path.join(mapsDir, "app-1.js.map"), "utf8")).toBe("map of app");
    expect(fs.readdirSync(publicDir, { recursive: true }).map(String).sort()).toEqual(
      ["app-1.js", "static"].sort(),
    );
  });
});
