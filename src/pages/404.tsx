import { Link } from "gatsby";
import siteConfig from "../../site.config";
import Layout from "../theme/Layout";
import * as styles from "../theme/NotFound/styles.module.css";

/** Anything the site does not serve. Suggests the docs home and search. */
export default function NotFound() {
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
