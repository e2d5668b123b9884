import siteConfig from "../../../site.config";
import { onHeadUpdated as defaultOnHeadUpdated } from "../../lib/headUpdates";
import { docVersionOf, pageDimensions, stripBaseUrl, type PageDimensions } from "./pageDimensions";

/** GA4 page_view parameters. */
interface PageViewParams extends PageDimensions {
  page_location: string;
  page_path: string;
  page_title: string;
}

/** The route Gatsby hands to onRouteUpdate. */
export interface RouteLocation {
  pathname: string;
  search: string;
  href: string;
}

export interface PageViewDependencies {
  send(params: PageViewParams): void;
  /** The document's title once the head is updated. */
  title(): string;
  /** The page's section and docs version, read once the head shows the page. */
  dimensions?(pathname: string): PageDimensions;
  onHeadUpdated?: typeof defaultOnHeadUpdated;
}

/** The dimensions of the page in this document, under the site's base URL. */
function documentDimensions(pathname: string): PageDimensions {
  return pageDimensions(
    stripBaseUrl(pathname, siteConfig.baseUrl),
    docVersionOf(document),
    siteConfig.search.searchPagePath,
  );
}

/**
 * A page whose head never reports an update (it renders no react-helmet) is still counted, with
 * the title the document has by then.
 */
export const HEAD_UPDATE_TIMEOUT_MS = 1000;

/**
 * One page_view per route, first load included: a change of path is a new page; a change of
 * hash or query string within the page (anchors, the search page's query) is not. The view is
 * sent once the head shows the new page, so it carries the new page's title, section and docs
 * version.
 */
export function createPageViewTracker({
  send,
  title,
  dimensions = documentDimensions,
  onHeadUpdated = defaultOnHeadUpdated,
}: PageViewDependencies) {
  let lastPathname: string | undefined;
  let sendPending: (() => void) | undefined;

  return {
    routeUpdated(location: RouteLocation): void {
      if (location.pathname === lastPathname) return;
      lastPathname = location.pathname;
      // A previous route whose head never updated is counted now, before the new one.
      sendPending?.();
      const params = {
        page_location: location.href,
        page_path: `${location.pathname}${location.search}`,
      };
      const sendNow = () => {
        stopWaiting();
        clearTimeout(timer);
        sendPending = undefined;
        send({ ...params, page_title: title(), ...dimensions(location.pathname) });
      };
      const stopWaiting = onHeadUpdated(sendNow);
      const timer = setTimeout(sendNow, HEAD_UPDATE_TIMEOUT_MS);
      sendPending = sendNow;
    },
  };
}
