import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { conformanceRows, PLANTED, type Answer } from "./conformanceTable";
import { withNginx } from "./nginx";
import { E2E_PORT, NGINX_PORT } from "./ports";

/**
 * One table of hostile and odd requests (e2e/conformanceTable.ts), sent as raw HTTP (no client
 * normalises the path) to the Node server and to nginx with the generated configuration. Each
 * row states what both must answer: the status, the Location's path, the class of the content
 * type and the content encoding. A difference between the two servers, or with the row, fails
 * the test.
 */

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
          encoding: response.headers["content-encoding"] ?? "none",
        });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

/** public/: both servers serve it; the rows' files are planted there and removed after. */
const PUBLIC_DIR = path.join(__dirname, "..", "public");
const planted = (name: string) => path.join(PUBLIC_DIR, name);

function removePlanted(): void {
  for (const name of Object.values(PLANTED)) fs.rmSync(planted(name), { force: true });
  fs.rmSync(planted(".well-known"), { recursive: true, force: true });
}

test.describe("the Node server and nginx answer hostile requests alike", () => {
  test.beforeAll(() => {
    removePlanted();
    fs.symlinkSync("/etc/hostname", planted(PLANTED.linkOut));
    fs.symlinkSync(planted("404.html"), planted(PLANTED.linkIn));
    fs.symlinkSync("/etc", planted(PLANTED.folderOut));
    fs.writeFileSync(planted(PLANTED.smallText), "A small text file.\n");
    fs.writeFileSync(planted(PLANTED.image), Buffer.alloc(4096, 7));
    fs.mkdirSync(path.dirname(planted(PLANTED.wellKnown)), { recursive: true });
    fs.writeFileSync(planted(PLANTED.wellKnown), "For the hosts that read /.well-known/.\n");
  });
  test.afterAll(removePlanted);

  test("every row of the table, on both servers", async ({ request }) => {
    const home = await (await request.get(`http://127.0.0.1:${E2E_PORT}/`)).text();
    const bundle = /src="(\/app-[0-9a-f]{20}\.js)"/.exec(home)?.[1] ?? "/app.js";
    const servers = [E2E_PORT, ...(withNginx ? [NGINX_PORT] : [])];
    const failures: string[] = [];
    for (const { what, request: sent, expected } of conformanceRows(bundle)) {
      const { method = "GET", path: target, headers = {} } = sent;
      for (const port of servers) {
        const answer = await send(port, method, target, headers);
        const name = port === E2E_PORT ? "node" : "nginx";
        if (JSON.stringify(answer) !== JSON.stringify(expected)) {
          failures.push(
            `${name}: ${what} (${method} ${target} ${JSON.stringify(headers)}): ${JSON.stringify(answer)}, expected ${JSON.stringify(expected)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
