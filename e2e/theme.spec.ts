import { expect, test } from "@playwright/test";
import { againstBaseUrl } from "./behaviours";
import { tabChoiceKeptAcrossPages, tabChoiceSyncsGroups } from "./behaviours/tabs";
import { gotoHydrated, isSameWindow, markWindow } from "./helpers";

test.describe("colour mode (this site: light only, switch disabled)", () => {
  test("stays light with no toggle, whatever is stored or the system prefers", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await gotoHydrated(page, "/docs/getting-started");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(page.getByRole("button", { name: /Switch to (dark|light) mode/ })).toHaveCount(0);
  });

  test("the theme is set by the inline script before any bundle runs", async ({ page }) => {
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto("/docs/getting-started");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  });

  test("a dark palette exists", async ({ page }) => {
    // After hydration: the colour-mode provider sets this site's light theme when it mounts.
    await gotoHydrated(page, "/docs/getting-started");
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe("rgb(255, 255, 255)");
    await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
    expect(await background()).toBe("rgb(23, 25, 28)");
  });
});

test.describe("announcement bar", () => {
  test("closing it is stored, survives a reload and hides it before the bundles run", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const bar = page.getByRole("region", { name: "Announcement" });
    await expect(bar).toContainText("Swift Package Manager");
    await bar.getByRole("button", { name: "Close announcement" }).click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("docusaurus.announcement.dismiss"))).toBe(
      "true",
    );
    await gotoHydrated(page, "/docs/getting-started");
    await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(0);
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto("/docs/about");
    await expect(page.locator("[data-announcement-bar]")).toBeHidden();
  });

  test("a new bar id shows the announcement again", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("docusaurus.announcement.id", "an-older-announcement");
      localStorage.setItem("docusaurus.announcement.dismiss", "true");
    });
    await gotoHydrated(page, "/");
    await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("docusaurus.announcement.dismiss"))).toBe(
      "false",
    );
  });
});

