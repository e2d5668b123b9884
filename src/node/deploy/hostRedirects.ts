import { canonicalPathname } from "../../shared/pagePaths";
import { HOST_NAMES, type DeployHost } from "./deployHost";

/** One line of `_redirects`: `from to status`, `!` after the status where the host forces it. */
export interface RedirectRule {
  from: string;
  to: string;
  status: 200 | 301;
  /** Netlify only: applies even where a file answers the path (Cloudflare always applies). */
  force?: boolean;
  /** Why the rule is there, written as a comment above it. */
  why?: string;
}

/** What the redirect rules of a build depend on. */
export interface RedirectInput {
  /** Canonical page paths (`/`, `/docs/about`). */
  pages: readonly string[];
  /** Every file of the build, from the site root. */
  files: readonly string[];
  /** The HTML, SVG and XML files the site did not render (src/node/deploy/staticDocuments.ts). */
  staticDocuments: readonly string[];
}

/**
 * The files a host must serve as they are although their name is another spelling of a path
 * (`/google1234.html`, a static document with no page `/google1234` to take it over), and the
 * files without an extension, which Cloudflare's catch-all rewrite would otherwise send to a
 * folder. Both come from static/ and do not grow with the pages.
 */
function filesServedAsThemselves({ files, pages }: RedirectInput): string[] {
  const pageSet = new Set(pages);
  return files.filter((file) => {
    const canonical = canonicalPathname(file);
    if (file.endsWith("/index.html") || file.endsWith("/index")) return false;
    if (canonical !== file) return !pageSet.has(canonical);
    return extensionOf(file) === undefined;
  });
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** The extension of a path's last segment (`js` for `/a/b.js`), if it has one. */
function extensionOf(path: string): string | undefined {
  const segment = lastSegment(path);
  const dot = segment.lastIndexOf(".");
  return dot > 0 || (dot === 0 && segment.length > 1) ? segment.slice(dot + 1) : undefined;
}

/**
 * The extensions of a build's files but `.html` (the spellings' rule takes those), each once:
 * the kinds of file the site has, which do not grow with its pages.
 */
function fileExtensions(files: readonly string[]): string[] {
  const extensions = new Set<string>();
  for (const file of files) {
    const extension = extensionOf(file);
    if (extension && extension !== "html") extensions.add(extension);
  }
  return [...extensions].sort();
}

/**
 * Netlify: the other spellings a pattern can name move to the page (`/x/index.html`,
 * `/x/index`), forced because the file `/x/index.html` exists; every path no file answers is
 * served from its folder's `index.html`, unforced so that files keep answering. Netlify reads a
 * splat only at the end of a path and a placeholder only as a whole segment, so no rule can name
 * `/x.html`, and it normalizes a trailing slash before reading rules, so none can move `/x/`
 * (a rule `/x/ /x` loops): Netlify serves the page at both, and the browser shows the canonical
 * address (src/browser/navigation/canonicalUrl.ts).
 */
export function netlifyRedirects(input: RedirectInput): RedirectRule[] {
  const rules: RedirectRule[] = [{ from: "/index.html", to: "/", status: 301, force: true }];
  if (input.pages.includes("/404")) {
    rules.push({ from: "/404.html", to: "/404", status: 301, force: true });
  }
  rules.push(
    { from: "/*/index.html", to: "/:splat", status: 301, force: true },
    { from: "/*/index", to: "/:splat", status: 301, force: true },
    {
      from: "/*",
      to: "/:splat/index.html",
      status: 200,
      why: "Pages: a path no file answers is served from its folder's index.html.",
    },
  );
  return rules;
}

/**
 * Cloudflare Pages: exact rules first (the host reads them before any pattern), then patterns
 * in order. Every spelling moves to its bare path; an address ending in the extension of one of
 * the build's kinds of file is served as it is; anything else is a page, served from its folder, which the host's
 * own HTML handling would otherwise answer with a redirect to `/x/`. Cloudflare applies a rule
 * whether or not a file answers the path, and reads no `!`.
 */
function cloudflareRedirects(input: RedirectInput): RedirectRule[] {
  const exact: RedirectRule[] = [
    { from: "/", to: "/", status: 200 },
    { from: "/index.html", to: "/", status: 301 },
    { from: "/index", to: "/", status: 301 },
  ];
  for (const file of filesServedAsThemselves(input)) {
    exact.push({ from: file, to: file, status: 200, why: "A file of static/ served as itself." });
  }
  // A page whose name ends like a file's would be taken for one by the extension rules.
  const extensions = fileExtensions(input.files);
  for (const page of input.pages) {
    const extension = extensionOf(page);
    if (extension !== undefined && extensions.includes(extension)) {
      exact.push({ from: page, to: `${page}/`, status: 200, why: "A page named like a file." });
    }
  }
  const patterns: RedirectRule[] = [
    { from: "/*/index.html", to: "/:splat", status: 301 },
    { from: "/*/index", to: "/:splat", status: 301 },
    { from: "/*.html", to: "/:splat", status: 301 },
    { from: "/*/", to: "/:splat", status: 301 },
    ...extensions.map((extension): RedirectRule => ({
      from: `/*.${extension}`,
      to: `/:splat.${extension}`,
      status: 200,
      why: `Files: every .${extension} address is served as it is.`,
    })),
    { from: "/*", to: "/:splat/", status: 200, why: "Pages: served from their folder." },
  ];
  return [...exact, ...patterns];
}

export function redirectRulesFor(host: DeployHost, input: RedirectInput): RedirectRule[] {
  return host === "cloudflare" ? cloudflareRedirects(input) : netlifyRedirects(input);
}

/** `_redirects` for a host, its rules in order. */
export function renderRedirects(host: DeployHost, rules: readonly RedirectRule[]): string {
  const lines = [
    `# Generated by the build for ${HOST_NAMES[host]} (src/node/deploy): do not edit.`,
    "# Other spellings of a page (/x/index.html, /x/index, /x.html, /x/) move to /x.",
  ];
  for (const rule of rules) {
    if (rule.why) lines.push(`# ${rule.why}`);
    lines.push(`${rule.from} ${rule.to} ${rule.status}${rule.force ? "!" : ""}`);
  }
  return `${lines.join("\n")}\n`;
}
