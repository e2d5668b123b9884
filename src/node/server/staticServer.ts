import fs from "node:fs";
import http from "node:http";
import type net from "node:net";
import path from "node:path";
import compression from "compression";
import sendFile from "send";
import { cacheControlFor, REVALIDATE } from "../deploy/cachePolicy";
import {
  acceptsGzip,
  GZIP_LEVEL,
  GZIP_MIN_LENGTH,
  isGzipType,
  sentGzipped,
} from "../deploy/gzipPolicy";
import { LARGE_HEADER_BUFFERS, SEND_TIMEOUT_SECONDS } from "../deploy/httpSettings";
import { isInternalPath } from "../deploy/internalFiles";
import {
  downloadHeaders,
  securityHeaders,
  STATIC_DOCUMENT_POLICY,
  type PagePolicy,
} from "../deploy/securityHeaders";
import { isDownload } from "../deploy/servedTypes";
import { contentTypeFor } from "./contentType";
import { refuseAndClose } from "./lingeringClose";
import { methodRule } from "./methods";
import { normalizeRequestPath } from "./normalizePath";
import { answerOnSocket, readHead, requestFromHead } from "./outsideParser";
import { rangeForSend } from "./parseRange";
import { pipelineGate, type PipelineLoad } from "./pipelineGate";
import { exceededLimit } from "./requestLimits";
import { encodePath, resolveRequest } from "./resolveRequest";
import { HEADER_TOO_LARGE, reasonPhrase, statusPage } from "./statusPage";

export interface StaticServerOptions {
  /** The built site (`public/`). */
  root: string;
  /** A path the site is served under (`/other`), for the base-URL tests; "" for none. */
  prefix?: string;
  /** What the Content-Security-Policy allows: the build's `deploy-output/page-policy.json`. */
  policy: PagePolicy;
  /**
   * Files served with the policy that runs nothing, the build's `deploy-output/page-policy.json`
   * `staticDocuments`: the HTML, SVG and XML files the site did not render.
   */
  staticDocuments?: readonly string[];
  /** Where request errors are reported; the server keeps answering. */
  onError?: (error: unknown) => void;
  /**
   * How long a connection may neither read nor write before it is closed (SEND_TIMEOUT_SECONDS,
   * nginx's `send_timeout`); shorter in tests.
   */
  timeoutSeconds?: number;
}

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** What send reports when it answers with an error status itself (http-errors). */
interface SendError {
  status?: number;
  headers?: Record<string, string>;
}

/**
 * The production build served the way every host serves it (src/node/deploy), answering as nginx
 * does with the generated configuration: this module decides what a request means (its limits
 * and method, canonical redirects, 404 with the not-found page, the headers); send sends files
 * (ETag and Last-Modified, the conditional headers with their 304 and 412, If-Range, the one
 * range, HEAD) and compression gzips them when the client accepts it. Every request stats the
 * file again, so a rebuild while the server runs is served as it is, never with a stale size.
 */
