import fs from "node:fs";
import path from "node:path";
import { collectPagePolicy } from "./collectPagePolicy";
import { DEPLOY_HOSTS, type DeployHost } from "./deployHost";
import { checkHeaders, checkRedirects, describeProblem } from "./hostLimits";
import {
  renderHeadersFile,
  renderNginxConf,
  renderRedirectsFile,
  type HostingInput,
} from "./renderHostFiles";
import { EMPTY_PAGE_POLICY, type PagePolicy } from "./securityHeaders";
import { renderedPageFiles } from "./renderedPages";
import { sitePages } from "./sitePages";
import { staticDocuments } from "./staticDocuments";
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

/** What the servers apply, as the build records it in `_page-policy.json`. */
export interface ServedPolicy {
  policy: PagePolicy;
  /** Files served with STATIC_DOCUMENT_POLICY (src/node/deploy/staticDocuments.ts). */
  staticDocuments: string[];
}

/**
 * Writes the hosting rules of a finished build into it: `_headers` and `_redirects` (Netlify,
 * Cloudflare Pages; both in the dialect of `host`, every host's checked against its
 * documented limits first, src/node/deploy/hostLimits.ts), `_nginx.conf` (an nginx server block's body) and the page policy the Node
 * server applies. All come from the same functions, so every host serves the same rules.
 * `pagePaths` are the pages the build rendered (Gatsby's SitePage nodes): only their inline
 * scripts are hashed, and every other HTML, SVG or XML file is a static document.
 */
export function writeHostFiles(
  publicDir: string,
  pagePaths: readonly string[],
  thirdParties: ThirdParties,
  host: DeployHost = "netlify",
): ServedPolicy {
  const pageFiles = renderedPageFiles(pagePaths);
  const policy = collectPagePolicy(publicDir, pageFiles, thirdParties);
  const files = buildFiles(publicDir);
  const documents = staticDocuments(files, pageFiles);
  const input = { pages: sitePages(publicDir), files, policy, staticDocuments: documents };
  const write = (name: string, text: string) => fs.writeFileSync(path.join(publicDir, name), text);
  // Every host's files are rendered and checked, not only the one written: a site that outgrows
  // one host learns it from any build.
  const rendered = new Map(
    DEPLOY_HOSTS.map((each) => [
      each,
      { headers: renderHeadersFile(input, each), redirects: renderRedirectsFile(input, each) },
    ]),
  );
  const problems = [...rendered].flatMap(([each, files]) => [
    ...checkHeaders(each, files.headers),
    ...checkRedirects(each, files.redirects),
  ]);
  const written = rendered.get(host);
  if (!written)
    throw new Error(`unknown deploy host "${host}": expected one of ${DEPLOY_HOSTS.join(", ")}`);
  const { headers, redirects } = written;
  if (problems.length > 0) {
    throw new Error(
      `the host files break the hosts' documented limits or syntax:\n${problems
        .map((problem) => `  ${describeProblem(problem)}`)
        .join("\n")}`,
    );
  }
  write(HOST_FILES.headers, headers);
  write(HOST_FILES.redirects, redirects);
  write(HOST_FILES.nginx, renderNginxConf(input));
  const served: ServedPolicy = { policy, staticDocuments: documents };
  write(
    HOST_FILES.policy,
    `${JSON.stringify({ ...policy, staticDocuments: documents }, null, 2)}\n`,
  );
  return served;
}

/**
 * What the host files of a finished build were written from, read back from it: its pages, its
 * files and the policy it recorded (for measuring and comparing the hosts' rules afterwards).
 */
export function recordedHostingInput(publicDir: string): HostingInput {
  const { policy, staticDocuments: documents } = readPagePolicy(publicDir);
  return {
    pages: sitePages(publicDir),
    files: buildFiles(publicDir),
    policy,
    staticDocuments: documents,
  };
}

/**
 * The page policy a build recorded, and its static documents; none (an empty policy, so only
 * the site's own origin and no inline script) when the build predates it.
 */
export function readPagePolicy(publicDir: string): ServedPolicy & { found: boolean } {
  try {
    const text = fs.readFileSync(path.join(publicDir, HOST_FILES.policy), "utf8");
    const { staticDocuments: documents = [], ...recorded } = JSON.parse(text) as PagePolicy & {
      staticDocuments?: string[];
    };
    return {
      policy: { ...EMPTY_PAGE_POLICY, ...recorded },
      staticDocuments: documents,
      found: true,
    };
  } catch {
    return { policy: EMPTY_PAGE_POLICY, staticDocuments: [], found: false };
  }
}
