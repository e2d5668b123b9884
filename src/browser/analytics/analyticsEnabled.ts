/**
 * True in a build made with GA_MEASUREMENT_ID. gatsby-config.ts sets GATSBY_ANALYTICS from it,
 * and Gatsby inlines GATSBY_ variables into the browser bundle and the server render alike, so
 * the parts that exist only for analytics (the feedback control, the consent choice) render the
 * same on both sides. It is read on each call so tests can switch it.
 *
 * Where a whole feature is wired (src/browser/gatsbyBrowserHooks.ts, the footer's consent
 * choice, the doc page's feedback control) the same test is written out instead: webpack folds
 * `process.env.GATSBY_ANALYTICS === "on"` and drops the feature from a build without analytics,
 * while a call to this function is left in (`built/firstLoad.test.ts`).
 */
export function analyticsEnabled(): boolean {
  return process.env.GATSBY_ANALYTICS === "on";
}
