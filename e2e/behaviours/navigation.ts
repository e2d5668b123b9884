import { expect, type Page } from "@playwright/test";
import { gotoHydrated, isSameWindow, markWindow, routeUpdates, waitForRoute } from "../helpers";
import { GUIDE, REFERENCE } from "./pages";

/**
 * In-app navigation as a reader lives it: a link in the article opens its page in the same
 * document, as one new history entry, and Back and Forward move between the two pages, still
 * without loading a document.
 */
export async function linkOpensPageInApp(page: Page, origin: string): Promise<void> {
  const h1 = page.getByRole("heading", { level: 1 });
  await gotoHydrated(page, `${origin}${GUIDE.path}`);
  await markWindow(page);
  const entries = await page.evaluate(() => history.length);
  const routes = await routeUpdates(page);

  await page.locator(`article a[href="${REFERENCE.path}"]`).first().click();
  await waitForRoute(page, REFERENCE.path, routes);
  await expect(h1).toHaveText(REFERENCE.h1);
  expect(page.url()).toBe(`${origin}${REFERENCE.path}`);
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);

  await page.goBack();
  await waitForRoute(page, GUIDE.path, routes + 1);
  await expect(h1).toHaveText(GUIDE.h1);
  await page.goForward();
  await waitForRoute(page, REFERENCE.path, routes + 2);
  await expect(h1).toHaveText(REFERENCE.h1);
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  expect(await isSameWindow(page)).toBe(true);
}
