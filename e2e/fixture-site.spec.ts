import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, isSameWindow, markWindow } from "./helpers";
import { FIXTURE_MEASUREMENT_ID, FIXTURE_PUBLIC_DIR, fixturePath, fixtureUrl } from "./ports";

/**
 * Against the fixture site built with a dummy GA measurement id (scripts/build-fixture-site.ts):
 * analytics, and the link cases of its page /docs/links.
 */

test.beforeAll(() => {
  if (!fs.existsSync(FIXTURE_PUBLIC_DIR)) {
    throw new Error(
      `${FIXTURE_PUBLIC_DIR} is missing: run "npx tsx scripts/build-fixture-site.ts" (npm test does).`,
    );
  }
});

type Hit = [string, ...unknown[]];

/**
 * Answers the analytics host locally (a stub gtag.js that leaves window.dataLayer as the page
 * filled it) and refuses and records anything else outside 127.0.0.1.
 */
async function interceptOutside(page: Page): Promise<{ analytics: string[]; other: string[] }> {
  const seen = { analytics: [] as string[], other: [] as string[] };
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, async (route) => {
    const url = route.request().url();
    if (url.startsWith("https://www.googletagmanager.com/")) {
      seen.analytics.push(url);
      await route.fulfill({ contentType: "application/javascript", body: "/* gtag stub */" });
    } else {
      seen.other.push(url);
      await route.abort();
    }
  });
  return seen;
}

/** Every gtag() call so far, as plain arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    ),
  ) as Promise<Hit[]>;

const events = async (page: Page, name: string) =>
  (await dataLayer(page))
    .filter((hit) => hit[0] === "event" && hit[1] === name)
    .map((hit) => hit[2] as Record<string, unknown>);

test.describe("analytics", () => {
  test("loads gtag with the measurement id, IP anonymised and no automatic page view", async ({
    page,
  }) => {
    const outside = await interceptOutside(page);
    await gotoHydrated(page, fixtureUrl("/docs/about"));
    expect(outside.analytics).toEqual([
      `https://www.googletagmanager.com/gtag/js?id=${FIXTURE_MEASUREMENT_ID}`,
    ]);
    const config = (await dataLayer(page)).find((hit) => hit[0] === "config");
    expect(config).toEqual([
      "config",
      FIXTURE_MEASUREMENT_ID,
      { anonymize_ip: true, send_page_view: false },
    ]);
    expect(outside.other).toEqual([]);
  });

  test("one page_view per route, with the new path and title, none twice", async ({ page }) => {
    await interceptOutside(page);
    await gotoHydrated(page, fixtureUrl("/docs/about"));
    await expect.poll(() => events(page, "page_view")).toHaveLength(1);
    expect((await events(page, "page_view"))[0]).toEqual({
      page_location: fixtureUrl("/docs/about"),
      page_path: fixturePath("/docs/about"),
      page_title: "About Wemap | Wemap Developers",
    });

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Docs", exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Documentation");
    await expect.poll(() => events(page, "page_view")).toHaveLength(2);
    // An anchor of the same page is not a new page.
    await page.getByRole("link", { name: "Direct link to this section" }).first().click();
    await expect(page).toHaveURL(/#overview$/);
    await page
      .locator(`article a[href="${fixturePath("/docs/android/getting-started#install")}"]`)
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Android getting started");
    await expect.poll(() => events(page, "page_view")).toHaveLength(3);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Documentation");
    await expect.poll(() => events(page, "page_view")).toHaveLength(4);

    expect(
      (await events(page, "page_view")).map(({ page_path, page_title }) => [page_path, page_title]),
    ).toEqual([
      [fixturePath("/docs/about"), "About Wemap | Wemap Developers"],
      [fixturePath("/docs"), "Documentation | Wemap Developers"],
      [fixturePath("/docs/android/getting-started"), "Android getting started | Wemap Developers"],
      [fixturePath("/docs"), "Documentation | Wemap Developers"],
    ]);
  });

  test("outbound link clicks, code copies and not-found hits are events", async ({
    page,
    context,
  }) => {
    await interceptOutside(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, fixtureUrl("/docs/android/Callbacks/AddMarker"));
    await page.getByRole("button", { name: "Copy code to clipboard" }).click();
    await expect.poll(() => events(page, "copy_code")).toEqual([{ language: "kotlin" }]);

    // Keep the page: the click is recorded, the browser does not leave for GitHub.
    await page.evaluate(() => window.addEventListener("click", (event) => event.preventDefault()));
    await page.locator("footer").getByRole("link", { name: "GitHub" }).click();
    expect(await events(page, "click")).toEqual([
      { link_url: "https://github.com/wemap", link_domain: "github.com", outbound: true },
    ]);
    // A link within the site is no outbound click.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Wemap");
    expect(await events(page, "click")).toHaveLength(1);

    const response = await page.goto(fixtureUrl("/docs/no-such-page?ref=mail"));
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => events(page, "page_not_found"))
      .toEqual([{ page_path: fixturePath("/docs/no-such-page?ref=mail"), page_referrer: "" }]);
  });
});

test.describe("links in the docs", () => {
  test("pages of the site, even written as absolute URLs, open client-side", async ({ page }) => {
    await interceptOutside(page);
    await gotoHydrated(page, fixtureUrl("/docs/links"));
    await markWindow(page);
    await page.getByRole("link", { name: "The site's own address" }).click();
    await expect(page).toHaveURL(fixtureUrl("/docs/about?from=absolute"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Wemap");
    expect(await isSameWindow(page)).toBe(true);
  });

  test("external URLs load a new page, with noopener noreferrer", async ({ page, context }) => {
    await context.route("https://example.org/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<h1>Outside</h1>" }),
    );
    await gotoHydrated(page, fixtureUrl("/docs/links"));
    for (const name of ["An external page", "A lookalike domain"]) {
      await expect(page.getByRole("link", { name })).toHaveAttribute("rel", "noopener noreferrer");
    }
    const navigation = page.waitForRequest((request) => request.isNavigationRequest());
    await page.getByRole("link", { name: "An external page" }).click();
    expect((await navigation).url()).toBe("https://example.org/outside?from=docs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Outside");
  });
});
