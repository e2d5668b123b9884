import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated, navigateInPage, routeUpdates, waitForIdle, waitForRoute } from "./helpers";

/**
 * The hydration guard. React renders each page's HTML and Preact runs it in the browser
 * (docs/decisions/0009-preact-in-browser-react-on-server.md); Preact's hydration attaches handlers but
 * never corrects the server's attributes or text. Whatever the two renderers disagree on would
 * stay in the page of a first load, and nowhere else. So for every kind of page, the document
 * right after hydrating a fresh load must be the one the browser's renderer makes itself, in two
 * ways: a fresh load whose server markup was taken out (Gatsby then renders instead of
 * hydrating: the whole document, frame included, is the client's), and an in-app navigation to
 * the page from a page of another kind (the page re-rendered inside the frame the reader keeps;
 * the frame itself is not rendered afresh, which is why the first way is needed). Elements,
 * attributes and text must match, with the exceptions below.
 *
 * What is set aside, and why:
 * - comment nodes: React's server renderer writes `<!-- -->` between adjacent texts, which Preact
 *   keeps; the texts around them are compared joined, as the reader sees them;
 * - Gatsby's route announcer (`#gatsby-announcer`) says "Navigated to …" after an in-app
 *   navigation only: that is its job;
 * - the `value`, `checked` and `selected` of form fields are compared as the properties the
 *   reader sees, not as attributes: the server's HTML carries them as attributes, a client
 *   render sets the properties;
 * - `style` is compared as the browser parses it (`element.style.cssText`): React writes
 *   `color:#ffffff`, a client render sets the property, which reads `color: rgb(255, 255, 255);`;
 * - an empty `class` counts as none: gatsby-link gives the link to the current page
 *   `className=""`, which React writes as `class=""` and Preact leaves out; no selector of the
 *   site or the browser's accessibility tree tells the two apart.
 */

interface Route {
  kind: string;
  path: string;
  /** A page of another kind, with another frame, where the in-app navigation starts. */
  from: string;
  /** What shows once the page has everything it loads. */
  ready?: (page: Page) => Locator;
}

const ROUTES: Route[] = [
  { kind: "home", path: "/", from: "/docs/getting-started" },
  { kind: "guide", path: "/docs/getting-started", from: "/" },
  { kind: "reference", path: "/docs/android/Callbacks/AddMarker", from: "/" },
  {
    kind: "search",
    path: "/search?q=marker",
    from: "/",
    ready: (page) => page.getByRole("list", { name: "Search results" }).getByRole("link").first(),
  },
  { kind: "404", path: "/no-such-page", from: "/" },
  { kind: "older version", path: "/docs/1.13/getting-started", from: "/" },
  { kind: "tabs", path: "/docs/android/getting-started", from: "/" },
];

/** The document as lines: an element with its sorted attributes per line, then its text. */
function snapshot(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines: string[] = [];
    const FORM_PROPERTIES = new Set(["value", "checked", "selected"]);
    const visit = (element: Element, depth: number) => {
      if (element.id === "gatsby-announcer") {
        lines.push(`${"  ".repeat(depth)}<div id="gatsby-announcer"> (text set aside)`);
        return;
      }
      const attributes = [...element.attributes]
        .filter((attribute) => !FORM_PROPERTIES.has(attribute.name))
        .filter((attribute) => !(attribute.name === "class" && attribute.value === ""))
        .map((attribute) =>
          attribute.name === "style" && element instanceof HTMLElement
            ? `style="${element.style.cssText}"`
            : `${attribute.name}="${attribute.value}"`,
        )
        .sort();
      if (element instanceof HTMLInputElement) {
        attributes.push(`(value)="${element.value}"`, `(checked)=${element.checked}`);
      } else if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
        attributes.push(`(value)="${element.value}"`);
      } else if (element instanceof HTMLOptionElement) {
        attributes.push(`(selected)=${element.selected}`);
      }
      lines.push(`${"  ".repeat(depth)}<${element.localName} ${attributes.join(" ")}>`);
      let text = "";
      const flush = () => {
        if (text.trim()) lines.push(`${"  ".repeat(depth + 1)}${JSON.stringify(text)}`);
        text = "";
      };
      for (const child of element.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? "";
        else if (child.nodeType === Node.ELEMENT_NODE) {
          flush();
          visit(child as Element, depth + 1);
        }
      }
      flush();
    };
    lines.push(`title: ${document.title}`);
    const html = document.documentElement;
    lines.push(
      `html: ${[...html.attributes]
        // The site's own marks of where the page's life is (src/browser/signals/pageSignals.ts).
        .filter((attribute) => !/^data-(hydrated|route|route-updates)$/.test(attribute.name))
        .map((attribute) => `${attribute.name}="${attribute.value}"`)
        .sort()
        .join(" ")}`,
    );
    for (const element of document.head.querySelectorAll("meta[name], link[rel=canonical]")) {
      const attributes = [...element.attributes].map(({ name, value }) => `${name}="${value}"`);
      lines.push(`head: <${element.localName} ${attributes.sort().join(" ")}>`);
    }
    const root = document.getElementById("___gatsby");
    if (root) visit(root, 0);
    return lines;
  });
}

