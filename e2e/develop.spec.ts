import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { runDevelopStress, startDevelop, type DevelopServer } from "../integration/developStress";
import {
  addSidebarCategory,
  copySiteDocs,
  edit,
  makeSiteCopy,
  removeSiteCopy,
  writeDoc,
} from "../integration/siteCopy";
import { WRITER_BEHAVIOURS } from "./behaviours";
import { BEHAVIOUR_DOCS } from "./behaviours/pages";
import { pageDataUrl } from "./helpers";
import { E2E_PORT } from "./ports";

/**
 * The writer's loop, as a writer lives it: `gatsby develop` on a copy of the site, real edits
 * to its files, and Chromium showing the result without a reload or a restart.
 */
const DEVELOP_PORT = Number(process.env.E2E_DEVELOP_PORT ?? E2E_PORT + 40);
const origin = `http://127.0.0.1:${DEVELOP_PORT}`;

test.describe.configure({ mode: "serial" });
test.setTimeout(300_000);

let dir: string;
let server: DevelopServer | undefined;

test.beforeAll(async () => {
  // Starting takes minutes when the machine is busy.
  test.setTimeout(480_000);
  dir = makeSiteCopy();
  // The pages the behaviours shared with the production specs visit (e2e/behaviours).
  const files = BEHAVIOUR_DOCS.map((doc) => doc.file);
  copySiteDocs(dir, files);
  addSidebarCategory(dir, "Pages from the site", files);
  server = await startDevelop(dir, DEVELOP_PORT, 420_000);
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await server?.stop();
  if (dir) removeSiteCopy(dir);
});

/** Marks the window, so a test can tell that the page was updated in place, not reloaded. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as { __notReloaded?: boolean }).__notReloaded = true));
}

async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(
    true,
  );
}

/**
 * The browser behaviours a writer relies on, with the production specs' own steps and assertions
 * (e2e/behaviours), here against the development bundle: React instead of Preact, and Gatsby's
 * own router, head writer, link helpers and scroll handler instead of the site's stand-ins
 * (src/node/gatsby/leanBrowserRuntime.ts). They run first, on the pages as copied, before the
 * tests below edit the site. Development also differs where the behaviours do not look: its
 * HTML is one empty shell for every path, which the client renders (the marks the behaviours
 * wait on follow that render), so it carries no base-URL check and no banner (gatsby-ssr.tsx);
 * its head has Gatsby's `<meta name="note" content="environment=development">` besides the
 * page's (each behaviour compares heads within one server); and a page with content problems
 * shows them in a panel (the copied pages have none: the first test checks it).
 */
test.describe("as in production", () => {
  test("the shared behaviours' pages are copied without content problems", async ({ request }) => {
    for (const { path: pagePath } of BEHAVIOUR_DOCS) {
      const response = await request.get(`${origin}${pageDataUrl(pagePath)}`);
      expect(response.status(), pagePath).toBe(200);
      const data = (await response.json()) as {
        result: { data: { docPageContent: { problems: unknown[] } } };
      };
      expect(data.result.data.docPageContent.problems, pagePath).toEqual([]);
    }
  });

  for (const { name, run } of WRITER_BEHAVIOURS) {
    test(name, async ({ page }) => run(page, origin));
  }
});

const guide = "content/docs/android/getting-started.mdx";

test("a doc page has no base-URL banner and shows an edit without a reload", async ({ page }) => {
  await page.goto(`${origin}/docs/android/getting-started`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Android getting started" }),
  ).toBeVisible();
  await expect(page.getByText("did not load properly")).toHaveCount(0);
  await markWindow(page);
  edit(dir, guide, (text) => `${text}\nA sentence typed while the page was open.\n`);
  await expect(page.getByText("A sentence typed while the page was open.")).toBeVisible({
    timeout: 30_000,
  });
  await expectNotReloaded(page);
});

