import path from "node:path";

/**
 * What a build writes for the servers rather than for readers goes in a folder beside public/,
 * never in it: a host publishes every file of public/, and a rule that hides one is matched on
 * the address as sent, so another spelling of its name (`/%5Fnginx.conf`) reached the file on
 * Netlify and Cloudflare Pages. Only `_headers` and `_redirects` stay in public/: those hosts
 * read them from the published folder and consume them (they never serve them).
 */
export const DEPLOY_OUTPUT_FOLDER = "deploy-output";

/** The files of the deploy folder. */
export const DEPLOY_FILES = {
  /** The body of an nginx `server` block, included by the server's own configuration. */
  nginx: "nginx-include.conf",
  /** The page policy the Node server applies (scripts/serve.ts). */
  policy: "page-policy.json",
} as const;

/**
 * A build's source maps when it is asked for them (WRITE_SOURCE_MAPS=1), in the deploy folder: the
 * bench and the built/ tests read them; no server reads or serves them.
 */
export const SOURCE_MAPS_FOLDER = "source-maps";

/** The two output folders of a build. */
export interface BuildFolders {
  /** What a host publishes: the site, `_headers` and `_redirects`. */
  publicDir: string;
  /** What only the servers read (DEPLOY_FILES). */
  deployDir: string;
}

/** The deploy folder of a build in `publicDir`: `deploy-output` beside it. */
export function deployOutputOf(publicDir: string): string {
  return path.join(path.dirname(path.resolve(publicDir)), DEPLOY_OUTPUT_FOLDER);
}
