import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";

/**
 * A digest of the site's stylesheets (every `.css` under `dir`, by path and content). The site
 * imports no stylesheet from a package, so these are all the styles a page inlines.
 */
export function stylesheetDigest(dir: string): string {
  const hash = crypto.createHash("sha256");
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".css"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(`${path.relative(dir, file).split(path.sep).join("/")}\0`);
    hash.update(fs.readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * Every page inlines the site's styles, and Gatsby re-renders a page's HTML only when its data,
 * its template or the HTML renderer changed: after a change to styles alone, an incremental
 * build kept each page's HTML from the build before, old styles inlined, beside the new
 * stylesheet. Salting the renderer's hashes with the stylesheets' digest makes such a change a
 * change of the renderer, for which Gatsby renders every page again. The configuration is
 * replaced, not merged: merged with setWebpackConfig, the salt never reached the renderer's
 * compilation (its hashes stayed the same).
 */
export const htmlFollowsStyles: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
}) => {
  if (stage !== "build-html") return;
  const config = getConfig() as { output?: Record<string, unknown> };
  config.output = { ...config.output, hashSalt: stylesheetDigest(path.join(process.cwd(), "src")) };
  actions.replaceWebpackConfig(config);
};
