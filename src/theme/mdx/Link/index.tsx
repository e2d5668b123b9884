import SiteLink from "../../Link";
import type { AnchorHTMLAttributes } from "react";
import siteConfig from "../../../../site.config";
import { linkTarget } from "../../../lib/linkTarget";
import { isSafeUrl } from "../../../shared/urlSafety";

export type Props = AnchorHTMLAttributes<HTMLAnchorElement>;

/**
 * Pages of the site navigate client-side through Gatsby (prefetched on hover and when
 * visible); external URLs (the configured pattern, other origins) are plain links that load a
 * new page without handing it this page's window or address.
 */
export default function MdxLink({ href = "", children, ...rest }: Props) {
  // The build refuses such URLs; one that still arrives here renders as text in a link that
  // goes nowhere (no href: not focusable, nothing to run).
  if (!isSafeUrl(href)) {
    return (
      <a {...rest} data-unsafe-url="">
        {children}
      </a>
    );
  }
  const target = linkTarget(href, {
    url: siteConfig.url,
    externalUrlRegex: siteConfig.search.externalUrlRegex,
    baseUrl: siteConfig.baseUrl,
  });
  if (target.kind === "page") {
    return (
      <SiteLink to={target.to} {...rest}>
        {children}
      </SiteLink>
    );
  }
  if (target.kind === "anchor") {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...rest} rel="noopener noreferrer">
      {children}
    </a>
  );
}
