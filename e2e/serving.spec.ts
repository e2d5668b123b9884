import { expect, test } from "@playwright/test";

/**
 * What the server answers, whichever serves the build: the Node server (project "node") or
 * nginx with the generated configuration (project "nginx"). Both follow src/node/deploy.
 */

test.describe("serving", () => {
  test("other spellings of a page move to it with 301, query kept", async ({ request }) => {
    const spellings: [string, string][] = [
      ["/docs/about/", "/docs/about"],
      ["/docs/about/index.html", "/docs/about"],
      ["/docs/about.html", "/docs/about"],
      ["/index.html?q=1", "/?q=1"],
      ["/docs/about/?q=1", "/docs/about?q=1"],
      ["/%2Fdocs/about/", "/docs/about"],
    ];
    for (const [path, location] of spellings) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(new URL(response.headers().location ?? "", "http://x").pathname, path).toBe(
        location.split("?")[0],
      );
      expect(response.headers().location, path).not.toMatch(/^\/\/|^https?:\/\/(?!127\.0\.0\.1)/);
    }
  });

  test("an unknown path answers 404 with the not-found page", async ({ request }) => {
    for (const path of ["/nope", "/docs/about/nope", "/nope/a%3Db%20c", "/../../etc/passwd"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Page not found");
    }
  });

  test("hashed bundles are cached for a year; pages and page data are revalidated", async ({
    request,
  }) => {
    const html = await (await request.get("/docs/about")).text();
    const bundle = /src="(\/app-[0-9a-f]{20}\.js)"/.exec(html)?.[1];
    expect(bundle).toBeDefined();
    const immutable = await request.get(bundle as string);
    expect(immutable.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const path of ["/docs/about", "/page-data/docs/about/page-data.json", "/nope"]) {
      const response = await request.get(path);
      expect(response.headers()["cache-control"], path).toBe("public, max-age=0, must-revalidate");
    }
  });

  test("every answer carries the security headers", async ({ request }) => {
    for (const path of ["/", "/docs/about", "/docs/about/", "/nope"]) {
      const headers = (await request.get(path, { maxRedirects: 0 })).headers();
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["content-security-policy"], path).not.toContain("unsafe-eval");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    }
  });

  test("pages are compressed and revalidated with 304", async ({ request }) => {
    const first = await request.get("/docs/about", { headers: { "accept-encoding": "gzip" } });
    expect(first.headers()["content-encoding"]).toBe("gzip");
    const etag = first.headers().etag ?? "";
    expect(etag).toBeTruthy();
    const again = await request.get("/docs/about", {
      headers: { "accept-encoding": "gzip", "if-none-match": etag },
    });
    expect(again.status()).toBe(304);
  });
});

test.describe("encoded unknown URLs", () => {
  test("show the not-found page with status 404", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    for (const path of ["/nope/a%3Db%20c", "/nope/%40me", "/nope/a%2Fb%3Fc"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      // Hydrated: the page's own links work client-side.
      await expect(page.getByRole("link", { name: "Go to the documentation home" })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});
