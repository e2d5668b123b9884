import { navigate, withPrefix } from "gatsby";
import type { MouseEvent, ReactNode } from "react";
import siteConfig from "../../../site.config";
import { gatsbyWindow } from "../../browser/gatsbyRuntime";
import { hitTarget } from "../../lib/search/hitUrls";

export interface Props {
  hit: { url: string };
  children: ReactNode;
}

/** A plain left click: the others (new tab, new window, download) are the browser's. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A hit of this site opens client-side and prefetches its page on hover only: hits change at
 * every key, and a link that prefetched when seen (as Gatsby's Link does) would fetch the data of
 * every page each query shows. Other hits load a page.
 */
export default function HitLink({ hit, children }: Props) {
  const target = hitTarget(hit.url, siteConfig.url, siteConfig.search.externalUrlRegex);
  if (target.kind !== "internal") return <a href={target.url}>{children}</a>;
  const { path } = target;
  const href = withPrefix(path);
  return (
    <a
      href={href}
      // As Gatsby's Link does: the loader takes the prefixed path, without its hash.
      onMouseEnter={() => gatsbyWindow().___loader?.hovering(href.split("#")[0] ?? href)}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void navigate(path);
      }}
    >
      {children}
    </a>
  );
}
