import { HOST_NAMES, type DeployHost } from "./deployHost";

/**
 * What each host documents of `_redirects` and `_headers`, checked on the files the build
 * writes so that a rule the host would skip fails the build instead:
 * - Cloudflare Pages (developers.cloudflare.com/pages/configuration/redirects and /headers):
 *   2,000 static and 100 dynamic redirects (a rule with a splat or a placeholder, and every rule
 *   after the first such), 1,000 characters a redirect line, statuses 200, 301, 302, 303, 307
 *   and 308 without `!`, one splat a path; 100 header rules and 2,000 characters a header line.
 * - Netlify (docs.netlify.com/routing/redirects): a splat and a placeholder are whole
 *   segments (its engine, netlify-redirector, matches nothing for `/*.js`), `!` after the status to force; it normalizes a trailing slash
 *   before reading rules, so a rule from `/x/` to `/x` loops. Netlify documents no rule count.
 */
const CLOUDFLARE_LIMITS = {
  staticRedirects: 2000,
  dynamicRedirects: 100,
  redirectLineLength: 1000,
  headerRules: 100,
  headerLineLength: 2000,
} as const;

const CLOUDFLARE_STATUSES = new Set([200, 301, 302, 303, 307, 308]);
const NETLIFY_STATUSES = new Set([200, 301, 302, 303, 307, 308, 404, 410, 451]);
const PLACEHOLDER = /:[A-Za-z]\w*/;

export interface HostProblem {
  host: DeployHost;
  file: "_redirects" | "_headers";
  /** The 1-based line, when one line is at fault. */
  line?: number;
  message: string;
}

interface Line {
  number: number;
  text: string;
}

function ruleLines(text: string): Line[] {
  return text
    .split("\n")
    .map((line, index) => ({ number: index + 1, text: line }))
    .filter(({ text: line }) => line.trim() !== "" && !line.trim().startsWith("#"));
}

/** The problems a host would have with a `_redirects` file written for it. */
export function checkRedirects(host: DeployHost, text: string): HostProblem[] {
  const problems: HostProblem[] = [];
  const problem = (message: string, line?: number) =>
    problems.push({ host, file: "_redirects", line, message });
  let staticRules = 0;
  let dynamicRules = 0;
  let firstOverStatic: number | undefined;
  let firstOverDynamic: number | undefined;
  const seen = new Set<string>();
  for (const { number, text: line } of ruleLines(text)) {
    const tokens = line.trim().split(/\s+/);
    if (tokens.length < 2 || tokens.length > 3) {
      problem(`expected "from to [status]", got ${tokens.length} fields`, number);
      continue;
    }
    const [from = "", to = "", statusText = host === "cloudflare" ? "302" : "301"] = tokens;
    const forced = statusText.endsWith("!");
    const status = Number(forced ? statusText.slice(0, -1) : statusText);
    if (!from.startsWith("/")) problem(`the path "${from}" must start with "/"`, number);
    if (seen.has(from)) problem(`a second rule for ${from}: the host reads the first`, number);
    seen.add(from);
    const splats = from.split("*").length - 1;
    if (host === "cloudflare") {
      if (line.trim().length > CLOUDFLARE_LIMITS.redirectLineLength) {
        problem(
          `the line is ${line.trim().length} characters; Cloudflare Pages reads at most ${CLOUDFLARE_LIMITS.redirectLineLength}`,
          number,
        );
      }
      if (forced || !CLOUDFLARE_STATUSES.has(status)) {
        problem(
          `status "${statusText}": Cloudflare Pages reads 200, 301, 302, 303, 307 or 308, without "!"`,
          number,
        );
      }
      if (splats > 1) problem(`${splats} splats in ${from}: Cloudflare Pages reads one`, number);
      if (/\/\*$/.test(from) && /\/index(\.html)?$/.test(to)) {
        problem(`${from} to ${to} loops: the host strips /index.html again`, number);
      }
      const dynamic = splats > 0 || PLACEHOLDER.test(from) || dynamicRules > 0;
      if (dynamic) {
        dynamicRules += 1;
        if (dynamicRules > CLOUDFLARE_LIMITS.dynamicRedirects) firstOverDynamic ??= number;
      } else {
        staticRules += 1;
        if (staticRules > CLOUDFLARE_LIMITS.staticRedirects) firstOverStatic ??= number;
      }
    } else {
      if (!NETLIFY_STATUSES.has(status))
        problem(`status "${statusText}" is not one Netlify reads`, number);
      if (from.split("/").some((segment) => segment.includes("*") && segment !== "*")) {
        problem(`the splat in ${from}: Netlify reads a splat as a whole segment`, number);
      }
      const partial = from.split("/").find((segment) => /.:|:\w*[^\w]/.test(segment));
      if (partial)
        problem(`the placeholder in "${partial}": Netlify reads a whole segment`, number);
      if (from !== "/" && from.endsWith("/") && to === from.slice(0, -1)) {
        problem(`${from} to ${to} loops: Netlify normalizes the trailing slash first`, number);
      }
    }
  }
  if (firstOverStatic !== undefined) {
    problem(
      `${staticRules} static redirects; Cloudflare Pages reads at most ${CLOUDFLARE_LIMITS.staticRedirects} (line ${firstOverStatic} is over)`,
    );
  }
  if (firstOverDynamic !== undefined) {
    problem(
      `${dynamicRules} dynamic redirects (with a splat or a placeholder, or after one); Cloudflare Pages reads at most ${CLOUDFLARE_LIMITS.dynamicRedirects} (line ${firstOverDynamic} is over)`,
    );
  }
  return problems;
}

/** The problems a host would have with the `_headers` file. */
export function checkHeaders(host: DeployHost, text: string): HostProblem[] {
  const problems: HostProblem[] = [];
  const problem = (message: string, line?: number) =>
    problems.push({ host, file: "_headers", line, message });
  let rules = 0;
  let inRule = false;
  for (const { number, text: line } of ruleLines(text)) {
    if (host === "cloudflare" && line.length > CLOUDFLARE_LIMITS.headerLineLength) {
      problem(
        `the line is ${line.length} characters; Cloudflare Pages reads at most ${CLOUDFLARE_LIMITS.headerLineLength}`,
        number,
      );
    }
    if (/^\s/.test(line)) {
      if (!inRule) problem("a header before any path", number);
      if (!/^\s+(! [!#$%&'*+.^_`|~0-9A-Za-z-]+|[!#$%&'*+.^_`|~0-9A-Za-z-]+:\s*\S.*)$/.test(line)) {
        problem(`expected "Name: value", got "${line.trim()}"`, number);
      }
      continue;
    }
    const path = line.trim();
    rules += 1;
    inRule = true;
    if (!path.startsWith("/") && !path.startsWith("https://")) {
      problem(`the path "${path}" must start with "/" or "https://"`, number);
    }
    if (host === "cloudflare" && path.split("*").length > 2) {
      problem(
        `${path.split("*").length - 1} splats in ${path}: Cloudflare Pages reads one`,
        number,
      );
    }
  }
  if (host === "cloudflare" && rules > CLOUDFLARE_LIMITS.headerRules) {
    problem(
      `${rules} header rules; Cloudflare Pages reads at most ${CLOUDFLARE_LIMITS.headerRules}`,
    );
  }
  return problems;
}

/** One problem as the build reports it: the file, the host, the line and what is wrong. */
export function describeProblem({ host, file, line, message }: HostProblem): string {
  return `${file} for ${HOST_NAMES[host]}${line === undefined ? "" : `, line ${line}`}: ${message}`;
}
