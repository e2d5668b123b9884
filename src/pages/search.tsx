import type { PageProps } from "gatsby";
import SearchPage from "../theme/SearchPage";
import SiteHead from "../theme/SiteHead";

/** The search results page; `?q=` holds the encoded query. */
export default function Search({
  location,
}: PageProps<object, object, { version?: string } | null>) {
  return (
    <>
      <SiteHead title="Search the documentation" />
      <SearchPage search={location.search} version={location.state?.version} />
    </>
  );
}
