import { expect, type Page } from "@playwright/test";
import { gotoHydrated, pageDataRequest, routeUpdates, waitForRoute } from "../helpers";
import { holdEveryRequest } from "../heldRequests";
import { watchProgressBarCode } from "../progressBarCode";
import { GUIDE, REFERENCE } from "./pages";

/**
 * A slow navigation shows the progress bar on any network: once the page is idle after its
 * first load, the bar's code is in it, so a navigation whose every request is held (its page
 * data, its chunks, the bar's own chunk if it were still missing) shows the bar all the same,
 * and the bar goes once the page lands. The next page's link is at the foot of the article,
 * out of view, so nothing has prefetched its data.
 */
export async function slowNavigationShowsBar(page: Page, origin: string): Promise<void> {
  const barCode = watchProgressBarCode(page);
  await gotoHydrated(page, `${origin}${GUIDE.path}`);
  await barCode.loaded();
  const before = await routeUpdates(page);
  const held = await holdEveryRequest(page);
  try {
    await page
      .getByRole("navigation", { name: "Docs pages" })
      .locator(`a[rel="next"][href="${REFERENCE.path}"]`)
      .click();
    await expect(page.locator("#nprogress .bar")).toBeAttached();
    await expect(page.locator("#nprogress .spinner")).toHaveCount(0);
    // Still waiting for its page: it has asked for the page's data and had no answer.
    const asked = held.urls().map((url) => new URL(url).pathname);
    expect(asked.some((pathname) => pageDataRequest(REFERENCE.path).test(pathname))).toBe(true);
    expect(await routeUpdates(page)).toBe(before);
  } finally {
    held.release();
  }
  await waitForRoute(page, REFERENCE.path, before);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(REFERENCE.h1);
  await expect(page.locator("#nprogress")).toHaveCount(0);
}
