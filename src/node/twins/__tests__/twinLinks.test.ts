import { twinHref, withTwinLinks, type TwinLinkContext } from "../twinLinks";

const context: TwinLinkContext = {
  siteRoot: "https://example.com/developers",
  permalink: "/docs/android/Callbacks/AddMarker",
  fromFile: "/site/content/docs/android/Callbacks/AddMarker.mdx",
  docsByFile: new Map([
    ["/site/content/docs/android/Model/Marker.mdx", "/docs/android/Model/Marker"],
  ]),
  docPages: new Set(["/docs/android/Callbacks/AddMarker", "/docs/android/Model/Marker", "/docs"]),
};

describe("twinHref", () => {
  it.each([
    ["#usage", "https://example.com/developers/docs/android/Callbacks/AddMarker.md#usage"],
    [
      "../Model/Marker.mdx#fields",
      "https://example.com/developers/docs/android/Model/Marker.md#fields",
    ],
    ["/docs/android/Model/Marker", "https://example.com/developers/docs/android/Model/Marker.md"],
    [
      "/docs/android/Model/Marker/?a=1#b",
      "https://example.com/developers/docs/android/Model/Marker.md?a=1#b",
    ],
    ["/docs", "https://example.com/developers/docs.md"],
    ["/search?q=map", "https://example.com/developers/search?q=map"],
    ["/img/map.png", "https://example.com/developers/img/map.png"],
    ["https://github.com/wemap", "https://github.com/wemap"],
    ["mailto:a@b.c", "mailto:a@b.c"],
    ["../Model/Gone.mdx", "../Model/Gone.mdx"],
  ])("%s → %s", (href, expected) => expect(twinHref(href, context)).toBe(expected));
});

describe("withTwinLinks", () => {
  it("rewrites links, images and definitions anywhere in the tree", () => {
    const tree = {
      type: "root",
      children: [
        {
          type: "paragraph",
          children: [
            { type: "link", url: "#a", children: [{ type: "text", value: "x" }] },
            { type: "image", url: "/img/a.png", alt: "a" },
          ],
        },
        { type: "definition", identifier: "ref", url: "/docs" },
      ],
    };
    const urls = JSON.stringify(withTwinLinks(tree, context)).match(/"url":"[^"]*"/g);
    expect(urls).toEqual([
      '"url":"https://example.com/developers/docs/android/Callbacks/AddMarker.md#a"',
      '"url":"https://example.com/developers/img/a.png"',
      '"url":"https://example.com/developers/docs.md"',
    ]);
  });
});
