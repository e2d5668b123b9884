import { Link, type PageProps } from "gatsby";
import Layout from "../theme/Layout";
import * as styles from "../theme/NotFound/styles.module.css";

/** The search results page; `?q=` holds the encoded query. */
export default function SearchPage({ location }: PageProps) {
  const query = new URLSearchParams(location.search).get("q") ?? "";
  return (
    <Layout title="Search the documentation" noFooter>
      <div className={styles.notFound}>
        <h1>{query ? `Search results for "${query}"` : "Search the documentation"}</h1>
        <p>
          Search across every page of the Wemap developer documentation. Browse the{" "}
          <Link to="/docs">documentation home</Link> to find pages by area.
        </p>
      </div>
    </Layout>
  );
}
