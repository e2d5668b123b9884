import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { IMMUTABLE, REVALIDATE } from "../deploy/cachePolicy";
import { CLIENT_MAX_BODY_SIZE, DEFAULT_TYPE } from "../deploy/httpSettings";
import { EMPTY_PAGE_POLICY, STATIC_DOCUMENT_POLICY } from "../deploy/securityHeaders";
import { createStaticServer, parseRequestTarget } from "../server/staticServer";
import { HEADER_TOO_LARGE, statusPage } from "../server/statusPage";

/** A small built site: pages, the not-found page, a hashed bundle, page data, assets. */
function makeSite(files: Record<string, string | Buffer>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

const longPage = `<!doctype html><title>About</title><p>${"Wemap maps. ".repeat(400)}</p>`;
const SITE = {
  "index.html": "<!doctype html><title>Home</title>",
  "404.html": "<!doctype html><title>Page not found</title>",
  "404/index.html": "<!doctype html><title>Page not found</title>",
  "docs/about/index.html": longPage,
  "docs/指南/index.html": "<!doctype html><title>Guide</title>",
  "app-3969777189f6575cf2a9.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
  "page-data/docs/about/page-data.json": "{}",
  "img/logo.png": Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  "img/logo.svg": `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h24v24H0z"/>'.repeat(12)}</svg>`,
  "img/big.png": Buffer.alloc(4096, 7),
  "data/table.csv": "a,b\n".repeat(1000),
  "img/photo.webp": "webp",
  "fonts/a.woff2": "woff2",
  "sitemap.xml": "<urlset/>",
  "schema.xsd": '<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>',
  "static/0123456789abcdef/feed.XML": "<rss/>",
  "docs/1.13/index.html": "<!doctype html><title>1.13</title>",
  "img/favicon.ico": "ico",
  "img/logo@2x.svg": "<svg/>",
  // Every character RFC 3986 reserves that a file name may hold: each is a file of its own.
  ...Object.fromEntries([..."@+,;=&$:"].map((character) => [`files/a${character}b.txt`, "text"])),
  LICENSE: "A file without an extension.",
};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface Running {
  port: number;
  close(): Promise<void>;
}

async function start(root: string, prefix = "", staticDocuments: string[] = []): Promise<Running> {
  const errors: unknown[] = [];
  const server = createStaticServer({
    root,
    prefix,
    policy: { ...EMPTY_PAGE_POLICY, scriptHashes: ["'sha256-abc='"] },
    staticDocuments,
    onError: (error) => errors.push(error),
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        expect(errors).toEqual([]);
      }),
  };
}

