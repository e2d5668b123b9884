import type { Page } from "@playwright/test";
import { headFollowsNavigation } from "./head";
import { linkOpensPageInApp } from "./navigation";
import { slowNavigationShowsBar } from "./progress";
import {
  backForwardRestoreScroll,
  hashOpensAtHeading,
  linkToAnchorScrollsToHeading,
  newPageStartsAtTop,
  tocEntryScrollsAndBackReturns,
} from "./scroll";
import { searchEnterOpensHit, searchOpensAndCloses } from "./search";
import { tabChoiceKeptAcrossPages, tabChoiceSyncsGroups } from "./tabs";

/** A behaviour's steps and assertions, against the site at `origin` (no trailing slash). */
export type Behaviour = (page: Page, origin: string) => Promise<void>;

/**
 * A behaviour as a production spec's test: against the server of the spec's project (its
 * `baseURL`: scripts/serve.ts or nginx, e2e/playwright.config.ts).
 */
export function againstBaseUrl(behaviour: Behaviour) {
  return async ({ page, baseURL }: { page: Page; baseURL?: string }): Promise<void> => {
    if (!baseURL) throw new Error("The Playwright project names no baseURL");
    await behaviour(page, baseURL);
  };
}

/**
 * The browser behaviours a writer relies on, each run against the production build by its own
 * spec and, all of them, against `gatsby develop` by e2e/develop.spec.ts.
 */
export const WRITER_BEHAVIOURS: readonly { name: string; run: Behaviour }[] = [
  { name: "a link opens its page in the app, with a history entry", run: linkOpensPageInApp },
  { name: "the head follows an in-app navigation and Back", run: headFollowsNavigation },
  { name: "a new page starts at the top", run: newPageStartsAtTop },
  { name: "a URL with a hash opens at its heading", run: hashOpensAtHeading },
  { name: "a link to another page's heading scrolls to it", run: linkToAnchorScrollsToHeading },
  {
    name: "a table-of-contents entry scrolls to its heading; Back returns",
    run: tocEntryScrollsAndBackReturns,
  },
  { name: "back and forward restore the scroll position", run: backForwardRestoreScroll },
  { name: "a tab choice applies to every group with its id", run: tabChoiceSyncsGroups },
  { name: "a tab choice is kept across pages", run: tabChoiceKeptAcrossPages },
  { name: "search opens with Ctrl+K and the button, and closes", run: searchOpensAndCloses },
  { name: "search finds a page and Enter opens it", run: searchEnterOpensHit },
  {
    name: "a navigation whose every request is held shows the progress bar",
    run: slowNavigationShowsBar,
  },
];
