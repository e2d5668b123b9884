import { graphql, useStaticQuery } from "gatsby";
import type { SearchClientConfig } from "../shared/search/searchBackend";

/** The search backend and the URLs of its files, computed at build time, shipped once. */
export function useSearchConfig(): SearchClientConfig {
  const data = useStaticQuery<{ docsSearch: SearchClientConfig }>(graphql`
    query DocsSearch {
      docsSearch
    }
  `);
  return data.docsSearch;
}