test("a word written into a doc is found by search a moment later, without a reload", async ({
  page,
}) => {
  await page.goto(`${origin}/docs/android/getting-started`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Android getting started" }),
  ).toBeVisible();
  await markWindow(page);
  edit(dir, guide, (text) => `${text}\n## Quokkaphone setup\n\nThe quokkaphone needs a leash.\n`);
  await expect(page.getByText("The quokkaphone needs a leash.")).toBeVisible({ timeout: 30_000 });
  // The index follows the page (src/node/gatsby/rebuildSearchLater.ts): search until it has.
  await expect(async () => {
    await page.keyboard.press("Control+k");
    const field = page.locator(".DocSearch-Input");
    await field.fill("quokkaphone");
    try {
      await expect(page.locator(".DocSearch-Hit a").first()).toContainText(/quokkaphone/i, {
        timeout: 2_000,
      });
    } finally {
      await page.keyboard.press("Escape");
    }
  }).toPass({ timeout: 30_000 });
  await expectNotReloaded(page);
});

test("a broken edit shows the file and line on its page, other pages still work, and the fix recovers it", async ({
  page,
  context,
}) => {
  await page.goto(`${origin}/docs/android/getting-started`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await markWindow(page);
  const before = fs.readFileSync(path.join(dir, guide), "utf8");
  edit(dir, guide, (text) => `${text}\nBroken <div> here {oops\n`);
  const problems = page.locator("[data-content-problems]");
  await expect(problems).toContainText(`${guide}:`, { timeout: 30_000 });
  const line = before.split("\n").length + 1;
  await expect(problems).toContainText(`${guide}:${line}:`);
  await expect(problems.locator("pre")).toContainText("Broken <div> here {oops");

  const other = await context.newPage();
  await other.goto(`${origin}/docs/about`);
  await expect(other.getByRole("heading", { level: 1, name: "About Wemap" })).toBeVisible();
  await expect(other.locator("[data-content-problems]")).toHaveCount(0);
  await other.close();

  fs.writeFileSync(path.join(dir, guide), before);
  await expect(problems).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 2, name: "Install" })).toBeVisible();
  await expectNotReloaded(page);
});

