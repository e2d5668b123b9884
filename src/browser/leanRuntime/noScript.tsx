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
  throw new Error(
    "<Script> from gatsby is left out of this site's browser bundle (src/node/gatsby/leanBrowserRuntime.ts): remove its alias before using it.",
  );
}