function createRequestHandler({
  root,
  prefix = "",
  policy,
  staticDocuments = [],
  onError = (error) => console.error(error),
}: StaticServerOptions): Handler {
  const directory = path.resolve(root);
  const realDirectory = (() => {
    try {
      return fs.realpathSync(directory);
    } catch {
      return directory;
    }
  })();
  const headers = securityHeaders(policy);
  const download = downloadHeaders(policy);
  const documents = new Set(staticDocuments);
  // gzip as nginx sends it (src/node/deploy/gzipPolicy.ts: the level, the types, the threshold);
  // no brotli: its encoder keeps megabytes per response, which under a thousand concurrent
  // requests grew the server by hundreds of MB (npm run bench:server-load).
  const compress = compression({
    level: GZIP_LEVEL,
    threshold: GZIP_MIN_LENGTH,
    filter: (_request, response) => isGzipType(response.getHeader("Content-Type")),
  });
  const statOf = (file: string): fs.Stats | undefined => {
    if (isInternalPath(file)) return undefined;
    const absolute = path.join(directory, file);
    if (!absolute.startsWith(directory + path.sep)) return undefined;
    try {
      // No symbolic link on the way (as nginx's `disable_symlinks on from=$document_root`): a
      // link could lead out of the build, to any file this process may read.
      if (fs.realpathSync(absolute) !== path.join(realDirectory, file)) return undefined;
      const stats = fs.statSync(absolute);
      return stats.isFile() ? stats : undefined;
    } catch {
      return undefined;
    }
  };
  const exists = (file: string) => statOf(file) !== undefined;
  const sendNotFound = (request: http.IncomingMessage, response: http.ServerResponse) => {
    fs.promises.readFile(path.join(directory, "404.html")).then(
      (page) => send(request, response, 404, "text/html; charset=utf-8", page),
      () => send(request, response, 404, "text/plain; charset=utf-8", "Not found\n"),
    );
  };

  return (request, response) => {
    try {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      response.setHeader("Cache-Control", REVALIDATE);
      // The order is nginx's: the request line as it is read, the method's grammar and the
      // target, then the headers, TRACE and CONNECT, the body's length; the path last.
      const method = request.method ?? "";
      const rule = methodRule(method);
      const limit = exceededLimit({
        method,
        url: request.url ?? "",
        httpVersion: request.httpVersion,
        rawHeaders: request.rawHeaders,
        contentLength: request.headers["content-length"],
      });
      if (rule === "badRequest") return refuse(request, response, 400);
      if (limit?.status === 414) return refuse(request, response, 414);
      const target = parseRequestTarget(request.url ?? "");
      // Read as nginx reads it: escapes decoded, slashes merged, dot segments resolved.
      const pathname = target && normalizeRequestPath(target.pathname);
      if (!target || pathname === null || pathname === undefined) {
        return refuse(request, response, 400);
      }
      if (limit?.status === 400) return refuse(request, response, 400, HEADER_TOO_LARGE);
      if (rule === "refused") return sendStatus(request, response, 405);
      if (limit?.status === 413) return refuse(request, response, 413);
      if (prefix && !pathname.startsWith(prefix)) {
        send(request, response, 404, "text/plain; charset=utf-8", "Not found\n");
        return;
      }
      const resolution = resolveRequest(encodePath(pathname), target.search, exists, prefix);
      if (resolution.kind === "redirect") {
        response.setHeader("Location", resolution.location);
        return sendStatus(request, response, 301);
      }
      let file: { name: string; stats: fs.Stats } | undefined;
      if (resolution.kind === "file") {
        // A static site takes nothing: every method but GET and HEAD is 405 on a file.
        if (rule !== "read") return sendStatus(request, response, 405);
        const stats = statOf(resolution.file);
        if (stats) file = { name: resolution.file, stats };
      }
      // gzip or nothing, as nginx: no brotli (see above), no deflate.
      const gzip = acceptsGzip(request.headers["accept-encoding"]);
      if (gzip) request.headers["accept-encoding"] = "gzip";
      else delete request.headers["accept-encoding"];
      compress(request as never, response as never, () => {
        if (!file) return sendNotFound(request, response);
        sendBuildFile(request, response, file.name, file.stats);
      });
    } catch (error) {
      fail(response, error);
    }
  };

  function sendBuildFile(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    file: string,
    stats: fs.Stats,
  ): void {
    response.setHeader("Cache-Control", cacheControlFor(file));
    // HTML and SVG the site did not render run nothing (src/node/deploy/staticDocuments.ts).
    if (documents.has(file)) {
      response.setHeader("Content-Security-Policy", STATIC_DOCUMENT_POLICY);
    }
    // An extension the servers name no type for is a download, never a document, and never
    // kept as immutable (nginx's download location, src/node/deploy/renderHostFiles.ts).
    if (isDownload(file)) {
      response.setHeader("Cache-Control", REVALIDATE);
      for (const [name, value] of Object.entries(download)) response.setHeader(name, value);
    }
    // send keeps a Content-Type already set: the Markdown twins and llms files name UTF-8, and a
    // file without a known extension gets nginx's default_type.
    response.setHeader("Content-Type", contentTypeFor(file));
    // A file sent gzipped is sent whole, as nginx sends it: 200, never a part of it.
    const range = sentGzipped(file, stats.size, request.headers["accept-encoding"])
      ? undefined
      : rangeForSend(request.headers.range, ifRangeOf(request), stats.size, stats.mtime);
    if (range === undefined) delete request.headers.range;
    else request.headers.range = range;
    // nginx answers the conditional headers whatever the request's Cache-Control; send (through
    // `fresh`) would send the whole file again to `Cache-Control: no-cache`.
    delete request.headers["cache-control"];
    sendFile(request, encodePath(file), {
      root: directory,
      // The path is already resolved and checked (dot paths refused, `/.well-known/` aside).
      dotfiles: "allow",
      index: false,
      extensions: false,
      // Cache-Control is the site's (src/node/deploy/cachePolicy.ts), set above.
      cacheControl: false,
    })
      .on("error", (error: SendError) => {
        if (error.status === 404) return sendNotFound(request, response);
        if (error.status === 412 || error.status === 416) {
          for (const [name, value] of Object.entries(error.headers ?? {})) {
            response.setHeader(name, value);
          }
          return sendStatus(request, response, error.status);
        }
        fail(response, error);
      })
      .pipe(response);
  }

  function fail(response: http.ServerResponse, error: unknown): void {
    onError(error);
    if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain" });
    response.end("Internal error\n");
  }
}

/**
 * Node's HTTP parser refuses a head larger than this before the handler sees it. It is larger
 * than any head nginx accepts (a small buffer and the large ones), so the handler, reading
 * nginx's limits (requestLimits.ts), decides every request nginx could; only a head past it
 * is refused by the parser, with 400 (nginx: 400, or 414 when the request line alone is that long).
 */
const PARSER_HEADER_LIMIT = 2 * LARGE_HEADER_BUFFERS.count * LARGE_HEADER_BUFFERS.size;

