import { Link } from "gatsby";
import type { ReactNode } from "react";
import siteConfig from "../../../site.config";
import { hitTarget } from "../../lib/search/hitUrls";

export interface Props {
  hit: { url: string };
  children: ReactNode;
}

/** A hit of this site is a Gatsby link (client-side, prefetched on hover); others load a page. */
export default function HitLink({ hit, children }: Props) {
  const target = hitTarget(hit.url, siteConfig.url, siteConfig.search.externalUrlRegex);
  return target.kind === "internal" ? (
    <Link to={target.path}>{children}</Link>
  ) : (
    <a href={target.url}>{children}</a>
  );
}
