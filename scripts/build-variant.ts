/**
 * Builds the variant site for browser tests (see e2e/variant/): a copy of the project under
 * .variant-site/ with the small fixture content, the variant configuration and a crash-test
 * page. Its output is .variant-site/public, served by the Playwright config beside the real site.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "..");
export const VARIANT_DIR = path.join(root, ".variant-site");
const PROJECT_FILES = [
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
  "src",
  "static",
];

function writeDoc(file: string, title: string, body: string): void {
  const target = path.join(VARIANT_DIR, "content", file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n${body}\n`);
}

function prepare(): void {
  fs.rmSync(VARIANT_DIR, { recursive: true, force: true });
  fs.mkdirSync(VARIANT_DIR);
  for (const entry of PROJECT_FILES) {
    fs.cpSync(path.join(root, entry), path.join(VARIANT_DIR, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(VARIANT_DIR, "node_modules"));
  fs.copyFileSync(path.join(root, "site.config.ts"), path.join(VARIANT_DIR, "site.base.config.ts"));
  fs.copyFileSync(
    path.join(root, "e2e/variant/site.config.ts"),
    path.join(VARIANT_DIR, "site.config.ts"),
  );
  fs.copyFileSync(
    path.join(root, "e2e/variant/crash-test.tsx"),
    path.join(VARIANT_DIR, "src/pages/crash-test.tsx"),
  );
  fs.cpSync(path.join(root, "src/node/__fixtures__/site"), path.join(VARIANT_DIR, "content"), {
    recursive: true,
  });
  writeDoc("docs/getting-started.mdx", "Getting started", "Start with the livemap on a web page.");
  writeDoc(
    "docs/ios-native/getting-started.mdx",
    "iOS native SDKs",
    "Install the iOS native SDKs.",
  );
  // A long page, so the navbar can hide while the reader scrolls.
  const sections = Array.from(
    { length: 30 },
    (_, index) =>
      `## Section ${index + 1}\n\n${"The livemap shows pinpoints and events on an indoor map. ".repeat(12)}`,
  );
  writeDoc("docs/about/index.mdx", "About Wemap", `Wemap builds maps.\n\n${sections.join("\n\n")}`);
}

if (require.main === module) {
  prepare();
  const result = spawnSync(path.join(VARIANT_DIR, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: VARIANT_DIR,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
  });
  process.exit(result.status ?? 1);
}
