import { expect, type Page } from "@playwright/test";
import { gotoHydrated, isSameWindow, markWindow } from "../helpers";
import { GUIDE, SEARCHED } from "./pages";
import { atHeading, headingPlacement } from "./scroll";

export const modal = (page: Page) => page.locator(".DocSearch-Modal");
export const modalInput = (page: Page) => page.locator(".DocSearch-Input");
export const hits = (page: Page) => page.locator(".DocSearch-Hit a");
export const searchButton = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Search" });

/**
 * Opens the modal on a hydrated page (gotoHydrated): the button's click and the shortcut
 * listener are attached by then, so one click or key opens it.
 */
async function openWith(page: Page, act: () => Promise<void>): Promise<void> {
  await act();
  await expect(searchButton(page)).toHaveAttribute("aria-expanded", "true");
  await expect(modalInput(page)).toBeFocused();
}

export const openWithButton = (page: Page) => openWith(page, () => searchButton(page).click());
export const openWithShortcut = (page: Page, shortcut: string) =>
  openWith(page, () => page.keyboard.press(shortcut));

/** Ctrl+K and Cmd+K open the modal and close it again, Escape closes it, so does the button's. */
export async function searchOpensAndCloses(page: Page, origin: string): Promise<void> {
  await gotoHydrated(page, `${origin}${GUIDE.path}`);
  await openWithShortcut(page, "Control+k");
  await page.keyboard.press("Control+k");
  await expect(modal(page)).toHaveCount(0);
  for (const shortcut of ["Control+k", "Meta+k"]) {
    await page.keyboard.press(shortcut);
    await expect(modalInput(page)).toBeFocused();
    await page.keyboard.press(shortcut);
    await expect(modal(page)).toHaveCount(0);
  }
  await page.keyboard.press("Control+k");
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(modal(page)).toHaveCount(0);
  await openWithButton(page);
  await page.keyboard.press("Escape");
  await expect(modal(page)).toHaveCount(0);
  await expect(searchButton(page)).toHaveAttribute("aria-expanded", "false");
}

/** A query finds its page, first, at its heading; Enter opens it in the app, at that heading. */
export async function searchEnterOpensHit(page: Page, origin: string): Promise<void> {
  await gotoHydrated(page, `${origin}${GUIDE.path}`);
  await markWindow(page);
  await openWithButton(page);
  await modalInput(page).fill(SEARCHED.query);
  const first = hits(page).first();
  await expect(first).toContainText(SEARCHED.hitTitle);
  await expect(first.locator("mark").first()).toBeVisible();
  await expect(first).toHaveAttribute("href", SEARCHED.href);
  await modalInput(page).press("Enter");
  await expect(page).toHaveURL(`${origin}${SEARCHED.href}`);
  await expect(modal(page)).toHaveCount(0);
  await expect.poll(() => headingPlacement(page, SEARCHED.headingId)).toMatchObject(atHeading);
  expect(await isSameWindow(page)).toBe(true);
}
