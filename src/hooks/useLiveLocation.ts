import { useEffect, useState } from "react";
import { usePageLocation, type PageLocation } from "../contexts/PageLocation";

/**
 * The page's URL including what the server could not know: the query string and the hash, kept
 * up to date when the hash changes. Hydration does not patch attributes that differ from the
 * server's HTML, so links built from the query or hash must read it after mounting.
 */
export function useLiveLocation(): PageLocation {
  const page = usePageLocation();
  // Start from what the server rendered (no query, no hash) so the update after mounting is a
  // real change that React applies to the DOM.
  const [live, setLive] = useState<PageLocation>({ pathname: page.pathname, search: "", hash: "" });
  useEffect(() => {
    const read = () =>
      setLive({
        pathname: page.pathname,
        search: window.location.search,
        hash: window.location.hash,
      });
    read();
    window.addEventListener("hashchange", read);
    window.addEventListener("popstate", read);
    return () => {
      window.removeEventListener("hashchange", read);
      window.removeEventListener("popstate", read);
    };
  }, [page.pathname]);
  return live;
}
