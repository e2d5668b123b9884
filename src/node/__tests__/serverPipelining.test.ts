import crypto from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { EMPTY_PAGE_POLICY } from "../deploy/securityHeaders";
import { PIPELINE_LIMIT } from "../server/pipelineGate";
import { createStaticServer, type StaticServer } from "../server/staticServer";

/**
 * What a client that pipelines requests can make the Node server hold, read from the server's
 * own accounting (StaticServer.load): how many requests it handles and keeps waiting, how many
 * bytes of answers it has queued for the socket. Not its resident memory, which moves with the
 * garbage collector; `npm run bench:server` measures that (bench/serverMemory.ts).
 */

/** The most bytes Node reads from a connection at once: what is parsed before a pause holds. */
const ONE_READ = 64 * 1024;

/**
 * A page gzip cannot shrink much (random text, 128 KiB): a few dozen answers fill the system's
 * buffers of a connection whose client does not read, and the server must then wait.
 */
const PAGE = `<!doctype html><title>About</title><p>${crypto.randomBytes(96 * 1024).toString("base64")}</p>`;
let root: string;
let server: StaticServer;
let port: number;
const sockets: net.Socket[] = [];

function makeSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "server-pipelining-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write("index.html", "<!doctype html><title>Home</title>");
  write("404.html", "<!doctype html><title>Page not found</title>");
  write("docs/about/index.html", PAGE);
  for (let index = 0; index < 40; index += 1) write(`n/${index}.txt`, `file ${index}\n`);
  return dir;
}

async function start(timeoutSeconds?: number): Promise<void> {
  server = createStaticServer({ root, policy: EMPTY_PAGE_POLICY, timeoutSeconds });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
}

beforeAll(() => {
  root = makeSite();
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A connection that sends `text` at once and reads nothing until told. */
function connect(text: string): net.Socket {
  const socket = net.connect(port, "127.0.0.1");
  socket.pause();
  socket.write(text);
  sockets.push(socket);
  return socket;
}

/** Waits until the server's accounting has not changed for `quiet` ms (it has done what it can). */
async function settled(quiet = 400): Promise<ReturnType<StaticServer["load"]>> {
  let last = "";
  let since = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const load = JSON.stringify(server.load());
    if (load !== last) {
      last = load;
      since = Date.now();
    } else if (Date.now() - since >= quiet) return server.load();
  }
}

/**
 * GETs of the long page, each padded to `size` bytes (a request nginx would take too); gzipped
 * unless `gzip` is false (then every answer has a Content-Length, for readAnswers).
 */
function pipelined(
  count: number,
  { size = 100, gzip = true } = {},
): { text: string; size: number } {
  const encoding = gzip ? "Accept-Encoding: gzip\r\n" : "";
  const head = `GET /docs/about HTTP/1.1\r\nHost: 127.0.0.1\r\n${encoding}X-Pad: `;
  const request = `${head}${"x".repeat(size - head.length - 4)}\r\n\r\n`;
  return { text: request.repeat(count), size: request.length };
}

interface Answer {
  status: number;
  body: string;
}

/** Reads `count` answers in order from a connection, each with its Content-Length. */
function readAnswers(socket: net.Socket, count: number, isHead: (index: number) => boolean) {
  return new Promise<Answer[]>((resolve, reject) => {
    let buffer = Buffer.alloc(0);
    const answers: Answer[] = [];
    socket.on("data", (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const end = buffer.indexOf("\r\n\r\n");
        if (end === -1) return;
        const head = buffer.subarray(0, end).toString("latin1");
        const length = isHead(answers.length)
          ? 0
          : Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? "0");
        if (buffer.length < end + 4 + length) return;
        const body = buffer.subarray(end + 4, end + 4 + length).toString("utf8");
        answers.push({ status: Number(head.split(" ")[1]), body });
        buffer = buffer.subarray(end + 4 + length);
        if (answers.length === count) resolve(answers);
      }
    });
    socket.on("error", reject);
    socket.resume();
  });
}

