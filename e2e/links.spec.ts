import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { builtPages } from "./helpers";

const publicDir = path.join(__dirname, "..", "public");

function htmlOf(page: string): string {
  return fs.readFileSync(path.join(publicDir, page === "/" ? "" : page, "index.html"), "utf8");
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

test("every internal link and anchor of the built site resolves", () => {
  const pages = builtPages();
  const ids = new Map(
    pages.map((page) => [
      page,
      new Set([...htmlOf(page).matchAll(/ id="([^"]+)"/g)].map((m) => decode(m[1] ?? ""))),
    ]),
  );
  const broken: string[] = [];
  let checked = 0;
  for (const page of pages) {
    for (const match of htmlOf(page).matchAll(/<a [^>]*href="([^"]+)"/g)) {
      const href = decode(match[1] ?? "");
      if (!href.startsWith("/") && !href.startsWith("#")) continue;
      if (href.startsWith("//")) continue;
      checked += 1;
      const [target = "", anchor] = href.startsWith("#")
        ? [page, href.slice(1)]
        : href.split("#", 2);
      const pathname = target.split("?")[0] ?? "";
      const isFile =
        fs.existsSync(path.join(publicDir, pathname)) &&
        fs.statSync(path.join(publicDir, pathname)).isFile();
      if (!ids.has(pathname) && !isFile) broken.push(`${page} → ${href}`);
      else if (anchor && !ids.get(pathname)?.has(decodeURIComponent(anchor)))
        broken.push(`${page} → ${href} (no anchor)`);
    }
  }
  expect(broken).toEqual([]);
  expect(checked).toBeGreaterThan(10_000);
});

test("links in a doc's content stay within its own version", () => {
  const crossing: string[] = [];
  let checked = 0;
  for (const page of builtPages().filter((path) => path.startsWith("/docs"))) {
    const data = JSON.parse(
      fs.readFileSync(path.join(publicDir, "page-data", page, "page-data.json"), "utf8"),
    ) as { result: { data?: { docPageContent?: { doc?: { tree?: unknown } } } } };
    const body = JSON.stringify(data.result.data?.docPageContent?.doc?.tree ?? []);
    const archived = /^\/docs\/1\.13(\/|$)/.test(page);
    for (const match of body.matchAll(/"href":"(\/docs[^"]*)"/g)) {
      const href = match[1] ?? "";
      checked += 1;
      const toArchived = /^\/docs\/1\.13(\/|$|#)/.test(href);
      if (archived !== toArchived) crossing.push(`${page} → ${href}`);
    }
  }
  expect(crossing).toEqual([]);
  expect(checked).toBeGreaterThan(1000);
});
