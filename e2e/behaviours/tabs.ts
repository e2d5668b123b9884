import { expect, type Page } from "@playwright/test";
import { gotoHydrated, routeUpdates, waitForRoute } from "../helpers";
import { TABBED } from "./pages";

/** The labels of the selected tabs of every group on the page, once each. */
const selectedLabels = (page: Page) =>
  page
    .locator('[role=tab][aria-selected="true"]')
    .allTextContents()
    .then((labels) => [...new Set(labels)]);

/** The labels of the panels a reader sees, one per group. */
const visiblePanels = (page: Page) =>
  page.getByRole("tabpanel").evaluateAll((panels) =>
    panels
      .filter((panel) => !(panel as HTMLElement).hidden)
      .map((panel) => document.getElementById(panel.getAttribute("aria-labelledby") ?? ""))
      .map((tab) => tab?.textContent),
  );

/**
 * A tab shows its panel in place of the other's, and every group of the page with the same
 * group id follows the choice, which is stored for later pages.
 */
export async function tabChoiceSyncsGroups(page: Page, origin: string): Promise<void> {
  await gotoHydrated(page, `${origin}${TABBED.first}`);
  const groups = await page.getByRole("tablist").count();
  expect(groups).toBeGreaterThan(1);
  expect(await selectedLabels(page)).toEqual([TABBED.defaultTab]);
  expect(await visiblePanels(page)).toEqual(Array(groups).fill(TABBED.defaultTab));

  await page.getByRole("tab", { name: TABBED.chosen.label }).first().click();
  await expect.poll(() => selectedLabels(page)).toEqual([TABBED.chosen.label]);
  expect(await visiblePanels(page)).toEqual(Array(groups).fill(TABBED.chosen.label));
  expect(
    await page.evaluate((id) => localStorage.getItem(`docusaurus.tab.${id}`), TABBED.groupId),
  ).toBe(TABBED.chosen.value);
}

/** The choice holds on another page of the group, reached in the app or loaded afresh. */
export async function tabChoiceKeptAcrossPages(page: Page, origin: string): Promise<void> {
  await gotoHydrated(page, `${origin}${TABBED.first}`);
  await page.getByRole("tab", { name: TABBED.chosen.label }).first().click();
  await expect.poll(() => selectedLabels(page)).toEqual([TABBED.chosen.label]);

  const routes = await routeUpdates(page);
  await page.locator(`article a[href="${TABBED.second}"]`).first().click();
  await waitForRoute(page, TABBED.second, routes);
  expect(await selectedLabels(page)).toEqual([TABBED.chosen.label]);

  await gotoHydrated(page, `${origin}${TABBED.second}`);
  expect(await selectedLabels(page)).toEqual([TABBED.chosen.label]);
}
