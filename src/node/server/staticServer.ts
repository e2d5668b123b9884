import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";
import { cacheControlFor, REVALIDATE } from "../deploy/cachePolicy";
import { acceptsGzip, GZIP_MIN_LENGTH, isGzipType, sentGzipped } from "../deploy/gzipPolicy";
import { isInternalPath } from "../deploy/internalFiles";
import {
  securityHeaders,
  STATIC_DOCUMENT_POLICY,
  type PagePolicy,
} from "../deploy/securityHeaders";
import { textTypeFor } from "../deploy/textTypes";
import { normalizeRequestPath } from "./normalizePath";
import { parseRange } from "./parseRange";
import { encodePath, resolveRequest } from "./resolveRequest";

export interface StaticServerOptions {
  /** The built site (`public/`). */
  root: string;
  /** A path the site is served under (`/other`), for the base-URL tests; "" for none. */
  prefix?: string;
  /** What the Content-Security-Policy allows: the build's `_page-policy.json`. */
  policy: PagePolicy;
  /**
   * Files served with the policy that runs nothing, the build's `_page-policy.json`
   * `staticDocuments`: the HTML, SVG and XML files the site did not render.
   */
  staticDocuments?: readonly string[];
  /** Where request errors are reported; the server keeps answering. */
  onError?: (error: unknown) => void;
}

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/**
 * The production build served the way every host serves it (src/node/deploy): this module
 * decides what a URL means (canonical redirects, 404 with the not-found page, the headers);
 * sirv sends files (MIME types, ETag and 304, ranges, HEAD) and compression gzips them
 * when the client accepts it. sirv runs in its per-request mode so a rebuild
 * while the server runs is served as it is, never with a stale size.
 */
export function createRequestHandler({
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
  const documents = new Set(staticDocuments);
  // gzip at level 6, as nginx sends: brotli's encoder keeps megabytes per response, which under
  // a thousand concurrent requests grew the server by hundreds of MB (npm run bench:server).
  // The types and the threshold are nginx's (src/node/deploy/gzipPolicy.ts).
  const compress = compression({
    level: 6,
    threshold: GZIP_MIN_LENGTH,
    filter: (_request, response) => isGzipType(response.getHeader("Content-Type")),
  });
  const sizeOf = (file: string): number | undefined => {
    if (isInternalPath(file)) return undefined;
    const absolute = path.join(directory, file);
    if (!absolute.startsWith(directory + path.sep)) return undefined;
    try {
      // No symbolic link on the way (as nginx's `disable_symlinks on from=$document_root`): a
      // link could lead out of the build, to any file this process may read.
      if (fs.realpathSync(absolute) !== path.join(realDirectory, file)) return undefined;
      const stats = fs.statSync(absolute);
      return stats.isFile() ? stats.size : undefined;
    } catch {
      return undefined;
    }
  };
  const exists = (file: string) => sizeOf(file) !== undefined;
  const sendNotFound = (request: http.IncomingMessage, response: http.ServerResponse) => {
    fs.promises.readFile(path.join(directory, "404.html")).then(
      (page) => send(request, response, 404, "text/html; charset=utf-8", page),
      () => send(request, response, 404, "text/plain; charset=utf-8", "Not found\n"),
    );
  };
  const sendFile = sirv(directory, {
    dev: true,
    etag: true,
    extensions: [],
    // Dot paths are refused before sirv (isInternalPath), `/.well-known/` aside.
    dotfiles: true,
    onNoMatch: sendNotFound,
  });

  return (request, response) => {
    try {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      const target = parseRequestTarget(request.url ?? "");
      // Read as nginx reads it: escapes decoded, slashes merged, dot segments resolved.
      const pathname = target && normalizeRequestPath(target.pathname);
      if (!target || pathname === null || pathname === undefined) {
        sendStatus(request, response, 400, "Bad Request");
        return;
      }
      if (prefix && !pathname.startsWith(prefix)) {
        send(request, response, 404, "text/plain; charset=utf-8", "Not found\n");
        return;
      }
      const resolution = resolveRequest(encodePath(pathname), target.search, exists, prefix);
      response.setHeader("Cache-Control", REVALIDATE);
      if (resolution.kind === "redirect") {
        response.setHeader("Location", resolution.location);
        sendStatus(request, response, 301, "Moved Permanently");
        return;
      }
      if (resolution.kind === "file") {
        // A static site takes nothing: like nginx, every other method on a file is 405.
        if (request.method !== "GET" && request.method !== "HEAD") {
          sendStatus(request, response, 405, "Not Allowed");
          return;
        }
        const size = sizeOf(resolution.file) ?? 0;
        // A file sent gzipped is sent whole, as nginx sends it: 200, never a part of it.
        const range = sentGzipped(resolution.file, size, request.headers["accept-encoding"])
          ? ({ kind: "whole" } as const)
          : parseRange(request.headers.range, size);
        if (range.kind === "unsatisfiable") {
          response.setHeader("Content-Range", `bytes */${size}`);
          sendStatus(request, response, 416, "Requested Range Not Satisfiable");
          return;
        }
        if (range.kind === "whole") {
          delete request.headers.range;
        } else {
          // sirv sends the exact range; a part of a file is sent as it is, never compressed.
          request.headers.range = `bytes=${range.start}-${range.end}`;
          delete request.headers["accept-encoding"];
        }
      }
      // gzip or nothing, as nginx: no brotli (see above), no deflate.
      if (acceptsGzip(request.headers["accept-encoding"])) {
        request.headers["accept-encoding"] = "gzip";
      } else {
        delete request.headers["accept-encoding"];
      }
      compress(request as never, response as never, () => {
        if (resolution.kind === "notFound") {
          sendNotFound(request, response);
          return;
        }
        response.setHeader("Cache-Control", cacheControlFor(resolution.file));
        if (documents.has(resolution.file)) {
          response.setHeader("Content-Security-Policy", STATIC_DOCUMENT_POLICY);
        }
        // sirv keeps a Content-Type already set: the Markdown twins and llms files name UTF-8.
        const textType = textTypeFor(resolution.file);
        if (textType) response.setHeader("Content-Type", textType);
        request.url = encodePath(resolution.file);
        sendFile(request, response);
      });
    } catch (error) {
      onError(error);
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain" });
      response.end("Internal error\n");
    }
  };
}

/** An http.Server for the build; it answers every request, however malformed. */
export function createStaticServer(options: StaticServerOptions): http.Server {
  const handler = createRequestHandler(options);
  const server = http.createServer(handler);
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
  });
  return server;
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

/** A status without a file, with the small HTML body nginx would send. */
function sendStatus(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  status: number,
  text: string,
): void {
  const title = `${status} ${text}`;
  send(
    request,
    response,
    status,
    "text/html; charset=utf-8",
    `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>\n`,
  );
}

function send(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
): void {
  response.statusCode = status;
  response.setHeader("Content-Type", type);
  response.setHeader("Content-Length", Buffer.byteLength(body));
  response.end(request.method === "HEAD" ? undefined : body);
}
