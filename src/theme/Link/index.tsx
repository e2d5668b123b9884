import { useCallback, useContext, useRef, type AnchorHTMLAttributes } from "react";
import { gatsbyWindow } from "../../browser/gatsbyRuntime";
import { isPlainLinkClick } from "../../browser/links/plainClick";
import { siteHref } from "../../browser/links/siteHref";
import { pathAndSearch, sitePrefetcher } from "../../browser/links/visiblePrefetch";
import { normalizePathname, PageLocationContext } from "../../contexts/PageLocation";

export interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A page of the site by its path without the base URL (`/docs/x`, maybe `?query#hash`). */
  to: string;
  /** Replace the history entry instead of pushing one; by default only a link to the page itself does. */
  replace?: boolean;
  /** History state handed to the new page (`location.state`). */
  state?: unknown;
}

/** Calls the prefetcher's stop function when the link leaves the page or changes target. */
function usePrefetchWhenVisible(href: string) {
  const stop = useRef<() => void>();
  return useCallback(
    (link: HTMLAnchorElement | null) => {
      stop.current?.();
      stop.current = link ? sitePrefetcher()?.observe(link, href) : undefined;
    },
    [href],
  );
}

/**
 * A link to a page of the site, as Gatsby's Link behaves for the site (a plain click navigates
 * client-side, hovering loads the page, a link in view queues its data) at a fraction of its
 * cost: no router context, class or IntersectionObserver per link (see docs/decisions/).
 * A link to the page being read is marked `aria-current="page"` unless the caller says otherwise.
 */
export default function Link({ to, replace, state, onClick, onMouseEnter, ...rest }: Props) {
  const href = siteHref(to);
  const page = useContext(PageLocationContext);
  const ref = usePrefetchWhenVisible(href);
  const isCurrentPage =
    page !== null && !/[?#]/.test(to) && normalizePathname(to) === page.pathname;
  return (
    <a
      aria-current={isCurrentPage ? "page" : undefined}
      {...rest}
      ref={ref}
      href={href}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        gatsbyWindow().___loader?.hovering(pathAndSearch(href));
      }}
      onClick={(event) => {
        onClick?.(event);
        const navigate = gatsbyWindow().___navigate;
        if (!navigate || !isPlainLinkClick(event, event.currentTarget)) return;
        event.preventDefault();
        const toItself = encodeURI(href) === window.location.pathname;
        navigate(href, { state, replace: replace ?? (toItself ? true : undefined) });
      }}
    />
  );
}
