import {
  CLIENT_HEADER_BUFFER_SIZE,
  CLIENT_MAX_BODY_SIZE,
  DEFAULT_TYPE,
  IF_MODIFIED_SINCE,
  LARGE_HEADER_BUFFERS,
  LINGERING_TIME_SECONDS,
  LINGERING_TIMEOUT_SECONDS,
  SEND_TIMEOUT_SECONDS,
} from "../deploy/httpSettings";
import { EMPTY_PAGE_POLICY } from "../deploy/securityHeaders";
import { renderNginxConf } from "../deploy/renderHostFiles";
import { contentTypeFor } from "../server/contentType";
import { methodRule } from "../server/methods";
import { readHead } from "../server/outsideParser";
import { exceededLimit, fitsHeaderBuffers, type RequestHead } from "../server/requestLimits";
import { HEADER_TOO_LARGE, statusPage } from "../server/statusPage";

/** A GET whose request line, with its CRLF, is `length` bytes long. */
function requestOfLineLength(length: number, rawHeaders: string[] = []): RequestHead {
  const fixed = "GET /?q= HTTP/1.1\r\n".length;
  return {
    method: "GET",
    url: `/?q=${"a".repeat(length - fixed)}`,
    httpVersion: "1.1",
    rawHeaders,
    contentLength: undefined,
  };
}

/** A header whose line, `Name: value` and its CRLF, is `length` bytes long. */
const headerOfLength = (name: string, length: number) => [
  name,
  "b".repeat(length - `${name}: \r\n`.length),
];

describe("the request limits, as nginx 1.22 applies them (probed at each boundary)", () => {
  it("answers 414 to a request line over one large buffer, CRLF included", () => {
    expect(exceededLimit(requestOfLineLength(8192))).toBeUndefined();
    expect(exceededLimit(requestOfLineLength(8193))).toEqual({ status: 414 });
  });

  it("answers 400 to a header line over one large buffer (a 16 KB cookie)", () => {
    expect(exceededLimit(requestOfLineLength(100, headerOfLength("Cookie", 8192)))).toBeUndefined();
    expect(exceededLimit(requestOfLineLength(100, headerOfLength("Cookie", 8193)))).toEqual({
      status: 400,
      headerTooLarge: true,
    });
  });

  it("answers 400 to a head that needs a fifth large buffer", () => {
    const headers = (count: number, length: number) =>
      Array.from({ length: count }, (_, index) => headerOfLength(`X-${index}`, length)).flat();
    const tooLarge = { status: 400, headerTooLarge: true };
    // Four lines filling four buffers, but for the head's closing CRLF: it fits; one byte more
    // and that CRLF needs a fifth (probed: 200, then 400).
    expect(exceededLimit(requestOfLineLength(100, headers(4, 8190)))).toBeUndefined();
    expect(exceededLimit(requestOfLineLength(100, headers(4, 8191)))).toEqual(tooLarge);
    // Five lines of 7,000 bytes: no two share a buffer.
    expect(exceededLimit(requestOfLineLength(100, headers(5, 7000)))).toEqual(tooLarge);
  });

  it("fills the small buffer first, then moves each line that does not fit whole", () => {
    expect(fitsHeaderBuffers([CLIENT_HEADER_BUFFER_SIZE, 8192, 8192, 8192, 8192])).toBe(true);
    expect(fitsHeaderBuffers([CLIENT_HEADER_BUFFER_SIZE + 1, 8192, 8192, 8192, 2])).toBe(false);
    expect(fitsHeaderBuffers([500, 4000, 4000, 4000, 4000, 4000, 4000, 4000, 4000, 2])).toBe(true);
    expect(fitsHeaderBuffers([500, 4000, 4000, 4000, 4000, 4000, 4000, 4000, 4000, 200])).toBe(
      false,
    );
  });

  it("answers 413 to an announced body over client_max_body_size, and not to a chunked one", () => {
    const withBody = (contentLength: string | undefined) => ({
      ...requestOfLineLength(100),
      contentLength,
    });
    expect(exceededLimit(withBody(String(CLIENT_MAX_BODY_SIZE)))).toBeUndefined();
    expect(exceededLimit(withBody(String(CLIENT_MAX_BODY_SIZE + 1)))).toEqual({ status: 413 });
    expect(exceededLimit(withBody(undefined))).toBeUndefined();
  });

  it("names the limits in nginx's order: the request line, the headers, the body", () => {
    const everything = {
      ...requestOfLineLength(9000, headerOfLength("Cookie", 9000)),
      contentLength: String(10 * CLIENT_MAX_BODY_SIZE),
    };
    expect(exceededLimit(everything)).toEqual({ status: 414 });
    expect(exceededLimit({ ...everything, url: "/" })).toEqual({
      status: 400,
      headerTooLarge: true,
    });
  });
});

