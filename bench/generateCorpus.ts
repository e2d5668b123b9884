/**
 * Writes a realistic docs corpus of N pages (headings, prose, tables, code in several languages,
 * admonitions, tabs, links between pages) with sidebars and a versions manifest, into a folder
 * laid out like content/. The benchmark builds it with WEMAP_CONTENT_DIR; it never touches
 * content/.
 *
 *   npx tsx bench/generateCorpus.ts <pages> <target folder>
 */
import fs from "node:fs";
import path from "node:path";
import { HOME_AREAS } from "../src/theme/HomePage/areas";

const AREAS = [
  "android",
  "ios",
  "flutter",
  "javascript",
  "react-native",
  "rest",
  "services",
  "native",
];
const PAGES_PER_CATEGORY = 25;

type SidebarItem = string | { type: "category"; label: string; items: SidebarItem[] };

function words(seed: number, count: number): string {
  const vocabulary = [
    "livemap",
    "pinpoint",
    "marker",
    "listener",
    "callback",
    "zoom",
    "camera",
    "indoor",
    "level",
    "itinerary",
    "navigation",
    "event",
    "list",
    "filter",
    "position",
    "token",
    "request",
    "option",
    "coordinates",
    "bounding",
    "box",
    "polyline",
    "user",
    "location",
    "permission",
    "map",
    "layer",
  ];
  return Array.from(
    { length: count },
    (_, index) => vocabulary[(seed * 7 + index * 13) % vocabulary.length],
  ).join(" ");
}

/**
 * A reference page of invented methods, called on `fixture` (as long as `livemap`, so the corpus
 * keeps its size): on `livemap` the invention check would refuse them as methods of Livemap.
 */
function page(index: number, title: string, links: string[]): string {
  const method = `method${index}`;
  return `---
title: ${title}
description: Reference for ${method}, generated for the build benchmark.
---

${method} ${words(index, 40)}. It ${words(index + 1, 30)}, and ${words(index + 2, 25)}.

## Signature

\`\`\`kotlin title="Livemap.kt"
fun ${method}(coordinates: Coordinates, zoom: Double, callback: (Boolean) -> Unit)
\`\`\`

## Parameters

| Name | Type | Description |
| --- | --- | --- |
| \`coordinates\` | \`Coordinates\` | ${words(index + 3, 12)} |
| \`zoom\` | \`Double\` | ${words(index + 4, 10)} |
| \`callback\` | \`(Boolean) -> Unit\` | ${words(index + 5, 14)} |

## Example

<Tabs groupId="android-language">
<TabItem value="kotlin" label="Kotlin">

\`\`\`kotlin
fixture.${method}(Coordinates(48.84, 2.32), 15.0) { done ->
    Log.d("Bench", "done: $done")
}
\`\`\`

</TabItem>
<TabItem value="java" label="Java">

\`\`\`java
fixture.${method}(new Coordinates(48.84, 2.32), 15.0, done -> Log.d("Bench", "done: " + done));
\`\`\`

</TabItem>
</Tabs>

:::note
${words(index + 6, 20)}.
:::

### Behaviour

${words(index + 7, 60)}.

${words(index + 8, 45)}.

## Related

${links.map((link) => `- [${path.basename(link, ".mdx")}](${link})`).join("\n")}
`;
}

export function generateCorpus(count: number, target: string): void {
  fs.rmSync(target, { recursive: true, force: true });
  const docs = path.join(target, "docs");
  fs.mkdirSync(docs, { recursive: true });
  fs.writeFileSync(
    path.join(docs, "index.mdx"),
    "---\ntitle: Documentation\ndescription: Generated corpus home.\n---\n\nThe generated corpus for the build benchmark starts here.\n",
  );
  const pages: string[] = [];
  // The pages the site configuration and the home page link to (the build checks the links of
  // its output), with the docs home, complete the count.
  const candidates: [string, string][] = [
    ["about/index", "About"],
    ["getting-started", "Getting started"],
    ["ios-native/getting-started", "iOS native"],
    ...HOME_AREAS.map((area): [string, string] => [
      area.to.replace(/^\/docs\/?/, "") || "index",
      area.title,
    ]),
  ];
  const linked = candidates.filter(
    ([id], index, all) => id !== "index" && all.findIndex(([other]) => other === id) === index,
  );
  for (let index = 0; index < count - 1 - linked.length; index += 1) {
    const area = AREAS[index % AREAS.length] as string;
    const category = `group${Math.floor(index / (AREAS.length * PAGES_PER_CATEGORY))}`;
    pages.push(`${area}/${category}/page${index}`);
  }
  const sidebar = new Map<string, Map<string, string[]>>();
  pages.forEach((id, index) => {
    const [area = "", category = ""] = id.split("/");
    const previous = pages[index - 1];
    const next = pages[index + 1];
    const links = [previous, next]
      .filter((link): link is string => Boolean(link))
      .map((link) => path.relative(path.dirname(id), link) + ".mdx")
      .map((link) => (link.startsWith(".") ? link : `./${link}`));
    const file = path.join(docs, `${id}.mdx`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page(index, `Method ${index}`, links));
    const areaMap = sidebar.get(area) ?? new Map<string, string[]>();
    areaMap.set(category, [...(areaMap.get(category) ?? []), id]);
    sidebar.set(area, areaMap);
  });
  for (const [id, title] of linked) {
    const file = path.join(docs, `${id}.mdx`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n${words(3, 30)}.\n`,
    );
  }
  const docsSidebar: SidebarItem[] = [
    "index",
    "getting-started",
    "ios-native/getting-started",
    ...[...sidebar].map(([area, categories]) => ({
      type: "category" as const,
      label: area,
      items: [...categories].map(([category, ids]) => ({
        type: "category" as const,
        label: category,
        items: ids,
      })),
    })),
  ];
  fs.writeFileSync(
    path.join(target, "sidebars.json"),
    JSON.stringify({ about: ["about"], docs: docsSidebar }, null, 2),
  );
  fs.writeFileSync(
    path.join(target, "versions.json"),
    JSON.stringify({ current: "1.14", archived: [] }, null, 2),
  );
}

if (require.main === module) {
  const [count, target] = process.argv.slice(2);
  if (!count || !target) {
    console.error("usage: npx tsx bench/generateCorpus.ts <pages> <target folder>");
    process.exit(2);
  }
  generateCorpus(Number(count), path.resolve(target));
  console.log(`Wrote ${count} pages to ${target}`);
}
