import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { cloudflarePages } from "../contract/hosts/cloudflarePages";
import type { HostAnswer, HostSite } from "../contract/hosts/hostAnswer";
import { netlify } from "../contract/hosts/netlify";
import { REVALIDATE } from "../src/node/deploy/cachePolicy";
import { TEXT_TYPES } from "../src/node/deploy/textTypes";
import type { DeployHost } from "../src/node/deploy/deployHost";
import { renderHeadersFile, renderRedirectsFile } from "../src/node/deploy/renderHostFiles";
import { netlifyRedirects } from "../src/node/deploy/hostRedirects";
import { deployOutputOf } from "../src/node/deploy/deployOutput";
import { recordedHostingInput } from "../src/node/deploy/writeHostFiles";
import { canonicalPathname } from "../src/shared/pagePaths";
import { buildAddresses } from "./buildAddresses";
import { withNginx } from "./nginx";
import { NGINX_PORT } from "./ports";

/**
 * The rules the build writes for Netlify and Cloudflare Pages, run through each host's matching
 * (contract/hosts/), answer every address as nginx answers it with the generated include:
 * every page and its other spellings, every file of the build, unknown paths and theirs. Status,
 * Location, the bytes sent, Cache-Control, the text types and the security headers are compared.
 * The one place a host cannot answer as nginx does is named in NETLIFY_CANNOT and checked too.
 */
const publicDir = path.join(__dirname, "..", "public");

interface Answer {
  status: number;
  location?: string;
  body?: string;
  headers: Record<string, string>;
}

/**
 * What a host cannot answer as nginx does, each with what it answers instead:
 * - both hosts: a rule cannot look whether a page exists, so another spelling of a path that is
 *   no page moves to the bare path (301), which answers 404, where nginx answers 404 at once;
 * - Netlify normalizes a trailing slash before it reads any rule and reads a splat only as a
 *   whole segment, so no rule moves `/x/` or `/x.html` to the page `/x`: `/x/` is answered as
 *   `/x`, and `/x.html` with the not-found page; the browser then shows the canonical address
 *   (src/browser/navigation/canonicalUrl.ts);
 * - Netlify types by pattern, so an unknown `.md` or `.txt` address gets the not-found page with
 *   that text type;
 * - Cloudflare serves an HTML file of static/ at its name without `.html` and moves the file
 *   name there (308), whatever the rules say.
 * Nothing else may differ.
 */
type Expected = (nginx: Answer, answerAt: (address: string) => Answer | undefined) => Answer;

/** What the exceptions depend on in the build: its static HTML files, Netlify's exact rules. */
interface Exceptions {
  staticHtml: Set<string>;
  netlifyExact: Set<string>;
}

function cannot(
  host: string,
  address: string,
  nginx: Answer,
  { staticHtml, netlifyExact }: Exceptions,
): Expected | undefined {
  const { pathname, search } = new URL(address, "http://x");
  const bare = canonicalPathname(pathname);
  const spelling = bare !== pathname;
  const moved =
    (location: string): Expected =>
    () => ({ status: 301, location, headers: {} });
  if (host === "cloudflare" && staticHtml.has(pathname)) {
    return () => ({
      status: 308,
      location: `${pathname.slice(0, -".html".length)}${search}`,
      headers: {},
    });
  }
  if (host === "netlify" && nginx.status === 301) {
    if (pathname.endsWith("/")) return (_, answerAt) => answerAt(`${bare}${search}`) as Answer;
    // Only a spelling Netlify's rules name exactly (`/404.html`) moves: no pattern can.
    if (
      pathname.endsWith(".html") &&
      !pathname.endsWith("/index.html") &&
      !netlifyExact.has(pathname)
    ) {
      return (_, answerAt) => answerAt("/nope") as Answer;
    }
  }
  if (host === "netlify" && nginx.status === 404 && /\.(md|txt)\/?$/.test(pathname)) {
    return (found) => ({
      ...found,
      headers: {
        ...found.headers,
        "content-type": TEXT_TYPES[/\.md\/?$/.test(pathname) ? "md" : "txt"] ?? "",
      },
    });
  }
  if (spelling && nginx.status === 404) {
    if (host === "netlify" && (pathname.endsWith("/") || !/\/index(\.html)?$/.test(pathname)))
      return undefined;
    return moved(`${bare}${search}`);
  }
  return undefined;
}

