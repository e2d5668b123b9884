import zlib from "node:zlib";
import { chromium, type Browser, type BrowserContext, type Request } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/chromium";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

interface ByteCount {
  /** Decoded bytes (the files as they sit on disk). */
  raw: number;
  /** Body bytes as transferred by the server's gzip (headers excluded). */
  gzip: number;
}

export type RequestKind = "html" | "js" | "css" | "data" | "image" | "font" | "other";
export const REQUEST_KINDS: readonly RequestKind[] = [
  "html",
  "js",
  "css",
  "data",
  "image",
  "font",
  "other",
];

interface FetchedFile {
  path: string;
  kind: RequestKind;
  raw: number;
  gzip: number;
  /** The decoded body gzipped at level 9 by the benchmark (the old "sum of files" measure). */
  gzip9: number;
}

export interface FirstLoad {
  url: string;
  /** Every request of the first load, until the network was quiet for 500 ms. */
  total: ByteCount;
  byKind: Record<RequestKind, ByteCount>;
  files: FetchedFile[];
  requests: number;
  /**
   * The older file-sum measure beside it: HTML + JS + CSS only, each file gzipped at level 9 by
   * the benchmark (data files, images and fonts left out).
   */
  fileSum: ByteCount;
}

/** What kind of file a request fetched, from its URL and Chromium's resource type. */
export function kindOf(url: string, resourceType: string): RequestKind {
  const pathname = new URL(url).pathname;
  if (resourceType === "document") return "html";
  if (/\/page-data\/|app-data\.json$/.test(pathname)) return "data";
  if (resourceType === "script" || pathname.endsWith(".js")) return "js";
  if (resourceType === "stylesheet" || pathname.endsWith(".css")) return "css";
  if (resourceType === "image" || /\.(svg|png|jpe?g|webp|avif|gif|ico)$/.test(pathname))
    return "image";
  if (resourceType === "font" || /\.(woff2?|ttf|otf)$/.test(pathname)) return "font";
  return "other";
}

function sum(items: readonly { raw: number; gzip: number }[]): ByteCount {
  return items.reduce(
    (total, item) => ({ raw: total.raw + item.raw, gzip: total.gzip + item.gzip }),
    { raw: 0, gzip: 0 },
  );
}

/**
 * A cold browser context as a first-time reader on a phone that asks to save data: Chromium's
 * `navigator.connection.saveData` is emulated, so Gatsby's loader and the site's hover policy
 * (src/browser/prefetch/prefetchPolicy.ts) prefetch no other page, and only what this page needs
 * is counted. Only gzip is accepted, so transferred sizes are gzip sizes (brotli would be less).
 */
export async function coldContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ extraHTTPHeaders: { "Accept-Encoding": "gzip" } });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: "4g", addEventListener: () => undefined }),
    });
  });
  return context;
}

interface Recorder {
  files: () => Promise<FetchedFile[]>;
}

/** Records every finished request of the context's pages (same-origin: the site serves all). */
function record(context: BrowserContext, origin: string): Recorder {
  const pending: Promise<FetchedFile | undefined>[] = [];
  const measure = async (request: Request): Promise<FetchedFile | undefined> => {
    const url = request.url();
    if (!url.startsWith(origin)) return undefined;
    const response = await request.response();
    if (!response) return undefined;
    const [sizes, body] = await Promise.all([
      request.sizes(),
      response.body().catch(() => Buffer.alloc(0)),
    ]);
    return {
      path: url.slice(origin.length),
      kind: kindOf(url, request.resourceType()),
      raw: body.length,
      gzip: sizes.responseBodySize,
      gzip9: gzipSize(body),
    };
  };
  context.on("requestfinished", (request) => pending.push(measure(request)));
  return {
    files: async () =>
      (await Promise.all(pending)).filter((item): item is FetchedFile => Boolean(item)),
  };
}

/** First-load bytes of a page in a fresh browser context (cold cache, no prefetching). */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await coldContext(browser);
  const origin = new URL(url).origin;
  const recorder = record(context, origin);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  const files = await recorder.files();
  await context.close();
  const byKind = Object.fromEntries(
    REQUEST_KINDS.map((kind) => [kind, sum(files.filter((file) => file.kind === kind))]),
  ) as Record<RequestKind, ByteCount>;
  const code = files.filter((file) => ["html", "js", "css"].includes(file.kind));
  return {
    url,
    total: sum(files),
    byKind,
    files,
    requests: files.length,
    fileSum: sum(code.map((file) => ({ raw: file.raw, gzip: file.gzip9 }))),
  };
}

/** gzip -9 size of a buffer: the "sum of files" measure. */
function gzipSize(body: Buffer): number {
  return zlib.gzipSync(body, { level: 9 }).length;
}

export interface Navigation {
  from: string;
  to: string;
  bytes: ByteCount;
  files: FetchedFile[];
}

/**
 * Bytes fetched by a client-side navigation from one doc page to another, with prefetching off
 * (so the click fetches the target's page data itself, as on a link the reader never saw).
 */
export async function measureNavigation(
  browser: Browser,
  base: string,
  from: string,
  to: string,
): Promise<Navigation> {
  const context = await coldContext(browser);
  const page = await context.newPage();
  await page.goto(`${base}${from}`, { waitUntil: "networkidle" });
  const recorder = record(context, new URL(base).origin);
  await page.locator(`a[href="${to}"]`).first().click();
  await page.waitForURL(`${base}${to}`);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  const files = await recorder.files();
  await context.close();
  return { from, to, bytes: sum(files), files };
}
