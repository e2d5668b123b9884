import { navigateTo } from "../../browser/links/siteHref";
import siteConfig from "../../../site.config";
import { hitTarget } from "../../lib/search/hitUrls";

/** Opens a hit chosen with the keyboard, the way HitLink opens a clicked one. */
export function openHit({ itemUrl }: { itemUrl: string }): void {
  const target = hitTarget(itemUrl, siteConfig.url, siteConfig.search.externalUrlRegex);
  if (target.kind === "internal") navigateTo(target.path);
  else window.location.assign(target.url);
}
