import { graphql, useStaticQuery } from "gatsby";
import type { SidebarData } from "../node/model/clientData";

/** Every version's sidebars, computed at build time, shipped once to pages that show one. */
export function useSidebars(): SidebarData {
  const data = useStaticQuery<{ docsSidebars: SidebarData }>(graphql`
    query DocsSidebars {
      docsSidebars
    }
  `);
  return data.docsSidebars;
}
