import { expect, test } from "@playwright/test";
import { againstBaseUrl } from "./behaviours";
import { headFollowsNavigation } from "./behaviours/head";
import { builtPages, requiredRoutes } from "./helpers";

test.describe("every page", () => {
  test("each route of the spec's list is built", () => {
    const built = new Set(builtPages());
    const missing = requiredRoutes().filter((route) => !built.has(route));
    expect(missing).toEqual([]);
  });

  test("each built page answers 200 with one h1, a title, lang, dir and noindex", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const failures: string[] = [];
    for (const url of builtPages()) {
      const response = await request.get(url);
      const html = await response.text();
      const h1s = html.match(/<h1[\s>]/g) ?? [];
      if (response.status() !== 200) failures.push(`${url}: status ${response.status()}`);
      else if (h1s.length !== 1) failures.push(`${url}: ${h1s.length} h1`);
      else if (
        !/<html[^>]* lang="en"[^>]* dir="ltr"|<html[^>]* dir="ltr"[^>]* lang="en"/.test(html)
      )
        failures.push(`${url}: html lang/dir`);
      else if (!html.includes('name="robots" content="noindex, nofollow"'))
        failures.push(`${url}: robots`);
      else if (
        !/<title[^>]*>[^<]+ \| Wemap Developers<\/title>|<title[^>]*>Wemap Developers<\/title>/.test(
          html,
        )
      )
        failures.push(`${url}: title`);
    }
    expect(failures).toEqual([]);
  });

  test("page titles join the page title and the site title with the delimiter", async ({
    page,
  }) => {
    await page.goto("/docs/android/Callbacks/AddMarker");
    await expect(page).toHaveTitle(/^.+ \| Wemap Developers$/);
    const h1 = await page.locator("h1").textContent();
    await expect(page).toHaveTitle(`${h1} | Wemap Developers`);
  });

  // Shared with the run against `gatsby develop` (e2e/behaviours, e2e/develop.spec.ts).
  test(
    "after an in-app navigation and Back, the head is the one a fresh load of the page has",
    againstBaseUrl(headFollowsNavigation),
  );
});

test.describe("not found", () => {
  test("an unknown path answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/docs/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Search the documentation" })).toHaveAttribute(
      "href",
      "/search",
    );
    await expect(page.getByRole("link", { name: "Go to the documentation home" })).toHaveAttribute(
      "href",
      "/docs",
    );
  });
});
