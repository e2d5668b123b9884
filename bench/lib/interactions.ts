import type { Browser, Page } from "playwright-core";
import { CPU_SLOWDOWN } from "./mainThread";

/**
 * How long a reader waits after acting: the longest event of an interaction as the browser's
 * Event Timing API reports it (from the input to the next paint: the handlers, the render they
 * cause and the paint), with the CPU slowed 4 × by Chromium (CDP), as a mid-range phone. The
 * API reports events of 16 ms or more only; an interaction under that is reported as 0 and shown
 * as "< 16 ms".
 */

interface Control {
  /** What the reader does: "a tab switch". */
  name: string;
  /** The page the control is on, from the site's root. */
  page: string;
  /** The element the reader clicks, per site; undefined where that site has no such control. */
  selector: { site: string; starlight?: string };
}

/**
 * The controls measured, each on a doc page that has it. A closed sidebar category on this site
 * fetches the whole sidebar file when it opens: the event covers the click's own work, the
 * category shows once the file is there.
 */
const CONTROLS: readonly Control[] = [
  {
    name: "a tab switch",
    page: "/docs/ios-native/mapsdk-getting-started",
    selector: {
      site: '[role="tab"][aria-selected="false"]',
      starlight: 'starlight-tabs [role="tab"][aria-selected="false"]',
    },
  },
  {
    name: "a sidebar category toggle",
    page: "/docs/ios-native/mapsdk-getting-started",
    selector: {
      site: 'nav[aria-label="Docs sidebar"] button[aria-expanded="false"]',
      starlight: "#starlight__sidebar details:not([open]) > summary",
    },
  },
  {
    name: "the version menu",
    page: "/docs/ios-native/mapsdk-getting-started",
    selector: { site: 'button[aria-haspopup="true"][aria-label^="Docs version"]' },
  },
  {
    name: "a table-of-contents click",
    page: "/docs/ios-native/mapsdk-getting-started",
    selector: {
      site: 'nav[aria-label="On this page"] a[href="#levels-and-buildings"]',
      starlight: 'starlight-toc a[href="#levels-and-buildings"]',
    },
  },
  {
    name: "the copy button",
    page: "/docs/ios-native/mapsdk-getting-started",
    selector: {
      site: 'button[aria-label="Copy code to clipboard"]',
      starlight: ".expressive-code .copy button",
    },
  },
];

/**
 * The longest event of an interaction and its parts (Event Timing): waiting for the main thread,
 * the event handlers, and from their end to the next paint (the render and the paint itself).
 * Event Timing rounds the total to 8 ms; the parts are not rounded.
 */
interface EventParts {
  totalMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

export interface InteractionFigures {
  control: string;
  /** Longest event of each run, ms (0: none of 16 ms or more). */
  runsMs: number[];
  medianMs: number;
  /** The parts of the median run's longest event. */
  medianParts: EventParts;
}

/** The median of the runs, the middle one's lower neighbour for an even count. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/** Waits for the page to be ready for a reader: hydrated (this site), and the network quiet. */
async function ready(page: Page, side: "site" | "starlight"): Promise<void> {
  if (side === "site")
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.waitForLoadState("networkidle");
  // Parts that hydrate in later tasks (the sidebar, the table of contents) have their turn.
  await page.waitForTimeout(1000);
}

/** The longest event of one click on `selector`, in a fresh page at 4 × CPU. */
async function longestEventOfClick(
  browser: Browser,
  url: string,
  selector: string,
  side: "site" | "starlight",
): Promise<EventParts> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: new URL(url).origin,
  });
  const page = await context.newPage();
  try {
    await page.goto(url);
    await ready(page, side);
    const target = page.locator(selector).first();
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.evaluate(() => {
      const store = window as unknown as { __longestEvent: EventParts };
      store.__longestEvent = { totalMs: 0, inputDelayMs: 0, processingMs: 0, presentationMs: 0 };
      new PerformanceObserver((list) => {
        // interactionId is in Chromium and the Event Timing draft, not yet in TypeScript's DOM.
        type Entry = PerformanceEventTiming & { interactionId: number };
        for (const entry of list.getEntries() as Entry[]) {
          if (entry.interactionId > 0 && entry.duration > store.__longestEvent.totalMs)
            store.__longestEvent = {
              totalMs: entry.duration,
              inputDelayMs: entry.processingStart - entry.startTime,
              processingMs: entry.processingEnd - entry.processingStart,
              presentationMs: entry.startTime + entry.duration - entry.processingEnd,
            };
        }
      }).observe({
        type: "event",
        durationThreshold: 16,
        buffered: false,
      } as PerformanceObserverInit);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // The mouse itself, at the element's centre: a locator's click runs Playwright's own checks
    // in the page between the input events, which Event Timing would count as the page's work.
    const box = await target.boundingBox();
    if (!box) throw new Error(`${selector} is not visible on ${url}`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // Event Timing reports an entry after the next paint; the slowed page gets time to paint it.
    await page.waitForTimeout(1500);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    return await page.evaluate(
      () => (window as unknown as { __longestEvent: EventParts }).__longestEvent,
    );
  } finally {
    await context.close();
  }
}

/** Each control measured `runs` times on one side, each run a fresh page. */
export async function measureInteractions(
  browser: Browser,
  base: string,
  side: "site" | "starlight",
  runs: number,
): Promise<InteractionFigures[]> {
  const figures: InteractionFigures[] = [];
  for (const control of CONTROLS) {
    const selector = control.selector[side];
    if (!selector) continue;
    const measured: EventParts[] = [];
    for (let run = 0; run < runs; run += 1)
      measured.push(await longestEventOfClick(browser, `${base}${control.page}`, selector, side));
    const runsMs = measured.map((parts) => parts.totalMs);
    const medianMs = median(runsMs);
    const medianParts = measured.find((parts) => parts.totalMs === medianMs) ?? measured[0];
    if (!medianParts) throw new Error("no run measured");
    figures.push({ control: control.name, runsMs, medianMs, medianParts });
  }
  return figures;
}
