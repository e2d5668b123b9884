import type { CreatePagesArgs } from "gatsby";
import { loadMdxToolchain } from "../mdx/toolchain";
import type { DocRecord } from "../content/docRecords";
import { describeProblem, formatProblem } from "../mdx/problems";
import { assembleForBuild } from "./assembleForBuild";
import { buildState } from "./buildState";
import { storeClientData } from "./createResolvers";
import { createDocContentPages } from "./docContentNodes";
import { contentRoot, includeDrafts, projectRoot, publicRoot } from "./paths";
import type { SearchAssets } from "../search/searchAssets";
import { rebuildSearchLater } from "./rebuildSearchLater";
import { indexesCoverVersions, searchAssetsOf, writeSearchAssets } from "./searchAssets";
import { SIDEBAR_FILES_DIR, sidebarFilesOf } from "../sidebars/sidebarFiles";
import { twinAssetsOf, writeTwinAssets } from "./twinAssets";
import { writeGeneratedFiles } from "./writeGeneratedFiles";
import type { ContentProblem } from "../../shared/docPage";

const development = includeDrafts;

function reportInDevelopment(
  reporter: CreatePagesArgs["reporter"],
  problems: readonly ContentProblem[],
) {
  const current = new Set(problems.map((problem) => formatProblem(problem)));
  for (const problem of problems) {
    const line = formatProblem(problem);
    if (buildState.reported.has(line)) continue;
    if (problem.severity === "error") reporter.error(describeProblem(problem));
    else reporter.warn(describeProblem(problem));
  }
  buildState.reported = current;
}

/**
 * Reads the content, compiles every doc once, checks every link and creates one page per doc.
 * In a production build any problem stops the build, listing them all with file, line and
 * column. In `gatsby develop` every page is still created, the broken ones showing their
 * problems, since Gatsby would otherwise remove every page not created by this run.
 */
export async function createDocPages(args: CreatePagesArgs) {
  const { actions, reporter, cache } = args;
  const site = await assembleForBuild(
    { projectRoot, contentRoot },
    {
      development,
      cache,
      contentIdOf: (permalink) => args.createNodeId(`doc-content ${permalink}`),
      lastModel: buildState.lastModel,
      lenientSidebars: buildState.lenientSidebars,
    },
  );
  const errors = site.problems.filter((problem) => problem.severity === "error");
  if (!development && site.problems.length > 0) {
    reporter.panicOnBuild(
      [
        `The content has ${site.problems.length} problem(s):`,
        ...site.problems.map((problem) => describeProblem(problem)),
      ].join("\n"),
    );
    return;
  }
  if (development) reportInDevelopment(reporter, site.problems);
  createDocContentPages(site.pages, actions, args);
  if (site.model) {
    const model = site.model;
    buildState.lastModel = model;
    const sections = (doc: DocRecord) => site.processed.get(doc.permalink)?.sections ?? [];
    const tools = await loadMdxToolchain();
    // Development writes the twins with the search files, once the edited page is on screen.
    const twinFiles = () => twinAssetsOf(site, tools);
    if (!development) buildState.twinFiles = twinFiles();
    const previous = buildState.searchAssets;
    let searchAssets: SearchAssets;
    if (development && previous && indexesCoverVersions(previous, model)) {
      searchAssets = previous;
      // The edited page first: the search files follow once it is on screen, under the names
      // development gives them (one folder per version), so the search configuration the
      // pages read does not change and nothing waits for the index.
      rebuildSearchLater(
        () => {
          buildState.searchAssets = searchAssetsOf(model, sections, "stable");
          writeSearchAssets(publicRoot, buildState.searchAssets);
          writeTwinAssets(publicRoot, twinFiles());
        },
        (error) => reporter.warn(`The search files were not updated: ${String(error)}`),
      );
    } else {
      searchAssets = searchAssetsOf(model, sections, development ? "stable" : "hashed");
      buildState.searchAssets = searchAssets;
      // A production build writes the search files once it has succeeded (onPostBuild).
      if (development) {
        writeSearchAssets(publicRoot, searchAssets);
        writeTwinAssets(publicRoot, twinFiles());
      }
    }
    storeClientData(actions, args, model, site.navbarTargets, searchAssets);
    const previousSidebars = buildState.sidebarFiles?.map((file) => file.file).join("\n");
    buildState.sidebarFiles = sidebarFilesOf(model);
    const sidebarFiles = buildState.sidebarFiles.map((file) => file.file).join("\n");
    if (development && sidebarFiles !== previousSidebars)
      writeGeneratedFiles(publicRoot, SIDEBAR_FILES_DIR, buildState.sidebarFiles);
    reporter.info(
      `Created ${model.docs.length} doc pages in ${model.versions.length} versions${errors.length > 0 ? ` (${errors.length} with errors, shown on their pages)` : ""}`,
    );
  }
}

/** Writes the search, sidebar and twin files after a successful production build. */
export function writeDataFilesAfterBuild() {
  if (buildState.twinFiles) writeTwinAssets(publicRoot, buildState.twinFiles);
  if (buildState.searchAssets) writeSearchAssets(publicRoot, buildState.searchAssets);
  if (buildState.sidebarFiles)
    writeGeneratedFiles(publicRoot, SIDEBAR_FILES_DIR, buildState.sidebarFiles);
}