describe("the method table", () => {
  it.each([
    ["GET", "read"],
    ["HEAD", "read"],
    ["TRACE", "refused"],
    ["CONNECT", "refused"],
    ["POST", "refusedOnFiles"],
    ["PUT", "refusedOnFiles"],
    ["OPTIONS", "refusedOnFiles"],
    ["PROPFIND", "refusedOnFiles"],
    ["M-SEARCH", "refusedOnFiles"],
    ["FOO", "refusedOnFiles"],
    ["foo", "badRequest"],
    ["FO1", "badRequest"],
  ])("%s: %s", (method, rule) => {
    expect(methodRule(method)).toBe(rule);
  });
});

describe("status pages", () => {
  // The lengths nginx 1.22 sends (server_tokens off), read from its answers.
  it.each([
    [301, 162],
    [400, 150],
    [405, 150],
    [412, 166],
    [413, 176],
    [414, 170],
    [416, 190],
  ])("%s is nginx's page, %s bytes", (status, length) => {
    const page = statusPage(status);
    expect(page.length).toBe(length);
    expect(page).toContain(`<title>${status} `);
  });

  it("names a head too large in the title and under the heading, as nginx does", () => {
    const page = statusPage(400, HEADER_TOO_LARGE);
    expect(page.length).toBe(226);
    expect(page).toContain("<title>400 Request Header Or Cookie Too Large</title>");
    expect(page).toContain("<h1>400 Bad Request</h1>");
  });
});

describe("readHead", () => {
  it("reads a head whose method Node's parser does not know", () => {
    const packet = Buffer.from("FOO /docs/about?a=1 HTTP/1.1\r\nHost: x\r\nX-A:  b \r\n\r\nbody");
    expect(readHead(packet)).toEqual({
      method: "FOO",
      url: "/docs/about?a=1",
      httpVersion: "1.1",
      rawHeaders: ["Host", "x", "X-A", "b"],
    });
  });

  it.each([
    ["an unfinished head", "FOO / HTTP/1.1\r\nHost: x\r\n"],
    ["no HTTP version", "FOO /\r\nHost: x\r\n\r\n"],
    ["a header without a name", "FOO / HTTP/1.1\r\n: x\r\n\r\n"],
    ["a header name with a space", "FOO / HTTP/1.1\r\nA b: x\r\n\r\n"],
  ])("reads nothing from %s", (_what, text) => {
    expect(readHead(Buffer.from(text))).toBeUndefined();
  });
});

describe("contentTypeFor", () => {
  it.each([
    ["/docs/about/index.html", "text/html; charset=utf-8"],
    ["/docs/about.md", "text/markdown; charset=utf-8"],
    ["/img/logo@2x.svg", "image/svg+xml"],
    ["/LICENSE", DEFAULT_TYPE],
    ["/data.unknown-extension", DEFAULT_TYPE],
  ])("%s: %s", (file, type) => {
    expect(contentTypeFor(file)).toBe(type);
  });
});

describe("the generated nginx configuration states the settings the Node server reads", () => {
  const conf = renderNginxConf({
    pages: [],
    files: [],
    policy: EMPTY_PAGE_POLICY,
    staticDocuments: [],
  });
  const directive = (name: string) => new RegExp(`^${name} ([^;]+);$`, "m").exec(conf)?.[1];
  const kib = (value: string | undefined) => Number(/^(\d+)k$/.exec(value ?? "")?.[1]) * 1024;

  it("from the same constants", () => {
    expect(kib(directive("client_max_body_size"))).toBe(CLIENT_MAX_BODY_SIZE);
    expect(kib(directive("client_header_buffer_size"))).toBe(CLIENT_HEADER_BUFFER_SIZE);
    const [count, size] = (directive("large_client_header_buffers") ?? "").split(" ");
    expect([Number(count), kib(size)]).toEqual([
      LARGE_HEADER_BUFFERS.count,
      LARGE_HEADER_BUFFERS.size,
    ]);
    expect(directive("default_type")).toBe(DEFAULT_TYPE);
    expect(directive("if_modified_since")).toBe(IF_MODIFIED_SINCE);
    expect(directive("etag")).toBe("on");
    expect(directive("lingering_time")).toBe(`${LINGERING_TIME_SECONDS}s`);
    expect(directive("lingering_timeout")).toBe(`${LINGERING_TIMEOUT_SECONDS}s`);
    expect(directive("send_timeout")).toBe(`${SEND_TIMEOUT_SECONDS}s`);
  });
});
