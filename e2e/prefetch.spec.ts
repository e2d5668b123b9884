import { expect, test, type Page } from "@playwright/test";
import { isHydrated, pageDataUrl } from "./helpers";

const START = "/docs/javascript/getting-started";

/** Links of each kind on START and the pages they lead to (none visited by the test). */
const HOVERED = [
  {
    kind: "MDX body",
    selector: 'article a[href="/docs/getting-started#prerequisites"]',
    path: "/docs/getting-started",
  },
  { kind: "navbar", selector: 'nav[aria-label="Main"] a[href="/docs/about"]', path: "/docs/about" },
  {
    kind: "sidebar",
    selector: 'nav[aria-label="Docs sidebar"] a[href="/docs/deeplinking"]',
    path: "/docs/deeplinking",
  },
  {
    kind: "pagination",
    selector: 'nav[aria-label="Docs pages"] a[rel="next"]',
    path: "/docs/javascript/livemap",
  },
];

/**
 * Records, in the page and as they are made, the page-data requests of Gatsby's loader (XHR)
 * and its prefetch hints (`<link rel="prefetch">`), so a test can tell that none was made.
 */
async function recordPageDataRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { __pageData: string[] }).__pageData = made;
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      made.push(`xhr ${new URL(String(args[1]), location.href).pathname}`);
      return (open as (...a: unknown[]) => void).apply(this, args);
    } as typeof open;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLLinkElement && node.rel === "prefetch")
            made.push(`prefetch ${new URL(node.href).pathname}`);
    }).observe(document, { childList: true, subtree: true });
  });
}

const pageDataMade = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __pageData: string[] }).__pageData.filter((entry) =>
      entry.includes("/page-data/"),
    ),
  );

/** A connection as the Network Information API reports it, set before any script runs. */
async function emulateConnection(
  page: Page,
  connection: { effectiveType: string; saveData: boolean },
) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
}

/**
 * Loads START with time under the test's control: Gatsby prefetches visible links from a
 * 3-second timer and an idle callback, which then run only when the test moves the clock.
 * Hydration itself waits for a 0 ms timer, and the hydrated mark for the frame after it, so the
 * clock steps forward a little until the page says it has hydrated.
 */
async function openWithPausedClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(START);
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return isHydrated(page);
    })
    .toBe(true);
}

test.describe("prefetch", () => {
  test("hovering an internal link loads its page; visible links are prefetched", async ({
    page,
  }) => {
    await recordPageDataRequests(page);
    await openWithPausedClock(page);
    for (const link of HOVERED) {
      const request = page.waitForRequest((r) => r.url().endsWith(pageDataUrl(link.path)));
      await page.locator(link.selector).first().hover();
      await request;
      expect(await pageDataMade(page), link.kind).toContain(`xhr ${pageDataUrl(link.path)}`);
    }
    // Visible links are prefetched in batches once the page is idle (Gatsby's queue, 3 s on).
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.clock.runFor(5000);
    const hovered = HOVERED.map((link) => pageDataUrl(link.path));
    await expect
      .poll(async () =>
        (await pageDataMade(page)).filter(
          (entry) => entry.startsWith("prefetch ") && !hovered.includes(entry.slice(9)),
        ),
      )
      .not.toEqual([]);
    const prefetched = (await pageDataMade(page)).find((entry) => entry.startsWith("prefetch "));
    await expect.poll(() => requested).toContain(prefetched?.slice(9));
  });

  for (const [name, connection] of [
    ["a 2G connection", { effectiveType: "2g", saveData: false }],
    ["Save-Data", { effectiveType: "4g", saveData: true }],
  ] as const) {
    test(`nothing is prefetched on ${name}, on hover or when visible`, async ({ page }) => {
      await recordPageDataRequests(page);
      await emulateConnection(page, connection);
      await openWithPausedClock(page);
      const before = await pageDataMade(page);
      for (const link of HOVERED) await page.locator(link.selector).first().hover();
      await page.clock.runFor(5000);
      expect(await pageDataMade(page)).toEqual(before);

      // Clicking still navigates: the page loads when it is needed.
      await page.clock.resume();
      await page
        .locator(HOVERED[0]?.selector ?? "")
        .first()
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Getting started with Wemap",
      );
      expect(await pageDataMade(page)).toContain(`xhr ${pageDataUrl("/docs/getting-started")}`);
    });
  }
});
