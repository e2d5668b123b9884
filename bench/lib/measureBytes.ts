import zlib from "node:zlib";
import { chromium, type Browser, type Page, type Response } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/chromium";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface ByteCount {
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  url: string;
  /** HTML + the JS and CSS files the page loads up to the load event. */
  html: ByteCount;
  js: ByteCount;
  css: ByteCount;
  total: ByteCount;
  /** Page data and static query data fetched before the page is interactive. */
  data: ByteCount;
  requests: number;
}

interface Fetched {
  url: string;
  kind: "document" | "script" | "stylesheet" | "data" | "other";
  raw: number;
  gzip: number;
}

async function describe(response: Response): Promise<Fetched | undefined> {
  const request = response.request();
  const type = request.resourceType();
  const url = response.url();
  if (!url.startsWith("http://127.0.0.1")) return undefined;
  let body: Buffer;
  try {
    body = await response.body();
  } catch {
    return undefined;
  }
  const kind =
    type === "document"
      ? "document"
      : type === "script"
        ? "script"
        : type === "stylesheet"
          ? "stylesheet"
          : /page-data|\/sq\/|app-data/.test(url)
            ? "data"
            : "other";
  // The server gzips text; measure both sizes from the decoded body so every file counts alike.
  return { url, kind, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
}

function sum(items: readonly Fetched[]): ByteCount {
  return items.reduce(
    (total, item) => ({ raw: total.raw + item.raw, gzip: total.gzip + item.gzip }),
    { raw: 0, gzip: 0 },
  );
}

function record(page: Page): { items: Promise<Fetched | undefined>[] } {
  const state = { items: [] as Promise<Fetched | undefined>[] };
  page.on("response", (response) => state.items.push(describe(response)));
  return state;
}

/** First-load bytes of a page in a fresh browser context (cold cache). */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const recorder = record(page);
  await page.goto(url, { waitUntil: "load" });
  const loaded = (await Promise.all(recorder.items)).filter((item): item is Fetched =>
    Boolean(item),
  );
  await context.close();
  const html = sum(loaded.filter((item) => item.kind === "document"));
  const js = sum(loaded.filter((item) => item.kind === "script"));
  const css = sum(loaded.filter((item) => item.kind === "stylesheet"));
  return {
    url,
    html,
    js,
    css,
    total: sum(loaded.filter((item) => item.kind !== "data" && item.kind !== "other")),
    data: sum(loaded.filter((item) => item.kind === "data")),
    requests: loaded.length,
  };
}

export interface Navigation {
  from: string;
  to: string;
  bytes: ByteCount;
  files: string[];
}

/**
 * Bytes fetched by a client-side navigation from one doc page to another, once the first page
 * has settled (its own prefetches done), by clicking the link to the second page.
 */
export async function measureNavigation(
  browser: Browser,
  base: string,
  from: string,
  to: string,
): Promise<Navigation> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}${from}`, { waitUntil: "networkidle" });
  const recorder = record(page);
  await page.locator(`a[href="${to}"]`).first().click();
  await page.waitForURL(`${base}${to}`);
  await page.waitForLoadState("networkidle");
  const fetched = (await Promise.all(recorder.items)).filter((item): item is Fetched =>
    Boolean(item),
  );
  await context.close();
  return {
    from,
    to,
    bytes: sum(fetched),
    files: fetched.map((item) => item.url.replace(base, "")),
  };
}
