import { expect, test } from "@playwright/test";
import { gotoHydrated, navigateInPage } from "./helpers";
import { fixturePath, fixtureUrl } from "./ports";

// Behaviours that this site's configuration turns off, tested on the fixture site built with
// the variant configuration (integration/fixtureVariant.ts, e2e/variant/) by `npm test`. It is
// served under its base URL: every path goes through fixtureUrl or fixturePath.

test.describe("navbar hiding on scroll", () => {
  test("hides on scrolling down, shows on scrolling up, near the top and on navigation", async ({
    page,
  }) => {
    await gotoHydrated(page, fixtureUrl("/docs/about"));
    const navbar = page.getByRole("navigation", { name: "Main" });
    await expect(navbar).toHaveAttribute("data-hidden", "false");
    await page.mouse.wheel(0, 1200);
    await expect(navbar).toHaveAttribute("data-hidden", "true");
    await page.mouse.wheel(0, -200);
    await expect(navbar).toHaveAttribute("data-hidden", "false");
    await page.mouse.wheel(0, 600);
    await expect(navbar).toHaveAttribute("data-hidden", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(navbar).toHaveAttribute("data-hidden", "false");
    await page.mouse.wheel(0, 1200);
    await expect(navbar).toHaveAttribute("data-hidden", "true");
    await navigateInPage(page, fixturePath("/docs/getting-started"));
    await expect(page).toHaveURL(/getting-started$/);
    await expect(navbar).toHaveAttribute("data-hidden", "false");
  });
});

test.describe("colour mode with the switch enabled", () => {
  test("the toggle switches the theme, stores it, and the stored theme applies before hydration", async ({
    page,
  }) => {
    await gotoHydrated(page, fixtureUrl("/docs/getting-started"));
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await page.getByRole("button", { name: /Switch to dark mode/ }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      "rgb(23, 25, 28)",
    );
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(fixtureUrl("/docs/about"));
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });

  test("with no stored choice the theme follows the system preference", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await gotoHydrated(page, fixtureUrl("/docs/getting-started"));
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  });
});

test.describe("language switcher with two locales", () => {
  test("links to the same path in each locale with the query string and hash", async ({ page }) => {
    await gotoHydrated(page, fixtureUrl("/docs/about?ref=nav#section-2"));
    await page.getByRole("button", { name: "Choose a language" }).click();
    await expect(page.getByRole("menuitem", { name: "Français" })).toHaveAttribute(
      "href",
      fixturePath("/fr/docs/about?ref=nav#section-2"),
    );
    await expect(page.getByRole("menuitem", { name: "Français" })).toHaveAttribute(
      "hreflang",
      "fr",
    );
    await expect(page.getByRole("menuitem", { name: "English" })).toHaveAttribute(
      "href",
      fixturePath("/docs/about?ref=nav#section-2"),
    );
  });
});

test.describe("crash boundary", () => {
  test("a page that throws shows the crash, keeps the navbar and footer, and Try again re-renders", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await gotoHydrated(page, fixtureUrl("/crash-test"));
    await page.getByRole("button", { name: "Break the widget" }).click();
    await expect(page.getByRole("heading", { name: "This page crashed." })).toBeVisible();
    await expect(page.getByText("The map widget failed to start.")).toBeVisible();
    await expect(page.locator("footer")).toContainText("Copyright © 2025 Wemap");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("button", { name: "Break the widget" })).toBeVisible();
    await page.getByRole("button", { name: "Break the widget" }).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About", exact: true })
      .click();
    await expect(page).toHaveURL(/\/docs\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "About Wemap" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
