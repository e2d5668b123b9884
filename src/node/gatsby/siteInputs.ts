import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { watch } from "chokidar";
import type { SourceNodesArgs } from "gatsby";
import { CODE_VOCABULARY_FILE } from "../content/codeNames/platformVocabulary";
import { ALLOW_LIST_FILE, FACTS_FILE } from "../content/inventionCheck";
import { entriesUnder } from "../content/walkFolder";
import { extensionOfPath } from "../deploy/servedTypes";
import { contentRoot, examplesRoot, projectRoot, siteConfigPath, staticRoot } from "./paths";

/** Node type of the inputs that are not docs: versions, sidebars, site configuration. */
const SITE_INPUT_TYPE = "SiteInput";

/**
 * The files of `static/` that createPages checks (src/node/content/staticFiles.ts): every file,
 * whose name, type and links are judged (an SVG's content too), and every symbolic link, which
 * is refused. Links are listed, never followed.
 */
export function staticInputFiles(root = staticRoot): string[] {
  return entriesUnder(root, (entry) => entry.isSymbolicLink() || entry.isFile());
}

/** The files of static/ whose content the check reads (src/node/content/staticMarkup.ts). */
function isReadInStatic(file: string): boolean {
  return file.startsWith(staticRoot + path.sep) && extensionOfPath(file) === "svg";
}

/**
 * The SDK facts and the invention check's allow-list: every doc's names are judged against them
 * (src/node/content/inventionCheck.ts), so an edit re-judges every page.
 */
function dataInputFiles(root = projectRoot): string[] {
  return [FACTS_FILE, ALLOW_LIST_FILE, CODE_VOCABULARY_FILE].map((file) => path.join(root, file));
}

/**
 * What the examples compile against that a writer edits (src/node/content/examples/): the
 * declarations, the fragments' contexts, and the lock of the packages installed for them.
 */
function exampleInputFiles(root = examplesRoot): string[] {
  const declared = ["declarations", "contexts"].flatMap((folder) =>
    entriesUnder(
      path.join(root, folder),
      (entry) => entry.isFile() && entry.name.endsWith(".d.ts"),
    ),
  );
  return [...declared, path.join(root, "package-lock.json")];
}

/**
 * The files whose changes must rebuild the pages: every JSON of the content folder, the config,
 * the facts the invention check reads, what the examples compile against, and what createPages
 * checks in `static/`.
 */
export function siteInputFiles(): string[] {
  const json = fs.existsSync(contentRoot)
    ? fs
        .readdirSync(contentRoot, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
        .map((entry) => path.join(entry.parentPath, entry.name))
    : [];
  const present = (file: string) => isLink(file) || fs.existsSync(file);
  return [
    ...json,
    siteConfigPath,
    ...dataInputFiles(),
    ...exampleInputFiles(),
    ...staticInputFiles(),
  ]
    .filter(present)
    .sort();
}

/** The folders of what the examples compile against, watched for new and removed files too. */
function exampleFolders(): string[] {
  return ["declarations", "contexts", "package-lock.json"].map((entry) =>
    path.join(examplesRoot, entry),
  );
}

function isLink(file: string): boolean {
  try {
    return fs.lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * A file's digest; a link's is the path it holds: what it points to is never read. A file of
 * static/ whose content no check reads (an image, a font) is judged by its name, and by how
 * many names it has (a hard link is refused): its digest is that count, not its bytes.
 */
function digestOf(file: string): string {
  const bytes = isLink(file)
    ? fs.readlinkSync(file)
    : file.startsWith(staticRoot + path.sep) && !isReadInStatic(file)
      ? `names ${fs.lstatSync(file).nlink}`
      : fs.readFileSync(file);
  return createHash("sha1").update(bytes).digest("hex");
}

/**
 * One SiteInput node per input file, whose digest changes with the file. In `gatsby develop` a
 * change to a node makes Gatsby run createPages again and re-run the queries that read that
 * type, so a watcher recreating these nodes brings a sidebar, versions or configuration edit to
 * the open browser without a restart. (The content folder's JSON is not sourced as files:
 * gatsby-source-filesystem would not tell the docs model which file changed.)
 */
export function sourceSiteInputs(args: SourceNodesArgs): void {
  const { actions, createNodeId, getNodesByType, reporter } = args;
  const known = new Set<string>();
  const upsert = (file: string) => {
    if (!isLink(file) && !fs.existsSync(file)) return;
    known.add(file);
    actions.createNode({
      id: createNodeId(`site-input ${file}`),
      file: path.relative(projectRoot, file),
      internal: { type: SITE_INPUT_TYPE, contentDigest: digestOf(file) },
    });
  };
  for (const file of siteInputFiles()) upsert(file);
  if (process.env.NODE_ENV !== "development") return;

  const refresh = () => {
    const files = new Set(siteInputFiles());
    for (const file of files) upsert(file);
    for (const node of getNodesByType(SITE_INPUT_TYPE)) {
      const file = path.join(projectRoot, String((node as { file?: string }).file ?? ""));
      if (!files.has(file)) actions.deleteNode(node);
    }
  };
  // The same watcher gatsby-source-filesystem uses for the docs, here for the other inputs.
  watch([contentRoot, siteConfigPath, ...dataInputFiles(), ...exampleFolders()], {
    ignoreInitial: true,
    ignored: (file: string) => /\.mdx?$/.test(file),
  }).on("all", (event, file) => {
    if (!file.endsWith(".json") && !file.endsWith(".d.ts") && file !== siteConfigPath) return;
    reporter.info(
      `${event === "unlink" ? "removed" : "changed"} ${path.relative(projectRoot, file)}`,
    );
    refresh();
  });
  // static/ too, for its checks: links are seen as links (never followed), every file by its
  // name, type and links.
  watch(staticRoot, { ignoreInitial: true, followSymlinks: false }).on("all", (event, file) => {
    const checked =
      event === "unlink" ? known.has(file) : isLink(file) || event === "add" || event === "change";
    if (!checked) return;
    reporter.info(
      `${event === "unlink" ? "removed" : "changed"} ${path.relative(projectRoot, file)}`,
    );
    refresh();
  });
}
