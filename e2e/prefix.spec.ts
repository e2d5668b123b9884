import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, isSameWindow, markWindow, navigateInPage } from "./helpers";
import {
  FIXTURE_BASE_PATH,
  FIXTURE_PUBLIC_DIR,
  fixtureOrigin,
  fixturePath,
  fixtureUrl,
} from "./ports";

/**
 * The base URL end to end, on the fixture site built for `/developers/`
 * (e2e/variant/site.config.ts, integration/fixtureVariant.ts) and served there: links, assets,
 * page data and search files all live under it, and the wrong-base-URL banner still tells a
 * build served elsewhere.
 */

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

/** Every same-origin request the page makes from now on, by path. */
function sameOriginRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === fixtureOrigin()) paths.push(url.pathname);
  });
  return paths;
}

const outsideBase = (paths: readonly string[]) =>
  paths.filter((entry) => !entry.startsWith(`${FIXTURE_BASE_PATH}/`));

test.beforeAll(() => {
  if (!fs.existsSync(FIXTURE_PUBLIC_DIR)) {
    throw new Error(
      `${FIXTURE_PUBLIC_DIR} is missing: run "npx tsx scripts/build-fixture-site.ts" (npm test does).`,
    );
  }
});

test("every site path in the built HTML is under the base URL", () => {
  const offenders: string[] = [];
  for (const entry of fs.readdirSync(FIXTURE_PUBLIC_DIR, {
    recursive: true,
    withFileTypes: true,
  })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = fs.readFileSync(file, "utf8");
    for (const match of html.matchAll(/\s(?:href|src)="(\/(?!\/)[^"]*)"/g)) {
      const url = match[1] ?? "";
      // The home page is the base path itself (no trailing slash).
      if (url !== FIXTURE_BASE_PATH && !url.startsWith(`${FIXTURE_BASE_PATH}/`)) {
        offenders.push(`${path.relative(FIXTURE_PUBLIC_DIR, file)}: ${url}`);
      }
    }
  }
  expect(offenders).toEqual([]);
});

test("favicon, logos and footer image load from under the base URL", async ({ page }) => {
  await gotoHydrated(page, fixtureUrl("/docs/about"));
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
    "href",
    fixturePath("/img/favicon.svg"),
  );
  const images = await page
    .locator("nav[aria-label=Main] img, footer img")
    .evaluateAll((elements) =>
      elements.map((element) => ({
        src: element.getAttribute("src"),
        loaded: (element as HTMLImageElement).naturalWidth > 0,
      })),
    );
  expect(images.length).toBeGreaterThanOrEqual(3);
  for (const image of images) {
    expect(image.src).toMatch(new RegExp(`^${FIXTURE_BASE_PATH}/img/`));
  }
  // The light logo and the footer's are displayed (the dark one is hidden by CSS in light mode).
  expect(images.filter((image) => image.loaded).length).toBeGreaterThanOrEqual(2);
});

test("links navigate client-side under the base URL, loading nothing outside it", async ({
  page,
}) => {
  const requests = sameOriginRequests(page);
  await gotoHydrated(page, fixtureUrl("/docs"));
  await markWindow(page);
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
  await sidebar.getByRole("link", { name: "Android", exact: true }).click();
  await expect(page).toHaveURL(fixtureUrl("/docs/android/getting-started"));
  await expect(h1(page)).toHaveText("Android getting started");
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText("Android");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "About", exact: true })
    .click();
  await expect(page).toHaveURL(fixtureUrl("/docs/about"));
  await expect(h1(page)).toHaveText("About Wemap");
  expect(await isSameWindow(page)).toBe(true);
  expect(requests.some((entry) => entry.includes("/page-data/"))).toBe(true);
  expect(outsideBase(requests)).toEqual([]);
});

test("search loads its files from under the base URL and opens hits there", async ({ page }) => {
  const requests = sameOriginRequests(page);
  await gotoHydrated(page, fixtureUrl("/docs"));
  await markWindow(page);
  const button = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Search" });
  // Hydrated: the button's click is attached.
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await page.locator(".DocSearch-Input").fill("AddMarker");
  const hit = page.locator(".DocSearch-Hit a").first();
  await expect(hit).toHaveAttribute(
    "href",
    new RegExp(`^${fixturePath("/docs/android/Callbacks/AddMarker")}`),
  );
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`${fixturePath("/docs/android/Callbacks/AddMarker")}`));
  await expect(h1(page)).toHaveText(/AddMarker/);
  expect(await isSameWindow(page)).toBe(true);
  expect(requests.some((entry) => entry.startsWith(fixturePath("/static/search/index-")))).toBe(
    true,
  );
  expect(outsideBase(requests)).toEqual([]);
});

test("a host answering /x.html with its not-found page ends on /x, under the base URL", async ({
  page,
}) => {
  const notFound = fs.readFileSync(path.join(FIXTURE_PUBLIC_DIR, "404.html"));
  await page.route(`${fixtureUrl("/docs/about.html")}*`, (route) =>
    route.fulfill({ status: 404, contentType: "text/html", body: notFound }),
  );
  await page.goto(fixtureUrl("/docs/about.html?from=host#section-2"));
  await expect(page).toHaveURL(fixtureUrl("/docs/about?from=host#section-2"));
  await expect(h1(page)).toHaveText("About Wemap");
  // The page exists: analytics count no miss (the fixture site is built with a GA id).
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map(
      (entry) => Array.from(entry)[1],
    ),
  );
  expect(events).toContain("page_view");
  expect(events).not.toContain("page_not_found");
});

test.describe("wrong base URL", () => {
  const banner = (page: Page) =>
    page.getByRole("alert").filter({ hasText: "Your Gatsby site did not load properly." });

  test("served at its base URL, no banner", async ({ page }) => {
    for (const entry of ["/", "/docs/about", "/docs/1.13"]) {
      await page.goto(fixtureUrl(entry));
      await expect(h1(page)).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
    }
  });

  test("the same build served at another path says which base URL it needs", async ({ page }) => {
    const html = fs.readFileSync(path.join(FIXTURE_PUBLIC_DIR, "docs/about/index.html"));
    await page.route(`${fixtureOrigin()}/elsewhere/docs/about`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: html }),
    );
    await page.goto(`${fixtureOrigin()}/elsewhere/docs/about`);
    await expect(banner(page)).toContainText("built for the base URL “/developers/”");
    await expect(banner(page)).toContainText("Build it with the base URL “/elsewhere/”");
  });
});

test.describe("no stored version choice (versionPersistence: none)", () => {
  test("a version left in storage steers neither the navbar nor the search page", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("docs-preferred-version-default", "1.13"));
    await gotoHydrated(page, fixtureUrl("/search?q=android"));
    await expect(page.getByRole("combobox", { name: "Version" })).toHaveValue("1.14");
    const version = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: /^Docs version/ });
    await expect(version).toHaveText("v1.14");

    // A choice made during the visit still counts for the visit.
    await gotoHydrated(page, fixtureUrl("/docs/android/getting-started"));
    await version.click();
    await page.getByRole("menuitem", { name: "1.13" }).click();
    await expect(page).toHaveURL(fixtureUrl("/docs/1.13/android/getting-started"));
    await navigateInPage(page, fixturePath("/search"));
    await expect(page).toHaveURL(fixtureUrl("/search"));
    await expect(version).toHaveText("v1.13");
  });
});
