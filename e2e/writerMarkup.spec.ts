import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { classifyUrl } from "../src/shared/urlSafety";
import { processDocSources } from "../src/node/__tests__/helpers/processDocs";
import { gotoHydrated, waitForIdle } from "./helpers";

/**
 * The markup a doc may write, in Chromium, with the site's headers and without them (a host that
 * does not apply `_headers`). The served page of a doc gets extra markup written into its HTML
 * before the browser parses it, outside the React root so that hydration leaves it alone:
 *
 * - the HTML a writer needs, which the build's MDX check accepts: it renders and works under
 *   the Content-Security-Policy without a violation, and without the headers no script of it runs;
 * - hostile markup, each piece calling `__probe(name)` if it ever runs: every piece does run when
 *   written into a page (the harness test), and only what the build's MDX check accepts is
 *   written into the page of the next test, where nothing may run. Loosening the allow-list so
 *   that a piece passes makes that test fail.
 */

const DOC = "/docs/about";

/** The HTML a writer needs, as MDX accepts it and as it reaches the page. */
const WRITER_MARKUP = `<div id="writer-markup" title="A sample" data-kind="sample" aria-label="Sample">
<details open><summary>Options</summary>Set <kbd>Ctrl</kbd>+<kbd>K</kbd> to search.</details>
<dl><dt>Pin</dt><dd>A point of a map.</dd></dl>
<figure><img src="/img/favicon.svg" alt="Wemap" width="16" height="16" loading="lazy" /><figcaption>The logo</figcaption></figure>
<picture><source srcSet="/img/wemap-logo.svg 1x" type="image/svg+xml" /><img src="/img/favicon.svg" alt="" /></picture>
<table><caption>Sizes</caption><thead><tr><th scope="col" colSpan="2">Size</th></tr></thead><tbody><tr><td>1</td><td><abbr title="kilobyte">KB</abbr></td></tr></tbody></table>
<p><a href="https://example.com/" target="_blank" rel="noopener">Example</a>, <time dateTime="2026-11-25">today</time>, <mark>marked</mark>, <sub>1</sub><sup>2</sup>, <q cite="https://example.com/">quoted</q>, <span lang="fr">rouge</span></p>
<video controls width="160" poster="/img/favicon.svg" preload="none" />
</div>`;

/** The same markup in HTML, as the page renders it. */
const WRITER_HTML = WRITER_MARKUP.replace("srcSet=", "srcset=")
  .replace('colSpan="2"', 'colspan="2"')
  .replace("dateTime=", "datetime=")
  .replace('preload="none" />', 'preload="none"></video>');

interface Probe {
  name: string;
  /** As a writer would write it in a doc. */
  mdx: string;
  /** The HTML it would put into the page if the build let it through. */
  html: string;
}

const call = (name: string) => `__probe('${name}')`;
const PROBES: Probe[] = [
  {
    name: "script",
    mdx: `<script>{"${call("script")}"}</script>`,
    html: `<script>${call("script")}</script>`,
  },
  {
    name: "img-onerror",
    mdx: `<img src="/nope.png" alt="" onError="${call("img-onerror")}" />`,
    html: `<img src="/nope.png" alt="" onerror="${call("img-onerror")}">`,
  },
  {
    name: "details-ontoggle",
    mdx: `<details open onToggle="${call("details-ontoggle")}">x</details>`,
    html: `<details open ontoggle="${call("details-ontoggle")}">x</details>`,
  },
  {
    name: "video-onerror",
    mdx: `<video src="/nope.mp4" onError="${call("video-onerror")}" />`,
    html: `<video src="/nope.mp4" onerror="${call("video-onerror")}"></video>`,
  },
  {
    name: "inner-html",
    mdx: `<div dangerouslySetInnerHTML={{ __html: "<img src=/nope.png onerror=${call("inner-html")}>" }} />`,
    html: `<div><img src="/nope.png" onerror="${call("inner-html")}"></div>`,
  },
  {
    name: "iframe-srcdoc",
    mdx: `<iframe srcDoc="<script>parent.${call("iframe-srcdoc")}</script>" />`,
    html: `<iframe srcdoc="<script>parent.${call("iframe-srcdoc")}</script>"></iframe>`,
  },
  {
    name: "svg-onload",
    mdx: `<svg onLoad="${call("svg-onload")}" />`,
    html: `<svg onload="${call("svg-onload")}"></svg>`,
  },
  {
    name: "link-javascript",
    mdx: `<a id="probe-link-javascript" href="javascript:${call("link-javascript")}">go</a>`,
    html: `<a id="probe-link-javascript" href="javascript:${call("link-javascript")}">go</a>`,
  },
  {
    name: "svg-xlink",
    mdx: `<svg><a xlinkHref="javascript:${call("svg-xlink")}"><text id="probe-svg-xlink" y="15">go</text></a></svg>`,
    html: `<svg width="40" height="20"><a xlink:href="javascript:${call("svg-xlink")}"><text id="probe-svg-xlink" y="15">go</text></a></svg>`,
  },
  {
    name: "form-action",
    mdx: `<form action="javascript:${call("form-action")}"><button id="probe-form-action">go</button></form>`,
    html: `<form action="javascript:${call("form-action")}"><button id="probe-form-action">go</button></form>`,
  },
  {
    name: "button-formaction",
    mdx: `<button id="probe-button-formaction" formAction="javascript:${call("button-formaction")}">go</button>`,
    html: `<form><button id="probe-button-formaction" formaction="javascript:${call("button-formaction")}">go</button></form>`,
  },
];

