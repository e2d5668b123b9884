/**
 * Stands in for Gatsby's service-worker registration in the production bundle
 * (src/node/gatsby/leanBrowserRuntime.ts). Gatsby requires it only when a plugin asks for a
 * service worker; the site has none, and one added later would stop here with the reason.
 */
throw new Error(
  "A plugin asked Gatsby to register a service worker, which is left out of this site's browser bundle (src/node/gatsby/leanBrowserRuntime.ts): remove its alias before adding offline support.",
);
