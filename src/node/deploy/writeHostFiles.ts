import fs from "node:fs";
import path from "node:path";
import { collectPagePolicy } from "./collectPagePolicy";
import { renderHeadersFile, renderNginxConf, renderRedirectsFile } from "./renderHostFiles";
import { EMPTY_PAGE_POLICY, type PagePolicy } from "./securityHeaders";
import { sitePages } from "./sitePages";
import type { ThirdParties } from "./thirdPartyOrigins";

/** The files the build adds to its output for the hosts; the Node server reads the policy. */
export const HOST_FILES = {
  headers: "_headers",
  redirects: "_redirects",
  nginx: "_nginx.conf",
  policy: "_page-policy.json",
} as const;

/** Every file of a build, from the site root, without the host files themselves. */
export function buildFiles(publicDir: string): string[] {
  const hostFiles = new Set<string>(Object.values(HOST_FILES).map((name) => `/${name}`));
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const relative = path.relative(publicDir, path.join(entry.parentPath, entry.name));
      return `/${relative.split(path.sep).join("/")}`;
    })
    .filter((file) => !hostFiles.has(file))
    .sort();
}

/**
 * Writes the hosting rules of a finished build into it: `_headers` and `_redirects` (Netlify,
 * Cloudflare Pages), `_nginx.conf` (an nginx server block's body) and the page policy the Node
 * server applies. All come from the same functions, so every host serves the same rules.
 */
export function writeHostFiles(publicDir: string, thirdParties: ThirdParties): PagePolicy {
  const policy = collectPagePolicy(publicDir, thirdParties);
  const input = { pages: sitePages(publicDir), files: buildFiles(publicDir), policy };
  const write = (name: string, text: string) => fs.writeFileSync(path.join(publicDir, name), text);
  write(HOST_FILES.headers, renderHeadersFile(input));
  write(HOST_FILES.redirects, renderRedirectsFile(input));
  write(HOST_FILES.nginx, renderNginxConf(input));
  write(HOST_FILES.policy, `${JSON.stringify(policy, null, 2)}\n`);
  return policy;
}

/**
 * The page policy a build recorded; none (an empty policy, so only the site's own origin and
 * no inline script) when the build predates it.
 */
export function readPagePolicy(publicDir: string): { policy: PagePolicy; found: boolean } {
  try {
    const text = fs.readFileSync(path.join(publicDir, HOST_FILES.policy), "utf8");
    return { policy: { ...EMPTY_PAGE_POLICY, ...(JSON.parse(text) as PagePolicy) }, found: true };
  } catch {
    return { policy: EMPTY_PAGE_POLICY, found: false };
  }
}
