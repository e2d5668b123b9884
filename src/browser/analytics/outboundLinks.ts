import { classifyUrl } from "../../shared/urlSafety";

/** GA4's parameters for a click on a link to another site (as its enhanced measurement names them). */
export interface OutboundClickParams {
  link_url: string;
  link_domain: string;
  outbound: true;
}

/**
 * The click's parameters when `href` leaves the site: an http(s) URL with a host, as the site's
 * classifier (urlSafety.ts) reads it, on another origin.
 */
export function outboundClickParams(
  href: string,
  pageOrigin: string,
): OutboundClickParams | undefined {
  if (classifyUrl(href).kind !== "external") return undefined;
  let url: URL;
  try {
    url = new URL(href, pageOrigin);
  } catch {
    return undefined;
  }
  if (url.origin === pageOrigin) return undefined;
  return { link_url: url.href, link_domain: url.hostname, outbound: true };
}

/**
 * Reports clicks on outbound links anywhere on the page (navbar, footer, sidebar, MDX), with one
 * listener on the document: a primary or modified click, and a middle click (auxclick).
 */
export function trackOutboundClicks(
  doc: Document,
  track: (name: "click", params: OutboundClickParams) => void,
): () => void {
  const listener = (event: MouseEvent) => {
    if (event.type === "auxclick" && event.button !== 1) return;
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const params = outboundClickParams(anchor.href, doc.location.origin);
    if (params) track("click", params);
  };
  doc.addEventListener("click", listener, true);
  doc.addEventListener("auxclick", listener, true);
  return () => {
    doc.removeEventListener("click", listener, true);
    doc.removeEventListener("auxclick", listener, true);
  };
}