/**
 * The server's HTML without the markup React rendered: the focus wrapper left empty, so
 * Gatsby's production client renders the page instead of hydrating it (cache-dir/production-app.js
 * hydrates only when the wrapper has children).
 */
function withoutServerMarkup(html: string): string {
  const wrapper = html.indexOf('id="gatsby-focus-wrapper"');
  const start = html.indexOf(">", wrapper) + 1;
  const announcer = html.indexOf('<div id="gatsby-announcer"', start);
  const end = html.lastIndexOf("</div>", announcer);
  if (wrapper < 0 || announcer < 0 || end < start) throw new Error("Unexpected page markup");
  return `${html.slice(0, start)}${html.slice(end)}`;
}

/**
 * The route's page as the client alone renders it (see withoutServerMarkup), settled, read in a
 * page of its own that keeps its route until it closes. Taking a route away while a page still
 * loads is a race: a request Chromium paused for the route just as it went is never let go (the
 * search page's index fetch, made right after hydration, stayed pending about once in 30 loads
 * and never reached the server).
 */
async function clientRenderedSnapshot(page: Page, route: Route): Promise<string[]> {
  const target = new URL(route.path, "http://x");
  const isTarget = (url: URL) => url.pathname === target.pathname && url.search === target.search;
  const clientPage = await page.context().newPage();
  const errors: string[] = [];
  clientPage.on("pageerror", (error) => errors.push(error.message));
  try {
    let stripped = false;
    await clientPage.route(isTarget, async (intercepted) => {
      // Only the document: Gatsby's client also asks the same address (a HEAD request on a 404).
      if (intercepted.request().resourceType() !== "document") return intercepted.continue();
      const response = await intercepted.fetch();
      const body = withoutServerMarkup(await response.text());
      stripped = true;
      await intercepted.fulfill({ response, body });
    });
    await gotoHydrated(clientPage, route.path);
    expect(stripped).toBe(true);
    const snapshotLines = await settledSnapshot(clientPage, route);
    expect(errors, "errors of the client render").toEqual([]);
    return snapshotLines;
  } finally {
    await clientPage.close();
  }
}

/**
 * The document once the page has nothing left to change: the same across one of the page's idle
 * periods (effects that set state render again, and their effects run after the next frame).
 */
async function settledSnapshot(page: Page, route: Route): Promise<string[]> {
  if (route.ready) await expect(route.ready(page)).toBeVisible();
  // A slow navigation shows the progress bar; the page is settled once it has gone.
  await expect(page.locator("html.nprogress-busy")).toHaveCount(0);
  let before = await snapshot(page);
  for (;;) {
    await waitForIdle(page);
    const after = await snapshot(page);
    if (after.join("\n") === before.join("\n")) return after;
    before = after;
  }
}

for (const route of ROUTES) {
  test(`${route.kind} (${route.path}): hydrating the server's HTML gives what a client render gives`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await gotoHydrated(page, route.path);
    const hydrated = await settledSnapshot(page, route);
    expect(hydrated.length).toBeGreaterThan(20);

    expect(await clientRenderedSnapshot(page, route), "a fresh client render").toEqual(hydrated);

    await gotoHydrated(page, route.from);
    const before = await routeUpdates(page);
    await navigateInPage(page, route.path);
    await waitForRoute(page, route.path, before);
    expect(new URL(page.url()).pathname).toBe(route.path.split("?")[0]);
    // The head is written after the route changes, on the animation frame after the page renders
    // (src/browser/leanRuntime/helmet.tsx): on a busy machine the idle callback settledSnapshot
    // waits for can come first, so the page's title is awaited first.
    const title = hydrated.find((line) => line.startsWith("title: "))?.slice("title: ".length);
    if (title !== undefined) await expect(page).toHaveTitle(title);
    const navigated = await settledSnapshot(page, route);
    expect(navigated, "an in-app navigation").toEqual(hydrated);
    expect(errors).toEqual([]);
  });
}
