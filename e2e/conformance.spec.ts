import fs from "node:fs";
import http from "node:http";
import type net from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import {
  conformanceRows,
  PLACEHOLDERS,
  PLANTED,
  PLANTED_TEXT,
  RESERVED_CHARACTERS,
  reservedName,
  type Answer,
  type Row,
} from "./conformanceTable";
import { withNginx } from "./nginx";
import { E2E_PORT, NGINX_PORT } from "./ports";

/**
 * One table of hostile and odd requests (e2e/conformanceTable.ts), sent as raw HTTP (no client
 * normalises the path) to the Node server and to nginx with the generated configuration. Each
 * row states what both must answer: the status, the Location's path, the class of the content
 * type and the content encoding, and the body's length where the row knows it (a range). The two
 * servers must also send bodies of the same length (gunzipped) on every row. A difference
 * between the two servers, or with the row, fails the test.
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

/** What a server answered, read from its response and body. */
function answerOf(response: http.IncomingMessage, body: Buffer): Answer {
  const location = response.headers.location;
  const encoding = response.headers["content-encoding"] ?? "none";
  return {
    status: response.statusCode ?? 0,
    location: location === undefined ? undefined : new URL(location, "http://x").pathname,
    type: typeClass(response.headers["content-type"]),
    encoding,
    length: (encoding === "gzip" && body.length > 0 ? zlib.gunzipSync(body) : body).length,
  };
}

/** How long a row waits for its answer; both servers answer every row in milliseconds. */
const NO_ANSWER_AFTER_MS = 5_000;
const NO_ANSWER: Answer = { status: 0, location: undefined, type: "no answer", encoding: "none" };

function send(port: number, { method = "GET", path: target, headers = {}, body }: Row["request"]) {
  return new Promise<Answer>((resolve) => {
    let answered = false;
    const settle = (answer: Answer) => {
      answered = true;
      resolve(answer);
    };
    // Node's client sends a GET's body without its length unless told.
    const length = body === undefined ? {} : { "content-length": String(body) };
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: target,
        headers: { ...headers, ...length },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => settle(answerOf(response, Buffer.concat(chunks))));
      },
    );
    // Node's client hands over the connection after any answer to a CONNECT: the body follows.
    request.on("connect", (response: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
      const chunks = [head];
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      socket.on("end", () => settle(answerOf(response, Buffer.concat(chunks))));
    });
    // A server may close the connection once it has answered, before the body is all sent; a
    // connection lost before the answer (a reset, a write refused) fails its row, named.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (!answered) settle({ ...NO_ANSWER, type: `no answer (${error.code ?? error.message})` });
    });
    // A request left unanswered fails its own row too, instead of the whole test's timeout.
    request.setTimeout(NO_ANSWER_AFTER_MS, () => {
      if (!answered) settle(NO_ANSWER);
      request.destroy();
    });
    request.end(body === undefined ? undefined : Buffer.alloc(body, "x"));
  });
}

/** The row's request with this server's own validators and the time in its header values. */
async function withOwnValidators(port: number, sent: Row["request"]): Promise<Row["request"]> {
  const values = Object.values(sent.headers ?? {});
  if (!values.some((value) => Object.values(PLACEHOLDERS).some((name) => value.includes(name)))) {
    return sent;
  }
  const plain = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: sent.path, agent: false }, (response) => {
        response.resume();
        response.on("end", () => resolve(response));
      })
      .on("error", reject);
  });
  const own: Record<string, string> = {
    [PLACEHOLDERS.etag]: String(plain.headers.etag),
    [PLACEHOLDERS.lastModified]: String(plain.headers["last-modified"]),
    [PLACEHOLDERS.now]: new Date().toUTCString(),
  };
  const headers = Object.fromEntries(
    Object.entries(sent.headers ?? {}).map(([name, value]) => [
      name,
      value.replace(/<[a-z-]+>/g, (placeholder) => own[placeholder] ?? placeholder),
    ]),
  );
  return { ...sent, headers };
}

/** A request in a failure message, long header values cut. */
function describe({ method = "GET", path: target, headers = {}, body }: Row["request"]): string {
  const cut = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);
  const bodyText = body === undefined ? "" : ` with a ${body}-byte body`;
  return `${method} ${cut(target)} ${cut(JSON.stringify(headers))}${bodyText}`;
}

/** public/: both servers serve it; the rows' files are planted there and removed after. */
const PUBLIC_DIR = path.join(__dirname, "..", "public");
const planted = (name: string) => path.join(PUBLIC_DIR, name);

const RESERVED_NAMES = RESERVED_CHARACTERS.map(reservedName);

function removePlanted(): void {
  for (const name of [...Object.values(PLANTED), ...RESERVED_NAMES]) {
    fs.rmSync(planted(name), { force: true });
  }
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
    fs.writeFileSync(planted(PLANTED.noExtension), PLANTED_TEXT.noExtension);
    for (const name of RESERVED_NAMES) fs.writeFileSync(planted(name), PLANTED_TEXT.reserved);
  });
  test.afterAll(removePlanted);

  test("every row of the table, on both servers", async ({ request }) => {
    const home = await (await request.get(`http://127.0.0.1:${E2E_PORT}/`)).text();
    const bundle = /src="(\/app-[0-9a-f]{20}\.js)"/.exec(home)?.[1] ?? "/app.js";
    const servers = [E2E_PORT, ...(withNginx ? [NGINX_PORT] : [])];
    const failures: string[] = [];
    for (const { what, request: row, expected } of conformanceRows(bundle)) {
      const answers: Answer[] = [];
      for (const port of servers) {
        const sent = await withOwnValidators(port, row);
        const answer = await send(port, sent);
        answers.push(answer);
        const name = port === E2E_PORT ? "node" : "nginx";
        // The length is checked against the row where the row states one.
        const checked = {
          ...answer,
          length: expected.length === undefined ? undefined : answer.length,
        };
        if (JSON.stringify(checked) !== JSON.stringify(expected)) {
          failures.push(
            `${name}: ${what} (${describe(sent)}): ${JSON.stringify(answer)}, expected ${JSON.stringify(expected)}`,
          );
        }
      }
      const [node, nginx] = answers;
      if (node && nginx && JSON.stringify(node) !== JSON.stringify(nginx)) {
        failures.push(
          `node and nginx differ: ${what} (${describe(row)}): node ${JSON.stringify(node)}, nginx ${JSON.stringify(nginx)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});
