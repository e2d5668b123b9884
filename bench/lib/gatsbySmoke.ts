import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/chromium";
import { isSameWindow, markWindow, waitForHydration, waitForRoute } from "../../e2e/helpers";
import type { StepResult } from "./gatsbyNextReport";

/** The pages a build of the fixture site (integration/siteCopy.ts) always has. */
const SMOKE_PAGES = {
  home: "/",
  doc: "/docs/getting-started",
  search: "/search",
} as const;

/** Generous: a first load on a busy machine compiles the app chunk slowly. */
const WAIT_MS = 30_000;

/** One check of the smoke test, timed, as a step of the report. */
async function checked(name: string, run: () => Promise<string>): Promise<StepResult> {
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  try {
    const detail = await run();
    return { name: `browser: ${name}`, ok: true, seconds: seconds(), detail };
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return { name: `browser: ${name}`, ok: false, seconds: seconds(), detail: message ?? "" };
  }
}

/**
 * The built site at `origin` in Chromium: the home, a doc and the search page load and hydrate;
 * a link of the home page opens the doc client-side (no reload) and the title follows; Back
 * brings the home page and its title back in the same document; no page throws.
 */
export async function smokeTest(origin: string): Promise<StepResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(WAIT_MS);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const checks: StepResult[] = [];
    for (const [label, path] of Object.entries(SMOKE_PAGES)) {
      checks.push(
        await checked(`${label} page ${path} loads and hydrates`, async () => {
          const response = await page.goto(`${origin}${path}`);
          if (!response?.ok()) throw new Error(`HTTP ${response?.status() ?? "no response"}`);
          await waitForHydration(page);
          return `hydrated, title "${await page.title()}"`;
        }),
      );
    }
    checks.push(
      await checked("a link navigates in the app, the title follows, Back restores", async () => {
        await page.goto(`${origin}${SMOKE_PAGES.home}`);
        await waitForHydration(page);
        const homeTitle = await page.title();
        await markWindow(page);
        await page.locator(`main a[href="${SMOKE_PAGES.doc}"]`).first().click();
        await waitForRoute(page, SMOKE_PAGES.doc, 1);
        await page.waitForFunction((before) => document.title !== before, homeTitle);
        const docTitle = await page.title();
        if (!(await isSameWindow(page))) throw new Error("the link loaded a new document");
        await page.goBack();
        await waitForRoute(page, SMOKE_PAGES.home, 2);
        await page.waitForFunction((before) => document.title === before, homeTitle);
        if (!(await isSameWindow(page))) throw new Error("Back loaded a new document");
        return `"${homeTitle}" → "${docTitle}" → "${homeTitle}" in one document`;
      }),
    );
    checks.push({
      name: "browser: no page throws",
      ok: errors.length === 0,
      seconds: 0,
      detail: errors.length === 0 ? "no uncaught error" : errors.slice(0, 3).join("; "),
    });
    return checks;
  } finally {
    await browser.close();
  }
}
