import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";

test.describe("doc pages", () => {
  test("the sidebar marks the page and opens only the categories that hold it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/android/Callbacks/AddMarker");
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    const active = sidebar.locator('[aria-current="page"]');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveText("AddMarker");
    await expect(sidebar.getByRole("button", { name: "Android", exact: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(sidebar.getByRole("button", { name: "Callbacks" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const flutter = sidebar.getByRole("button", { name: "Flutter", exact: true });
    await expect(flutter).toHaveAttribute("aria-expanded", "false");
    const flutterStart = sidebar.locator('a[href="/docs/flutter/getting-started"]');
    await expect(flutterStart).toBeHidden();
    await flutter.click();
    await expect(flutter).toHaveAttribute("aria-expanded", "true");
    await expect(flutterStart).toBeVisible();
  });

  test("the table of contents lists h2 and h3 headings, not deeper ones", async ({ page }) => {
    await page.goto("/docs/flutter/LivemapController/setPinpoints");
    const toc = page.getByRole("navigation", { name: "On this page" });
    const h2 = await page.locator("article h2").allTextContents();
    const h3 = await page.locator("article h3").allTextContents();
    expect(h3.length).toBeGreaterThan(0);
    const entries = (await toc.getByRole("link").allTextContents()).map((text) => text.trim());
    const headingTexts = [...h2, ...h3].map((text) => text.replace(/#$/, "").trim());
    expect(entries.sort()).toEqual(headingTexts.sort());
    const first = toc.getByRole("link").first();
    const target = await first.getAttribute("href");
    await expect(page.locator(`article [id="${target?.slice(1)}"]`)).toHaveCount(1);
  });

  test("previous and next links follow the sidebar", async ({ page }) => {
    await page.goto("/docs/android/Callbacks/DrawPolyline");
    const pager = page.getByRole("navigation", { name: "Docs pages" });
    await expect(pager.locator('a[rel="prev"]')).toHaveAttribute(
      "href",
      "/docs/android/Callbacks/AddMarker",
    );
    await expect(pager.locator('a[rel="next"]')).toHaveAttribute(
      "href",
      "/docs/android/Callbacks/FindNearestPinpoints",
    );
  });

  test("breadcrumbs show the categories that hold the page", async ({ page }) => {
    await page.goto("/docs/android/Callbacks/AddMarker");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
    await expect(crumbs).toContainText("Android");
    await expect(crumbs).toContainText("Callbacks");
  });

  test("pages outside any sidebar have none", async ({ page }) => {
    await page.goto("/docs/analytics");
    await expect(page.getByRole("navigation", { name: "Docs sidebar" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an older version's page is served under its version, with a banner to the latest", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/1.13/android/Listeners/MapClick");
    const banner = page.getByRole("note").filter({ hasText: "no longer the latest" });
    await expect(banner).toContainText("version 1.13");
    await expect(banner.getByRole("link")).toHaveAttribute(
      "href",
      "/docs/android/Listeners/MapClick",
    );
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    await expect(sidebar.locator('[aria-current="page"]')).toHaveAttribute(
      "href",
      "/docs/1.13/android/Listeners/MapClick",
    );
  });

  test("the version dropdown opens the same page, or the version's main doc when it has none", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/android/Listeners/WebGLContextLost");
    const dropdown = page.getByRole("button", { name: /Docs version: 1.14/ });
    await dropdown.click();
    await expect(dropdown).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("menuitem", { name: "1.14 (latest)" })).toBeVisible();
    const older = page.getByRole("menuitem", { name: "1.13" });
    await expect(older).toHaveAttribute("href", "/docs/1.13");

    await gotoHydrated(page, "/docs/android/Listeners/MapClick");
    await page.getByRole("button", { name: /Docs version/ }).click();
    await page.getByRole("menuitem", { name: "1.13" }).click();
    await expect(page).toHaveURL(/\/docs\/1\.13\/android\/Listeners\/MapClick$/);
    expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe(
      "1.13",
    );
  });

  test("code blocks are highlighted, titled and copy their code", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/docs/android/getting-started");
    const block = page.locator('[data-language="kotlin"]').first();
    await expect(block.locator(".token").first()).toBeVisible();
    await block.getByRole("button", { name: "Copy code to clipboard" }).click();
    await expect(block.getByRole("button", { name: "Copied" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(0);
    expect(await block.locator("pre").innerText()).toContain(copied.split("\n")[0] ?? "");
  });
});
