import type { DocRecord } from "../content/docRecords";
import type { DocsModel } from "../model/docsModel";
import type { DocSection } from "../mdx/outline";
import type {
  SearchIndexData,
  SearchIndexPage,
  SearchIndexSection,
} from "../../shared/search/indexData";
import { DEFAULT_SECTION_LABEL, sectionLabels } from "./sectionLabels";

/** The file name of a doc without folders: `types.LivemapProps`, `SetPinpoints`. */
function fileNameOf(doc: DocRecord): string {
  return doc.id.split("/").pop() ?? doc.id;
}

/**
 * One search index per docs version, from the docs the build publishes (drafts are not in the
 * model of a production build, so they never reach the index). `sectionsOf` gives a doc's intro
 * and sections, read from the same compile that renders its page. A page is marked `platform`
 * when its section is a sidebar category marked so (it documents one platform, an SDK).
 */
export function buildSearchIndexes(
  model: DocsModel,
  sectionsOf: (doc: DocRecord) => readonly DocSection[],
): SearchIndexData[] {
  return model.versions.map((version) => {
    const labels = sectionLabels(model.sidebars[version.name] ?? {});
    const platforms = new Set(model.platformSections[version.name] ?? []);
    const pages: SearchIndexPage[] = [];
    const sections: SearchIndexSection[] = [];
    for (const doc of model.docs.filter((entry) => entry.version === version.name)) {
      const [intro, ...headings] = sectionsOf(doc);
      const page = pages.length;
      const label = labels.get(doc.permalink) ?? DEFAULT_SECTION_LABEL;
      pages.push({
        url: doc.permalink,
        title: doc.title,
        section: label,
        keywords: [...new Set([...(doc.frontmatter.keywords ?? []), fileNameOf(doc)])],
        text: [doc.description, intro?.text].filter(Boolean).join(" "),
        ...(intro?.code ? { code: intro.code } : {}),
        ...(platforms.has(label) ? { platform: true as const } : {}),
      });
      for (const section of headings) {
        if (!section.level || !section.heading || !section.anchor) continue;
        sections.push({
          page,
          level: section.level,
          heading: section.heading,
          anchor: section.anchor,
          ...(section.parentHeading ? { parent: section.parentHeading } : {}),
          text: section.text,
          ...(section.code ? { code: section.code } : {}),
        });
      }
    }
    return { version: version.name, pages, sections };
  });
}
