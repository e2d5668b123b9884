/**
 * Serves the production build (`public/`) on 127.0.0.1 the way the site is meant to be served:
 * canonical URLs without trailing slash, redirects for `index`/`.html` paths, 404 with the
 * not-found page, gzip, and long caching for content-hashed assets.
 *
 *   npm run serve            # http://127.0.0.1:9000
 *   PORT=9100 npm run serve
 *   SERVE_PREFIX=/other npm run serve   # serve the build under another path (base URL tests)
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { resolveRequest } from "../src/node/server/resolveRequest";

const root = path.resolve(process.env.PUBLIC_DIR ?? "public");
const port = Number(process.env.PORT ?? 9000);
const host = "127.0.0.1";
const prefix = (process.env.SERVE_PREFIX ?? "").replace(/\/$/, "");

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json",
  ".woff2": "font/woff2",
};

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".map"]);

function exists(file: string): boolean {
  try {
    return fs.statSync(path.join(root, file)).isFile();
  } catch {
    return false;
  }
}

function cacheControl(file: string): string {
  // Gatsby names JS and CSS bundles after their content hash; page data and HTML change per build.
  if (/-[0-9a-f]{8,}\.(js|css)$/.test(file) || file.startsWith("/static/")) {
    return "public, max-age=31536000, immutable";
  }
  return "public, max-age=0, must-revalidate";
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://${host}`);
  if (prefix && !url.pathname.startsWith(prefix)) {
    response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    return;
  }
  const resolution = resolveRequest(url.pathname, url.search, exists, prefix);
  if (resolution.kind === "redirect") {
    response.writeHead(301, { location: resolution.location }).end();
    return;
  }
  const extension = path.extname(resolution.file);
  const body = fs.readFileSync(path.join(root, resolution.file));
  const headers: http.OutgoingHttpHeaders = {
    "content-type": TYPES[extension] ?? "application/octet-stream",
    "cache-control": cacheControl(resolution.file),
    "x-content-type-options": "nosniff",
  };
  const gzip =
    COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers["accept-encoding"]));
  const payload = gzip ? zlib.gzipSync(body) : body;
  if (gzip) headers["content-encoding"] = "gzip";
  headers["content-length"] = payload.length;
  response.writeHead(resolution.status, headers);
  response.end(request.method === "HEAD" ? undefined : payload);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}${prefix || "/"}`);
});
