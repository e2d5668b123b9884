import { expect, type Page } from "@playwright/test";
import { gotoHydrated, routeUpdates, waitForRoute } from "../helpers";
import { GUIDE, REFERENCE, titleOf } from "./pages";

/**
 * What the page's head tells browsers, search engines and link previews: the title, the
 * `<html>` language and direction, the named and property metas (description, robots, Open
 * Graph, DocSearch's version), the canonical and alternate links. Sorted, so the order the head
 * writer appends them in does not count.
 */
function headOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const html = document.documentElement;
    const lines = [
      `title: ${document.title}`,
      `html: lang="${html.getAttribute("lang")}" dir="${html.getAttribute("dir")}"`,
    ];
    const described = document.head.querySelectorAll(
      "meta[name], meta[property], link[rel=canonical], link[rel=alternate]",
    );
    for (const element of described) {
      const attributes = [...element.attributes]
        // The mark of the elements react-helmet manages (the site's head writer sets it too):
        // not part of what the head says.
        .filter(({ name }) => name !== "data-react-helmet")
        .map(({ name, value }) => `${name}="${value}"`)
        .sort();
      lines.push(`<${element.localName} ${attributes.join(" ")}>`);
    }
    return lines.sort();
  });
}

/** The head of a fresh load of `url`, once the page's own title is in it. */
async function headOfFreshLoad(page: Page, url: string, title: string): Promise<string[]> {
  await gotoHydrated(page, url);
  // A production page has its head from the server; under `gatsby develop` react-helmet writes
  // it after the client's first render, in an animation frame.
  await expect(page).toHaveTitle(title);
  return headOf(page);
}

/**
 * After an in-app navigation the head is the new page's, the same a fresh load of that page
 * has; Back gives the previous page's head back.
 */
export async function headFollowsNavigation(page: Page, origin: string): Promise<void> {
  const reference = await headOfFreshLoad(page, `${origin}${REFERENCE.path}`, titleOf(REFERENCE));
  // What the fresh load must carry for the comparison to mean something.
  expect(reference).toEqual(
    expect.arrayContaining([
      `html: lang="en" dir="ltr"`,
      `<meta content="${REFERENCE.description}" name="description">`,
      `<meta content="noindex, nofollow" name="robots">`,
      `<meta content="${titleOf(REFERENCE)}" property="og:title">`,
      `<link href="${REFERENCE.path}.md" rel="alternate" type="text/markdown">`,
    ]),
  );
  const guide = await headOfFreshLoad(page, `${origin}${GUIDE.path}`, titleOf(GUIDE));
  expect(guide).toContain(`<meta content="${GUIDE.description}" name="description">`);

  const routes = await routeUpdates(page);
  await page.locator(`article a[href="${REFERENCE.path}"]`).first().click();
  await waitForRoute(page, REFERENCE.path, routes);
  // The head is written after the route changes: wait until it has all changed, then compare.
  await expect.poll(() => headOf(page)).toEqual(reference);

  await page.goBack();
  await waitForRoute(page, GUIDE.path, routes + 1);
  await expect.poll(() => headOf(page)).toEqual(guide);
}
