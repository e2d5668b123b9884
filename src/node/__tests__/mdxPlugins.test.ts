import path from "node:path";
import { compiledDocCacheKey } from "../mdx/compileDoc";
import rehypeHeadingIds from "../mdx/rehypeHeadingIds";
import remarkAdmonitions from "../mdx/remarkAdmonitions";
import remarkDocLinks, { resolveDocLink } from "../mdx/remarkDocLinks";
import type { TreeNode } from "../mdx/tree";
import { toDocsVersions } from "../versions/versions";
import { fixtureRoot } from "../__fixtures__/fixtureSite";

const versions = toDocsVersions({ current: "1.14", archived: ["1.13"] });
const options = { contentRoot: fixtureRoot, versions };

describe("remarkDocLinks", () => {
  const from = path.join(fixtureRoot, "docs", "index.mdx");

  it("turns links to doc files into URLs of the same version, keeping the anchor", () => {
    expect(resolveDocLink("./android/getting-started.mdx#install", from, options)).toBe(
      "/docs/android/getting-started#install",
    );
    const old = path.join(fixtureRoot, "versioned_docs", "version-1.13", "index.mdx");
    expect(resolveDocLink("./android/getting-started.mdx", old, options)).toBe(
      "/docs/1.13/android/getting-started",
    );
    expect(resolveDocLink("./about/index.mdx", from, options)).toBe("/docs/about");
  });

  it("leaves site paths, external URLs and non-doc files alone", () => {
    for (const href of ["/search", "https://x.dev/a.mdx", "#part", "./image.png"]) {
      expect(resolveDocLink(href, from, options)).toBeUndefined();
    }
  });

  it("rewrites link nodes of the tree", () => {
    const tree: TreeNode = {
      type: "root",
      children: [{ type: "link", url: "./android/getting-started.mdx", children: [] }],
    };
    remarkDocLinks(options)(tree, { path: from });
    expect(tree.children?.[0]?.url).toBe("/docs/android/getting-started");
  });
});

describe("remarkAdmonitions", () => {
  it("turns :::kind[Title] into an Admonition element with type and title", () => {
    const tree: TreeNode = {
      type: "root",
      children: [
        {
          type: "containerDirective",
          name: "warning",
          children: [
            {
              type: "paragraph",
              data: { directiveLabel: true },
              children: [{ type: "text", value: "Heads up" }],
            },
            { type: "paragraph", children: [{ type: "text", value: "Body" }] },
          ],
        },
      ],
    };
    remarkAdmonitions()(tree, { path: "a.mdx" });
    expect(tree.children?.[0]).toEqual({
      type: "mdxJsxFlowElement",
      name: "Admonition",
      attributes: [
        { type: "mdxJsxAttribute", name: "type", value: "warning" },
        { type: "mdxJsxAttribute", name: "title", value: "Heads up" },
      ],
      children: [{ type: "paragraph", children: [{ type: "text", value: "Body" }] }],
    });
  });

  it("fails on an unknown kind with the file and line", () => {
    const tree: TreeNode = {
      type: "root",
      children: [
        {
          type: "containerDirective",
          name: "caution",
          children: [],
          position: { start: { line: 12 }, end: {} },
        },
      ],
    };
    expect(() => remarkAdmonitions()(tree, { path: "content/docs/a.mdx" })).toThrow(
      'content/docs/a.mdx:12: unknown admonition ":::caution". Use one of: note, tip, info, warning, danger',
    );
  });

  it("puts back text that only looked like an inline directive", () => {
    const tree: TreeNode = {
      type: "root",
      children: [
        {
          type: "paragraph",
          children: [
            { type: "text", value: "key" },
            { type: "textDirective", name: "value", children: [] },
          ],
        },
      ],
    };
    remarkAdmonitions()(tree, {});
    expect(tree.children?.[0]?.children?.[1]).toEqual({ type: "text", value: ":value" });
  });
});

describe("rehypeHeadingIds", () => {
  it("gives headings ids from their Markdown source, numbering repeats", () => {
    const source = "## The `setZoom` method\n\n## The `setZoom` method\n";
    const heading = (start: number, end: number): TreeNode => ({
      type: "element",
      tagName: "h2",
      properties: {},
      children: [{ type: "text", value: "ignored" }],
      position: { start: { line: 1, offset: start }, end: { offset: end } },
    });
    const tree: TreeNode = { type: "root", children: [heading(0, 23), heading(25, 48)] };
    rehypeHeadingIds()(tree, { value: source });
    expect(tree.children?.map((node) => node.properties?.id)).toEqual([
      "the-setzoom-method",
      "the-setzoom-method-1",
    ]);
  });
});

describe("compiledDocCacheKey", () => {
  it("differs for the same text in two versions, whose links resolve differently", () => {
    const latest = compiledDocCacheKey("/site/content/docs/a.mdx", "digest");
    const older = compiledDocCacheKey("/site/content/versioned_docs/version-1.13/a.mdx", "digest");
    expect(latest).not.toBe(older);
    expect(compiledDocCacheKey("/site/content/docs/a.mdx", "other")).not.toBe(latest);
  });
});
