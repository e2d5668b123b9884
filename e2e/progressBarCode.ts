import { expect, type Page } from "@playwright/test";

/** Streams that stay open for the page's life (gatsby develop's hot-reloading events). */
const LONG_LIVED = new Set(["eventsource", "websocket"]);

/**
 * Watches for the navigation progress bar's code (src/browser/progress/nprogressBar.ts, a chunk
 * of its own whose name is only a number) to come into the page. Call it before the page loads.
 * The chunk is told from the others by nprogress's markup, which no other script carries
 * (built/firstLoad.test.ts checks the app chunk).
 */
export function watchProgressBarCode(page: Page): { loaded(): Promise<void> } {
  let barCodeFetched = false;
  const inFlight = new Set<unknown>();
  // A stream never finishes: only requests that do are waited for.
  page.on("request", (request) => {
    if (!LONG_LIVED.has(request.resourceType())) inFlight.add(request);
  });
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.text().catch(() => "");
    if (body.includes("nprogress-busy")) barCodeFetched = true;
  });
  return {
    /**
     * Resolves once the page has fetched the bar's code and every request it had made by then
     * (the chunk's styles among them) has finished. No time limit of its own: when the page
     * never asks for the chunk, the test's timeout ends the wait.
     */
    async loaded() {
      await expect
        .poll(() => barCodeFetched, {
          message: "the page fetches the progress bar's code before any navigation",
          timeout: 0,
        })
        .toBe(true);
      await expect.poll(() => inFlight.size, { timeout: 0 }).toBe(0);
    },
  };
}
