import { leftOut } from "./leftOut";

/**
 * Stands in for the browser side of Gatsby's Head API in the production bundle
 * (src/node/gatsby/leanBrowserRuntime.ts). Pages set their head with react-helmet (`SiteHead`);
 * a page that exports `Head` would stop here with the reason, rather than lose its head on
 * client-side navigation.
 */
export function headHandlerForBrowser({
  pageComponent,
}: {
  pageComponent?: { Head?: unknown } | null;
}): void {
  if (pageComponent?.Head)
    throw leftOut("The Head API this page uses", "set the head with SiteHead");
}
