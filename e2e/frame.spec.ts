import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, isSameWindow, markWindow, navigateInPage } from "./helpers";

/**
 * The frame around the pages as a reader meets it: the version dropdown's label, what survives a
 * navigation between docs, navigations whose page cannot load, hosts that answer `.html` paths
 * with their not-found page, dropdowns and the page without JavaScript.
 */

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const versionButton = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /^Docs version/ });

test.describe("version dropdown label", () => {
  test("names the version being read, else the reader's choice, else the latest", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await expect(versionButton(page)).toHaveText("v1.14");

    await gotoHydrated(page, "/docs/rest");
    await versionButton(page).click();
    await page.getByRole("menuitem", { name: "1.13" }).click();
    await expect(page).toHaveURL(/\/docs\/1\.13\/rest$/);
    await expect(versionButton(page)).toHaveText("v1.13");

    // Outside the docs, the stored choice.
    for (const path of ["/", "/search", "/no-such-page"]) {
      await gotoHydrated(page, path);
      await expect(versionButton(page)).toHaveText("v1.13");
      await expect(versionButton(page)).toHaveAccessibleName(
        "Docs version: 1.13. Choose another version",
      );
    }
    // On a latest page, the version of the page, whatever was chosen.
    await gotoHydrated(page, "/docs/getting-started");
    await expect(versionButton(page)).toHaveText("v1.14");
  });

  test("the search page searches the stored version", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("docs-preferred-version-default", "1.13"));
    await gotoHydrated(page, "/search?q=livemap");
    await expect(page.getByRole("combobox", { name: "Version" })).toHaveValue("1.13");
  });

  test("the mobile panel has a version entry", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, "/docs/rest");
    await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    const panel = page.getByRole("dialog", { name: "Site navigation" });
    // The panel opens on the docs menu: the version is chosen there, next to the sidebar.
    await expect(panel.getByRole("button", { name: "← Back to main menu" })).toBeVisible();
    const version = panel.getByRole("button", { name: /^Docs version: 1\.14/ });
    await expect(version).toBeVisible();
    await version.click();
    await panel.getByRole("menuitem", { name: "1.13" }).click();
    await expect(page).toHaveURL(/\/docs\/1\.13\/rest$/);
    await expect(h1(page)).toBeVisible();
  });
});

test.describe("a navigation whose page cannot load", () => {
  /**
   * From now until the browser asks for a new document, every same-origin request fails, with
   * an HTTP 500 or a network error: the page data, the code, the app data, whatever the client
   * tries.
   */
  async function failUntilNextDocument(page: Page, failure: "500" | "network"): Promise<void> {
    const origin = new URL(page.url()).origin;
    let failing = true;
    await page.route("**/*", async (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) failing = false;
      if (!failing || !request.url().startsWith(origin)) await route.continue();
      else if (failure === "500") await route.fulfill({ status: 500, body: "Server error" });
      else await route.abort();
    });
  }

  // Gatsby's loader retries a 500 forever (it asks for /500.html's data); the site gives up
  // after PRELOAD_DEADLINE_MS (6 s).
  const landing = { timeout: 15_000 };

  for (const failure of ["500", "network"] as const) {
    test(`a sidebar link ends on its page, in a fresh document (${failure} errors)`, async ({
      page,
    }) => {
      await gotoHydrated(page, "/docs/about");
      await markWindow(page);
      await failUntilNextDocument(page, failure);
      await page
        .getByRole("navigation", { name: "Docs sidebar" })
        .getByRole("link", { name: "Components" })
        .click();
      await expect(page).toHaveURL(/\/docs\/about\/wemap_components$/, landing);
      await expect(h1(page)).toHaveText("Wemap components");
      expect(await isSameWindow(page)).toBe(false);
    });

    test(`navigate() keeps the query string and hash (${failure} errors)`, async ({ page }) => {
      await gotoHydrated(page, "/docs/about");
      await markWindow(page);
      await failUntilNextDocument(page, failure);
      await navigateInPage(page, "/docs/about/wemap_components?from=nav#content");
      await expect(page).toHaveURL(/\/docs\/about\/wemap_components\?from=nav#content$/, landing);
      await expect(h1(page)).toHaveText("Wemap components");
      expect(await isSameWindow(page)).toBe(false);
    });
  }
});