/**
 * What the build accepts of each markup, by name: the site's real MDX pipeline, then the URL
 * classifier the link check applies to each link it hands over (src/node/links/checkLinks.ts).
 */
function acceptedByTheBuild(docs: Record<string, string>): Set<string> {
  const names = Object.keys(docs);
  const results = processDocSources(
    names.map((name) => ({
      source: `---\ntitle: Markup\n---\n\n${docs[name]}\n`,
      absolutePath: path.join(__dirname, "..", "content", "docs", `${name}.mdx`),
      sourceFile: `content/docs/${name}.mdx`,
    })),
  );
  return new Set(
    names.filter((_, index) => {
      const result = results[index];
      return (
        result !== undefined &&
        result.problems.length === 0 &&
        result.links.every((link) => classifyUrl(link.href).kind !== "unsafe")
      );
    }),
  );
}

/**
 * Serves the doc's page with `extra` written at the start of its body; `withHeaders: false`
 * drops every header but the content type, as a host without the site's rules would.
 */
async function servePageWith(page: Page, extra: string, withHeaders: boolean): Promise<void> {
  await page.route(
    (url) => url.pathname === DOC,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<body([^>]*)>/, `<body$1>${extra}`);
      await route.fulfill({
        status: response.status(),
        headers: withHeaders
          ? response.headers()
          : { "content-type": response.headers()["content-type"] ?? "text/html" },
        body: html,
      });
    },
  );
  await page.addInitScript(() => {
    const fired: string[] = [];
    Object.assign(window, { __fired: fired, __probe: (name: string) => fired.push(name) });
  });
}

const fired = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { __fired: string[] }).__fired].sort());

/** Clicks what a reader could click in the probes (links, buttons), then waits for `control`. */
async function activateProbes(page: Page): Promise<void> {
  for (const id of [
    "probe-link-javascript",
    "probe-svg-xlink",
    "probe-form-action",
    "probe-button-formaction",
  ]) {
    const target = page.locator(`#${id}`);
    if ((await target.count()) > 0) await target.click({ noWaitAfter: true });
  }
  // A request that fails after the clicks' script URLs and the pieces' own failed requests
  // were queued: once its listener (no inline code, so the policy lets it run) has run, the
  // others had their turn.
  await page.evaluate(() => {
    const control = document.createElement("img");
    control.addEventListener("error", () =>
      (window as unknown as { __probe(name: string): void }).__probe("control"),
    );
    control.src = "/nope-control.png";
    document.body.append(control);
  });
  await expect.poll(async () => (await fired(page)).includes("control")).toBe(true);
}

async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe("markup written in a doc, in Chromium", () => {
  test("the HTML a writer needs passes the build's check", () => {
    expect([...acceptedByTheBuild({ writer: WRITER_MARKUP })]).toEqual(["writer"]);
  });

  for (const withHeaders of [true, false]) {
    test(`the HTML a writer needs renders and runs nothing (${withHeaders ? "with" : "without"} the headers)`, async ({
      page,
    }) => {
      const violations = await cspViolations(page);
      await servePageWith(page, WRITER_HTML, withHeaders);
      await gotoHydrated(page, DOC);
      await waitForIdle(page);
      const sample = page.locator("#writer-markup");
      await expect(sample.getByText("A point of a map.")).toBeVisible();
      await expect(sample.getByRole("table")).toContainText("KB");
      await expect(sample.locator("details kbd").first()).toBeVisible();
      await sample.locator("summary").click();
      await expect(sample.locator("details kbd").first()).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name: "About Wemap" })).toBeVisible();
      await activateProbes(page);
      expect(await fired(page)).toEqual(["control"]);
      expect(violations).toEqual([]);
    });
  }

  test("the harness: each hostile piece runs when a page carries it, without the headers", async ({
    page,
  }) => {
    await servePageWith(page, PROBES.map((probe) => probe.html).join("\n"), false);
    await page.goto(DOC, { waitUntil: "domcontentloaded" });
    await activateProbes(page);
    await expect
      .poll(() => fired(page))
      .toEqual([...PROBES.map((probe) => probe.name), "control"].sort());
  });

  test("hostile markup: what the build's check lets through runs nothing, without the headers", async ({
    page,
  }) => {
    const accepted = acceptedByTheBuild(
      Object.fromEntries(PROBES.map((probe) => [probe.name, probe.mdx])),
    );
    const through = PROBES.filter((probe) => accepted.has(probe.name));
    await servePageWith(page, through.map((probe) => probe.html).join("\n"), false);
    await page.goto(DOC, { waitUntil: "domcontentloaded" });
    await activateProbes(page);
    expect(await fired(page)).toEqual(["control"]);
  });
});
