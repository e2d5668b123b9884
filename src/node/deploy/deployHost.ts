/**
 * The host a build's `_redirects` and `_headers` are written for. Netlify and Cloudflare Pages
 * both read files of those names, in dialects that cannot share one file: Cloudflare refuses
 * Netlify's forced rules (`301!`) and reads a splat anywhere in a path, while Netlify reads a
 * splat only as a whole segment and normalizes trailing slashes, so Cloudflare's `/*\/ /:splat`
 * would loop there.
 */
export const DEPLOY_HOSTS = ["netlify", "cloudflare"] as const;
export type DeployHost = (typeof DEPLOY_HOSTS)[number];

export const HOST_NAMES: Readonly<Record<DeployHost, string>> = {
  netlify: "Netlify",
  cloudflare: "Cloudflare Pages",
};

/**
 * `DEPLOY_HOST` when set; else the host the build runs on, by the variable each sets in its
 * builds (`CF_PAGES=1` on Cloudflare Pages); else Netlify, whose forced rules Cloudflare skips
 * rather than misreads.
 */
export function deployHostFromEnv(env: NodeJS.ProcessEnv): DeployHost {
  const named = env.DEPLOY_HOST?.trim().toLowerCase();
  if (named) {
    const host = DEPLOY_HOSTS.find((candidate) => candidate === named);
    if (!host) {
      throw new Error(
        `DEPLOY_HOST="${env.DEPLOY_HOST}" names no host the build writes rules for: expected one of ${DEPLOY_HOSTS.join(", ")}.`,
      );
    }
    return host;
  }
  return env.CF_PAGES === "1" ? "cloudflare" : "netlify";
}
