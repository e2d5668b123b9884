import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";

test.describe("layout", () => {
  test("the skip link is first and moves focus to the main content", async ({ page }) => {
    await gotoHydrated(page, "/docs/getting-started");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#__main")).toBeFocused();
  });

  test("the navbar links to About, Docs and the external pages", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("href", "/docs/about");
    await expect(nav.getByRole("link", { name: "Docs", exact: true })).toHaveAttribute(
      "href",
      "/docs",
    );
    const external: [string, string][] = [
      ["Wemap Pro", "https://pro.getwemap.com"],
      ["Help", "https://help.getwemap.com"],
      ["Contact", "https://getwemap.com/contact"],
      ["GitHub", "https://github.com/wemap"],
    ];
    for (const [name, href] of external) {
      const link = nav.getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/docs\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the footer has its three columns and the versioned copyright", async ({ page }) => {
    await page.goto("/docs/getting-started");
    const footer = page.locator("footer");
    for (const title of ["Discover", "Social", "Company"]) {
      await expect(footer.getByRole("heading", { name: title })).toBeVisible();
    }
    for (const name of ["Privacy policy", "Terms of use", "Pro terms of use"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText("Copyright © 2025 Wemap - v1.14.37");
  });

  test("the search page omits the footer", async ({ page }) => {
    await page.goto("/search");
    await expect(page.locator("footer")).toHaveCount(0);
  });
});
