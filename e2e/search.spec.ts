import { expect, test, type Page } from "@playwright/test";
import { againstBaseUrl } from "./behaviours";
import {
  hits,
  modal,
  modalInput,
  openWithButton,
  openWithShortcut,
  searchButton,
  searchEnterOpensHit,
  searchOpensAndCloses,
} from "./behaviours/search";
import { gotoHydrated, waitForIdle } from "./helpers";

/** A URL of the 1.13 docs: `/docs/1.13`, `/docs/1.13/...` or `/docs/1.13#...`. */
const OF_1_13 = /^\/docs\/1\.13([/#]|$)/;
/** Any file of a version's sharded index: its manifest, a shard, a page's search data. */
const INDEX_REQUEST = /\/static\/search\/index-[\d.]+-[0-9a-f]+\/[^/]+\.json$/;
const MANIFEST_REQUEST = /\/static\/search\/index-[\d.]+-[0-9a-f]+\/manifest\.json$/;
const PAGE_FILE_REQUEST = /\/static\/search\/index-[\d.]+-[0-9a-f]+\/p\d+\.json$/;

/** Marks the window: a full page load loses the mark, a client-side navigation keeps it. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __searchMark?: boolean }).__searchMark = true;
  });
}

const windowIsMarked = (page: Page) =>
  page.evaluate(() => Boolean((window as unknown as { __searchMark?: boolean }).__searchMark));

test.describe("search modal", () => {
  test("loads nothing of search until the reader shows intent", async ({ page }) => {
    const searchRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/static/search/")) searchRequests.push(request.url());
    });
    await gotoHydrated(page, "/docs/getting-started");
    await waitForIdle(page);
    expect(searchRequests).toEqual([]);
    await expect(page.locator("link[href*='docsearch']")).toHaveCount(0);
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet")
        stylesheets.push(new URL(request.url()).pathname);
    });
    await openWithButton(page);
    await modalInput(page).fill("marker");
    await expect(hits(page).first()).toBeVisible();
    // One stylesheet for the modal, DocSearch's with the site's theme: none of its own chunk.
    expect(stylesheets).toEqual([
      expect.stringMatching(/^\/static\/search\/docsearch-[0-9a-f]+\.css$/),
    ]);
    await modalInput(page).fill("zoom");
    await expect(hits(page).first()).toContainText(/zoom/i);
    // One manifest; each part of the index fetched once and kept for the next queries.
    expect(searchRequests.filter((url) => MANIFEST_REQUEST.test(url))).toHaveLength(1);
    expect(new Set(searchRequests).size).toBe(searchRequests.length);
    const parts = searchRequests.filter((url) => INDEX_REQUEST.test(url)).length;
    await modalInput(page).fill("marker");
    await expect(hits(page).first()).toContainText(/marker/i);
    expect(searchRequests.filter((url) => INDEX_REQUEST.test(url))).toHaveLength(parts);
  });

  test("wears the site's colours, without Algolia's logo over the embedded index", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/getting-started");
    await openWithButton(page);
    const colours = await modal(page).evaluate((element) => ({
      modal: getComputedStyle(element).getPropertyValue("--docsearch-primary-color").trim(),
      site: getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim(),
    }));
    expect(colours.modal).toBe(colours.site);
    await expect(page.locator(".DocSearch-Logo")).toHaveCount(1);
    await expect(page.locator(".DocSearch-Logo")).toBeHidden();
  });

  test("has DocSearch's button label, placeholder and footer hints", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openWithButton(page);
    await expect(modalInput(page)).toHaveAttribute("placeholder", "Search docs");
    const footer = page.locator(".DocSearch-Footer");
    for (const hint of ["to select", "to navigate", "to close"]) {
      await expect(footer).toContainText(hint);
    }
  });

  test("a known word finds its page, and the hit navigates to it client-side", async ({ page }) => {
    await gotoHydrated(page, "/docs/getting-started");
    await markWindow(page);
    await openWithButton(page);
    await modalInput(page).fill("setPinpoints");
    const hit = hits(page).filter({ hasText: "setPinpoints method" }).first();
    await expect(hit).toBeVisible();
    await expect(hit.locator("mark").first()).toHaveText("setPinpoints");
    await expect(hit).toHaveAttribute("href", "/docs/flutter/LivemapController/setPinpoints");
    await hit.click();
    await expect(page).toHaveURL(/\/docs\/flutter\/LivemapController\/setPinpoints$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "setPinpoints method" }),
    ).toBeVisible();
    await expect(modal(page)).toHaveCount(0);
    expect(await windowIsMarked(page)).toBe(true);
  });

  // Shared with the run against `gatsby develop` (e2e/behaviours, e2e/develop.spec.ts).
  test(
    "Enter opens the selected hit, at its heading's anchor",
    againstBaseUrl(searchEnterOpensHit),
  );

  test("hovering a hit prefetches its page", async ({ page }) => {
    await gotoHydrated(page, "/docs/getting-started");
    await openWithButton(page);
    await modalInput(page).fill("onMapClick");
    const hit = hits(page).filter({ hasText: "onMapClick callback" }).first();
    const prefetched = page.waitForRequest((request) =>
      request.url().endsWith("/page-data/docs/flutter/Livemap/onMapClick/page-data.json"),
    );
    await hit.hover();
    await prefetched;
  });

  test("a hit whose URL matches the external pattern loads as a full page", async ({ page }) => {
    const external = "https://help.getwemap.com/zoom-guide";
    // The geocoding page's search data, rewritten to point at another site.
    await page.route(PAGE_FILE_REQUEST, async (route) => {
      const response = await route.fetch();
      const file = (await response.json()) as { page: { url: string; title: string } };
      if (file.page.url === "/docs/services/geocoding") {
        file.page = { ...file.page, url: external, title: "Zoomzoom external guide" };
      }
      await route.fulfill({ response, json: file });
    });
    // The test answers for the external site: nothing leaves 127.0.0.1.
    await page.route(`${external}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<h1>External guide</h1>" }),
    );
    await gotoHydrated(page, "/docs/getting-started");
    await markWindow(page);
    await openWithButton(page);
    await modalInput(page).fill("reverse geocoding");
    const hit = hits(page).filter({ hasText: "Zoomzoom external guide" }).first();
    await expect(hit).toHaveAttribute("href", external);
    await modalInput(page).press("Enter");
    await expect(page).toHaveURL(external);
    await expect(page.getByRole("heading", { name: "External guide" })).toBeVisible();
    expect(await windowIsMarked(page)).toBe(false);
  });

  test("a nonsense word gives DocSearch's no-results screen", async ({ page }) => {
    await gotoHydrated(page, "/docs/getting-started");
    await openWithButton(page);
    await modalInput(page).fill("marker");
    await expect(hits(page).first()).toBeVisible();
    await modalInput(page).fill("xqzjvwkpl");
    const screen = page.locator(".DocSearch-NoResults");
    await expect(screen).toContainText("No results for");
    await expect(screen).toContainText("xqzjvwkpl");
    // Suggestions are the sections of the previous results, as in DocSearch.
    await expect(screen).toContainText("Try searching for");
    await expect(screen.locator(".DocSearch-Prefill").first()).toBeVisible();
    await expect(screen).toContainText("Believe this query should return results?");
    await expect(screen.getByRole("link", { name: "Let us know." })).toHaveAttribute(
      "href",
      "https://getwemap.com/contact",
    );
  });

  test("a failed index request gives DocSearch's error screen", async ({ page }) => {
    await page.route(INDEX_REQUEST, (route) => route.abort("failed"));
    await gotoHydrated(page, "/docs/getting-started");
    await openWithButton(page);
    await modalInput(page).fill("marker");
    const screen = page.locator(".DocSearch-ErrorScreen");
    await expect(screen).toContainText("Unable to fetch results");
    await expect(screen).toContainText("You might want to check your network connection.");
    await expect(page.locator(".DocSearch-NoResults")).toHaveCount(0);
  });

  // Shared with the run against `gatsby develop`, as above.
  test(
    "Ctrl+K and Cmd+K toggle the modal, Escape closes it, also when the button opened it",
    againstBaseUrl(searchOpensAndCloses),
  );

  test('"/" opens the modal, but not while the reader types in a field', async ({ page }) => {
    await gotoHydrated(page, "/search");
    await page.locator("h1").click();
    await openWithShortcut(page, "/");
    await expect(modalInput(page)).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(modal(page)).toHaveCount(0);
    // The shortcut is live now; inside a field "/" is just a character.
    const field = page.getByRole("searchbox", { name: "Search the documentation" });
    await field.click();
    await page.keyboard.type("a/b");
    await expect(field).toHaveValue("a/b");
    await expect(searchButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(modal(page)).toHaveCount(0);
  });

  test("contextual search: on a 1.13 page, hits are 1.13 pages", async ({ page }) => {
    await gotoHydrated(page, "/docs/1.13/getting-started");
    await openWithButton(page);
    await modalInput(page).fill("pinpoints");
    await expect(hits(page).first()).toBeVisible();
    const hrefs = await hits(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")),
    );
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(href).toMatch(OF_1_13);

    await gotoHydrated(page, "/docs/getting-started");
    await openWithButton(page);
    await modalInput(page).fill("pinpoints");
    await expect(hits(page).first()).toBeVisible();
    const latest = await hits(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")),
    );
    for (const href of latest) expect(href).not.toMatch(OF_1_13);
  });

  test("keeps recent searches", async ({ page }) => {
    await gotoHydrated(page, "/docs/getting-started");
    await openWithButton(page);
    await modalInput(page).fill("onMapClick");
    await hits(page).filter({ hasText: "onMapClick callback" }).first().click();
    await expect(page).toHaveURL(/\/docs\/flutter\/Livemap\/onMapClick$/);
    await openWithButton(page);
    const recent = page.locator(".DocSearch-StartScreen, .DocSearch-Dropdown");
    await expect(recent).toContainText("Recent");
    await expect(recent).toContainText("onMapClick callback");
  });

  test("renders a query with markup as text", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await gotoHydrated(page, "/docs/getting-started");
    await openWithButton(page);
    await modalInput(page).fill("<img src=x onerror=alert(1)>");
    await expect(page.locator(".DocSearch-Hit, .DocSearch-NoResults").first()).toBeVisible();
    await expect(modal(page).locator("img")).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('"See all results" opens the search page for the query', async ({ page }) => {
    await gotoHydrated(page, "/docs/getting-started");
    await openWithButton(page);
    await modalInput(page).fill("add marker");
    await page.getByRole("link", { name: "See all results" }).click();
    await expect(page).toHaveURL(/\/search\?q=add%20marker$/);
    await expect(page.getByRole("searchbox", { name: "Search the documentation" })).toHaveValue(
      "add marker",
    );
  });

  test('"See all results" keeps the version the reader was searching', async ({ page }) => {
    await gotoHydrated(page, "/docs/1.13/getting-started");
    await openWithButton(page);
    await modalInput(page).fill("pinpoints");
    await page.getByRole("link", { name: "See all results" }).click();
    await expect(page).toHaveURL(/\/search\?q=pinpoints$/);
    await expect(page.getByRole("combobox", { name: /^Version/ })).toHaveValue("1.13");
    const results = page.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("link").first()).toHaveAttribute("href", OF_1_13);
  });

  test("shows the search page's first pages, in the search page's order", async ({ page }) => {
    const pathsOf = (hrefs: (string | null)[]) => [
      ...new Set(hrefs.map((href) => new URL(href ?? "", "http://x").pathname)),
    ];
    for (const query of ["add marker", "pinpoint", "fitBounds padding"]) {
      await gotoHydrated(page, "/docs/getting-started");
      await openWithButton(page);
      await modalInput(page).fill(query);
      await expect(hits(page).first()).toBeVisible();
      const inModal = pathsOf(
        await hits(page).evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
      );
      await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
      const list = page.getByRole("list", { name: "Search results" });
      await expect(list.getByRole("heading", { level: 2 }).first()).toBeVisible();
      const onSearchPage = pathsOf(
        await list
          .getByRole("heading", { level: 2 })
          .getByRole("link")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
      );
      expect(inModal.length).toBeGreaterThan(1);
      expect({ query, pages: onSearchPage.slice(0, inModal.length) }).toEqual({
        query,
        pages: inModal,
      });
    }
  });

  test("sends no request outside 127.0.0.1", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http") && url.hostname !== "127.0.0.1") outside.push(url.href);
    });
    await gotoHydrated(page, "/docs/getting-started");
    await openWithButton(page);
    await modalInput(page).fill("livemap");
    await expect(hits(page).first()).toBeVisible();
    await gotoHydrated(page, "/search?q=livemap");
    await expect(page.getByRole("list", { name: "Search results" })).toBeVisible();
    expect(outside).toEqual([]);
  });
});

test.describe("search page", () => {
  const field = (page: Page) => page.getByRole("searchbox", { name: "Search the documentation" });
  const results = (page: Page) => page.getByRole("list", { name: "Search results" });

  /** Types a query on a hydrated page (gotoHydrated): the field's handlers are attached. */
  async function typeQuery(page: Page, text: string, settled: () => Promise<void>): Promise<void> {
    await field(page).fill(text);
    await settled();
  }

  test("reads q, and lists results page by page with the match marked", async ({ page }) => {
    await gotoHydrated(page, "/search?q=setPinpoints");
    await expect(field(page)).toHaveValue("setPinpoints");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Search results for “setPinpoints”",
    );
    const first = results(page).locator(":scope > li").first();
    await expect(first.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(results(page).locator("mark").first()).toHaveText(/setPinpoints/i);
    // One entry per page: the page links are all different.
    const pages = await results(page)
      .getByRole("heading", { level: 2 })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(pages.length).toBeGreaterThan(1);
    expect(new Set(pages).size).toBe(pages.length);
    await results(page).getByRole("link", { name: "setPinpoints method" }).click();
    await expect(page).toHaveURL(/\/docs\/flutter\/LivemapController\/setPinpoints$/);
  });

  test("writes q as the reader types, URL-encoded, replacing the history entry", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await gotoHydrated(page, "/search");
    const length = await page.evaluate(() => history.length);
    await typeQuery(page, "add marker & zoom", () =>
      expect(page).toHaveURL(/\/search\?q=add%20marker%20%26%20zoom$/),
    );
    await expect(results(page)).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(length);
    await field(page).fill("");
    await expect(page).toHaveURL(/\/search$/);
  });

  test("shows an empty state, and a no-results message", async ({ page }) => {
    await gotoHydrated(page, "/search");
    await expect(page.getByText("Type a word or the name of a method")).toBeVisible();
    await typeQuery(page, "xqzjvwkpl", () =>
      expect(page.getByText(/No results for “xqzjvwkpl”/)).toBeVisible(),
    );
  });

  test("a common word loads one screen of pages, and the next screen when the reader asks", async ({
    page,
  }) => {
    const pageFiles: string[] = [];
    page.on("request", (request) => {
      if (PAGE_FILE_REQUEST.test(request.url())) pageFiles.push(request.url());
    });
    // The product's name is on nearly every page: the search page must not fetch them all.
    await gotoHydrated(page, "/search?q=livemap");
    const pages = results(page).locator(":scope > li");
    await expect(pages).toHaveCount(5);
    await expect(page.getByRole("status")).toHaveText("The first 5 pages found for “livemap”");
    await waitForIdle(page);
    expect(pageFiles.length).toBeLessThanOrEqual(5);
    await page.getByRole("button", { name: "More results" }).click();
    await expect(pages).toHaveCount(10);
    await waitForIdle(page);
    expect(pageFiles.length).toBeLessThanOrEqual(10);
  });

  test("the version selector searches another version's pages", async ({ page }) => {
    await gotoHydrated(page, "/search?q=pinpoints");
    await expect(results(page)).toBeVisible();
    const latest = await results(page).getByRole("link").first().getAttribute("href");
    expect(latest).not.toMatch(OF_1_13);
    await page.getByRole("combobox", { name: /^Version/ }).selectOption("1.13");
    await expect(results(page).getByRole("link").first()).toHaveAttribute("href", OF_1_13);
    const hrefs = await results(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const href of hrefs) expect(href).toMatch(OF_1_13);
  });

  test("the address keeps the reader's query while the page loads, and the language links with it", async ({
    page,
  }) => {
    // Every address the page gives itself with history.replaceState, from the first script on.
    await page.addInitScript(() => {
      const addresses: string[] = [];
      (window as unknown as { addresses: string[] }).addresses = addresses;
      const replace = history.replaceState.bind(history);
      history.replaceState = (state, unused, url) => {
        if (url !== undefined && url !== null) addresses.push(String(url));
        replace(state, unused, url);
      };
    });
    await gotoHydrated(page, "/search?q=marker");
    await expect(results(page)).toBeVisible();
    const addresses = await page.evaluate(
      () => (window as unknown as { addresses: string[] }).addresses,
    );
    expect(
      addresses.filter(
        (url) => new URL(url, page.url()).pathname === "/search" && !url.includes("q="),
      ),
    ).toEqual([]);
    await expect(page.locator("a[hreflang]").first()).toHaveAttribute("href", "/search?q=marker");
  });

  test("shows the error and a Retry button when the index cannot load", async ({ page }) => {
    let fail = true;
    await page.route(INDEX_REQUEST, (route) => (fail ? route.abort("failed") : route.continue()));
    await gotoHydrated(page, "/search?q=marker");
    await expect(page.getByRole("alert")).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(results(page)).toBeVisible();
  });

  test("renders q with markup as text", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const query = "<img src=x onerror=alert(1)>";
    await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Search results for “${query}”`,
    );
    await expect(page.getByText(/found for “<img|No results for “<img/)).toBeVisible();
    await expect(page.locator("main img")).toHaveCount(0);
    expect(dialogs).toBe(0);
  });
});
