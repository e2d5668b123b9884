import { leftOut } from "./leftOut";

/**
 * Stands in for Gatsby's service-worker registration in the production bundle
 * (src/node/gatsby/leanBrowserRuntime.ts). Gatsby requires it only when a plugin asks for a
 * service worker; the site has none, and one added later would stop here with the reason.
 */
throw leftOut(
  "The service worker a plugin asked for",
  "remove its alias before adding offline support",
);
