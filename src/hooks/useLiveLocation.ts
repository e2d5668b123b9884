import { useEffect, useState } from "react";
import { hydratingPagePath } from "../browser/navigation/hydratingPagePath";
import { normalizePathname, usePageLocation, type PageLocation } from "../contexts/PageLocation";

/**
 * The page's URL including what the server could not know: the path the reader asked for (the
 * not-found page is rendered once, at `/404.html`), the query string and the hash, kept up to
 * date when the hash changes. Preact's hydration does not patch attributes that differ from the
 * server's HTML, and a later render patches only what changed since the previous render: so
 * the first render in the browser gives exactly what the server rendered, and the effect then
 * sets the live URL, a real change that the renderer applies to the DOM.
 */
export function useLiveLocation(): PageLocation {
  const page = usePageLocation();
  const [live, setLive] = useState<PageLocation>(() => {
    const rendered = hydratingPagePath();
    return {
      // Gatsby's `pagePath` is the page's own path, without the base URL.
      pathname: rendered === undefined ? page.pathname : normalizePathname(rendered),
      search: "",
      hash: "",
    };
  });
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
