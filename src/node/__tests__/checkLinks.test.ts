import { findBrokenLinks, type CheckedDoc, type LinkIndex } from "../links/checkLinks";
import type { OutlineLink } from "../mdx/outline";

function links(...hrefs: string[]): OutlineLink[] {
  return hrefs.map((href, index) => ({ href, line: index + 4, column: 3, kind: "link" }));
}

function doc(permalink: string, absolutePath: string, outline: CheckedDoc["outline"]): CheckedDoc {
  return { sourceFile: absolutePath.replace("/site/", ""), absolutePath, permalink, outline };
}

const guide = doc(
  "/docs/android/getting-started",
  "/site/content/docs/android/getting-started.mdx",
  {
    headings: [{ level: 2, text: "Install", id: "install", line: 3 }],
    explicitIds: [],
    links: links(
      "./Callbacks/AddMarker.mdx#signature",
      "./Callbacks/Nope.mdx",
      "./Callbacks/AddMarker.mdx#payload",
      "#install",
      "#setup",
      "/search",
      "/docs/androidd",
      "/img/logo.svg",
      "../rest",
      "https://example.com",
      "mailto:a@b.c",
    ),
  },
);
const addMarker = doc(
  "/docs/android/Callbacks/AddMarker",
  "/site/content/docs/android/Callbacks/AddMarker.mdx",
  {
    headings: [{ level: 2, text: "Signature", id: "signature", line: 5 }],
    explicitIds: [],
    links: [],
  },
);

const index: LinkIndex = {
  pages: new Map([
    [guide.permalink, { path: guide.permalink, anchors: new Set(["install"]) }],
    [addMarker.permalink, { path: addMarker.permalink, anchors: new Set(["signature"]) }],
    ["/search", { path: "/search", anchors: new Set() }],
  ]),
  docsByFile: new Map([
    [guide.absolutePath, guide.permalink],
    [addMarker.absolutePath, addMarker.permalink],
  ]),
  staticFiles: new Set(["/img/logo.svg"]),
};

describe("findBrokenLinks", () => {
  it("reports every broken link and anchor with file, line and column, and nothing else", () => {
    const broken = findBrokenLinks(
      [guide, addMarker],
      [
        { file: "site.config.ts", at: "footer.links[0].items[0]", href: "/docs/gone" },
        { file: "site.config.ts", at: "navbar.items[2]", href: "https://pro.getwemap.com" },
        { file: "content/sidebars.json", at: "docs[3]", href: "/search" },
      ],
      index,
    );
    expect(broken).toEqual([
      {
        file: "content/docs/android/getting-started.mdx",
        line: 5,
        column: 3,
        href: "./Callbacks/Nope.mdx",
        reason: "./Callbacks/Nope.mdx is not a doc of this site",
      },
      {
        file: "content/docs/android/getting-started.mdx",
        line: 6,
        column: 3,
        href: "./Callbacks/AddMarker.mdx#payload",
        reason: "/docs/android/Callbacks/AddMarker has no anchor #payload",
      },
      {
        file: "content/docs/android/getting-started.mdx",
        line: 8,
        column: 3,
        href: "#setup",
        reason: "/docs/android/getting-started has no anchor #setup",
      },
      {
        file: "content/docs/android/getting-started.mdx",
        line: 10,
        column: 3,
        href: "/docs/androidd",
        reason: "no page is served at /docs/androidd",
      },
      {
        file: "content/docs/android/getting-started.mdx",
        line: 12,
        column: 3,
        href: "../rest",
        reason: "relative links must name a doc file (./page.mdx) or start with /",
      },
      {
        file: "site.config.ts",
        at: "footer.links[0].items[0]",
        href: "/docs/gone",
        reason: "no page is served at /docs/gone",
      },
    ]);
  });

  it("resolves links of a doc whose path was written on Windows", () => {
    const windowsGuide = doc("/docs/w", "C:/site/content/docs/android/w.mdx", {
      headings: [],
      explicitIds: [],
      links: links("./Callbacks/AddMarker.mdx#signature"),
    });
    const windowsIndex: LinkIndex = {
      ...index,
      docsByFile: new Map([
        ["C:/site/content/docs/android/Callbacks/AddMarker.mdx", addMarker.permalink],
      ]),
    };
    expect(findBrokenLinks([windowsGuide], [], windowsIndex)).toEqual([]);
  });
});

describe("unsafe URLs in docs", () => {
  it("are reported as unsafe, whatever their case, before any other check", () => {
    const risky = doc("/docs/r", "/site/content/docs/r.mdx", {
      headings: [],
      explicitIds: [],
      links: links("JaVaScRiPt:alert(1)", "https://example.com"),
    });
    expect(findBrokenLinks([risky], [], index)).toEqual([
      {
        file: "content/docs/r.mdx",
        line: 4,
        column: 3,
        href: "JaVaScRiPt:alert(1)",
        reason:
          'the scheme "javascript:" is not allowed (only http:, https:, mailto:, tel:, site paths and relative files)',
        unsafe: true,
      },
    ]);
  });
});
