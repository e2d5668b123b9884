import type { PagePolicy } from "./securityHeaders";

/** The build's choices that reach other hosts, read from the same variables the build reads. */
export interface ThirdParties {
  /** Algolia application id when hosted DocSearch is configured. */
  algoliaAppId?: string;
  /** GA4 measurement id when analytics are on. */
  measurementId?: string;
}

/**
 * The origins each directive must allow for hosted search and analytics.
 *
 * DocSearch queries `<APP_ID>-dsn.algolia.net` and retries on `<APP_ID>-1..3.algolianet.com`
 * (the preconnect hint in every page's head points at the first). gtag.js loads from
 * googletagmanager.com and sends hits to the GA4 collection hosts, by fetch or image beacon.
 */
export function thirdPartyOrigins({
  algoliaAppId,
  measurementId,
}: ThirdParties): Omit<PagePolicy, "scriptHashes"> {
  const policy: Omit<PagePolicy, "scriptHashes"> = {
    scriptOrigins: [],
    connectOrigins: [],
    imgOrigins: [],
  };
  if (algoliaAppId) {
    const app = algoliaAppId.toLowerCase();
    policy.connectOrigins.push(
      `https://${app}-dsn.algolia.net`,
      `https://${app}-1.algolianet.com`,
      `https://${app}-2.algolianet.com`,
      `https://${app}-3.algolianet.com`,
    );
  }
  if (measurementId) {
    policy.scriptOrigins.push("https://www.googletagmanager.com");
    policy.connectOrigins.push(
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    );
    policy.imgOrigins.push("https://*.google-analytics.com", "https://*.googletagmanager.com");
  }
  return policy;
}
