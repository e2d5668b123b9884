import fs from "node:fs";
import path from "node:path";
import { collectPagePolicy } from "./collectPagePolicy";
import { DEPLOY_HOSTS, type DeployHost } from "./deployHost";
import { DEPLOY_FILES, type BuildFolders } from "./deployOutput";
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

/**
 * The files the build adds to public/ for Netlify and Cloudflare Pages, which read them from the
 * published folder and consume them; nginx's and the Node server's are in the deploy folder
 * (src/node/deploy/deployOutput.ts).
 */
export const HOST_FILES = {
  headers: "_headers",
  redirects: "_redirects",
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

/** What the servers apply, as the build records it in the deploy folder's page policy. */
export interface ServedPolicy {
  policy: PagePolicy;
  /** Files served with STATIC_DOCUMENT_POLICY (src/node/deploy/staticDocuments.ts). */
  staticDocuments: string[];
}

/**
 * Writes the hosting rules of a finished build: `_headers` and `_redirects` into public/
 * (Netlify, Cloudflare Pages; both in the dialect of `host`, every host's checked against its
 * documented limits first, src/node/deploy/hostLimits.ts), and into the deploy folder the body
 * of an nginx server block and the page policy the Node server applies. All come from the same
 * functions, so every host serves the same rules.
 * `pagePaths` are the pages the build rendered (Gatsby's SitePage nodes): only their inline
 * scripts are hashed, and every other HTML, SVG or XML file is a static document.
 */
export function writeHostFiles(
  { publicDir, deployDir }: BuildFolders,
  pagePaths: readonly string[],
  thirdParties: ThirdParties,
  host: DeployHost = "netlify",
): ServedPolicy {
  const pageFiles = renderedPageFiles(pagePaths);
  const policy = collectPagePolicy(publicDir, pageFiles, thirdParties);
  const files = buildFiles(publicDir);
  const documents = staticDocuments(files, pageFiles);
  const input = { pages: sitePages(publicDir), files, policy, staticDocuments: documents };
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
  fs.writeFileSync(path.join(publicDir, HOST_FILES.headers), headers);
  fs.writeFileSync(path.join(publicDir, HOST_FILES.redirects), redirects);
  fs.mkdirSync(deployDir, { recursive: true });
  fs.writeFileSync(path.join(deployDir, DEPLOY_FILES.nginx), renderNginxConf(input));
  writePagePolicy(deployDir, { policy, staticDocuments: documents });
  return { policy, staticDocuments: documents };
}

/** Records the page policy in the deploy folder, for the Node server. */
export function writePagePolicy(
  deployDir: string,
  { policy, staticDocuments }: ServedPolicy,
): void {
  fs.mkdirSync(deployDir, { recursive: true });
  fs.writeFileSync(
    path.join(deployDir, DEPLOY_FILES.policy),
    `${JSON.stringify({ ...policy, staticDocuments }, null, 2)}\n`,
  );
}

/**
 * What the host files of a finished build were written from, read back from it: its pages, its
 * files and the policy it recorded (for measuring and comparing the hosts' rules afterwards).
 */
export function recordedHostingInput({ publicDir, deployDir }: BuildFolders): HostingInput {
  const { policy, staticDocuments: documents } = readPagePolicy(deployDir);
  return {
    pages: sitePages(publicDir),
    files: buildFiles(publicDir),
    policy,
    staticDocuments: documents,
  };
}

/**
 * The page policy a build recorded in its deploy folder, and its static documents; none (an
 * empty policy, so only the site's own origin and no inline script) when there is none.
 */
export function readPagePolicy(deployDir: string): ServedPolicy & { found: boolean } {
  try {
    const text = fs.readFileSync(path.join(deployDir, DEPLOY_FILES.policy), "utf8");
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
