import { expect, test, type Page } from "@playwright/test";
import { againstBaseUrl } from "./behaviours";
import { linkOpensPageInApp } from "./behaviours/navigation";
import { slowNavigationShowsBar } from "./behaviours/progress";
import {
  backForwardRestoreScroll,
  hashOpensAtHeading,
  linkToAnchorScrollsToHeading,
  newPageStartsAtTop,
  tocEntryScrollsAndBackReturns,
} from "./behaviours/scroll";
import {
  gotoHydrated,
  isSameWindow,
  markWindow,
  navigateInPage,
  pageDataRequest,
  type GatsbyGlobals,
} from "./helpers";
import { watchProgressBarCode } from "./progressBarCode";

const START = "/docs/javascript/getting-started";
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

// The steps of these two groups are shared with the run against `gatsby develop`
// (e2e/behaviours, e2e/develop.spec.ts).
test.describe("in-app navigation", () => {
  test(
    "a link opens its page in the same document, with one history entry",
    againstBaseUrl(linkOpensPageInApp),
  );
});

test.describe("scroll", () => {
  test("a new route starts at the top", againstBaseUrl(newPageStartsAtTop));

  test(
    "a URL with a hash opens at its heading, below the fixed navbar",
    againstBaseUrl(hashOpensAtHeading),
  );

  test(
    "a link to another page's anchor scrolls to that heading, below the navbar",
    againstBaseUrl(linkToAnchorScrollsToHeading),
  );

  test(
    "an anchor of the page scrolls to its heading; Back returns to the reading position",
    againstBaseUrl(tocEntryScrollsAndBackReturns),
  );

  test(
    "back and forward restore where the reader was, also on URLs with a hash",
    againstBaseUrl(backForwardRestoreScroll),
  );
});

test.describe("progress bar", () => {
  const TARGET = "/docs/javascript/livemap";
  const nextPage = (page: Page) =>
    page.getByRole("navigation", { name: "Docs pages" }).locator('a[rel="next"]');

  // Shared with the run against `gatsby develop` (e2e/behaviours, e2e/develop.spec.ts).
  test(
    "a navigation whose every request is held shows the bar, which goes once it lands",
    againstBaseUrl(slowNavigationShowsBar),
  );

  test("stays hidden for a navigation whose page is already loaded", async ({ page }) => {
    const barCode = watchProgressBarCode(page);
    await gotoHydrated(page, START);
    // The bar's code is in the page: only the delay keeps the bar from showing.
    await barCode.loaded();
    await page.evaluate(async (target) => {
      await (window as unknown as GatsbyGlobals).___loader.loadPage(target);
      const seen = window as unknown as { __barSeen: boolean };
      seen.__barSeen = false;
      new MutationObserver(() => {
        if (document.getElementById("nprogress")) seen.__barSeen = true;
      }).observe(document.body, { childList: true });
    }, TARGET);
    await nextPage(page).click();
    await expect(h1(page)).toHaveText("Livemap JavaScript API");
    expect(await page.evaluate(() => (window as unknown as { __barSeen: boolean }).__barSeen)).toBe(
      false,
    );
  });
});

