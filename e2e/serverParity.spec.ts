import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { deployOutputOf } from "../src/node/deploy/deployOutput";
import { recordedHostingInput } from "../src/node/deploy/writeHostFiles";
import { buildAddresses } from "./buildAddresses";
import { withNginx } from "./nginx";
import { E2E_PORT, NGINX_PORT } from "./ports";

/**
 * The Node server (scripts/serve.ts) and nginx with the generated configuration answer every
 * address of the build alike: every file, every page and its other spellings, with and without a
 * query, unknown paths and theirs, asked with GET and with HEAD. Status, Location, the bytes of
 * the body and every header but the connection's own must be the same.
 *
 * This is why the browser specs run once, against the Node server, and only the specs about
 * serving itself run against nginx too (e2e/playwright.config.ts): a browser that gets the same
 * answer to every request sees the same site.
 */
const publicDir = path.join(__dirname, "..", "public");

/**
 * Headers that describe the connection or the moment rather than the answer: each server writes
 * its own. Everything else is compared, so a header one server adds shows up.
 */
const TRANSPORT_HEADERS = new Set([
  "connection",
  "keep-alive",
  "date",
  "server",
  "transfer-encoding",
  "content-length",
  // Each server compresses on its own terms (nginx's gzip_min_length); the bytes are compared
  // once decoded, and serving.spec.ts checks that pages are compressed on both.
  "content-encoding",
  "vary",
  "accept-ranges",
  // Validators are compared by their use: serving.spec.ts asks both for a 304.
  "etag",
  "last-modified",
]);

interface Answer {
  status: number;
  headers: Record<string, string>;
  /** The body, decoded: its length and the SHA-256 of its bytes. */
  body: string;
}

async function answer(port: number, address: string, method: "GET" | "HEAD"): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${port}${address}`, {
    method,
    redirect: "manual",
  });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    // Content-Type too: both servers type files from one table (src/node/deploy/servedTypes.ts).
    if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const digest = crypto.createHash("sha256").update(bytes).digest("hex");
  return { status: response.status, headers, body: `${bytes.length} bytes, sha256 ${digest}` };
}

function differences(address: string, node: Answer, nginx: Answer): string[] {
  const found: string[] = [];
  if (node.status !== nginx.status)
    found.push(`${address}: status ${node.status} / ${nginx.status}`);
  const names = new Set([...Object.keys(node.headers), ...Object.keys(nginx.headers)]);
  for (const name of [...names].sort()) {
    if (node.headers[name] !== nginx.headers[name]) {
      found.push(
        `${address}: ${name} ${JSON.stringify(node.headers[name])} / ${JSON.stringify(nginx.headers[name])}`,
      );
    }
  }
  if (node.body !== nginx.body) {
    found.push(`${address}: body ${node.body} / ${nginx.body}`);
  }
  return found;
}

test.describe("the Node server and nginx", () => {
  test.skip(!withNginx, "nginx is not installed");
  test.setTimeout(300_000);

  test("answer every page, spelling and file of the build alike, to GET and HEAD", async () => {
    const { pages, files } = recordedHostingInput({
      publicDir,
      deployDir: deployOutputOf(publicDir),
    });
    expect(fs.existsSync(path.join(publicDir, "index.html"))).toBe(true);
    const requests = buildAddresses(pages, files).flatMap((address) =>
      (["GET", "HEAD"] as const).map((method) => ({ address, method })),
    );
    const found: string[] = [];
    for (let start = 0; start < requests.length; start += 16) {
      const batch = requests.slice(start, start + 16);
      await Promise.all(
        batch.map(async ({ address, method }) => {
          const [node, nginx] = await Promise.all([
            answer(E2E_PORT, address, method),
            answer(NGINX_PORT, address, method),
          ]);
          found.push(...differences(`${method} ${address}`, node, nginx));
        }),
      );
    }
    expect(found.slice(0, 30), `${found.length} differences`).toEqual([]);
    expect(requests.length).toBeGreaterThan(pages.length * 10);
  });
});
