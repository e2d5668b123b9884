import { preconnectOrigin, type SearchBackend } from "../../shared/search/searchBackend";

export interface Props {
  backend: SearchBackend;
}

/**
 * In hosted mode, lets the browser open its connection to Algolia while the page loads, so the
 * first query does not wait for it. The embedded index needs none: nothing leaves the site.
 */
export default function SearchPreconnect({ backend }: Props) {
  const origin = preconnectOrigin(backend);
  return origin ? <link rel="preconnect" href={origin} crossOrigin="anonymous" /> : null;
}
