/**
 * Netlify serving a folder with `_redirects` and `_headers`, read by Netlify's own packages:
 * `netlify-redirector` (the matcher Netlify's CLI runs for `netlify dev`) reads and matches the
 * redirect rules, `@netlify/headers-parser` (Netlify's build) reads `_headers` into the regular
 * expressions that match paths. What those packages leave to the server is written here from
 * Netlify's documentation (docs.netlify.com/routing/redirects): an unforced rule does not apply
 * where a file answers the path ("shadowing"); a trailing slash is normalized before rules are
 * read; a rewrite serves its destination's file at the address; a path no file answers gets
 * `/404.html` with status 404. Pretty URLs are off, as the README asks.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { HostAnswer, HostSite } from "./hostAnswer";

interface RedirectorMatch {
  to: string;
  status: number;
  force: boolean;
}
interface Redirector {
  parsePlain(
    rules: string,
    options: object,
  ): Promise<{ match(request: object): RedirectorMatch | null }>;
}
interface ParsedHeader {
  for: string;
  forRegExp: RegExp;
  values: Record<string, string>;
}

/**
 * `_headers` read by Netlify's parser. Without a rule there is nothing to read, and the parser,
 * an ES module, is not loaded: jest, which loads CommonJS only here, can then ask the model which
 * file answers an address (contract/hosts/__tests__/unpublishedFiles.test.ts).
 */
async function parseHeaders(text: string): Promise<{ headers: ParsedHeader[] }> {
  if (!text.split("\n").some((line) => line.trim() && !line.trim().startsWith("#"))) {
    return { headers: [] };
  }
  const { parseAllHeaders } = (await import("@netlify/headers-parser")) as {
    parseAllHeaders: (options: object) => Promise<{ headers: ParsedHeader[]; errors: Error[] }>;
  };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-headers-"));
  const headersFile = path.join(folder, "_headers");
  fs.writeFileSync(headersFile, text);
  const parsed = await parseAllHeaders({
    headersFiles: [headersFile],
    minimal: false,
    configHeaders: [],
  });
  fs.rmSync(folder, { recursive: true, force: true });
  if (parsed.errors.length > 0)
    throw new Error(`Netlify refuses _headers: ${parsed.errors.join("; ")}`);
  return parsed;
}

export async function netlify(site: HostSite): Promise<(address: string) => HostAnswer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS package without types
  const redirector = require("netlify-redirector") as Redirector;
  const matcher = await redirector.parsePlain(site.redirects, {});
  const parsed = await parseHeaders(site.headers);
  const has = (file: string) => site.files.has(file);

  /** The file Netlify serves for a decoded path, if one answers it. */
  const fileFor = (decoded: string): string | undefined => {
    if (decoded.endsWith("/"))
      return has(`${decoded}index.html`) ? `${decoded}index.html` : undefined;
    return has(decoded) ? decoded : undefined;
  };

  const headersFor = (pathname: string): Record<string, string> => {
    const headers: Record<string, string> = {};
    for (const rule of parsed.headers) {
      if (!rule.forRegExp.test(pathname)) continue;
      for (const [name, value] of Object.entries(rule.values)) {
        const key = name.toLowerCase();
        headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
      }
    }
    return headers;
  };

  return (address) => {
    const url = new URL(address, "https://netlify.example");
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      decoded = url.pathname;
    }
    const headers = headersFor(url.pathname);
    const match = matcher.match({
      scheme: "https",
      host: url.host,
      path: url.pathname,
      query: url.search.slice(1),
      getHeader: () => "",
      getCookie: () => "",
    });
    const shadowed = match && !match.force && fileFor(decoded) !== undefined;
    if (match && !shadowed) {
      const destination = new URL(match.to, url);
      if (match.status >= 300 && match.status < 400) {
        return {
          status: match.status,
          location: `${destination.pathname}${destination.search || url.search}`,
          headers,
        };
      }
      const file = fileFor(decodeURIComponent(destination.pathname));
      return file
        ? { status: match.status, file, headers }
        : { status: 404, file: "/404.html", headers };
    }
    const file = fileFor(decoded);
    return file ? { status: 200, file, headers } : { status: 404, file: "/404.html", headers };
  };
}
