/**
 * Stands in for Gatsby's Partytown browser plugin in the production bundle
 * (src/node/gatsby/leanBrowserRuntime.ts): that plugin implements no browser hook outside
 * `gatsby develop`, so none is exported here.
 */
export {};
