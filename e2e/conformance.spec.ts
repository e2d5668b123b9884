import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { withNginx } from "./nginx";
import { E2E_PORT, NGINX_PORT } from "./ports";

/**
 * One table of hostile and odd requests, sent as raw HTTP (no client normalises the path) to the
 * Node server and to nginx with the generated configuration. Each row states what both must
 * answer: the status, the Location's path and the class of the content type. A difference
 * between the two servers, or with the row, fails the test.
 */

interface Answer {
  status: number;
  location: string | undefined;
  type: string;
}

/** The family of a content type: enough to tell a page from a file, an error or nothing. */
function typeClass(contentType: string | undefined): string {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "") return "none";
  if (type === "text/html") return "html";
  if (type === "application/json") return "json";
  if (type === "application/javascript" || type === "text/javascript") return "js";
  return type;
}

function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      response.resume();
      response.on("end", () => {
        const location = response.headers.location;
        resolve({
          status: response.statusCode ?? 0,
          location: location === undefined ? undefined : new URL(location, "http://x").pathname,
          type: typeClass(response.headers["content-type"]),
        });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

type Row = [
  what: string,
  request: { method?: string; path: string; headers?: Record<string, string> },
  expected: Answer,
];

const page = (status = 200): Answer => ({ status, location: undefined, type: "html" });
const notFound = page(404);
const moved = (location: string): Answer => ({ status: 301, location, type: "html" });
const status = (code: number): Answer => ({ status: code, location: undefined, type: "html" });

function rows(bundle: string): Row[] {
  const table: Row[] = [
    ["a page", { path: "/docs/about" }, page()],
    ["a page, HEAD", { method: "HEAD", path: "/docs/about" }, page()],
    // Methods: a static site takes nothing.
    ...["POST", "PUT", "DELETE", "PATCH", "TRACE", "PROPFIND", "OPTIONS"].map((method): Row => [
      `${method} on a page`,
      { method, path: "/docs/about" },
      status(405),
    ]),
    ["POST on an unknown path", { method: "POST", path: "/nope" }, notFound],
    ["POST on another spelling", { method: "POST", path: "/docs/about/" }, moved("/docs/about")],
    // Ranges, read as nginx reads them.
    ["a range", { path: "/docs/about", headers: { range: "bytes=0-10" } }, page(206)],
    ["a suffix range", { path: "/docs/about", headers: { range: "bytes=-5" } }, page(206)],
    [
      "a range last before first",
      { path: "/docs/about", headers: { range: "bytes=100-50" } },
      status(416),
    ],
    [
      "a range that is no number",
      { path: "/docs/about", headers: { range: "bytes=abc" } },
      status(416),
    ],
    ["an empty suffix range", { path: "/docs/about", headers: { range: "bytes=-0" } }, status(416)],
    [
      "a range past the end",
      { path: "/docs/about", headers: { range: "bytes=99999999-" } },
      status(416),
    ],
    ["two ranges", { path: "/docs/about", headers: { range: "bytes=0-1,5-6" } }, page()],
    [
      "a range and an empty one",
      { path: "/docs/about", headers: { range: "bytes=0-1,99999999-" } },
      page(206),
    ],
    ["another unit", { path: "/docs/about", headers: { range: "items=0-3" } }, page()],
    // Files for the build and the hosts, not for readers.
    ...[
      "/_nginx.conf",
      "/_headers",
      "/_redirects",
      "/_page-policy.json",
      "/webpack.stats.json",
      "/chunk-map.json",
      `${bundle}.map`,
      "/.env",
      "/docs/.hidden",
      "/%2eenv",
    ].map((path): Row => [`internal ${path}`, { path }, notFound]),
    // Paths, normalised alike.
    ["an encoded climb back to the root", { path: "/docs/about/..%2f..%2f" }, page()],
    ["a doubled leading slash", { path: "//docs/about" }, page()],
    ["doubled slashes inside", { path: "/docs//about" }, page()],
    ["only slashes", { path: "///" }, page()],
    ["a dot segment", { path: "/docs/./about" }, page()],
    ["a trailing dot", { path: "/docs/about/." }, moved("/docs/about")],
    ["a trailing climb", { path: "/docs/about/.." }, moved("/docs")],
    ["an encoded slash", { path: "/%2Fdocs/about/" }, moved("/docs/about")],
    ["a climb above the root", { path: "/../../etc/passwd" }, status(400)],
    ["an encoded climb above the root", { path: "/%2e%2e/%2e%2e/etc/passwd" }, status(400)],
    ["a NUL byte", { path: "/docs/about%00.html" }, status(400)],
    ["a bad escape", { path: "/docs/a%zz" }, status(400)],
    ["a backslash", { path: "/docs%5cabout" }, notFound],
    // Symbolic links under the root are not followed, wherever they lead.
    ["a link out of the build", { path: `/${LINK_OUT}` }, notFound],
    ["a link inside the build", { path: `/${LINK_IN}` }, notFound],
    ["the not-found page by name", { path: "/404.html" }, moved("/404")],
    ["an unknown path", { path: "/nope/a%3Db%20c" }, notFound],
  ];
  return table;
}

/** Links the test puts into public/ (both servers serve that folder) and removes after. */
const PUBLIC_DIR = path.join(__dirname, "..", "public");
const LINK_OUT = "conformance-link-out.txt";
const LINK_IN = "conformance-link-in.html";

test.describe("the Node server and nginx answer hostile requests alike", () => {
  test.beforeAll(() => {
    for (const name of [LINK_OUT, LINK_IN]) fs.rmSync(path.join(PUBLIC_DIR, name), { force: true });
    fs.symlinkSync("/etc/hostname", path.join(PUBLIC_DIR, LINK_OUT));
    fs.symlinkSync(path.join(PUBLIC_DIR, "404.html"), path.join(PUBLIC_DIR, LINK_IN));
  });
  test.afterAll(() => {
    for (const name of [LINK_OUT, LINK_IN]) fs.rmSync(path.join(PUBLIC_DIR, name), { force: true });
  });

  test("every row of the table, on both servers", async ({ request }) => {
    const home = await (await request.get(`http://127.0.0.1:${E2E_PORT}/`)).text();
    const bundle = /src="(\/app-[0-9a-f]{20}\.js)"/.exec(home)?.[1] ?? "/app.js";
    const servers = [E2E_PORT, ...(withNginx ? [NGINX_PORT] : [])];
    const failures: string[] = [];
    for (const [what, { method = "GET", path, headers = {} }, expected] of rows(bundle)) {
      for (const port of servers) {
        const answer = await send(port, method, path, headers);
        const name = port === E2E_PORT ? "node" : "nginx";
        if (JSON.stringify(answer) !== JSON.stringify(expected)) {
          failures.push(
            `${name}: ${what} (${method} ${path}): ${JSON.stringify(answer)}, expected ${JSON.stringify(expected)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
