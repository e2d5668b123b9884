import type { GeneratedFile } from "../gatsby/writeGeneratedFiles";
import type { ProcessedDoc } from "../mdx/processDoc";
import type { DocsModel } from "../model/docsModel";
import { llmsSections, renderLlmsFull, renderLlmsIndex } from "./llmsTxt";
import { renderTwin, type MarkdownWriter } from "./renderTwin";
import { twinPathOf, withTwinLinks } from "./twinLinks";

/** The llms.txt of a version, from the site root: `llms.txt` for the latest. */
export function llmsIndexFileOf(version: { isLatest: boolean; path: string }): string {
  return version.isLatest ? "llms.txt" : `${version.path.replace(/^\/+/, "")}/llms.txt`;
}

export const LLMS_FULL_FILE = "llms-full.txt";

export interface TwinSiteInput {
  model: DocsModel;
  /** Each doc's compile, by page path. */
  processed: ReadonlyMap<string, ProcessedDoc>;
  /** Each doc's source file (absolute, POSIX), by page path. */
  sourceFiles: ReadonlyMap<string, string>;
  /** The site's address with its base path, no trailing slash. */
  siteRoot: string;
  /** The site's name (`# ` of every llms.txt). */
  title: string;
  /** What the docs cover, in one sentence (the site's tagline). */
  tagline: string;
}

function summaryOf(input: TwinSiteInput, version: DocsModel["versions"][number]): string {
  const which = version.isLatest
    ? `version ${version.label}, the latest`
    : `version ${version.label}, an older one`;
  return `${input.tagline.replace(/\.$/, "")}. These are the docs of ${which}; every page is also served as Markdown at its address plus .md, as listed here.`;
}

/**
 * Every file the build writes for readers that are programs: the Markdown twin of each doc of
 * every version (`/docs/x.md`), an llms.txt per version (`/llms.txt` for the latest,
 * `/docs/<version>/llms.txt` for the others) and `/llms-full.txt`, the latest docs' twins in
 * sidebar order. A doc whose compile failed has no twin (development only: a production build
 * has stopped before).
 */
export function twinFilesOf(input: TwinSiteInput, write: MarkdownWriter): GeneratedFile[] {
  const { model } = input;
  const docsByFile = new Map([...input.sourceFiles].map(([page, file]) => [file, page]));
  const docPages = new Set(model.docs.map((doc) => doc.permalink));
  const twins = new Map<string, string>();
  const files: GeneratedFile[] = [];
  for (const doc of model.docs) {
    const body = input.processed.get(doc.permalink)?.twin;
    if (!body) continue;
    const linked = withTwinLinks(body, {
      siteRoot: input.siteRoot,
      permalink: doc.permalink,
      fromFile: input.sourceFiles.get(doc.permalink) ?? "",
      docsByFile,
      docPages,
    });
    const contents = renderTwin(doc, linked, write);
    twins.set(doc.permalink, contents);
    files.push({ file: twinPathOf(doc.permalink).replace(/^\/+/, ""), contents });
  }
  for (const version of model.versions) {
    const docs = model.docs.filter(
      (doc) => doc.version === version.name && twins.has(doc.permalink),
    );
    const sections = llmsSections(model.sidebars[version.name] ?? {}, docs);
    files.push({
      file: llmsIndexFileOf(version),
      contents: renderLlmsIndex({
        title: input.title,
        summary: summaryOf(input, version),
        siteRoot: input.siteRoot,
        sections,
      }),
    });
    if (version.isLatest) {
      const ordered = sections.flatMap((section) => section.docs);
      files.push({
        file: LLMS_FULL_FILE,
        contents: renderLlmsFull(ordered.map((doc) => twins.get(doc.permalink) ?? "")),
      });
    }
  }
  return files;
}
