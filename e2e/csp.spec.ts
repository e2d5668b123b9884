import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, waitForIdle } from "./helpers";

/**
 * Pages under the Content-Security-Policy the build generated, as the server sends it (Node
 * server and nginx): any violation, reported by a `securitypolicyviolation` event or by
 * Chromium's console, fails the test.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void })
        .__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ` +
          `${event.sourceFile}:${event.lineNumber} (${event.sample})`,
      );
    });
  });
  return violations;
}

async function expectServedUnderCsp(page: Page, path: string): Promise<void> {
  const response = await page.request.get(path);
  const csp = response.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self' 'sha256-");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

test.describe("under the generated Content-Security-Policy", () => {
  test("the home page loads and hydrates without a violation", async ({ page }) => {
    const violations = await watchViolations(page);
    await expectServedUnderCsp(page, "/");
    await gotoHydrated(page, "/");
    await waitForIdle(page);
    expect(violations).toEqual([]);
  });

  test("a doc page renders its content without a violation", async ({ page }) => {
    const violations = await watchViolations(page);
    await expectServedUnderCsp(page, "/docs/about");
    await gotoHydrated(page, "/docs/about");
    await waitForIdle(page);
    expect(violations).toEqual([]);
    await expect(page.getByRole("heading", { level: 1, name: "About Wemap" })).toBeVisible();
  });

  test("the search modal opens and answers without a violation", async ({ page }) => {
    const violations = await watchViolations(page);
    await gotoHydrated(page, "/");
    const input = page.getByPlaceholder("Search docs");
    // Hydrated: the shortcut's listener is attached.
    await page.keyboard.press("Control+k");
    await expect(input).toBeVisible();
    await input.fill("livemap");
    await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("the not-found page loads without a violation", async ({ page }) => {
    const violations = await watchViolations(page);
    await expectServedUnderCsp(page, "/nope");
    await gotoHydrated(page, "/nope");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await waitForIdle(page);
    expect(violations).toEqual([]);
  });

  test("a violation is seen: an inline script without a hash is blocked and reported", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await gotoHydrated(page, "/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__ran = true;";
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();
  });
});
