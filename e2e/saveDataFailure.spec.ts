import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, isSameWindow, markWindow, pageDataRequest } from "./helpers";

/**
 * A reader on data saver (nothing is prefetched, so the click itself asks for the target) whose
 * network fails for everything but documents once the page has loaded: the site gives up on an
 * in-app navigation and loads the target as a full page. That load must win over anything the
 * page being left still does, Gatsby's own reload of it included (docs/navigation.md, "Preload
 * failure").
 */

const START = "/docs/about";
const TARGET = "/docs/about/wemap_components";
const TARGET_URL = /\/docs\/about\/wemap_components$/;
/** The full load comes once the loader gives up, or at the latest after PRELOAD_DEADLINE_MS (6 s). */
const LANDING = { timeout: 15_000 };
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const sidebarLink = (page: Page) =>
  page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Components" });

/** Save-Data on, as bench/lib/measureBytes.ts's coldContext has it, before any script runs. */
async function emulateSaveData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: "4g", addEventListener: () => undefined }),
    });
  });
}

/**
 * From now on every request but a document fails (page data, app data, chunks, images);
 * `holdTarget` can keep the target's document waiting, as a slow network would.
 */
async function failAllButDocuments(page: Page, holdTarget?: Promise<void>): Promise<void> {
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.resourceType() !== "document") return route.abort();
    if (holdTarget && new URL(request.url()).pathname === TARGET) await holdTarget;
    // A held document the browser has given up on can no longer be continued.
    return route.continue().catch(() => undefined);
  });
}

/** Records the page's requests for `path`'s page data from now on. */
function watchPageData(page: Page, path: string): string[] {
  const seen: string[] = [];
  const pattern = pageDataRequest(path);
  page.on("request", (request) => {
    if (pattern.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/**
 * Gatsby's client reloads the current page when a chunk fails to load and nobody handles the
 * error (cache-dir/navigation.js, its "unhandledrejection" listener). This brings such a failure
 * while the full load from `from` to `to` is under way: the moment the page starts leaving for
 * `to`, it asks webpack for a chunk the build never made, whose request fails like any other
 * and whose error nobody catches. `handled` settles once Gatsby's listener has had the error
 * (the test's own listener runs just before it, in the same dispatch); `reloadsTried` lists the
 * navigations back to `from` that script started in the page being left.
 */
async function failAChunkWhenLeaving(
  page: Page,
  { from, to }: { from: string; to: string },
): Promise<{ handled: Promise<void>; reloadsTried: string[] }> {
  let reported!: () => void;
  const handled = new Promise<void>((resolve) => (reported = resolve));
  const reloadsTried: string[] = [];
  await page.exposeBinding("__chunkFailureUnhandled", () => reported());
  await page.exposeBinding("__reloadTried", (_source, url: string) => reloadsTried.push(url));
  await page.addInitScript(
    ({ from, to }) => {
      type Require = { e(chunkId: number): Promise<unknown> };
      const page = window as unknown as {
        navigation: EventTarget;
        __chunkFailureUnhandled(): Promise<void>;
        __reloadTried(url: string): Promise<void>;
      };
      const failAChunk = () => {
        const key = Object.keys(self).find((name) => name.startsWith("webpackChunk"));
        const chunks = (self as unknown as Record<string, unknown[]>)[key ?? ""];
        chunks?.push([[`failing-${Date.now()}`], {}, (require: Require) => void require.e(999999)]);
      };
      window.addEventListener("unhandledrejection", () => void page.__chunkFailureUnhandled());
      // Registered before the site's listeners: it sees every navigation, cancelled or not.
      page.navigation.addEventListener("navigate", (event) => {
        const { destination } = event as unknown as {
          destination: { url: string; sameDocument: boolean };
        };
        if (destination.sameDocument) return;
        const { pathname } = new URL(destination.url);
        if (pathname === to) failAChunk();
        if (pathname === from) void page.__reloadTried(destination.url);
      });
    },
    { from, to },
  );
  return { handled, reloadsTried };
}

test.describe("a navigation whose every request fails, with data saver on", () => {
  test("a sidebar link to a page not visited ends on that page, loaded afresh", async ({
    page,
  }) => {
    await emulateSaveData(page);
    const targetData = watchPageData(page, TARGET);
    await gotoHydrated(page, START);
    // Nothing prefetched the target: the click is the first to ask for it.
    expect(targetData).toEqual([]);
    await markWindow(page);
    await failAllButDocuments(page);
    await sidebarLink(page).click();
    await page.waitForURL(TARGET_URL, LANDING);
    await expect(h1(page)).toHaveText("Wemap components");
    expect(await isSameWindow(page)).toBe(false);
  });

  test("Gatsby's reload of the page being left does not win over the full load", async ({
    page,
  }) => {
    await emulateSaveData(page);
    const chunkFailure = await failAChunkWhenLeaving(page, { from: START, to: TARGET });
    await gotoHydrated(page, START);
    await markWindow(page);
    await failAllButDocuments(page, chunkFailure.handled);
    await sidebarLink(page).click();
    await page.waitForURL(TARGET_URL, LANDING);
    await expect(h1(page)).toHaveText("Wemap components");
    expect(await isSameWindow(page)).toBe(false);
    // Gatsby did try to load the page being left again.
    expect(chunkFailure.reloadsTried).not.toEqual([]);
  });
});
