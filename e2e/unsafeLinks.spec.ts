import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, isHydrated } from "./helpers";
import { fixtureUrl } from "./ports";

// A script URL that slips past the build (written in a page component, e2e/variant/
// unsafe-links.tsx, on the fixture site, under its base URL) must not run, before or after
// hydration.

// The served Content-Security-Policy blocks script URLs too; it is bypassed here so that these
// tests prove the links themselves are inert (one defence does not rely on the other).
test.use({ bypassCSP: true });

const LINKS = ["MDX script link", "MDX mixed-case script link", "Navbar script link"];

const scriptRan = (page: Page) =>
  page.evaluate(() => (window as unknown as { __scriptUrlRan?: boolean }).__scriptUrlRan === true);

/**
 * Waits until the script URLs activated so far have had their turn: a script URL runs from a
 * task its activation queues, so the test activates one more, a probe, and waits for it to
 * have run; the harness test below shows an earlier script URL has run by then.
 */
async function afterQueuedScriptUrls(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = document.createElement("a");
    probe.href = "javascript:window.__probeRan=true;void 0";
    document.body.append(probe);
    probe.click();
    probe.remove();
  });
  await expect
    .poll(() => page.evaluate(() => (window as { __probeRan?: boolean }).__probeRan === true))
    .toBe(true);
}

/** Clicks each link and presses Enter on it, then says whether any script ran. */
async function activateEveryLink(page: Page): Promise<boolean> {
  for (const name of LINKS) {
    const link = page.locator("a", { hasText: name });
    await expect(link).toBeVisible();
    await expect(link).not.toHaveAttribute("href", /.*/);
    await link.click();
    await link.focus();
    await page.keyboard.press("Enter");
  }
  await afterQueuedScriptUrls(page);
  return scriptRan(page);
}

test("the harness sees a script URL run when a link does carry one", async ({ page }) => {
  await gotoHydrated(page, fixtureUrl("/unsafe-links"));
  await page.evaluate(() => {
    const control = document.createElement("a");
    control.textContent = "Control";
    control.href = "javascript:window.__scriptUrlRan=true;void 0";
    document.querySelector("h1")?.after(control);
  });
  await page.getByText("Control", { exact: true }).click();
  // Seen after the same wait as the real links'.
  await afterQueuedScriptUrls(page);
  expect(await scriptRan(page)).toBe(true);
});

test("script URLs render inert in the HTML the server sends, before hydration", async ({
  page,
}) => {
  // The site's JavaScript never loads: what the reader clicks is the server-rendered HTML.
  await page.route(/\/(app|framework|webpack-runtime|commons|component---)[^/]*\.js$/, (route) =>
    route.abort(),
  );
  await page.goto(fixtureUrl("/unsafe-links"));
  expect(await isHydrated(page)).toBe(false);
  expect(await activateEveryLink(page)).toBe(false);
  await expect(page).toHaveTitle(/Unsafe links/);
  await expect(page).toHaveURL(/\/unsafe-links$/);
});

test("script URLs stay inert after hydration", async ({ page }) => {
  await gotoHydrated(page, fixtureUrl("/unsafe-links"));
  expect(await activateEveryLink(page)).toBe(false);
  await expect(page).toHaveTitle(/Unsafe links/);
  await expect(page).toHaveURL(/\/unsafe-links$/);
});
