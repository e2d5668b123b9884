import { graphql, useStaticQuery } from "gatsby";
import type { NavbarData } from "../node/model/clientData";

/** Versions, doc URLs per version and navbar targets, computed at build time, shipped once. */
export function useNavbarData(): NavbarData {
  const data = useStaticQuery<{ docsNavbar: NavbarData }>(graphql`
    query DocsNavbar {
      docsNavbar
    }
  `);
  return data.docsNavbar;
}
