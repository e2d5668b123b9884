import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, navigateInPage, waitForIdle, waitForRoute, routeUpdates } from "./helpers";

/**
 * Each page inlines only its app's and its template's styles (src/node/gatsby/stylesPerTemplate.ts):
 * a page reached by an in-app navigation from another template gets its template's stylesheet
 * from the template's bundle, before it renders. The page must then look as it does on a first
 * load: the computed styles of its elements, the frame and the page's own, are compared.
 */

/** What a stylesheet changes that a reader sees: box, type, colour. */
const PROPERTIES = [
  "display",
  "position",
  "float",
  "width",
  "margin-top",
  "margin-left",
  "padding-top",
  "padding-left",
  "border-top-width",
  "border-left-style",
  "font-size",
  "font-weight",
  "font-family",
  "line-height",
  "color",
  "background-color",
  "list-style-type",
] as const;

/** Each element of the page's root, in document order, with its computed styles. */
function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate(
    (properties) => {
      const root = document.getElementById("___gatsby");
      if (!root) return [];
      return [...root.querySelectorAll("*")].map((element) => {
        const style = getComputedStyle(element);
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}`;
        return `${name} ${properties.map((property) => style.getPropertyValue(property)).join(" | ")}`;
      });
    },
    PROPERTIES as unknown as string[],
  );
}

/** The computed styles once the page has nothing left to change. */
async function settledStyles(page: Page): Promise<string[]> {
  let before: string[] = [];
  for (;;) {
    await waitForIdle(page);
    const after = await computedStyles(page);
    if (after.join("\n") === before.join("\n")) return after;
    before = after;
  }
}

const CASES = [
  {
    path: "/docs/ios-native/mapsdk-getting-started",
    from: "/",
    kind: "a doc page from the home page",
  },
  // Without a query: the page's own parts, not hits that come as the engine answers.
  { path: "/search", from: "/docs/getting-started", kind: "the search page from a doc page" },

  { path: "/", from: "/docs/getting-started", kind: "the home page from a doc page" },
];

test.use({ viewport: { width: 1440, height: 900 } });

for (const { path, from, kind } of CASES) {
  test(`${kind}: after an in-app navigation the page is styled as on a first load`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const firstLoad = await settledStyles(page);
    expect(firstLoad.length).toBeGreaterThan(50);

    await gotoHydrated(page, from);
    const before = await routeUpdates(page);
    await navigateInPage(page, path);
    await waitForRoute(page, path, before);
    await expect(page.locator("html.nprogress-busy")).toHaveCount(0);
    expect(await settledStyles(page)).toEqual(firstLoad);
  });
}
