import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { STATIC_DOCUMENT_POLICY } from "../src/node/deploy/securityHeaders";
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

/**
 * The SVG files of static/ (here the logos and the favicon; static/ may hold no other document)
 * are served with a policy of their own that runs nothing, by both servers. What the policy lets through is what
 * an SVG needs, as an image and opened by its address; a script in such a file does not run.
 */
test.describe("the files of static/ under the policy that runs nothing", () => {
  test("an SVG is served with it, and still shows as the navbar's image", async ({ page }) => {
    const response = await page.request.get("/img/wemap-logo.svg");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-security-policy"]).toBe(STATIC_DOCUMENT_POLICY);
    const home = await page.request.get("/");
    expect(home.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    await gotoHydrated(page, "/");
    const logo = page.locator('img[src*="wemap-logo"]').first();
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test("an SVG opened by its address shows its inline style and the site's images, and runs nothing", async ({
    page,
  }) => {
    const served = await page.request.get("/img/favicon.svg");
    const policy = served.headers()["content-security-policy"] ?? "";
    expect(policy).toBe(STATIC_DOCUMENT_POLICY);
    // The same header on a file the check would have refused, had one got by. A server of the
    // test's own sends it: Chromium closes when Playwright intercepts a request of a sandboxed
    // document (page.route), so the file and the image it shows come from a real server.
    const favicon = await served.body();
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="document.title=\'onload\'">' +
      '<style>rect { fill: rgb(0, 128, 0) }</style><rect width="32" height="64"/>' +
      '<image x="32" width="32" height="64" href="/img/favicon.svg"/>' +
      "<script>document.title = 'script'</script></svg>";
    const server = http.createServer((request, response) => {
      const svg = request.url === "/hostile.svg" ? hostile : favicon;
      response.writeHead(200, {
        "Content-Type": "image/svg+xml",
        "Content-Security-Policy": policy,
      });
      response.end(svg);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const loaded = page.waitForResponse(`${origin}/img/favicon.svg`);
      await page.goto(`${origin}/hostile.svg`);
      expect((await loaded).status()).toBe(200);
      expect(await page.title()).toBe("");
      expect(
        await page.evaluate(() => getComputedStyle(document.querySelector("rect") as Element).fill),
      ).toBe("rgb(0, 128, 0)");
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
