import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, isSameWindow, markWindow, navigateInPage } from "./helpers";
import {
  FIXTURE_BASE_PATH,
  FIXTURE_MEASUREMENT_ID,
  FIXTURE_PUBLIC_DIR,
  fixturePath,
  fixtureUrl,
} from "./ports";

/**
 * Against the fixture site built with a dummy GA measurement id (integration/fixtureVariant.ts):
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

/** A reader who answered the consent question on an earlier visit (so the banner stays shut). */
const consentAnswered = (page: Page, choice: "granted" | "denied" = "denied") =>
  page.addInitScript((value) => {
    if (!window.localStorage.getItem("wemap.analytics-consent")) {
      window.localStorage.setItem("wemap.analytics-consent", value);
    }
  }, choice);

test.describe("analytics", () => {
  test.beforeEach(({ page }) => consentAnswered(page));

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
      content_group: "Guides",
      doc_version: "1.14",
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

  test("Copy page copies the twin under the base URL and records the version and group", async ({
    page,
    context,
  }) => {
    await interceptOutside(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, fixtureUrl("/docs/1.13/android/getting-started"));
    await page.locator("article").getByRole("button", { name: "Copy page" }).click();
    await expect
      .poll(() => events(page, "copy_page"))
      .toEqual([
        {
          page_path: "/docs/1.13/android/getting-started",
          content_group: "Android",
          doc_version: "1.13",
        },
      ]);
    const twin = await (
      await page.request.get(fixtureUrl("/docs/1.13/android/getting-started.md"))
    ).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    expect(twin).toMatch(/^# /);
  });
});

test.describe("links in the docs", () => {
  test.beforeEach(({ page }) => consentAnswered(page));

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

test.describe("analytics dimensions", () => {
  test.beforeEach(({ page }) => consentAnswered(page));

  test("every page view names its section and docs version", async ({ page }) => {
    await interceptOutside(page);
    await gotoHydrated(page, fixtureUrl("/docs/android/getting-started"));
    await expect.poll(() => events(page, "page_view")).toHaveLength(1);
    await navigateInPage(page, fixturePath("/docs/1.13/android/getting-started"));
    await expect(page.getByText("Intro for 1.13.")).toBeVisible();
    await expect.poll(() => events(page, "page_view")).toHaveLength(2);
    await navigateInPage(page, fixturePath("/"));
    await expect.poll(() => events(page, "page_view")).toHaveLength(3);
    await navigateInPage(page, fixturePath("/docs/android/NoSuchPage"));
    await expect.poll(() => events(page, "page_view")).toHaveLength(4);
    expect(
      (await events(page, "page_view")).map(({ page_path, content_group, doc_version }) => [
        page_path,
        content_group,
        doc_version,
      ]),
    ).toEqual([
      [fixturePath("/docs/android/getting-started"), "Android", "1.14"],
      [fixturePath("/docs/1.13/android/getting-started"), "Android", "1.13"],
      [FIXTURE_BASE_PATH, "Home", "none"],
      [fixturePath("/docs/android/NoSuchPage"), "Other", "none"],
    ]);
  });
});

test.describe("consent (Consent Mode v2)", () => {
  /** Where each kind of hit sits in dataLayer, in order. */
  const timeline = async (page: Page) =>
    (await dataLayer(page))
      .filter(([command]) => command !== "js")
      .map(([command, action, params]) =>
        command === "event" ? `event ${String(action)}` : [command, action, params],
      );

  const denied = {
    analytics_storage: "denied",
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  };
  const config = ["config", FIXTURE_MEASUREMENT_ID, { anonymize_ip: true, send_page_view: false }];

  test("everything is denied before gtag's config; page views are still sent, cookieless", async ({
    page,
  }) => {
    const outside = await interceptOutside(page);
    await gotoHydrated(page, fixtureUrl("/docs/about"));
    await expect.poll(() => events(page, "page_view")).toHaveLength(1);
    expect(await timeline(page)).toEqual([
      ["consent", "default", denied],
      ["set", "ads_data_redaction", true],
      config,
      "event page_view",
    ]);
    expect(await page.context().cookies()).toEqual([]);
    expect(outside.other).toEqual([]);
  });

  test("the reader's yes updates consent at once and on every later page load", async ({
    page,
  }) => {
    await interceptOutside(page);
    await gotoHydrated(page, fixtureUrl("/docs/about"));
    const banner = page.getByRole("region", { name: "Analytics cookies" });
    await expect(banner).toBeVisible();
    // The question does not take the reader's focus on arrival.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toBeHidden();
    expect((await timeline(page)).slice(-1)).toEqual([
      ["consent", "update", { analytics_storage: "granted" }],
    ]);

    await gotoHydrated(page, fixtureUrl("/docs/about"));
    await expect.poll(() => events(page, "page_view")).toHaveLength(1);
    expect(await timeline(page)).toEqual([
      ["consent", "default", denied],
      ["set", "ads_data_redaction", true],
      ["consent", "update", { analytics_storage: "granted" }],
      config,
      "event page_view",
    ]);
    await expect(banner).toBeHidden();
  });

  test("the footer's Cookie settings reopens the choice, by keyboard", async ({ page }) => {
    await consentAnswered(page, "granted");
    await interceptOutside(page);
    await gotoHydrated(page, fixtureUrl("/docs/about"));
    const banner = page.getByRole("region", { name: "Analytics cookies" });
    await expect(banner).toBeHidden();
    const settings = page.locator("footer").getByRole("button", { name: "Cookie settings" });
    await settings.focus();
    await page.keyboard.press("Enter");
    await expect(banner).toContainText("You have accepted analytics cookies.");
    await expect(banner.getByRole("heading", { name: "Analytics cookies" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button", { name: "Decline" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    await expect(settings).toBeFocused();
    expect((await timeline(page)).slice(-1)).toEqual([
      ["consent", "update", { analytics_storage: "denied" }],
    ]);
    expect(await page.evaluate(() => window.localStorage.getItem("wemap.analytics-consent"))).toBe(
      "denied",
    );
  });
});

test.describe("page feedback", () => {
  test.beforeEach(({ page }) => consentAnswered(page));

  const feedback = (page: Page) => events(page, "doc_feedback");

  test("yes, then a reason, by keyboard: one event, a status message, answered once", async ({
    page,
  }) => {
    await interceptOutside(page);
    await gotoHydrated(page, fixtureUrl("/docs/android/getting-started"));
    const question = page.getByRole("group", { name: "Was this page helpful?" });
    await question.getByRole("button", { name: "Yes" }).focus();
    await page.keyboard.press("Enter");
    await expect(question).toBeHidden();
    const reasons = page.getByRole("group", { name: "What helped? (optional)" });
    await expect(reasons.getByRole("button", { name: "It solved my problem" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: "Thanks for your feedback." }),
    ).toBeVisible();
    expect(await feedback(page)).toEqual([
      {
        page_path: "/docs/android/getting-started",
        doc_version: "1.14",
        content_group: "Android",
        answer: "yes",
        reason: "easy_to_follow",
      },
    ]);

    // Leaving and coming back sends nothing more and asks nothing more.
    await navigateInPage(page, fixturePath("/docs/about"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Wemap");
    await expect(page.getByRole("group", { name: "Was this page helpful?" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Android getting started");
    await expect(page.getByText("Thanks for your feedback.")).toBeVisible();
    await expect(page.getByRole("group", { name: "Was this page helpful?" })).toBeHidden();
    expect(await feedback(page)).toHaveLength(1);

    await gotoHydrated(page, fixtureUrl("/docs/android/getting-started"));
    await expect(page.getByText("Thanks for your feedback.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Yes", exact: true })).toBeHidden();
    expect(await feedback(page)).toEqual([]);
  });

  test("no without a reason is sent when the reader moves on", async ({ page }) => {
    await interceptOutside(page);
    await gotoHydrated(page, fixtureUrl("/docs/1.13/android/getting-started"));
    await page.getByRole("button", { name: "No", exact: true }).click();
    await expect(page.getByRole("group", { name: "What went wrong? (optional)" })).toBeVisible();
    expect(await feedback(page)).toEqual([]);
    await navigateInPage(page, fixturePath("/docs/about"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Wemap");
    await expect
      .poll(() => feedback(page))
      .toEqual([
        {
          page_path: "/docs/1.13/android/getting-started",
          doc_version: "1.13",
          content_group: "Android",
          answer: "no",
        },
      ]);
  });
});
