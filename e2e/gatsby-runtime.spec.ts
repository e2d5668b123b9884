import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";

/**
 * The private globals of Gatsby's client that src/browser/ wraps, on a built page (the jest test
 * contract/gatsbyInternals.test.ts reads the same names in Gatsby's sources).
 */
test("Gatsby's private globals have the shape src/browser/ wraps", async ({ page }) => {
  await gotoHydrated(page, "/docs");
  const shape = await page.evaluate(() => {
    const gatsby = window as unknown as {
      ___navigate?: unknown;
      ___loader?: Record<string, unknown>;
    };
    return {
      ___navigate: typeof gatsby.___navigate,
      "___loader.hovering": typeof gatsby.___loader?.hovering,
      "___loader.loadPage": typeof gatsby.___loader?.loadPage,
      "___loader.isPageNotFound": typeof gatsby.___loader?.isPageNotFound,
      "___loader.enqueue": typeof gatsby.___loader?.enqueue,
    };
  });
  expect(
    shape,
    "Gatsby's private runtime changed: adapt src/browser/ before upgrading gatsby (CONTRIBUTING.md, Upgrading Gatsby safely)",
  ).toEqual({
    ___navigate: "function",
    "___loader.hovering": "function",
    "___loader.loadPage": "function",
    "___loader.isPageNotFound": "function",
    "___loader.enqueue": "function",
  });
});