async function nginxAnswer(address: string): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${NGINX_PORT}${address}`, { redirect: "manual" });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  const location = response.headers.get("location") ?? undefined;
  return { status: response.status, location, body: await response.text(), headers };
}

/** A host's answer with the bytes of the file it sends and the defaults it adds. */
function hostAnswer(answer: HostAnswer): Answer {
  const body = answer.file ? fs.readFileSync(path.join(publicDir, answer.file), "utf8") : undefined;
  // Both hosts send this Cache-Control when no rule names one (their documented default).
  const headers = { "cache-control": REVALIDATE, ...answer.headers };
  return { status: answer.status, location: answer.location, body, headers };
}

/** What must agree: for a redirect its target; else the bytes and the headers the rules set. */
function comparable(answer: Answer) {
  if (answer.status >= 300 && answer.status < 400) {
    return { status: answer.status, location: answer.location };
  }
  const { headers } = answer;
  return {
    status: answer.status,
    body: answer.body,
    cacheControl: headers["cache-control"],
    textType: /^text\/(markdown|plain)/.test(headers["content-type"] ?? "")
      ? headers["content-type"]
      : undefined,
    frameOptions: headers["x-frame-options"],
    nosniff: headers["x-content-type-options"],
    referrer: headers["referrer-policy"],
  };
}

/**
 * nginx sends one Content-Security-Policy; a host joins every matching rule's, which browsers
 * enforce together. nginx's policy must be among the host's, and the host's must add none but
 * the site's own.
 */
function policies(answer: Answer): string[] {
  return (answer.headers["content-security-policy"] ?? "")
    .split(/,\s*(?=default-src)/)
    .filter(Boolean);
}

test.describe("the Netlify and Cloudflare rules answer as nginx", () => {
  test.skip(!withNginx, "nginx is not installed");
  test.setTimeout(300_000);

  test("every page, spelling and file, on each host", async () => {
    const input = recordedHostingInput({ publicDir, deployDir: deployOutputOf(publicDir) });
    const { pages, files, staticDocuments } = input;
    const site = (host: DeployHost): HostSite => ({
      files: new Set(files),
      headers: renderHeadersFile(input, host),
      redirects: renderRedirectsFile(input, host),
    });
    const hosts = {
      netlify: await netlify(site("netlify")),
      cloudflare: cloudflarePages(site("cloudflare")),
    };
    const list = buildAddresses(pages, files);
    const expected = new Map<string, Answer>();
    for (let start = 0; start < list.length; start += 16) {
      const batch = list.slice(start, start + 16);
      const answers = await Promise.all(batch.map(nginxAnswer));
      batch.forEach((address, index) => expected.set(address, answers[index] as Answer));
    }
    const exceptions: Exceptions = {
      staticHtml: new Set(
        staticDocuments.filter((file) => file.endsWith(".html") && !file.endsWith("/index.html")),
      ),
      netlifyExact: new Set(
        netlifyRedirects(input)
          .filter((rule) => !rule.from.includes("*"))
          .map((rule) => rule.from),
      ),
    };
    const differences: string[] = [];
    let compared = 0;
    for (const [name, answerOf] of Object.entries(hosts)) {
      for (const address of list) {
        const nginx = expected.get(address) as Answer;
        const host = hostAnswer(answerOf(address));
        compared += 1;
        const instead = cannot(name, address, nginx, exceptions);
        const want = instead ? instead(nginx, (other) => expected.get(other)) : nginx;
        const same =
          JSON.stringify(comparable(host)) === JSON.stringify(comparable(want)) &&
          (want.status >= 300 || policies(want).every((one) => policies(host).includes(one)));
        if (!same) {
          differences.push(
            `${name} ${address}: ${JSON.stringify(summary(comparable(host)))} where ${instead ? "expected" : "nginx"} ${JSON.stringify(summary(comparable(want)))}`,
          );
        }
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
    expect(compared).toBeGreaterThan(2 * pages.length * 5);
  });
});

function summary(answer: ReturnType<typeof comparable>) {
  const { body, ...rest } = answer as { body?: string };
  return { ...rest, body: body === undefined ? undefined : `${body.length} bytes` };
}
