/**
 * Judges a content folder the way `npm run check` does and the way `gatsby build` does, and
 * prints both lists of problems as JSON, each problem as `file:line:col  message`:
 *
 * - check: assembleForCheck (scripts/check-content.ts);
 * - build: what onPreBootstrap refuses first (earlyContentProblems: the build stops there when
 *   it finds any), then what createPages refuses (assembleForBuild, with the build's compile
 *   cache over an in-memory store standing in for Gatsby's).
 *
 * And what the build's last check (onPostBuild) would find in the Markdown files it writes (the
 * twins and llms.txt), were the build to get there: `output`, each as `file: url: reason`, read
 * with the output check's own functions from the files the build would write.
 *
 * Input on standard input, one request a line: `{ "projectRoot": …, "contentRoot": … }`; each
 * answer is a line, `{ "verdicts": … }` or `{ "error": … }`. Run by tsx: the MDX packages are ES
 * modules only, which jest's runtime cannot load.
 */
import path from "node:path";
import { createInterface } from "node:readline";
import { assembleForBuild } from "../../gatsby/assembleForBuild";
import { projectFolders } from "../../gatsby/paths";
import { twinAssetsOf } from "../../gatsby/twinAssets";
import { anchorsOf } from "../../links/checkLinks";
import { formatProblem } from "../../mdx/problems";
import { loadMdxToolchain } from "../../mdx/toolchain";
import { findBrokenOutputLinks } from "../../output/checkOutput";
import { parseMarkdownPage } from "../../output/readMarkdownFiles";
import { listFiles, type BuiltPage } from "../../output/readPages";
import { assembleForCheck } from "../../site/assembleForCheck";
import type { AssembledSite } from "../../site/assembleSite";
import { earlyContentProblems } from "../../site/earlyContentProblems";
import { siteAddressOf } from "../../site/siteLinks";

/**
 * The output check of the Markdown files the build would write for `site`, against the pages
 * it would write (each doc's HTML page, with the anchors of its outline) and static/.
 */
async function markdownOutputFindings(site: AssembledSite, projectRoot: string): Promise<string[]> {
  if (!site.model || !site.config) return [];
  const tools = await loadMdxToolchain();
  const twins = twinAssetsOf(site, tools);
  const docPages: BuiltPage[] = site.model.docs.map((doc) => ({
    file: `${doc.permalink.slice(1)}/index.html`,
    path: doc.permalink,
    anchors: anchorsOf(
      site.processed.get(doc.permalink) ?? { headings: [], explicitIds: [], links: [] },
    ),
    links: [],
  }));
  const otherPages: BuiltPage[] = ["/", "/search", "/404"].map((page) => ({
    file: page === "/" ? "index.html" : `${page.slice(1)}/index.html`,
    path: page,
    anchors: new Set(),
    links: [],
  }));
  const pages = [
    ...docPages,
    ...otherPages,
    ...twins.map((twin) => parseMarkdownPage(twin.file, String(twin.contents), tools)),
  ];
  const files = [
    ...listFiles(projectFolders(projectRoot).staticRoot),
    ...twins.map((twin) => twin.file),
    ...pages.map((page) => page.file),
  ];
  return findBrokenOutputLinks({ ...siteAddressOf(site.config), pages, files }).map(
    ({ file, link, reason }) => `${path.posix.join("public", file)}: ${link.url}: ${reason}`,
  );
}

/** Both judgments and the output findings of one content folder. */
async function judge(projectRoot: string, contentRoot: string) {
  const checked = await assembleForCheck({ projectRoot, contentRoot });
  const early = earlyContentProblems(projectRoot, contentRoot);
  const store = new Map<string, unknown>();
  const cache = {
    get: (key: string) => Promise.resolve(store.get(key)),
    set: (key: string, value: unknown) => Promise.resolve(store.set(key, value)),
  };
  const assembled = await assembleForBuild(
    { projectRoot, contentRoot },
    { development: false, cache },
  );
  const built = early.length > 0 ? early : assembled.problems;
  return {
    check: checked.site.problems.map(formatProblem),
    build: built.map(formatProblem),
    early: early.length > 0,
    output: await markdownOutputFindings(assembled, projectRoot),
  };
}

/**
 * One request a line, one answer a line, in order: the process stays for the next folder, as
 * `gatsby develop` stays for the next edit, so a test file pays for loading the pipeline once.
 */
async function main() {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const { projectRoot, contentRoot } = JSON.parse(line) as {
      projectRoot: string;
      contentRoot: string;
    };
    try {
      process.stdout.write(
        `${JSON.stringify({ verdicts: await judge(projectRoot, contentRoot) })}\n`,
      );
    } catch (error) {
      process.stdout.write(
        `${JSON.stringify({ error: String((error as Error).stack ?? error) })}\n`,
      );
    }
  }
}

void main();
