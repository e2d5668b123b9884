import type { NavbarData } from "../shared/clientData";
import { useSiteData } from "./useSiteData";

/**
 * The versions and, for each, where the navbar's doc and sidebar items lead: computed at build
 * time, shipped once, the same size whatever the number of docs (a page carries its own URLs in
 * the other versions).
 */
export function useNavbarData(): NavbarData {
  return useSiteData().docsNavbar;
}