/** What Node's HTTP parser reports with a request it could not read. */
type ParserError = NodeJS.ErrnoException & { rawPacket?: Buffer };

/** The build's server, and what it holds for its connections (src/node/server/pipelineGate.ts). */
export type StaticServer = http.Server & { load: () => PipelineLoad };

/**
 * An http.Server for the build; it answers every request, however malformed. A connection's
 * requests are handled one at a time, and a connection with too many waiting is not read
 * (pipelineGate.ts), so what a client that reads no answer can make the server hold is bounded.
 */
export function createStaticServer(options: StaticServerOptions): StaticServer {
  const handler = createRequestHandler(options);
  const gate = pipelineGate(handler);
  // The last response of each connection, until it closes: a head the parser cannot read
  // after a request (bytes of a body sent without its length) must not cut that answer short.
  const answering = new WeakMap<net.Socket, http.ServerResponse>();
  const server = http.createServer({ maxHeaderSize: PARSER_HEADER_LIMIT }, (request, response) => {
    answering.set(request.socket, response);
    response.once("close", () => {
      if (answering.get(request.socket) === response) answering.delete(request.socket);
    });
    gate.admit(request, response);
  });
  // Node drops a CONNECT without this listener; nginx answers it like any request (405).
  server.on("connect", (request: http.IncomingMessage, socket: net.Socket) => {
    answerOnSocket(request, socket, handler);
  });
  server.on("clientError", (error: ParserError, duplex) => {
    const socket = duplex as net.Socket;
    if (!socket.writable) return;
    // The parser reads nothing more from this connection: it closes once its answer is sent.
    const inFlight = answering.get(socket);
    if (inFlight) {
      inFlight.once("close", () => socket.destroy());
      return;
    }
    // A method Node's parser does not know, in a head it can read: answered as any other.
    const head =
      error.code === "HPE_INVALID_METHOD" && error.rawPacket
        ? readHead(error.rawPacket)
        : undefined;
    if (head) return answerOnSocket(requestFromHead(head, socket), socket, handler);
    const detail = error.code === "HPE_HEADER_OVERFLOW" ? HEADER_TOO_LARGE : undefined;
    const request = requestFromHead(
      { method: "GET", url: "/", httpVersion: "1.1", rawHeaders: [] },
      socket,
    );
    answerOnSocket(request, socket, (_request, response) => {
      for (const [name, value] of Object.entries(securityHeaders(options.policy))) {
        response.setHeader(name, value);
      }
      sendStatus(request, response, 400, detail);
    });
  });
  // A client that stops reading its answers holds a connection and what waits on it: closed
  // when nothing has moved on it for this long, as nginx closes it.
  server.timeout = (options.timeoutSeconds ?? SEND_TIMEOUT_SECONDS) * 1000;
  return Object.assign(server, { load: () => gate.load() });
}

/**
 * The path and query of a request target: origin form (`/path?query`) or absolute form
 * (`http://host/path`); anything else (`*`, garbage) is refused. The path stays as sent
 * (percent-encoded): resolveRequest decodes it once.
 */
export function parseRequestTarget(target: string): { pathname: string; search: string } | null {
  let relative = target;
  if (!target.startsWith("/")) {
    if (!/^https?:\/\//i.test(target)) return null;
    try {
      const url = new URL(target);
      relative = `${url.pathname}${url.search}`;
    } catch {
      return null;
    }
  }
  const query = relative.indexOf("?");
  return query === -1
    ? { pathname: relative, search: "" }
    : { pathname: relative.slice(0, query), search: relative.slice(query) };
}

function ifRangeOf(request: http.IncomingMessage): string | undefined {
  const value = request.headers["if-range"];
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * The type of nginx's own status pages: ASCII HTML, sent without a charset (nginx's charset
 * filter leaves the pages it writes itself alone).
 */
const STATUS_PAGE_TYPE = "text/html";

/** A status without a file of the site, with the page nginx sends for it. */
function sendStatus(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  status: number,
  detail?: string,
): void {
  send(request, response, status, STATUS_PAGE_TYPE, statusPage(status, detail));
}

/**
 * A refusal after which nginx closes the connection (a bad or too large request): the same page,
 * then the connection closes once the client has stopped sending (lingeringClose.ts).
 */
function refuse(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  status: number,
  detail?: string,
): void {
  const body = statusPage(status, detail);
  response.statusCode = status;
  response.statusMessage = reasonPhrase(status);
  response.setHeader("Content-Type", STATUS_PAGE_TYPE);
  response.setHeader("Content-Length", Buffer.byteLength(body));
  refuseAndClose(request, response, request.method === "HEAD" ? undefined : body);
}

function send(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
): void {
  response.statusCode = status;
  response.statusMessage = reasonPhrase(status);
  response.setHeader("Content-Type", type);
  response.setHeader("Content-Length", Buffer.byteLength(body));
  response.end(request.method === "HEAD" ? undefined : body);
}
