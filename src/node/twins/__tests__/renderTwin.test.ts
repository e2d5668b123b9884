import { spawnSync } from "node:child_process";
import path from "node:path";

const projectRoot = path.join(__dirname, "..", "..", "..", "..");

/** Each doc's twin, through the real pipeline in a tsx process (it is ES modules only). */
function renderTwins(docs: Record<string, string>): { markdown?: string; problems?: string[] }[] {
  const input = Object.entries(docs).map(([name, source]) => ({
    source,
    absolutePath: path.join(projectRoot, "content", "docs", name),
    sourceFile: `content/docs/${name}`,
  }));
  const result = spawnSync(
    path.join(projectRoot, "node_modules", ".bin", "tsx"),
    [path.join(projectRoot, "src", "node", "__tests__", "helpers", "renderTwins.cli.ts")],
    { input: JSON.stringify(input), encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`renderTwins failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as { markdown?: string }[];
}

const [page, , broken] = renderTwins({
  "page.mdx": [
    "---",
    "title: A page",
    "---",
    "",
    'Intro with {"text in place"} and a [link](./other.mdx#part) {/* a writer\'s note */}.',
    "",
    "## Install",
    "",
    '<Tabs groupId="platform">',
    '<TabItem value="kotlin" label="Kotlin">',
    "",
    '```kt title="build.gradle.kts" {2}',
    "dependencies {",
    "    // highlight-next-line",
    '    implementation("com.getwemap:sdk:1.0")',
    "}",
    "```",
    "",
    "</TabItem>",
    '<TabItem value="swift" label="Swift">',
    "",
    "```swift",
    'pod "Wemap"',
    "```",
    "",
    "</TabItem>",
    "</Tabs>",
    "",
    ":::warning[Keys]",
    "Keep your **token** out of [the page](#install).",
    ":::",
    "",
    "| Name | Type |",
    "| :--- | ---: |",
    "| `zoom` | `Double` |",
    "",
    '<div title="A note">Text in a <b>box</b> with an <a href="/docs/other">other page</a>.</div>',
  ].join("\n"),
  "other.mdx": "---\ntitle: Other\n---\n\n## Part\n",
  "broken.mdx": "---\ntitle: Broken\n---\n\n<Nope />\n",
});

describe("a doc's Markdown twin", () => {
  it("is the page in plain Markdown: tabs labelled, admonition quoted, table and fences kept", () => {
    expect(page?.markdown).toBe(
      [
        "# A page",
        "",
        "What it is.",
        "",
        "Intro with text in place and a [link](https://example.com/docs/other.md#part) .",
        "",
        "## Install",
        "",
        "**Kotlin**",
        "",
        '```kotlin title="build.gradle.kts"',
        "dependencies {",
        '    implementation("com.getwemap:sdk:1.0")',
        "}",
        "```",
        "",
        "**Swift**",
        "",
        "```swift",
        'pod "Wemap"',
        "```",
        "",
        "> **Warning: Keys**",
        ">",
        "> Keep your **token** out of [the page](https://example.com/docs/page.md#install).",
        "",
        "| Name   |     Type |",
        "| :----- | -------: |",
        "| `zoom` | `Double` |",
        "",
        "Text in a **box** with an [other page](https://example.com/docs/other.md).",
        "",
      ].join("\n"),
    );
  });

  it("is not written for a doc that does not compile", () => {
    expect(broken?.markdown).toBeUndefined();
  });
});
