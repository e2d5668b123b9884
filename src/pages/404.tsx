import { withPrefix } from "gatsby";
import Link from "../theme/Link";
import { useEffect } from "react";
import siteConfig from "../../site.config";
import { gatsbyWindow } from "../browser/gatsbyRuntime";
import { canonicalPageUrl } from "../browser/navigation/canonicalUrl";
import { usePageLocation } from "../contexts/PageLocation";
import { trackEvent } from "../lib/analytics";
import * as styles from "../theme/NotFound/styles.module.css";
import SiteHead from "../theme/SiteHead";

/** Anything the site does not serve. Suggests the docs home and search. */
export default function NotFound() {
  const { pathname, search } = usePageLocation();
  useEffect(() => {
    let current = true;
    // A host that answers `/x.html` or `/x/index.html` with this page is no miss when `/x` is a
    // page: the app shows `/x` instead (gatsby-browser's onInitialClientRender).
    const loader = gatsbyWindow().___loader;
    const page = loader ? canonicalPageUrl(window.location, loader) : Promise.resolve(null);
    void page.then((canonical) => {
      if (!current || canonical) return;
      // Marketing sees which missing addresses readers reach, and from where: the address as
      // the browser shows it (with the base URL), as page views give it.
      trackEvent("page_not_found", {
        page_path: `${withPrefix(pathname)}${search}`,
        page_referrer: document.referrer,
      });
    });
    return () => {
      current = false;
    };
  }, [pathname, search]);

  return (
    <>
      <SiteHead title="Page not found" />
      <div className={styles.notFound}>
        <h1>Page not found</h1>
        <p>
          We could not find what you were looking for. The page may have moved with a new version of
          the docs.
        </p>
        <ul>
          <li>
            <Link to="/docs">Go to the documentation home</Link>
          </li>
          <li>
            <Link to={siteConfig.search.searchPagePath}>Search the documentation</Link>
          </li>
        </ul>
      </div>
    </>
  );
}
