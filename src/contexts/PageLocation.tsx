import { withPrefix } from "gatsby";
import type { ReactNode } from "react";
import { withoutBasePath } from "../shared/pagePaths";
import { createRequiredContext } from "./createRequiredContext";

/**
 * The URL of the page being shown, as Gatsby's router hands it to the page wrapper, with its
 * path read without the base URL: components compare it with page paths (`/docs/x`) and build
 * links with Gatsby's `Link`, which adds the base URL back.
 */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

const [PageLocationContext, usePageLocation] =
  createRequiredContext<PageLocation>("PageLocationProvider");
/** The raw context, for components that also render outside the provider (links). */
export { PageLocationContext, usePageLocation };

export function PageLocationProvider({
  location,
  children,
}: {
  location: PageLocation;
  children: ReactNode;
}) {
  const value = {
    pathname: normalizePathname(withoutBasePath(location.pathname, withPrefix("/"))),
    search: location.search,
    hash: location.hash,
  };
  return <PageLocationContext.Provider value={value}>{children}</PageLocationContext.Provider>;
}

/** `/docs/x/` and `/docs/x` are the same page: compare without the trailing slash. */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
