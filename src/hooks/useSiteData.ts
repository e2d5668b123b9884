import { graphql, useStaticQuery } from "gatsby";
import type { NavbarData } from "../shared/clientData";
import type { SearchClientConfig } from "../shared/search/searchBackend";

export interface SiteData {
  docsNavbar: NavbarData;
  docsSearch: SearchClientConfig;
}

/**
 * The site-wide data every page's navbar reads, computed at build time: one static query, so a
 * first load fetches one small file rather than one per hook (each paid its own request and
 * gzip overhead).
 */
export function useSiteData(): SiteData {
  return useStaticQuery<SiteData>(graphql`
    query SiteData {
      docsNavbar
      docsSearch
    }
  `);
}