test.describe("mobile navigation", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the toggle opens a panel with the doc sidebar and a way back to the main menu", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/android/Callbacks/AddMarker");
    const toggle = page.getByRole("button", { name: "Toggle navigation bar" });
    const mainNav = page.getByRole("navigation", { name: "Main" });
    await expect(mainNav.getByRole("link", { name: "About", exact: true })).toBeHidden();
    await toggle.click();
    const panel = page.getByRole("dialog", { name: "Site navigation" });
    await expect(panel.locator('[aria-current="page"]')).toHaveText("AddMarker");
    // The scroll lock is an effect of the opened panel: wait for the page to apply it.
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await panel.getByRole("button", { name: "← Back to main menu" }).click();
    await expect(panel.getByRole("link", { name: "About", exact: true })).toBeVisible();
    await panel.getByRole("button", { name: "Docs menu →" }).click();
    await expect(panel.locator('[aria-current="page"]')).toBeVisible();
  });

  test("its code loads on first use, and Enter on the toggle opens it with focus inside", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/android/Callbacks/AddMarker");
    const panel = page.getByRole("dialog", { name: "Site navigation" });
    await expect(panel).toHaveCount(0);
    const toggle = page.getByRole("button", { name: "Toggle navigation bar" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]"))),
    ).toBe(true);
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test("Escape closes it, focus returns to the toggle and the page scrolls again", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/android/Callbacks/AddMarker");
    const toggle = page.getByRole("button", { name: "Toggle navigation bar" });
    await toggle.click();
    const panel = page.getByRole("dialog", { name: "Site navigation" });
    await expect(panel).toBeVisible();
    const focusInPanel = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")));
    // Focus moves inside (once the trap's tabbable has loaded); Shift+Tab from the first
    // element wraps to the last, and Tab goes round.
    await expect.poll(focusInPanel).toBe(true);
    await page.keyboard.press("Shift+Tab");
    await expect.poll(focusInPanel).toBe(true);
    for (let index = 0; index < 40; index += 1) await page.keyboard.press("Tab");
    await expect.poll(focusInPanel).toBe(true);
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");
  });

  test("it closes on navigation, on back navigation and when the viewport becomes desktop", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/android/Callbacks/AddMarker");
    const toggle = page.getByRole("button", { name: "Toggle navigation bar" });
    const panel = page.getByRole("dialog", { name: "Site navigation" });
    await toggle.click();
    await panel.getByRole("link", { name: "DrawPolyline" }).click();
    await expect(page).toHaveURL(/DrawPolyline$/);
    await expect(panel).toHaveCount(0);

    await toggle.click();
    await page.goBack();
    await expect(page).toHaveURL(/AddMarker$/);
    await expect(panel).toHaveCount(0);

    await toggle.click();
    await expect(panel).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(panel).toHaveCount(0);
  });

  test("it closes when the viewport becomes desktop as it opens, before its listeners are attached", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/android/Callbacks/AddMarker");
    const panel = page.getByRole("dialog", { name: "Site navigation" });
    // The viewport widens as soon as the panel is in the page: its listeners are attached by an
    // effect, which runs after the next frame, and the widening's change event comes first.
    await page.exposeFunction("widenViewport", () =>
      page.setViewportSize({ width: 1200, height: 800 }),
    );
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector("[role=dialog]")) return;
        observer.disconnect();
        void (window as unknown as { widenViewport(): Promise<void> }).widenViewport();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    await expect.poll(() => page.viewportSize()?.width).toBe(1200);
    await expect(panel).toHaveCount(0);
  });

  test("the desktop sidebar, left unhydrated on a phone, works once the viewport is wide", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/android/Callbacks/AddMarker");
    const sidebar = page.locator("aside").getByRole("navigation", { name: "Docs sidebar" });
    await expect(sidebar).toBeHidden();
    // Preact keeps an element's event handlers in its `l` property: none until hydrated.
    const hydratedLink = () =>
      page.evaluate(() => Boolean((document.querySelector("aside a") as { l?: object } | null)?.l));
    // gotoHydrated waited for every part the page waits for: the hidden one is not among them.
    expect(await hydratedLink()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(sidebar).toBeVisible();
    await expect.poll(hydratedLink).toBe(true);
    await markWindow(page);
    // Hydrated when its media query matched: the link navigates in the page, not by a reload.
    await sidebar.getByRole("link", { name: "DrawPolyline" }).click();
    await expect(page).toHaveURL(/DrawPolyline$/);
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText("DrawPolyline");
    expect(await isSameWindow(page)).toBe(true);
  });

  test("a navigation on a phone hydrates the hidden sidebar first, so it marks the new page when widened", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/android/Callbacks/AddMarker");
    const sidebar = page.locator("aside").getByRole("navigation", { name: "Docs sidebar" });
    await markWindow(page);
    await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    await page
      .getByRole("dialog", { name: "Site navigation" })
      .getByRole("link", { name: "DrawPolyline" })
      .click();
    await expect(page).toHaveURL(/DrawPolyline$/);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Hydrated before the route changed, it took the new page's props with the rest.
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText("DrawPolyline");
    await sidebar.getByRole("link", { name: "AddMarker" }).click();
    await expect(page).toHaveURL(/AddMarker$/);
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText("AddMarker");
    expect(await isSameWindow(page)).toBe(true);
  });

  test("long code lines scroll inside their block, not the page", async ({ page }) => {
    await page.goto("/docs/android/Callbacks/AddMarker");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const pre = page.locator("pre").first();
    expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });
});

