import {
  findBrokenLinks,
  formatBrokenLinks,
  type CheckedDoc,
  type LinkIndex,
} from "../links/checkLinks";
import { scanMarkdown } from "../markdown/scanMarkdown";

function doc(permalink: string, absolutePath: string, body: string): CheckedDoc {
  return {
    sourceFile: absolutePath.replace("/site/", ""),
    absolutePath,
    permalink,
    scanned: scanMarkdown(body),
  };
}

const guide = doc(
  "/docs/android/getting-started",
  "/site/content/docs/android/getting-started.mdx",
  [
    "## Install",
    "[ok](./Callbacks/AddMarker.mdx#signature)",
    "[missing file](./Callbacks/Nope.mdx)",
    "[missing anchor](./Callbacks/AddMarker.mdx#payload)",
    "[own anchor](#install) [bad own anchor](#setup)",
    "[site page](/search) [missing page](/docs/androidd) [static](/img/logo.svg)",
    "[relative url](../rest) [external](https://example.com) [mail](mailto:a@b.c)",
  ].join("\n"),
);
const addMarker = doc(
  "/docs/android/Callbacks/AddMarker",
  "/site/content/docs/android/Callbacks/AddMarker.mdx",
  "## Signature\n",
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
  it("reports every broken link and anchor with file and line, and nothing else", () => {
    const broken = findBrokenLinks(
      [guide, addMarker],
      [
        { source: "site.config.ts › footer.links[0].items[0]", href: "/docs/gone" },
        { source: "site.config.ts › navbar.items[2]", href: "https://pro.getwemap.com" },
        { source: "content/sidebars.json › docs[3]", href: "/search" },
      ],
      index,
    );
    expect(formatBrokenLinks(broken)).toMatchInlineSnapshot(`
"The build found 6 broken link(s):
  - content/docs/android/getting-started.mdx:3 → ./Callbacks/Nope.mdx (./Callbacks/Nope.mdx is not a doc of this site)
  - content/docs/android/getting-started.mdx:4 → ./Callbacks/AddMarker.mdx#payload (/docs/android/Callbacks/AddMarker has no anchor #payload)
  - content/docs/android/getting-started.mdx:5 → #setup (/docs/android/getting-started has no anchor #setup)
  - content/docs/android/getting-started.mdx:6 → /docs/androidd (no page is served at /docs/androidd)
  - content/docs/android/getting-started.mdx:7 → ../rest (relative links must name a doc file (./page.mdx) or start with /)
  - site.config.ts › footer.links[0].items[0] → /docs/gone (no page is served at /docs/gone)"
`);
  });
});
