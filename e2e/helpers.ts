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

/**
 * Loads a page and waits until it has hydrated: the site marks `<html data-hydrated="true">` from
 * onInitialClientRender (src/browser/signals/pageSignals.ts), once the renderer (Preact in the
 * production build, React under `gatsby develop`) has attached the handlers of the server's HTML
 * and run the first effects, the shortcut listeners among them. Clicks and keys from then on
 * reach their handlers.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** True once the page has hydrated (see gotoHydrated). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.hydrated === "true");
}

/** How many routes Gatsby has rendered in this document, the first page included. */
export function routeUpdates(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.documentElement.dataset.routeUpdates ?? 0));
}

/**
 * Waits until Gatsby has rendered the route `path` (path, query and hash as the location has
 * them), after the `after`-th route of the document: the site sets `<html data-route>` and
 * `data-route-updates` from onRouteUpdate, once the new page is in the document.
 */
export async function waitForRoute(page: Page, path: string, after = 0): Promise<void> {
  await page.waitForFunction(
    ({ route, count }) =>
      document.documentElement.dataset.route === route &&
      Number(document.documentElement.dataset.routeUpdates ?? 0) > count,
    { route: path, count: after },
  );
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

/**
 * Waits for the page's next idle period (`requestIdleCallback`): the work the page queued, its
 * effects and the requests they start included, has been handed to the browser. An event of the
 * page, where `networkidle` is a 500 ms quiet spell measured by the test's clock.
 */
export async function waitForIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}
