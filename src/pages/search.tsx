import type { PageProps } from "gatsby";
import Layout from "../theme/Layout";
import SearchPage from "../theme/SearchPage";

/** The search results page; `?q=` holds the encoded query. */
export default function Search({
  location,
}: PageProps<object, object, { version?: string } | null>) {
  return (
    <Layout title="Search the documentation" noFooter>
      <SearchPage search={location.search} version={location.state?.version} />
    </Layout>
  );
}