describe("a client that pipelines requests and reads no answer", () => {
  beforeEach(() => start());

  it("makes the server handle one at a time, stop reading, and queue a bounded number of bytes", async () => {
    // 2,000 requests of 100 bytes: 200 KB, more than three reads.
    const { text, size } = pipelined(2000);
    connect(text);
    const load = await settled();
    expect(load.connections).toBe(1);
    expect(load.handling).toBe(1);
    expect(load.paused).toBe(1);
    // The limit, and what the read during which it was reached held.
    const bound = PIPELINE_LIMIT + Math.ceil(ONE_READ / size);
    expect(load.waiting).toBeLessThanOrEqual(bound);
    expect(load.mostWaiting).toBeLessThanOrEqual(bound);
    expect(load.mostWaiting).toBeLessThan(2000);
    // One answer being written, under backpressure: what gzip and the file stream hand the
    // socket beyond its high-water mark, never whole answers piling up.
    expect(load.unsentBytes).toBeLessThanOrEqual(256 * 1024);
  });

  it("holds as little with ten such connections, each bounded alike", async () => {
    const { text, size } = pipelined(2000);
    for (let index = 0; index < 10; index += 1) connect(text);
    const load = await settled();
    expect(load.connections).toBe(10);
    expect(load.handling).toBe(10);
    expect(load.mostWaiting).toBeLessThanOrEqual(PIPELINE_LIMIT + Math.ceil(ONE_READ / size));
    expect(load.unsentBytes).toBeLessThanOrEqual(10 * 256 * 1024);
  });

  it("answers every request in order once the client reads, holding no more meanwhile", async () => {
    // The long page every tenth request, small files between: 200 KB of requests, more than
    // three reads. Node reads the connection again whenever its answers drain; the gate pauses
    // it again while too many requests wait.
    const requests = Array.from({ length: 2000 }, (_, index) =>
      index % 10 === 0 ? "/docs/about" : `/n/${index % 40}.txt`,
    );
    const text = requests
      .map((target) => {
        const head = `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: `;
        return `${head}${"x".repeat(96 - head.length)}\r\n\r\n`;
      })
      .join("");
    const socket = connect(text);
    expect((await settled()).paused).toBe(1);
    const answers = await readAnswers(socket, requests.length, () => false);
    expect(answers.map((answer) => answer.status)).toEqual(requests.map(() => 200));
    expect(answers.map((answer) => answer.body)).toEqual(
      requests.map((target) =>
        target === "/docs/about" ? PAGE : `file ${/\d+/.exec(target)?.[0]}\n`,
      ),
    );
    expect((await settled()).waiting).toBe(0);
    expect(server.load().mostWaiting).toBeLessThanOrEqual(
      PIPELINE_LIMIT + Math.ceil(ONE_READ / 100),
    );
  });
});

describe("a client that pipelines requests and reads its answers", () => {
  beforeEach(() => start());

  it("gets every answer, in the order of its requests, over several reads", async () => {
    // Files, a page's other spelling, unknown paths and HEAD, interleaved; 2,000 requests of
    // about 120 bytes, more than three reads: the connection is paused and read again.
    const requests = Array.from({ length: 2000 }, (_, index) => {
      const file = index % 40;
      const kind = index % 5;
      if (kind === 1) return { target: "/docs/about/", method: "GET", status: 301 };
      if (kind === 2) return { target: `/missing/${index}`, method: "GET", status: 404 };
      if (kind === 3) return { target: `/n/${file}.txt`, method: "HEAD", status: 200 };
      return { target: `/n/${file}.txt`, method: "GET", status: 200, body: `file ${file}\n` };
    });
    const text = requests
      .map(
        ({ method, target }) =>
          `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: ${"x".repeat(60)}\r\n\r\n`,
      )
      .join("");
    expect(text.length).toBeGreaterThan(3 * ONE_READ);
    const socket = connect(text);
    const answers = await readAnswers(
      socket,
      requests.length,
      (index) => requests[index]?.method === "HEAD",
    );
    expect(answers.map((answer) => answer.status)).toEqual(requests.map((each) => each.status));
    requests.forEach((request, index) => {
      if (request.status === 404) expect(answers[index]?.body).toContain("Page not found");
      if (request.body !== undefined) expect(answers[index]?.body).toBe(request.body);
    });
    expect(server.load().mostWaiting).toBeGreaterThanOrEqual(PIPELINE_LIMIT);
  });
});

describe("a connection whose client reads nothing for the send timeout", () => {
  beforeEach(() => start(0.5));

  it("is closed, and what waited on it is let go", async () => {
    connect(pipelined(2000).text);
    expect((await settled(200)).waiting).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.load()).toMatchObject({ connections: 0, handling: 0, waiting: 0 });
  });
});
