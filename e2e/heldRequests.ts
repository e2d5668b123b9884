import type { Page } from "@playwright/test";

export interface HeldRequests {
  /** The URLs of the requests held so far, in the order the page made them. */
  urls(): string[];
  /** Lets every held request go on, and every later one pass at once. */
  release(): void;
}

/**
 * Holds every request the page makes from now on (page data, chunks, app data, styles,
 * anything) until `release`: whatever the page shows meanwhile, it shows without a byte of
 * what it asked for, however fast or slow the machine running the test is.
 */
export async function holdEveryRequest(page: Page): Promise<HeldRequests> {
  const held: string[] = [];
  let open: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route("**/*", async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { urls: () => [...held], release: () => open() };
}
