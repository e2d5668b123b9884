import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { watch } from "chokidar";
import type { SourceNodesArgs } from "gatsby";
import { contentRoot, projectRoot, siteConfigPath } from "./paths";

/** Node type of the inputs that are not docs: versions, sidebars, site configuration. */
export const SITE_INPUT_TYPE = "SiteInput";

/** The files whose changes must rebuild the pages: every JSON of the content folder and the config. */
export function siteInputFiles(): string[] {
  const json = fs.existsSync(contentRoot)
    ? fs
        .readdirSync(contentRoot, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
        .map((entry) => path.join(entry.parentPath, entry.name))
    : [];
  return [...json, siteConfigPath].filter((file) => fs.existsSync(file)).sort();
}

function digestOf(file: string): string {
  return createHash("sha1").update(fs.readFileSync(file)).digest("hex");
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
    if (!fs.existsSync(file)) return;
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
  watch([contentRoot, siteConfigPath], {
    ignoreInitial: true,
    ignored: (file: string) => /\.mdx?$/.test(file),
  }).on("all", (event, file) => {
    if (!file.endsWith(".json") && file !== siteConfigPath) return;
    reporter.info(
      `${event === "unlink" ? "removed" : "changed"} ${path.relative(projectRoot, file)}`,
    );
    refresh();
  });
}