test.describe("a host that answers .html paths with its not-found page", () => {
  for (const path of ["/docs/about.html", "/docs/about/index.html"]) {
    test(`${path} shows the About page at /docs/about`, async ({ page }) => {
      await page.route(`**${path}*`, async (route) => {
        const notFound = await page.request.get("/404.html");
        await route.fulfill({ status: 404, body: await notFound.body(), contentType: "text/html" });
      });
      await page.goto(`${path}?from=host#content`);
      await expect(page).toHaveURL(/\/docs\/about\?from=host#content$/);
      await expect(h1(page)).toHaveText("About Wemap");
      await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
    });
  }
});

test.describe("the frame stays put between docs", () => {
  const FRAME_PARTS = {
    navbar: 'nav[aria-label="Main"]',
    sidebar: "aside:has(nav[aria-label='Docs sidebar'])",
    toc: 'nav[aria-label="On this page"]',
  };

  /** Tags the frame's elements: a tag survives only on the very same DOM node. */
  const tagFrame = (page: Page) =>
    page.evaluate((parts) => {
      for (const selector of Object.values(parts)) {
        const element = document.querySelector(selector) as unknown as { __frameTag?: boolean };
        element.__frameTag = true;
      }
    }, FRAME_PARTS);

  const taggedParts = (page: Page) =>
    page.evaluate(
      (parts) =>
        Object.fromEntries(
          Object.entries(parts).map(([name, selector]) => [
            name,
            Boolean(
              (document.querySelector(selector) as unknown as { __frameTag?: boolean } | null)
                ?.__frameTag,
            ),
          ]),
        ),
      FRAME_PARTS,
    );

  test("navbar, sidebar, its scroll position and the TOC survive a navigation", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await gotoHydrated(page, "/docs/android/Callbacks/AddMarker");
    await tagFrame(page);
    const sidebar = page.locator(FRAME_PARTS.sidebar);
    const scrolled = await sidebar.evaluate((element) => {
      element.scrollTop = 400;
      return element.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(100);
    await markWindow(page);
    await sidebar.getByRole("link", { name: "GetCenter" }).click();
    await expect(h1(page)).toHaveText(/GetCenter/);
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText("GetCenter");
    expect(await isSameWindow(page)).toBe(true);
    expect(await taggedParts(page)).toEqual({ navbar: true, sidebar: true, toc: true });
    expect(await sidebar.evaluate((element) => element.scrollTop)).toBe(scrolled);
  });
});

test.describe("dropdowns", () => {
  test("close when focus leaves them, and on Escape with focus back on the button", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/rest");
    const button = versionButton(page);
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // Tab through the entries and out of the menu.
    for (let index = 0; index < 3; index += 1) await page.keyboard.press("Tab");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("menuitem", { name: "1.13" })).toBeHidden();

    await button.click();
    await page.getByRole("menuitem", { name: "1.13" }).focus();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });
});

test.describe("admonitions", () => {
  test("are labelled asides, with no live region", async ({ page }) => {
    await page.goto("/docs/services/print");
    const article = page.locator("article");
    const callouts = article.locator("aside[aria-label]");
    // The page has a warning titled "Experimental".
    await expect(callouts.first()).toHaveAttribute("aria-label", "Experimental");
    // The page's warnings are text of the page: nothing announces them as news.
    // (The page's own "Copied" status, by the Copy page button, is no admonition's.)
    await expect(callouts.locator("[role=alert], [role=status]")).toHaveCount(0);
    await expect(callouts.locator("[aria-live]")).toHaveCount(0);
    for (const callout of await callouts.all()) {
      expect(await callout.getAttribute("role")).toBeNull();
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a closed sidebar category is a link to its first page", async ({ page }) => {
    await page.goto("/docs/rest");
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    const flutter = sidebar.getByRole("link", { name: "Flutter", exact: true });
    await expect(flutter).toHaveAttribute("href", "/docs/flutter/getting-started");
    await flutter.click();
    await expect(page).toHaveURL(/\/docs\/flutter\/getting-started$/);
    await expect(h1(page)).toBeVisible();
  });
});
