import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

const publicDir = path.join(__dirname, "..", "public");

/** Every page the build produced, from the HTML files in public/. */
export function builtPages(): string[] {
  const pages: string[] = [];
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const relative = path.relative(publicDir, entry.parentPath).split(path.sep).join("/");
    if (relative.startsWith("page-data") || relative === "404") continue;
    pages.push(relative === "" ? "/" : `/${relative}`);
  }
  return pages.sort();
}

/** The routes the site must have, from the copy of the spec's list kept in the repo. */
export function requiredRoutes(): string[] {
  return fs
    .readFileSync(path.join(__dirname, "..", "data", "routes.txt"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Waits until Gatsby has hydrated the page, so client-side behaviour is live. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby");
    // React marks its root container `__reactContainer$…`; Preact (gatsby-plugin-preact) keeps
    // the rendered tree on the container's `__k` (its minified `_children`).
    return Boolean(
      root && Object.keys(root).some((key) => key.startsWith("__reactContainer") || key === "__k"),
    );
  });
}

/** True once React has hydrated the page. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById("___gatsby");
    // React marks its root container `__reactContainer$…`; Preact (gatsby-plugin-preact) keeps
    // the rendered tree on the container's `__k` (its minified `_children`).
    return Boolean(
      root && Object.keys(root).some((key) => key.startsWith("__reactContainer") || key === "__k"),
    );
  });
}

/** Gatsby's client runtime as the tests reach into it (cache-dir/production-app.js globals). */
export interface GatsbyGlobals {
  ___navigate(to: string, options?: { replace?: boolean }): void;
  ___loader: { loadPage(path: string): Promise<unknown> };
}

/**
 * Calls Gatsby's navigate in the page, as `navigate()` from "gatsby" does (it forwards to
 * `window.___navigate`): the way code, not a link, moves to another page.
 */
export async function navigateInPage(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    (window as unknown as GatsbyGlobals).___navigate(target);
  }, to);
}

/**
 * Marks the window: the mark survives client-side navigations and disappears on a full page
 * load, which tells the two apart.
 */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

export async function isSameWindow(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Boolean((window as unknown as { __sameDocument?: boolean }).__sameDocument),
  );
}

/** The page-data URL Gatsby's loader fetches for a page path. */
export function pageDataUrl(path: string): string {
  return `/page-data${path === "/" ? "/index" : path}/page-data.json`;
}

/** Matches a page's page-data requests; the loader appends the target's query string. */
export function pageDataRequest(path: string): RegExp {
  return new RegExp(`${pageDataUrl(path).replace(/[.]/g, "\\.")}(\\?.*)?$`);
}
