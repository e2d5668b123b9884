import { Link } from "gatsby";
import { useEffect } from "react";
import siteConfig from "../../site.config";
import { usePageLocation } from "../contexts/PageLocation";
import { trackEvent } from "../lib/analytics";
import Layout from "../theme/Layout";
import * as styles from "../theme/NotFound/styles.module.css";

/** Anything the site does not serve. Suggests the docs home and search. */
export default function NotFound() {
  const { pathname, search } = usePageLocation();
  useEffect(() => {
    // Marketing sees which missing addresses readers reach, and from where.
    trackEvent("page_not_found", {
      page_path: `${pathname}${search}`,
      page_referrer: document.referrer,
    });
  }, [pathname, search]);

  return (
    <Layout title="Page not found">
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
    </Layout>
  );
}
