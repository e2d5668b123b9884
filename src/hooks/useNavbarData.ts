import { graphql, useStaticQuery } from "gatsby";
import type { NavbarData } from "../shared/clientData";

/**
 * The versions and, for each, where the navbar's doc and sidebar items lead: computed at build
 * time, shipped once, the same size whatever the number of docs (a page carries its own URLs in
 * the other versions).
 */
export function useNavbarData(): NavbarData {
  const data = useStaticQuery<{ docsNavbar: NavbarData }>(graphql`
    query DocsNavbar {
      docsNavbar
    }
  `);
  return data.docsNavbar;
}
