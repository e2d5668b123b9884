import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, isSameWindow, markWindow, routeUpdates, waitForRoute } from "./helpers";

/**
 * React renders the pages' HTML and Preact hydrates it in the browser (docs/performance.md). The
 * two must agree on every id the markup links together, or a tab or sidebar category would name
 * an element that is not there once the page runs.
 */

/** Ids that `aria-controls` and `aria-labelledby` name, with the ones that exist. */
function references(page: Page) {
  return page.evaluate(() => {
    const named = [...document.querySelectorAll("[aria-controls], [aria-labelledby]")].flatMap(
      (element) =>
        ["aria-controls", "aria-labelledby"].flatMap((attribute) =>
          (element.getAttribute(attribute) ?? "").split(/\s+/).filter(Boolean),
        ),
    );
    return { named, missing: named.filter((id) => !document.getElementById(id)) };
  });
}

function tabIds(page: Page) {
  return page.locator("[role=tab]").evaluateAll((tabs) => tabs.map((tab) => tab.id));
}

for (const url of ["/docs/android/Options/EaseTo", "/docs/android/Callbacks/AddMarker"]) {
  test(`${url}: the ids of the server's HTML hold after hydration`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // The HTML alone first (no scripts), in a page of its own that keeps its route until it
    // closes: taking a route away from a page that still loads can leave a request paused for it
    // forever (e2e/renderParity.spec.ts). Then the hydrated page.
    const htmlOnly = await page.context().newPage();
    await htmlOnly.route(/\.js$/, (route) => route.abort());
    await htmlOnly.goto(url);
    const serverTabs = await tabIds(htmlOnly);
    const server = await references(htmlOnly);
    await htmlOnly.close();
    await gotoHydrated(page, url);
    const hydrated = await references(page);
    expect(server.named.length).toBeGreaterThan(0);
    expect(hydrated.missing).toEqual([]);
    expect(await tabIds(page)).toEqual(serverTabs);
    // Hydrated, closed categories without a page of their own turn from links into toggles and
    // name their lists too; every id the server's HTML named is still the one named.
    expect(hydrated.named).toEqual(expect.arrayContaining(server.named));
    expect(errors).toEqual([]);
  });
}

test("opening a sidebar category and the tabs keep their references", async ({ page }) => {
  await gotoHydrated(page, "/docs/android/Options/EaseTo");
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
  const flutter = sidebar.getByRole("button", { name: "Flutter", exact: true });
  await flutter.click();
  const list = page.locator(`#${await flutter.getAttribute("aria-controls")}`);
  await expect(list.getByRole("link").first()).toBeVisible();
  await page.getByRole("tab", { name: "Java" }).first().click();
  expect((await references(page)).missing).toEqual([]);
});

/**
 * A doc's article is hydrated in islands (docs/decisions/): hydration leaves the server's
 * HTML of its text, tables and highlighted code as it is and builds nothing for it, and hydrates
 * the tabs and code blocks. Seen from the page: Preact's hydration removes from an element it
 * walks any child it did not render, so marks put into the HTML before the scripts run stay
 * only where hydration did not walk.
 */
test("hydration walks a doc's islands and leaves the rest of its article as served", async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const mark = (element: Element | null | undefined, name: string) => {
        const probe = document.createElement("i");
        probe.dataset.probe = name;
        element?.append(probe);
      };
      const article = document.getElementById("signature")?.parentElement;
      mark(article?.querySelector(":scope > p"), "paragraph");
      mark(article?.querySelector(":scope > div table"), "table");
      mark(article?.querySelector("[role=tabpanel] pre code"), "code");
      mark(article?.querySelector("[role=tablist]"), "tabs");
    });
  });
  await gotoHydrated(page, "/docs/android/Callbacks/AddMarker");
  const probes = await page
    .locator("[data-probe]")
    .evaluateAll((marks) => marks.map((mark) => (mark as HTMLElement).dataset.probe));
  // In document order; the tab list's mark is gone: hydration walked it.
  expect(probes).toEqual(["paragraph", "code", "table"]);

  // The islands work, and a link of the kept HTML opens its page client-side.
  await page.getByRole("tab", { name: "Java" }).first().click();
  await expect(page.getByRole("tabpanel", { name: "Java" }).first()).toBeVisible();
  await markWindow(page);
  const before = await routeUpdates(page);
  await page.locator('article p a[href="/docs/android/Model/Marker"]').first().click();
  await waitForRoute(page, "/docs/android/Model/Marker", before);
  expect(await isSameWindow(page)).toBe(true);
});