test("a doc nested too deeply shows the file's error on its page, other pages still work", async ({
  page,
  context,
}) => {
  // Before, 3,000 nested `*` made every doc page answer 404 with a bare stack, and deeper
  // nesting threw "Maximum call stack size exceeded" from the parser.
  await page.goto(`${origin}/docs/android/getting-started`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const before = fs.readFileSync(path.join(dir, guide), "utf8");
  const problems = page.locator("[data-content-problems]");
  const line = before.split("\n").length + 1;
  const cases: [body: string, place: string, message: string][] = [
    [`${"*".repeat(3000)}x${"*".repeat(3000)}`, `${guide}:${line}:`, "nested too deeply: this is"],
    // Quotes are measured before the parser reads them (src/node/mdx/containerDepth.ts).
    [`${">".repeat(20_000)} x`, `${guide}:${line}:`, "lists and quotes nested too deeply"],
    // Too deep for the parser itself: the file's error, at the expression.
    [
      `{${"[".repeat(5000)}${"]".repeat(5000)}}`,
      `${guide}:${line}:`,
      "nested too deeply to be read",
    ],
  ];
  for (const [body, place, message] of cases) {
    edit(dir, guide, () => `${before}\n${body}\n`);
    await expect(problems).toContainText(message, { timeout: 30_000 });
    await expect(problems).toContainText(place);
    const other = await context.newPage();
    const response = await other.goto(`${origin}/docs/about`);
    expect(response?.status()).toBe(200);
    await expect(other.getByRole("heading", { level: 1, name: "About Wemap" })).toBeVisible();
    await other.close();
  }
  fs.writeFileSync(path.join(dir, guide), before);
  await expect(problems).toHaveCount(0, { timeout: 30_000 });
});

test("a YAML error in the frontmatter shows on its page and the fix recovers it", async ({
  page,
}) => {
  await page.goto(`${origin}/docs/android/getting-started`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const before = fs.readFileSync(path.join(dir, guide), "utf8");
  fs.writeFileSync(path.join(dir, guide), before.replace("title:", "title: [unclosed\nbad:"));
  const problems = page.locator("[data-content-problems]");
  await expect(problems).toContainText(`${guide}:`, { timeout: 30_000 });
  await expect(problems).toContainText("the frontmatter is not valid YAML");
  fs.writeFileSync(path.join(dir, guide), before);
  await expect(problems).toHaveCount(0, { timeout: 30_000 });
  await expect(
    page.getByRole("heading", { level: 1, name: "Android getting started" }),
  ).toBeVisible();
});

test("a broken link shows on its page as a warning without breaking the page", async ({ page }) => {
  await page.goto(`${origin}/docs/android/getting-started`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const before = fs.readFileSync(path.join(dir, guide), "utf8");
  edit(dir, guide, (text) => `${text}\nSee [nothing](./nowhere.mdx).\n`);
  const problems = page.locator("[data-content-problems]");
  await expect(problems).toContainText("broken link ./nowhere.mdx", { timeout: 30_000 });
  await expect(page.getByRole("link", { name: "nothing" })).toBeVisible();
  fs.writeFileSync(path.join(dir, guide), before);
  await expect(problems).toHaveCount(0, { timeout: 30_000 });
});

test("an API name the SDK facts do not have shows on its page with file and line, a facts edit re-judges it, other pages still work", async ({
  page,
  context,
}) => {
  await page.goto(`${origin}/docs/android/getting-started`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const before = fs.readFileSync(path.join(dir, guide), "utf8");
  const factsFile = "data/wemap-sdk-facts.json";
  const facts = fs.readFileSync(path.join(dir, factsFile), "utf8");
  edit(dir, guide, (text) => `${text}\nThen call \`livemap.flyAway()\`.\n`);
  const problems = page.locator("[data-content-problems]");
  const line = before.split("\n").length + 1;
  await expect(problems).toContainText(`${guide}:${line}:`, { timeout: 30_000 });
  await expect(problems).toContainText(
    "`livemap.flyAway()` is read as a method of livemap or Livemap, and the SDK facts do not have it",
  );
  await expect(problems).toContainText("data/wemap-sdk-facts.json");

  const other = await context.newPage();
  await other.goto(`${origin}/docs/about`);
  await expect(other.getByRole("heading", { level: 1, name: "About Wemap" })).toBeVisible();
  await expect(other.locator("[data-content-problems]")).toHaveCount(0);
  await other.close();

  // A fact for it, in the section of the page's SDK (a page's code is judged by its platform's
  // facts), without a restart: the facts are watched, every doc judged again.
  edit(dir, factsFile, (text) => {
    const parsed = JSON.parse(text) as { sections: Record<string, { facts: unknown[] }> };
    parsed.sections.android_webview?.facts.push({ name: "livemap.flyAway", kind: "method" });
    return JSON.stringify(parsed);
  });
  await expect(problems).toHaveCount(0, { timeout: 30_000 });
  fs.writeFileSync(path.join(dir, factsFile), facts);
  await expect(problems).toContainText(`${guide}:${line}:`, { timeout: 30_000 });

  fs.writeFileSync(path.join(dir, guide), before);
  await expect(problems).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 2, name: "Install" })).toBeVisible();
});

test("an example that does not compile shows the compiler's message on its page, other pages still work, and a declaration edit is judged without a restart", async ({
  page,
  context,
}) => {
  await page.goto(`${origin}/docs/android/getting-started`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const before = fs.readFileSync(path.join(dir, guide), "utf8");
  const example = '```js fragment="javascript"\nlivemap.setZoom(3);\nlivemap.flyAway();\n```';
  edit(dir, guide, (text) => `${text}\n${example}\n`);
  const problems = page.locator("[data-content-problems]");
  // The fence is the first line after the doc's, `flyAway` the third, after `livemap.`.
  const fence = before.split("\n").length + 1;
  await expect(problems).toContainText(`${guide}:${fence + 2}:9`, { timeout: 30_000 });
  await expect(problems).toContainText(
    "the example does not compile (TS2339): Property 'flyAway' does not exist on type 'Livemap'",
  );

  const other = await context.newPage();
  await other.goto(`${origin}/docs/about`);
  await expect(other.getByRole("heading", { level: 1, name: "About Wemap" })).toBeVisible();
  await expect(other.locator("[data-content-problems]")).toHaveCount(0);
  await other.close();

  edit(dir, guide, (text) => text.replace("livemap.flyAway();\n", ""));
  await expect(problems).toHaveCount(0, { timeout: 30_000 });

  // The declarations are watched: without `setZoom`, the example's first line no longer compiles.
  const declarations = "code-examples/declarations/livemap-js-sdk/livemap.d.ts";
  const declared = fs.readFileSync(path.join(dir, declarations), "utf8");
  edit(dir, declarations, (text) => text.replace(/^.*\n\s*setZoom\(zoom: number\): void;\n/m, ""));
  await expect(problems).toContainText(`${guide}:${fence + 1}:9`, { timeout: 30_000 });
  await expect(problems).toContainText("Property 'setZoom' does not exist on type 'Livemap'");
  fs.writeFileSync(path.join(dir, declarations), declared);
  await expect(problems).toHaveCount(0, { timeout: 30_000 });

  fs.writeFileSync(path.join(dir, guide), before);
  await expect(page.getByRole("heading", { level: 2, name: "Install" })).toBeVisible();
});

test("a sidebar edit and a new page appear without a restart", async ({ page }) => {
  await page.goto(`${origin}/docs/android/getting-started`);
  const sidebar = page.getByRole("navigation", { name: /docs sidebar/i });
  await expect(sidebar.getByRole("link", { name: "Android", exact: true })).toBeVisible();
  edit(dir, "content/sidebars.json", (text) =>
    text.replace('"label": "Android"', '"label": "Android SDK"'),
  );
  await expect(sidebar.getByRole("link", { name: "Android SDK", exact: true })).toBeVisible({
    timeout: 30_000,
  });

  writeDoc(dir, "docs/android/fresh-page.mdx", "A fresh page", "Written while the server ran.");
  await expect(async () => {
    await page.goto(`${origin}/docs/android/fresh-page`);
    await expect(page.getByRole("heading", { level: 1, name: "A fresh page" })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
});

test("a site configuration change reaches the open page without a restart", async ({ page }) => {
  await page.goto(`${origin}/docs/about`);
  const navbar = page.getByRole("navigation", { name: "Main" });
  await expect(navbar.getByRole("link", { name: "About", exact: true })).toBeVisible();
  // The label is read by the browser bundle; the doc's URL is resolved by the build's model.
  edit(dir, "site.config.ts", (text) =>
    text.replace(
      '{ type: "doc", docId: "about", label: "About"',
      '{ type: "doc", docId: "android/getting-started", label: "Android guide"',
    ),
  );
  const link = navbar.getByRole("link", { name: "Android guide", exact: true });
  await expect(link).toBeVisible({ timeout: 60_000 });
  await expect(link).toHaveAttribute("href", "/docs/android/getting-started", { timeout: 30_000 });
});

test("develop stress, short form: every kind of change reaches its page or URL, without a restart", async () => {
  // Two cycles: the delete and the rename once with the sidebar fixed and once while it names a
  // missing doc; each cycle ends with its bursts. The full form (100 cycles) is in the bench.
  test.setTimeout(600_000);
  if (!server) throw new Error("gatsby develop is not running");
  const result = await runDevelopStress({ dir, server, cycles: 2 });
  // runDevelopStress throws on the first step that fails, naming it, with the server's log.
  expect(result.steps).toBe(2 * 13);
});
