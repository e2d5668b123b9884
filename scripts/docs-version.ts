/**
 * npm run docs:version -- 1.15
 * Freezes the current docs as their version (served at /docs/<version>/...) and makes
 * content/docs/ the given new version. See src/node/versions/cutVersion.ts.
 */
import path from "node:path";
import { cutVersion } from "../src/node/versions/cutVersion";

const projectRoot = path.join(__dirname, "..");
const contentRoot = path.resolve(projectRoot, process.env.WEMAP_CONTENT_DIR ?? "content");
const [newVersion, ...extra] = process.argv.slice(2);

if (!newVersion || extra.length > 0) {
  console.error("Usage: npm run docs:version -- <new version>   (for example: 1.15)");
  process.exit(2);
}

try {
  const result = cutVersion({ contentRoot, projectRoot, newVersion });
  console.log(
    `Froze ${result.frozen}: content/versioned_docs/version-${result.frozen}/ is served at /docs/${result.frozen}/...`,
  );
  console.log(`content/docs/ is now ${result.current}, served at /docs/...`);
} catch (error) {
  console.error(`docs:version: ${(error as Error).message}`);
  process.exit(1);
}