test.describe("preload failure", () => {
  test("a link whose page cannot load opens it as a full page, hash kept", async ({ page }) => {
    await page.route(pageDataRequest("/docs/getting-started"), (route) => route.abort());
    await gotoHydrated(page, START);
    await markWindow(page);
    await page.locator('article a[href="/docs/getting-started#prerequisites"]').first().click();
    await expect(page).toHaveURL(/\/docs\/getting-started#prerequisites$/);
    await expect(h1(page)).toHaveText("Getting started with Wemap");
    expect(await isSameWindow(page)).toBe(false);
  });

  test("navigate() to a page that cannot load keeps its query string and hash", async ({
    page,
  }) => {
    await page.route(pageDataRequest("/docs/about"), (route) => route.abort());
    await gotoHydrated(page, START);
    await markWindow(page);
    await navigateInPage(page, "/docs/about?from=nav#content");
    await expect(page).toHaveURL(/\/docs\/about\?from=nav#content$/);
    await expect(h1(page)).toHaveText("About Wemap");
    expect(await isSameWindow(page)).toBe(false);
  });
});

test.describe("a navigation whose every request fails", () => {
  // The network drops, or a deploy removed the chunks the open page knows: page data, app data,
  // chunks and static queries all fail. Only the target's own document can still load.
  const everything = (url: URL) => Boolean(url);
  const chunks = (url: URL) => url.pathname.endsWith(".js");
  for (const [what, target, h1Text, fails] of [
    ["a doc with a query and a hash", "/docs/about?from=nav#content", "About Wemap", everything],
    ["another template's page", "/?from=nav#main", undefined, everything],
    ["another template, only its chunks gone", "/search?q=map#results", undefined, chunks],
  ] as const) {
    test(`ends on the target as a full page: ${what}`, async ({ page }) => {
      await gotoHydrated(page, START);
      await markWindow(page);
      await page.route("**/*", (route) =>
        route.request().resourceType() !== "document" && fails(new URL(route.request().url()))
          ? route.abort()
          : route.continue(),
      );
      await navigateInPage(page, target);
      await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, "\\?")}$`));
      if (h1Text) await expect(h1(page)).toHaveText(h1Text);
      expect(await isSameWindow(page)).toBe(false);
    });
  }
});

test.describe("a clicked link whose every request fails", () => {
  test("ends on the target as a full page, hash kept", async ({ page }) => {
    await gotoHydrated(page, START);
    await markWindow(page);
    await page.route("**/*", (route) =>
      route.request().resourceType() === "document" ? route.continue() : route.abort(),
    );
    const link = page.locator('article a[href="/docs/getting-started#prerequisites"]').first();
    await link.hover();
    await link.click();
    await expect(page).toHaveURL(/\/docs\/getting-started#prerequisites$/);
    await expect(h1(page)).toHaveText("Getting started with Wemap");
    expect(await isSameWindow(page)).toBe(false);
  });
});

test.describe("path normalisation", () => {
  test("the production server redirects index and .html paths, query kept", async ({ page }) => {
    for (const path of ["/docs/about/index", "/docs/about/index.html", "/docs/about.html"]) {
      const response = await page.goto(`${path}?from=old#content`);
      expect(response?.request().redirectedFrom()?.url()).toContain(path);
      await expect(page).toHaveURL(/\/docs\/about\?from=old#content$/);
      await expect(h1(page)).toHaveText("About Wemap");
    }
  });

  test("client-side navigation to an index or .html path lands on the bare path", async ({
    page,
  }) => {
    await gotoHydrated(page, START);
    await markWindow(page);
    for (const path of ["/docs/about/index.html", "/docs/rest/index", "/docs/services.html"]) {
      await navigateInPage(page, `${path}?v=1#top`);
      const bare = path.replace(/\/index(\.html)?$|\.html$/, "");
      await expect(page).toHaveURL(new RegExp(`${bare}\\?v=1#top$`));
    }
    await expect(h1(page)).toHaveText(/Services/);
    expect(await isSameWindow(page)).toBe(true);
  });

  test("a host that answers /x.html with its not-found page still ends on /x", async ({ page }) => {
    // A static host without redirects: the not-found page, status 404, at /docs/about.html.
    await page.route("**/docs/about.html*", async (route) => {
      const notFound = await page.request.get("/404.html");
      await route.fulfill({ status: 404, body: await notFound.body(), contentType: "text/html" });
    });
    await gotoHydrated(page, "/docs");
    const entriesBefore = await page.evaluate(() => history.length);
    await page.goto("/docs/about.html?from=host#content");
    await expect(page).toHaveURL(/\/docs\/about\?from=host#content$/);
    await expect(h1(page)).toHaveText("About Wemap");
    // One new history entry (replaced, not pushed): Back does not return to the .html address.
    expect(await page.evaluate(() => history.length)).toBe(entriesBefore + 1);
  });
});