test.describe("dropdowns", () => {
  test("open and close with the mouse, outside clicks, Enter, arrows and Escape", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/rest");
    const button = page.getByRole("button", { name: /Docs version/ });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.locator("h1").click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowDown");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("menuitem", { name: "1.14 (latest)" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "1.13" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });
});

test.describe("sidebar categories", () => {
  test("a category the reader opened stays open on the next page, and animates", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/android/Callbacks/AddMarker");
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    const flutter = sidebar.getByRole("button", { name: "Flutter", exact: true });
    await flutter.click();
    const list = sidebar.locator(
      `#${await flutter.getAttribute("aria-controls")}`.replace(/:/g, "\\:"),
    );
    await expect(list).toHaveAttribute("data-animation-ms", /^\d+$/);
    await sidebar.getByRole("link", { name: "DrawPolyline" }).click();
    await expect(page).toHaveURL(/DrawPolyline$/);
    await expect(sidebar.getByRole("button", { name: "Flutter", exact: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  test("a page ships its sidebar's open path; the whole sidebar loads once, when a closed category opens", async ({
    page,
  }) => {
    const sidebarFiles: string[] = [];
    page.on("request", (request) => {
      if (/\/static\/sidebars\/[^/]+\.json$/.test(new URL(request.url()).pathname))
        sidebarFiles.push(request.url());
    });
    await gotoHydrated(page, "/docs/android/Callbacks/AddMarker");
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    expect(sidebarFiles).toEqual([]);
    const flutter = sidebar.getByRole("button", { name: "Flutter", exact: true });
    await flutter.click();
    await expect(flutter).toHaveAttribute("aria-expanded", "true");
    const list = page.locator(`#${await flutter.getAttribute("aria-controls")}`);
    await expect(list.getByRole("link").first()).toBeVisible();
    await sidebar.getByRole("button", { name: "Expand Flutter native SDK" }).click();
    await sidebar.getByRole("link", { name: "DrawPolyline" }).click();
    await expect(page).toHaveURL(/DrawPolyline$/);
    await expect(list.getByRole("link").first()).toBeVisible();
    expect(sidebarFiles).toHaveLength(1);
    expect(sidebarFiles[0]).toMatch(/\/static\/sidebars\/1\.14-docs-[0-9a-f]{16}\.json$/);
  });

  test("categories open and close from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/docs/rest");
    const flutter = page
      .getByRole("navigation", { name: "Docs sidebar" })
      .getByRole("button", { name: "Flutter", exact: true });
    await flutter.focus();
    await page.keyboard.press("Enter");
    await expect(flutter).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(flutter).toHaveAttribute("aria-expanded", "false");
  });
});

// Shared with the run against `gatsby develop` (e2e/behaviours, e2e/develop.spec.ts).
test.describe("tabs", () => {
  test(
    "a choice shows its panel in every group with its id, and is stored",
    againstBaseUrl(tabChoiceSyncsGroups),
  );

  test(
    "a choice holds on other pages, reached in the app or loaded afresh",
    againstBaseUrl(tabChoiceKeptAcrossPages),
  );
});

test.describe("versions", () => {
  test("a stored version that matches no version is removed", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("docs-preferred-version-default", "0.9");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await gotoHydrated(page, "/docs/rest");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("docs-preferred-version-default")))
      .toBeNull();
  });

  test("the preferred version steers the navbar's docs links outside the docs", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("docs-preferred-version-default", "1.13"));
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Docs", exact: true })).toHaveAttribute(
      "href",
      "/docs/1.13",
    );
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute(
      "href",
      "/docs/1.13/about",
    );
  });
});

test.describe("language switcher", () => {
  test("links to the same page in each locale, keeping query and hash", async ({ page }) => {
    await gotoHydrated(page, "/docs/rest?from=home#authentication");
    await page.getByRole("button", { name: "Choose a language" }).click();
    await expect(page.getByRole("menuitem", { name: "English" })).toHaveAttribute(
      "href",
      "/docs/rest?from=home#authentication",
    );
    await page.keyboard.press("Escape");
    await page.evaluate(() => (window.location.hash = "#pagination"));
    await page.getByRole("button", { name: "Choose a language" }).click();
    await expect(page.getByRole("menuitem", { name: "English" })).toHaveAttribute(
      "href",
      "/docs/rest?from=home#pagination",
    );
  });
});

test.describe("code blocks and admonitions", () => {
  test("titles, highlighted lines and line numbers come from the fence", async ({ page }) => {
    await page.goto("/docs/android/getting-started");
    const gradle = page.locator("[data-language=groovy]").first();
    await expect(gradle).toContainText("app/build.gradle");
    await expect(gradle.locator('[data-highlighted="true"]')).toHaveText(
      /implementation 'com\.getwemap:livemap-sdk/,
    );
    await page.goto("/docs/examples/single-point");
    const numbered = page.locator("[data-language=html] pre[data-line-numbers=true]").first();
    const firstLine = numbered.locator(".code-line").first();
    expect(await firstLine.evaluate((line) => getComputedStyle(line, "::before").content)).not.toBe(
      "none",
    );
    expect(await numbered.locator(".code-line").count()).toBeGreaterThan(20);
    // Numbers are drawn by CSS, so the code's text (what a reader copies) has none.
    expect(await firstLine.textContent()).toMatch(/^<!DOCTYPE html>/i);
  });

  test("the copy confirmation is announced", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/docs/android/getting-started");
    const button = page.getByRole("button", { name: "Copy code to clipboard" }).first();
    await button.click();
    await expect(
      page.getByRole("button", { name: "Copied" }).first().locator("[aria-live=polite]"),
    ).toHaveText("Copied");
  });

  test("admonitions are labelled callouts", async ({ page }) => {
    await page.goto("/docs/services/print");
    const warning = page.locator("article").getByRole("complementary").first();
    await expect(warning).toHaveAttribute("aria-label", /.+/);
    await expect(warning).toBeVisible();
  });
});
