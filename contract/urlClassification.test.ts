import { outboundClickParams } from "../src/browser/analytics/outboundLinks";
import { linkTarget } from "../src/lib/linkTarget";
import { firstPageOf } from "../src/shared/sidebarItems";
import { classifyUrl, type UrlClass } from "../src/shared/urlSafety";
import { findBrokenLinks, type LinkIndex } from "../src/node/links/checkLinks";
import { isDocFileLink } from "../src/node/links/docFileLinks";

/**
 * Every place that decides what a URL is asks src/shared/urlSafety.ts. These URLs are the ones a
 * second reading of schemes, anchors or hosts would get wrong (spaces and tabs browsers drop,
 * case, character references, `//host`, backslashes): each consumer must agree with the
 * classifier on every one of them.
 */
const URLS = [
  "",
  "#listen",
  " #listen",
  "\t#nope",
  "/docs/a",
  "/docs/a#listen",
  "//evil.example/a",
  " //evil.example/a",
  "\\\\evil.example",
  "/\\evil.example",
  "https://example.com/a",
  "HTTPS://EXAMPLE.COM",
  "http:example.com",
  "mailto:team@example.com",
  "MAILTO:team@example.com",
  "tel:+33100000000",
  "javascript:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "javascript&#58;alert(1)",
  "data:text/html,x",
  "ftp://example.com/x",
  "./b.mdx",
  "../a/b.mdx#part",
  "b.mdx",
  " javascript:b.mdx",
  "java\nscript:b.mdx",
  "//evil.example/b.mdx",
  "?q=x",
];

const kindOf = (url: string): UrlClass["kind"] => classifyUrl(url).kind;
const LEAVES_THE_SITE = new Set<UrlClass["kind"]>(["external", "mailto", "tel"]);

const index: LinkIndex = {
  pages: new Map([["/docs/a", { path: "/docs/a", anchors: new Set(["listen"]) }]]),
  docsByFile: new Map([["/site/content/docs/b.mdx", "/docs/a"]]),
  staticFiles: new Set(),
};

describe.each(URLS)("the URL %j", (url) => {
  const kind = kindOf(url);

  it("is a doc file link only when the classifier calls it relative", () => {
    if (isDocFileLink(url)) expect(kind).toBe("relative");
  });

  it("renders as the classifier says: anchor, page of the site, or a full navigation", () => {
    const target = linkTarget(url, { url: "https://developers.getwemap.com" });
    expect(target.kind === "anchor").toBe(kind === "anchor");
    if (kind === "site-path") expect(target).toEqual({ kind: "page", to: url });
    if (kind === "mailto" || kind === "tel" || kind === "unsafe") {
      expect(target.kind).toBe("external");
    }
  });

  it("counts as an outbound click only when the classifier calls it external", () => {
    if (outboundClickParams(url, "https://developers.getwemap.com")) {
      expect(kind).toBe("external");
    }
  });

  it("is a sidebar item's page only when the classifier calls it a site path", () => {
    expect(firstPageOf({ type: "link", label: "x", href: url }) !== undefined).toBe(
      kind === "site-path",
    );
  });

  it("is checked by the link checker as what the classifier says it is", () => {
    const doc = {
      sourceFile: "content/docs/c.mdx",
      absolutePath: "/site/content/docs/c.mdx",
      permalink: "/docs/a",
      outline: { headings: [], explicitIds: [], links: [{ href: url, line: 1, column: 1 }] },
    };
    const [broken] = findBrokenLinks([doc] as never, [], index);
    if (LEAVES_THE_SITE.has(kind)) expect(broken).toBeUndefined();
    expect(broken?.unsafe === true).toBe(kind === "unsafe");
    // An anchor or a site path is checked against the pages, never refused as a relative file.
    if (kind === "anchor" || kind === "site-path") {
      expect(broken?.reason ?? "").not.toMatch(/^relative links/);
    }
    const [config] = findBrokenLinks([], [{ file: "site.config.ts", at: "x", href: url }], index);
    if (LEAVES_THE_SITE.has(kind)) expect(config).toBeUndefined();
  });
});
