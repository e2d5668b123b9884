/**
 * Cloudflare Pages as its documentation describes it serving a folder of files with `_redirects`
 * and `_headers` (developers.cloudflare.com/pages/configuration/redirects, /headers and
 * /serving-pages), for comparing the build's rules with nginx on this machine, which reaches
 * no host. No package reads Cloudflare's format apart from Wrangler's bundle, so this is a small
 * reading of the documented rules, tested on the documentation's examples
 * (contract/hosts/__tests__/cloudflarePages.test.ts):
 * - a rule's source matches the whole path; `*` is any run of characters, `:name` one segment;
 *   rules without either are read first, then the others in order; the first match applies,
 *   "regardless of whether or not an asset matches";
 * - 200 serves the destination's file at the requested address; any other status redirects,
 *   the query kept unless the destination has one;
 * - then files: an `.html` file is served at its name without the extension, `/x/index.html`
 *   at `/x/`; asking for either by its file name redirects there, and `/x` redirects to `/x/`
 *   when only `/x/index.html` exists (the redirects the host makes itself are 308);
 * - a path no file answers gets the closest `404.html` up its folders, with status 404;
 * - `_headers`: every rule whose path matches adds its headers; one header named by several
 *   rules gets their values joined by ", "; `! Name` removes one;
 * - a file's type comes from its extension, `charset=utf-8` added to every text type (the
 *   asset worker's getAdditionalHeaders, in workers-sdk); only the text types are read here.
 */
import type { HostAnswer, HostSite } from "./hostAnswer";

/** The text types by extension, as the `mime` tables Cloudflare's uploads use name them. */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  html: "text/html",
  md: "text/markdown",
  txt: "text/plain",
};

interface Redirect {
  from: string;
  to: string;
  status: number;
}

interface HeaderRule {
  path: string;
  set: [string, string][];
  unset: string[];
}

function parseRedirects(text: string): Redirect[] {
  const rules: Redirect[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const [from = "", to = "", status = "302"] = line.split(/\s+/);
    if (!/^\d+$/.test(status)) continue; // `301!` and the like are skipped, as the host does
    rules.push({ from, to, status: Number(status) });
  }
  const isStatic = (rule: Redirect) => !/\*|:[A-Za-z]/.test(rule.from);
  return [...rules.filter(isStatic), ...rules.filter((rule) => !isStatic(rule))];
}

function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    const rule = rules.at(-1);
    if (/^\s/.test(line) && rule) {
      const entry = line.trim();
      if (entry.startsWith("! ")) rule.unset.push(entry.slice(2).trim().toLowerCase());
      else {
        const colon = entry.indexOf(":");
        rule.set.push([entry.slice(0, colon).trim().toLowerCase(), entry.slice(colon + 1).trim()]);
      }
    } else rules.push({ path: line.trim(), set: [], unset: [] });
  }
  return rules;
}

/** A source path as a regular expression with named groups for the splat and placeholders. */
function sourcePattern(source: string): RegExp {
  const escaped = source.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  const withSplat = escaped.replace("*", "(?<splat>.*)");
  const withPlaceholders = withSplat.replace(/:([A-Za-z]\w*)/g, "(?<$1>[^/]+)");
  return new RegExp(`^${withPlaceholders}$`);
}

function fill(destination: string, groups: Record<string, string>): string {
  let result = destination;
  for (const [name, value] of Object.entries(groups)) result = result.split(`:${name}`).join(value);
  return result;
}

export function cloudflarePages(site: HostSite): (address: string) => HostAnswer {
  const redirects = parseRedirects(site.redirects).map((rule) => ({
    ...rule,
    pattern: sourcePattern(rule.from),
  }));
  const headerRules = parseHeaders(site.headers).map((rule) => ({
    ...rule,
    pattern: sourcePattern(rule.path),
  }));
  const has = (file: string) => site.files.has(file);

  /** The rules' headers, joined among rules, over what the host sends by itself. */
  function headersFor(pathname: string, file?: string): Record<string, string> {
    const type = file && TEXT_TYPES[file.slice(file.lastIndexOf(".") + 1)];
    const own: Record<string, string> = type ? { "content-type": `${type}; charset=utf-8` } : {};
    const fromRules = new Map<string, string>();
    for (const rule of headerRules) {
      if (!rule.pattern.test(pathname)) continue;
      for (const [name, value] of rule.set) {
        const earlier = fromRules.get(name);
        fromRules.set(name, earlier ? `${earlier}, ${value}` : value);
      }
      for (const name of rule.unset) fromRules.delete(name);
    }
    return { ...own, ...Object.fromEntries(fromRules) };
  }

  function notFound(pathname: string): { status: number; file?: string } {
    const folders = pathname.split("/").slice(1, -1);
    for (let depth = folders.length; depth >= 0; depth -= 1) {
      const file = `/${[...folders.slice(0, depth), "404.html"].join("/")}`;
      if (has(file)) return { status: 404, file };
    }
    return { status: 404 };
  }

  /** The host's own handling of a path once the rules are read. */
  function serve(pathname: string): { status: number; file?: string; location?: string } {
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      path = pathname;
    }
    const redirect = (to: string) => ({ status: 308, location: encodeURI(to) });
    if (path.endsWith("/")) {
      if (has(`${path}index.html`)) return { status: 200, file: `${path}index.html` };
      if (path.endsWith("/index/")) return redirect(path.slice(0, -"index/".length));
      if (has(`${path.slice(0, -1)}.html`)) return redirect(path.slice(0, -1));
      return notFound(path);
    }
    if (has(path)) {
      if (!path.endsWith(".html")) return { status: 200, file: path };
      const bare = path.slice(0, -".html".length);
      if (bare.endsWith("/index")) return redirect(bare.slice(0, -"index".length));
      if (bare === "/" || has(bare)) return { status: 200, file: path };
      return redirect(bare);
    }
    if (path.endsWith("/index")) return redirect(path.slice(0, -"index".length));
    if (has(`${path}.html`)) return { status: 200, file: `${path}.html` };
    if (has(`${path}/index.html`)) return redirect(`${path}/`);
    return notFound(path);
  }

  return (address) => {
    const url = new URL(address, "https://pages.example");
    const requested = url.pathname;
    let pathname = requested;
    for (const rule of redirects) {
      const match = rule.pattern.exec(requested);
      if (!match) continue;
      const destination = new URL(fill(rule.to, match.groups ?? {}), url);
      if (rule.status === 200) {
        pathname = destination.pathname;
        break;
      }
      return {
        status: rule.status,
        location: `${destination.pathname}${destination.search || url.search}`,
        headers: headersFor(requested),
      };
    }
    const served = serve(pathname);
    const location = served.location && `${served.location}${url.search}`;
    return { ...served, location, headers: headersFor(requested, served.file) };
  };
}
