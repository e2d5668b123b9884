/**
 * True in a build made with GA_MEASUREMENT_ID. gatsby-config.ts sets GATSBY_ANALYTICS from it,
 * and Gatsby inlines GATSBY_ variables into the browser bundle and the server render alike, so
 * the parts that exist only for analytics (the feedback control, the consent choice) render the
 * same on both sides. It is read on each call so tests can switch it.
 */
export function analyticsEnabled(): boolean {
  return process.env.GATSBY_ANALYTICS === "on";
}