/** Sends a request target byte for byte (no client-side normalisation), over a raw socket. */
function raw(
  port: number,
  target: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Answer> {
  const lines = [`${method} ${target} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return exchange(port, `${lines.join("\r\n")}\r\n\r\n`);
}

/**
 * Writes a request's head, then `bodyLength` bytes of body, and only then reads the answer, as a
 * client uploading a file does: an answer sent early must still be there to read.
 */
function exchange(port: number, head: string, bodyLength = 0): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    // Nothing is read until the whole request is written.
    socket.pause();
    socket.write(Buffer.concat([Buffer.from(head, "latin1"), Buffer.alloc(bodyLength, "x")]), () =>
      socket.resume(),
    );
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [answerHead = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = answerHead.split("\r\n");
      const parsed: http.IncomingHttpHeaders = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        parsed[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers: parsed,
        body: rest.join("\r\n\r\n"),
      });
    });
  });
}

/** An ordinary request, decoding nothing: the body as bytes. */
function get(
  port: number,
  target: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Answer & { bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: target, headers, method },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: bytes.toString("utf8"),
            bytes,
          });
        });
      },
    );
    request.on("error", reject);
    request.end();
  });
}

describe("the static server", () => {
  let server: Running;
  let root: string;
  beforeAll(async () => {
    root = makeSite(SITE);
    server = await start(root);
  });
  afterAll(() => server.close());

  it("serves pages at their canonical path, with the security headers", async () => {
    const answer = await get(server.port, "/docs/about");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe(REVALIDATE);
    expect(answer.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-abc='");
    expect(answer.headers["content-security-policy"]).not.toContain("unsafe-eval");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(answer.body).toBe(longPage);
  });

  it.each([
    ["/docs/about/", "/docs/about"],
    ["/docs/about/index.html", "/docs/about"],
    ["/docs/about/index", "/docs/about"],
    ["/docs/about.html", "/docs/about"],
    ["/index.html?q=1", "/?q=1"],
    ["/docs//about/", "/docs/about"],
    ["/%2Fdocs/about/", "/docs/about"],
    ["//docs/about/", "/docs/about"],
    ["/docs/%E6%8C%87%E5%8D%97/", "/docs/%E6%8C%87%E5%8D%97"],
  ])("redirects %s to %s, never to another host", async (target, location) => {
    const answer = await raw(server.port, target);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
    expect(answer.headers["content-security-policy"]).toBeDefined();
  });

  it("serves a page whose path is not Latin-1", async () => {
    const answer = await get(server.port, "/docs/%E6%8C%87%E5%8D%97");
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Guide");
  });

  it.each(["//[", "/[", "/nope/a%3Db%20c", "/..%5c..%5cetc%5cpasswd"])(
    "answers %s with the not-found page and status 404",
    async (target) => {
      const answer = await raw(server.port, target);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain("Page not found");
      expect((await get(server.port, "/")).status).toBe(200);
    },
  );

  // nginx answers these 400: a bad escape, a NUL byte, a `..` above the root.
  it.each([
    "/%",
    "/%E0%A4%A",
    "/../../etc/passwd",
    "/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    "/docs/..%2f..%2f..%2f..%2fetc%2fpasswd",
    "/%00",
    "/docs/about%00.html",
  ])("answers %s with 400, as nginx does", async (target) => {
    const answer = await raw(server.port, target);
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain("root:");
    expect((await get(server.port, "/")).status).toBe(200);
  });

  it("refuses request targets that are no path", async () => {
    expect((await raw(server.port, "*")).status).toBe(400);
    expect((await raw(server.port, "http://[")).status).toBe(400);
    expect((await raw(server.port, "http://127.0.0.1/docs/about")).status).toBe(200);
    expect((await get(server.port, "/")).status).toBe(200);
  });

  it("caches content-hashed bundles for a year, and revalidates page data", async () => {
    const bundle = await get(server.port, "/app-3969777189f6575cf2a9.js");
    expect(bundle.headers["cache-control"]).toBe(IMMUTABLE);
    expect(bundle.headers["content-type"]).toBe("text/javascript");
    const pageData = await get(server.port, "/page-data/docs/about/page-data.json");
    expect(pageData.headers["cache-control"]).toBe(REVALIDATE);
    expect(pageData.headers["content-type"]).toBe("application/json");
  });

  it.each([
    ["/img/logo.png", "image/png"],
    ["/img/photo.webp", "image/webp"],
    ["/fonts/a.woff2", "font/woff2"],
    ["/img/favicon.ico", "image/x-icon"],
  ])("names the type of %s", async (file, type) => {
    expect((await get(server.port, file)).headers["content-type"]).toBe(type);
  });

  // Types outside the servers' table (src/node/deploy/servedTypes.ts), which a type database
  // names as XML a browser renders (the probe's .xsd ran its XHTML script): sent as downloads.
  it.each(["/sitemap.xml", "/schema.xsd", "/data/table.csv", "/static/0123456789abcdef/feed.XML"])(
    "sends %s as a download, under the policy that runs nothing, never kept",
    async (file) => {
      const answer = await get(server.port, file);
      expect([
        answer.status,
        answer.headers["content-type"],
        answer.headers["content-disposition"],
        answer.headers["content-security-policy"],
        answer.headers["cache-control"],
        answer.headers["x-content-type-options"],
      ]).toEqual([200, DEFAULT_TYPE, "attachment", STATIC_DOCUMENT_POLICY, REVALIDATE, "nosniff"]);
    },
  );

  it("serves a page whose address looks like a file of no type as the page", async () => {
    const answer = await get(server.port, "/docs/1.13");
    expect([answer.status, answer.headers["content-type"]]).toEqual([
      200,
      "text/html; charset=utf-8",
    ]);
    expect(answer.headers["content-disposition"]).toBeUndefined();
  });

  it("answers a repeated request with 304 from its ETag", async () => {
    const first = await get(server.port, "/docs/about");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const second = await get(server.port, "/docs/about", { "if-none-match": etag });
    expect(second.status).toBe(304);
    expect(second.body).toBe("");
    expect(second.headers["cache-control"]).toBe(REVALIDATE);
  });

  // gzip only, as nginx: brotli's per-response memory grew the server under load.
  it.each([
    ["gzip", "gzip"],
    ["gzip, deflate, br", "gzip"],
    ["br;q=1.0, gzip;q=0.5", "gzip"],
  ])("compresses for Accept-Encoding %s with %s", async (accepted, encoding) => {
    const answer = await get(server.port, "/docs/about", { "accept-encoding": accepted });
    expect(answer.headers["content-encoding"]).toBe(encoding);
    expect(answer.bytes.length).toBeLessThan(longPage.length / 4);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
  });

  it("sends a page uncompressed to a client that accepts brotli only", async () => {
    const answer = await get(server.port, "/docs/about", { "accept-encoding": "br" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.bytes.length).toBe(longPage.length);
  });

  it("gzips what nginx gzips, and only that", async () => {
    // A deflate-only client gets the bytes as they are (nginx offers gzip alone).
    const deflate = await get(server.port, "/docs/about", { "accept-encoding": "deflate" });
    expect(deflate.headers["content-encoding"]).toBeUndefined();
    const refused = await get(server.port, "/docs/about", { "accept-encoding": "gzip;q=0, br" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    // Bundles are JavaScript; images and other text (CSV) are not in the list, whatever their size.
    const script = await get(server.port, "/app-3969777189f6575cf2a9.js", {
      "accept-encoding": "gzip",
    });
    expect(script.headers["content-encoding"]).toBe("gzip");
    const image = await get(server.port, "/img/big.png", { "accept-encoding": "gzip" });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.bytes.length).toBe(4096);
    const table = await get(server.port, "/data/table.csv", { "accept-encoding": "gzip" });
    expect(table.headers["content-encoding"]).toBeUndefined();
  });

  it("gzips small files from 256 bytes (an icon), and sends smaller ones as they are", async () => {
    const icon = await get(server.port, "/img/logo.svg", { "accept-encoding": "gzip" });
    expect(icon.headers["content-encoding"]).toBe("gzip");
    const home = await get(server.port, "/", { "accept-encoding": "gzip" });
    expect(home.headers["content-encoding"]).toBeUndefined();
  });

  it("answers a range to a gzip client with the whole file gzipped, as nginx does", async () => {
    for (const range of ["bytes=0-10", "bytes=100-50", "bytes=abc"]) {
      const answer = await get(server.port, "/docs/about", { "accept-encoding": "gzip", range });
      expect([range, answer.status, answer.headers["content-encoding"]]).toEqual([
        range,
        200,
        "gzip",
      ]);
      expect(answer.headers["content-range"]).toBeUndefined();
    }
    // Without gzip, or for a file too small or of a type never gzipped: the range itself.
    const plain = await get(server.port, "/docs/about", { range: "bytes=0-10" });
    expect([plain.status, plain.body]).toEqual([206, longPage.slice(0, 11)]);
    const small = await get(server.port, "/", {
      "accept-encoding": "gzip",
      range: "bytes=0-4",
    });
    expect([small.status, small.body, small.headers["content-encoding"]]).toEqual([
      206,
      "<!doc",
      undefined,
    ]);
    const image = await get(server.port, "/img/big.png", {
      "accept-encoding": "gzip",
      range: "bytes=0-9",
    });
    expect([image.status, image.bytes.length]).toEqual([206, 10]);
  });

  it("answers HEAD with headers only", async () => {
    const answer = await get(server.port, "/nope", {}, "HEAD");
    expect(answer.status).toBe(404);
    expect(answer.body).toBe("");
  });

  it("serves a file written after it started (a rebuild while serving)", async () => {
    fs.writeFileSync(path.join(root, "later.txt"), "written later");
    expect((await get(server.port, "/later.txt")).body).toBe("written later");
  });
});

describe("the static server answers as nginx does", () => {
  let server: Running;
  let root: string;
  beforeAll(async () => {
    root = makeSite(SITE);
    server = await start(root);
  });
  afterAll(() => server.close());

  const validators = async (target: string) => {
    const { headers } = await get(server.port, target);
    return { etag: String(headers.etag), lastModified: String(headers["last-modified"]) };
  };

  it.each([
    ["If-None-Match: *", () => ({ "if-none-match": "*" })],
    [
      "a list of ETags with the current one",
      (etag: string) => ({ "if-none-match": `"x", ${etag}` }),
    ],
    ["If-Modified-Since now", () => ({ "if-modified-since": new Date().toUTCString() })],
    [
      "the current ETag with Cache-Control: no-cache",
      (etag: string) => ({ "if-none-match": etag, "cache-control": "no-cache" }),
    ],
  ])("answers 304 to %s", async (_what, headers) => {
    const { etag } = await validators("/docs/about");
    const answer = await get(server.port, "/docs/about", headers(etag));
    expect([answer.status, answer.body]).toEqual([304, ""]);
  });

  it("answers If-Modified-Since before the file's date with the file", async () => {
    const answer = await get(server.port, "/docs/about", {
      "if-modified-since": "Sat, 01 Jan 2000 00:00:00 GMT",
    });
    expect([answer.status, answer.body]).toEqual([200, longPage]);
  });

  it.each([
    ["If-Match with another ETag", { "if-match": '"stale"' }],
    ["If-Unmodified-Since a past date", { "if-unmodified-since": "Sat, 01 Jan 2000 00:00:00 GMT" }],
  ])("answers 412 to %s, with nginx's page", async (_what, headers) => {
    const answer = await get(server.port, "/docs/about", headers);
    expect([answer.status, answer.body]).toEqual([412, statusPage(412)]);
    expect(answer.headers["content-security-policy"]).toBeDefined();
  });

  it("serves the file to If-Match with its ETag", async () => {
    const { etag } = await validators("/docs/about");
    expect((await get(server.port, "/docs/about", { "if-match": etag })).status).toBe(200);
  });

  it("sends a range for a current If-Range (ETag or date) and the whole file for a stale one", async () => {
    const { etag, lastModified } = await validators("/docs/about");
    const later = new Date(Date.parse(lastModified) + 60_000).toUTCString();
    const answers: [string, number, number][] = [];
    for (const ifRange of [etag, lastModified, '"stale"', later]) {
      const answer = await get(server.port, "/docs/about", {
        "if-range": ifRange,
        range: "bytes=0-9",
      });
      answers.push([ifRange, answer.status, answer.bytes.length]);
    }
    expect(answers).toEqual([
      [etag, 206, 10],
      [lastModified, 206, 10],
      ['"stale"', 200, longPage.length],
      [later, 200, longPage.length],
    ]);
  });

  it("sends one byte for bytes=0-0", async () => {
    const answer = await get(server.port, "/docs/about", { range: "bytes=0-0" });
    expect([answer.status, answer.body, answer.headers["content-range"]]).toEqual([
      206,
      "<",
      `bytes 0-0/${longPage.length}`,
    ]);
  });

  it("answers an unsatisfiable range 416 with nginx's page, after the conditional headers", async () => {
    const unsatisfiable = await get(server.port, "/docs/about", { range: "bytes=0-1,abc" });
    expect([unsatisfiable.status, unsatisfiable.body]).toEqual([416, statusPage(416)]);
    expect(unsatisfiable.headers["content-range"]).toBe(`bytes */${longPage.length}`);
    const { etag } = await validators("/docs/about");
    const notModified = await get(server.port, "/docs/about", {
      range: "bytes=abc",
      "if-none-match": etag,
    });
    expect(notModified.status).toBe(304);
  });

  it.each([..."@+,;=&$:"])(
    "serves a file whose name holds %s, spelt or escaped",
    async (character) => {
      const escaped = `%${character.charCodeAt(0).toString(16).toUpperCase()}`;
      for (const target of [`/files/a${character}b.txt`, `/files/a${escaped}b.txt`]) {
        const answer = await raw(server.port, target);
        expect([target, answer.status, answer.body]).toEqual([target, 200, "text"]);
      }
    },
  );

  it("serves an image named for a high-density screen", async () => {
    expect((await raw(server.port, "/img/logo@2x.svg")).status).toBe(200);
  });

  it("names nginx's default type for a file without an extension", async () => {
    const answer = await get(server.port, "/LICENSE");
    expect([answer.status, answer.headers["content-type"]]).toEqual([200, DEFAULT_TYPE]);
    // nginx cannot tell it from a page's address by its path: no rule names it a download.
    expect(answer.headers["content-disposition"]).toBeUndefined();
  });

  it("answers 414 to a 9 KB query and 400 to a 16 KB cookie, with nginx's pages", async () => {
    const query = await raw(server.port, `/docs/about?q=${"a".repeat(9 * 1024)}`);
    expect([query.status, query.body]).toEqual([414, statusPage(414)]);
    const cookie = await raw(server.port, "/docs/about", { cookie: "a".repeat(16 * 1024) });
    expect([cookie.status, cookie.body]).toEqual([400, statusPage(400, HEADER_TOO_LARGE)]);
    const huge = await raw(server.port, "/docs/about", { cookie: "a".repeat(100 * 1024) });
    expect([huge.status, huge.body]).toEqual([400, statusPage(400, HEADER_TOO_LARGE)]);
  });

  it("answers 413 to a 10 MB body, the answer still there once the body is sent", async () => {
    const size = 10 * 1024 * 1024;
    for (const method of ["POST", "GET"]) {
      const answer = await exchange(
        server.port,
        `${method} /docs/about HTTP/1.1\r\nHost: x\r\nContent-Length: ${size}\r\n\r\n`,
        size,
      );
      expect([method, answer.status, answer.body]).toEqual([method, 413, statusPage(413)]);
      expect(answer.headers.connection).toBe("close");
    }
    // Up to the limit, the body is read and dropped and the page served.
    const limit = CLIENT_MAX_BODY_SIZE;
    const accepted = await exchange(
      server.port,
      `GET /docs/about HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: ${limit}\r\n\r\n`,
      limit,
    );
    expect([accepted.status, accepted.body]).toEqual([200, longPage]);
  });

  it.each([
    ["CONNECT", "/docs/about", 405],
    ["CONNECT", "/nope", 405],
    ["CONNECT", "127.0.0.1:443", 400],
    ["TRACE", "/nope", 405],
    ["TRACE", "/docs/about/", 405],
    ["FOO", "/docs/about", 405],
    ["M-SEARCH", "/docs/about", 405],
  ])("answers %s %s with %s and nginx's page", async (method, target, status) => {
    const answer = await raw(server.port, target, {}, method);
    expect([answer.status, answer.body]).toEqual([status, statusPage(status)]);
    expect(answer.headers["content-security-policy"]).toBeDefined();
    expect((await get(server.port, "/")).status).toBe(200);
  });

  it("answers a method Node does not know like any other: 404 and 301 off a file", async () => {
    const unknown = await raw(server.port, "/nope", {}, "FOO");
    expect([unknown.status, unknown.body]).toEqual([404, SITE["404.html"]]);
    const moved = await raw(server.port, "/docs/about/", {}, "FOO");
    expect([moved.status, moved.headers.location]).toEqual([301, "/docs/about"]);
  });

  it("finishes its answer when bytes that are no request follow one, and keeps running", async () => {
    // A client that sends a GET's body without its length: the body reads as a next request.
    const answer = await exchange(
      server.port,
      `GET /docs/about HTTP/1.1\r\nHost: x\r\n\r\n${"x".repeat(100)}\r\n\r\n`,
    );
    expect([answer.status, answer.body]).toEqual([200, longPage]);
    expect((await get(server.port, "/")).status).toBe(200);
  });

  it("answers a redirect and a 405 with nginx's pages", async () => {
    const moved = await raw(server.port, "/docs/about/");
    expect(moved.body).toBe(statusPage(301));
    expect((await raw(server.port, "/docs/about", {}, "POST")).body).toBe(statusPage(405));
  });
});

describe("the static server without a not-found page", () => {
  it("answers 404 in plain text and keeps answering", async () => {
    const server = await start(makeSite({ "index.html": "<title>Home</title>" }));
    try {
      const answer = await raw(server.port, "/nope");
      expect(answer.status).toBe(404);
      expect(answer.body).toBe("Not found\n");
      expect((await get(server.port, "/")).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe("the static server under a path prefix", () => {
  it("serves the site under the prefix only", async () => {
    const server = await start(makeSite(SITE), "/other");
    try {
      expect((await get(server.port, "/other/docs/about")).status).toBe(200);
      expect((await raw(server.port, "/other/docs/about/")).headers.location).toBe(
        "/other/docs/about",
      );
      expect((await get(server.port, "/docs/about")).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe("the static server and the Markdown twins", () => {
  it("sends twins and llms files as UTF-8 text, never redirects them, 404s unknown ones", async () => {
    const server = await start(
      makeSite({
        ...SITE,
        "docs/about.md": "# About\n\nCafé\n",
        "llms.txt": "# Wemap Developers\n",
        "docs/1.13/llms.txt": "# Wemap Developers\n",
      }),
    );
    try {
      const twin = await get(server.port, "/docs/about.md");
      expect(twin.status).toBe(200);
      expect(twin.headers["content-type"]).toBe("text/markdown; charset=utf-8");
      expect(twin.body).toBe("# About\n\nCafé\n");
      for (const file of ["/llms.txt", "/docs/1.13/llms.txt"]) {
        const answer = await get(server.port, file);
        expect([answer.status, answer.headers["content-type"]]).toEqual([
          200,
          "text/plain; charset=utf-8",
        ]);
      }
      for (const target of ["/docs/nope.md", "/docs/about.md/", "/docs/about/index.md"]) {
        const answer = await raw(server.port, target);
        expect([target, answer.status, answer.headers.location]).toEqual([target, 404, undefined]);
      }
    } finally {
      await server.close();
    }
  });
});

describe("the static server and the files of static/", () => {
  it("serves each static document with the policy that runs nothing, pages with the site's", async () => {
    const root = makeSite({
      ...SITE,
      "demo/index.html": "<!doctype html><p>Demo</p>",
      "google1234.html": "google-site-verification: google1234.html",
    });
    const documents = ["/demo/index.html", "/google1234.html", "/img/logo.svg"];
    const server = await start(root, "", documents);
    try {
      for (const target of ["/demo", "/google1234.html", "/img/logo.svg", "/sitemap.xml"]) {
        const answer = await get(server.port, target);
        expect([target, answer.status]).toEqual([target, 200]);
        expect([target, answer.headers["content-security-policy"]]).toEqual([
          target,
          STATIC_DOCUMENT_POLICY,
        ]);
        expect(answer.headers["x-frame-options"]).toBe("DENY");
      }
      for (const target of ["/", "/docs/about", "/nope", "/img/logo.png"]) {
        const answer = await get(server.port, target);
        expect([target, answer.headers["content-security-policy"]]).toEqual([
          target,
          expect.stringContaining("script-src 'self' 'sha256-abc='"),
        ]);
      }
      expect((await raw(server.port, "/demo/index.html")).headers.location).toBe("/demo");
    } finally {
      await server.close();
    }
  });
});

describe("parseRequestTarget", () => {
  it.each([
    ["/a?b=c", { pathname: "/a", search: "?b=c" }],
    ["//[", { pathname: "//[", search: "" }],
    ["http://h/x?y", { pathname: "/x", search: "?y" }],
    ["*", null],
    ["http://[", null],
  ])("reads %s", (target, expected) => {
    expect(parseRequestTarget(target)).toEqual(expected);
  });
});
