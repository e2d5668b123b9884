import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";
import { cacheControlFor, REVALIDATE } from "../deploy/cachePolicy";
import { securityHeaders, type PagePolicy } from "../deploy/securityHeaders";
import { textTypeFor } from "../deploy/textTypes";
import { encodePath, resolveRequest } from "./resolveRequest";

export interface StaticServerOptions {
  /** The built site (`public/`). */
  root: string;
  /** A path the site is served under (`/other`), for the base-URL tests; "" for none. */
  prefix?: string;
  /** What the Content-Security-Policy allows: the build's `_page-policy.json`. */
  policy: PagePolicy;
  /** Where request errors are reported; the server keeps answering. */
  onError?: (error: unknown) => void;
}

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/**
 * The production build served the way every host serves it (src/node/deploy): this module
 * decides what a URL means (canonical redirects, 404 with the not-found page, the headers);
 * sirv sends files (MIME types, ETag and 304, ranges, HEAD) and compression compresses them
 * (brotli or gzip, as the client accepts). sirv runs in its per-request mode so a rebuild
 * while the server runs is served as it is, never with a stale size.
 */
export function createRequestHandler({
  root,
  prefix = "",
  policy,
  onError = (error) => console.error(error),
}: StaticServerOptions): Handler {
  const directory = path.resolve(root);
  const headers = securityHeaders(policy);
  const compress = compression();
  const exists = (file: string) => {
    const absolute = path.join(directory, file);
    if (!absolute.startsWith(directory + path.sep)) return false;
    try {
      return fs.statSync(absolute).isFile();
    } catch {
      return false;
    }
  };
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
    dotfiles: false,
    onNoMatch: sendNotFound,
  });

  return (request, response) => {
    try {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      const target = parseRequestTarget(request.url ?? "");
      if (!target) {
        send(request, response, 400, "text/plain; charset=utf-8", "Bad request\n");
        return;
      }
      if (prefix && !target.pathname.startsWith(prefix)) {
        send(request, response, 404, "text/plain; charset=utf-8", "Not found\n");
        return;
      }
      const resolution = resolveRequest(target.pathname, target.search, exists, prefix);
      response.setHeader("Cache-Control", REVALIDATE);
      if (resolution.kind === "redirect") {
        response.writeHead(301, { Location: resolution.location }).end();
        return;
      }
      compress(request as never, response as never, () => {
        if (resolution.kind === "notFound") {
          sendNotFound(request, response);
          return;
        }
        response.setHeader("Cache-Control", cacheControlFor(resolution.file));
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
