import { expect, test } from "@playwright/test";
import { prefixUrl } from "./ports";

const banner = (page: import("@playwright/test").Page) =>
  page.getByRole("alert").filter({ hasText: "Your Gatsby site did not load properly." });

test.describe("wrong base URL", () => {
  test("served under another path, a page says which base URL it needs", async ({ page }) => {
    const response = await page.goto(prefixUrl("/docs/about"));
    expect(response?.status()).toBe(200);
    await expect(banner(page)).toBeVisible();
    const text = (await banner(page).textContent()) ?? "";
    expect(text.startsWith("Your Gatsby site did not load properly.")).toBe(true);
    expect(text).toContain("built for the base URL “/”");
    expect(text).toContain("Build it with the base URL “/other/”");
  });

  test("the home page under another path suggests the same base URL", async ({ page }) => {
    await page.goto(prefixUrl("/"));
    await expect(banner(page)).toContainText("Build it with the base URL “/other/”");
  });

  test("served at its base URL, no page shows the banner", async ({ page }) => {
    for (const path of ["/", "/docs/about", "/docs/1.13/android/Livemap", "/no-such-page"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
    }
  });
});
