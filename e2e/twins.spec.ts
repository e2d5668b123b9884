import { expect, test, type APIRequestContext } from "@playwright/test";
import { toString } from "mdast-util-to-string";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import siteConfig from "../site.config";
import { builtPages, gotoHydrated } from "./helpers";

/**
 * The docs for programs: each doc page's Markdown twin at its path plus `.md`, the llms files,
 * and the page's "Copy page" and "View as Markdown" controls. nginx sends every twin and llms
 * file as the Node server does, types included (serverParity.spec.ts).
 */

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  lang?: string | null;
  depth?: number;
  children?: MdNode[];
}

/** The twin as a reader's Markdown tools read it: CommonMark and GFM, no MDX. */
const markdown = unified().use(remarkParse).use(remarkGfm);
const parse = (text: string) => markdown.parse(text) as MdNode;

function nodesOf(tree: MdNode, type: string): MdNode[] {
  const found: MdNode[] = [];
  const visit = (node: MdNode) => {
    if (node.type === type) found.push(node);
    node.children?.forEach(visit);
  };
  visit(tree);
  return found;
}

const MARKDOWN = "text/markdown; charset=utf-8";
const PLAIN = "text/plain; charset=utf-8";
const docPages = () => builtPages().filter((page) => page === "/docs" || page.startsWith("/docs/"));

async function fetchText(request: APIRequestContext, path: string, type: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toBe(type);
  return response.text();
}

test.describe("Markdown twins", () => {
  test("every doc page of every version has one, as Markdown, with no JSX, HTML or expression left", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const pages = docPages();
    expect(pages).toContain("/docs/1.13/android/getting-started");
    expect(pages.length).toBeGreaterThan(300);
    for (const page of pages) {
      const twin = await fetchText(request, `${page}.md`, MARKDOWN);
      const tree = parse(twin);
      expect(tree.children?.[0]?.type, page).toBe("heading");
      expect(nodesOf(tree, "html"), page).toEqual([]);
      // Text outside code: no `{expression}` and no `<Component>` or `<tag>` left as written.
      const prose = nodesOf(tree, "text").map((node) => node.value ?? "");
      expect(
        prose.filter((text) => /[{}]|<\/?[A-Za-z]/.test(text)),
        page,
      ).toEqual([]);
    }
  });

  test("a page with tabs, an admonition, a table and several languages round-trips", async ({
    page,
    request,
  }) => {
    const path = "/docs/android/getting-started";
    await page.goto(path);
    const content = page.locator("article [class*='markdown']").first();
    await expect(content.locator('[role="tablist"]').first()).toBeAttached();
    await expect(content.locator("aside").first()).toBeAttached();
    await expect(content.locator("table").first()).toBeAttached();

    const html = await content.evaluate((root, site) => {
      const twinUrl = (href: string) => {
        const url = new URL(href, window.location.href);
        if (url.origin !== window.location.origin) return href;
        const isDoc = url.pathname === "/docs" || url.pathname.startsWith("/docs/");
        return `${site}${url.pathname}${isDoc ? ".md" : ""}${url.search}${url.hash}`;
      };
      return {
        headings: [...root.querySelectorAll("h2, h3, h4, h5, h6")].map((heading) => ({
          depth: Number(heading.tagName.slice(1)),
          text: [...heading.childNodes]
            .filter((node) => !(node instanceof HTMLAnchorElement))
            .map((node) => node.textContent)
            .join("")
            .trim(),
        })),
        code: [...root.querySelectorAll("pre")].map((pre) => ({
          lang: pre.closest("[data-language]")?.getAttribute("data-language") ?? "text",
          value: pre.textContent ?? "",
        })),
        links: [...root.querySelectorAll("a[href]")]
          .filter((link) => !link.closest("h2, h3, h4, h5, h6"))
          .map((link) => twinUrl(link.getAttribute("href") ?? "")),
      };
    }, siteConfig.url);

    const twin = parse(await fetchText(request, `${path}.md`, MARKDOWN));
    const headings = nodesOf(twin, "heading");
    expect(toString(headings[0] as never)).toBe(await page.locator("article h1").innerText());
    expect(
      headings
        .slice(1)
        .map((heading) => ({ depth: heading.depth, text: toString(heading as never) })),
    ).toEqual(html.headings);
    expect(
      nodesOf(twin, "code").map((code) => ({ lang: code.lang ?? "text", value: code.value })),
    ).toEqual(html.code);
    expect(new Set(html.code.map((code) => code.lang)).size).toBeGreaterThan(2);
    expect(nodesOf(twin, "link").map((link) => link.url)).toEqual(html.links);
  });

  test("unknown .md addresses answer 404, and no .md address is redirected", async ({
    request,
  }) => {
    for (const path of ["/docs/nope.md", "/docs/about.md/", "/docs/about/index.md", "/nope.md"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
  });
});

test.describe("llms files", () => {
  test("/llms.txt lists the latest docs by sidebar section, linking their twins", async ({
    request,
  }) => {
    const text = await fetchText(request, "/llms.txt", PLAIN);
    const lines = text.split("\n");
    expect(lines[0]).toBe(`# ${siteConfig.title}`);
    expect(lines[2]).toMatch(/^> /);
    expect(lines).toContain("## Android / Callbacks");
    expect(text).toContain(
      `- [AddMarker callback](${siteConfig.url}/docs/android/Callbacks/AddMarker.md): `,
    );
    expect(text).not.toContain("/docs/1.13/");
  });

  test("each older version has its own, and /llms-full.txt holds every latest twin", async ({
    request,
  }) => {
    const older = await fetchText(request, "/docs/1.13/llms.txt", PLAIN);
    expect(older).toContain(`(${siteConfig.url}/docs/1.13/android/getting-started.md)`);
    const full = await fetchText(request, "/llms-full.txt", PLAIN);
    const twin = await fetchText(request, "/docs/android/Callbacks/AddMarker.md", MARKDOWN);
    expect(full).toContain(twin);
    const latestDocs = docPages().filter((page) => !page.startsWith("/docs/1.13"));
    expect(full.split("\n").filter((line) => line.startsWith("# ")).length).toBeGreaterThanOrEqual(
      latestDocs.length,
    );
  });
});

test.describe("a doc page's Markdown controls", () => {
  test("Copy page puts the exact twin on the clipboard and says so", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const twinRequests: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().endsWith(".md")) twinRequests.push(sent.url());
    });
    await gotoHydrated(page, "/docs/android/Callbacks/AddMarker");
    // The twin is fetched on click only.
    expect(twinRequests).toEqual([]);
    const article = page.locator("article");
    await article.getByRole("button", { name: "Copy page" }).click();
    await expect(article.getByRole("status")).toHaveText("Copied");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await fetchText(request, "/docs/android/Callbacks/AddMarker.md", MARKDOWN));
  });

  test("View as Markdown and the head's alternate link lead to the twin", async ({ page }) => {
    await page.goto("/docs/1.13/android/getting-started");
    const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
    await expect(alternate).toHaveAttribute("href", "/docs/1.13/android/getting-started.md");
    const link = page.locator("article").getByRole("link", { name: "View as Markdown" });
    await expect(link).toHaveAttribute("href", "/docs/1.13/android/getting-started.md");
  });
});
