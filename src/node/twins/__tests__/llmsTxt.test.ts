import { llmsSections, renderLlmsFull, renderLlmsIndex } from "../llmsTxt";
import { llmsIndexFileOf } from "../twinFiles";
import type { Sidebar } from "../../../shared/sidebar";

const doc = (permalink: string, title: string, description?: string) => ({
  permalink,
  title,
  description,
});
const docs = [
  doc("/docs", "Home", "Start here."),
  doc("/docs/android", "Android", "The Android SDK."),
  doc("/docs/android/a", "A [callback]"),
  doc("/docs/android/b", "B", "Second\nline."),
  doc("/docs/about", "About"),
  doc("/docs/ar", "AR", "In no sidebar."),
];
const sidebars: Record<string, Sidebar> = {
  about: [{ type: "link", label: "About", href: "/docs/about", docId: "about" }],
  docs: [
    { type: "link", label: "Home", href: "/docs", docId: "index" },
    { type: "link", label: "GitHub", href: "https://github.com/wemap" },
    {
      type: "category",
      label: "Android",
      href: "/docs/android",
      items: [
        {
          type: "category",
          label: "Callbacks",
          items: [{ type: "link", label: "A", href: "/docs/android/a" }],
        },
        { type: "link", label: "B", href: "/docs/android/b" },
        { type: "link", label: "About again", href: "/docs/about" },
      ],
    },
  ],
};

describe("llmsSections", () => {
  it("groups docs by sidebar and category in sidebar order, each once, the rest last", () => {
    expect(
      llmsSections(sidebars, docs).map((section) => [
        section.title,
        section.docs.map((entry) => entry.permalink),
      ]),
    ).toEqual([
      ["About", ["/docs/about"]],
      ["Docs", ["/docs"]],
      ["Android", ["/docs/android", "/docs/android/b"]],
      ["Android / Callbacks", ["/docs/android/a"]],
      ["Other pages", ["/docs/ar"]],
    ]);
  });
});

describe("renderLlmsIndex", () => {
  it("writes the llmstxt.org shape: name, quoted summary, a section per group, a line per doc", () => {
    const text = renderLlmsIndex({
      title: "Wemap Developers",
      summary: "Docs for the maps platform.",
      siteRoot: "https://example.com",
      sections: llmsSections(sidebars, docs).slice(2, 4),
    });
    expect(text).toBe(
      [
        "# Wemap Developers",
        "",
        "> Docs for the maps platform.",
        "",
        "## Android",
        "",
        "- [Android](https://example.com/docs/android.md): The Android SDK.",
        "- [B](https://example.com/docs/android/b.md): Second line.",
        "",
        "## Android / Callbacks",
        "",
        "- [A \\[callback\\]](https://example.com/docs/android/a.md)",
        "",
      ].join("\n"),
    );
  });
});

describe("llms files", () => {
  it("puts the latest version's index at the root and the others under their path", () => {
    expect(llmsIndexFileOf({ isLatest: true, path: "/docs" })).toBe("llms.txt");
    expect(llmsIndexFileOf({ isLatest: false, path: "/docs/1.13" })).toBe("docs/1.13/llms.txt");
  });

  it("joins whole twins, one after the other", () => {
    expect(renderLlmsFull(["# A\n\nText\n", "# B\n"])).toBe("# A\n\nText\n\n# B\n");
  });
});
