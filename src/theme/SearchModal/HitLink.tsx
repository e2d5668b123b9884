import type { ReactNode } from "react";
import siteConfig from "../../../site.config";
import { gatsbyWindow } from "../../browser/gatsbyRuntime";
import { isPlainLinkClick } from "../../browser/links/plainClick";
import { navigateTo, siteHref } from "../../browser/links/siteHref";
import { pathAndSearch } from "../../browser/links/visiblePrefetch";
import { hitTarget } from "../../lib/search/hitUrls";

export interface Props {
  hit: { url: string };
  children: ReactNode;
}

/**
 * A hit of this site opens client-side and prefetches its page on hover only: hits change at
 * every key, and a link that prefetched when seen (as Gatsby's Link does) would fetch the data of
 * every page each query shows. Other hits load a page.
 */
export default function HitLink({ hit, children }: Props) {
  const target = hitTarget(hit.url, siteConfig.url, siteConfig.search.externalUrlRegex);
  if (target.kind !== "internal") return <a href={target.url}>{children}</a>;
  const { path } = target;
  const href = siteHref(path);
  return (
    <a
      href={href}
      // As the site's Link does: the loader takes the prefixed path and query, without the hash.
      onMouseEnter={() => gatsbyWindow().___loader?.hovering(pathAndSearch(href))}
      onClick={(event) => {
        if (!isPlainLinkClick(event, event.currentTarget)) return;
        event.preventDefault();
        navigateTo(path);
      }}
    >
      {children}
    </a>
  );
}
