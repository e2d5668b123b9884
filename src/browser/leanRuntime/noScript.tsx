import { leftOut } from "./leftOut";

/**
 * Stands in for `gatsby-script` in the production bundle (src/node/gatsby/leanBrowserRuntime.ts).
 * The site loads no script through `<Script>`; a page that starts to would stop here with the
 * reason, rather than render without its script.
 */
export enum ScriptStrategy {
  postHydrate = "post-hydrate",
  idle = "idle",
  offMainThread = "off-main-thread",
}

export const scriptCache = new Set<string>();
export const scriptCallbackCache = new Map<string, unknown>();
export const collectedScriptsByPage = new Map<string, unknown>();

export function Script(): never {
  throw leftOut("gatsby's <Script>", "remove its alias before using it");
}
