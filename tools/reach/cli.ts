/**
 * Lint step: fails on a module of `src/` that no production entry reaches, naming it. What only
 * tests, benches or tools load lives beside them (contract/, tools/, bench/), not in `src/`.
 *   tsx tools/reach/cli.ts
 */
import fs from "node:fs";
import path from "node:path";
import { siteRuntimeAliases } from "../../src/node/gatsby/leanBrowserRuntime";
import { unreachedModules } from "./unreachedModules";

const root = path.join(__dirname, "..", "..");
const filesIn = (folder: string) =>
  fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/(^|\/)__tests__\//.test(name))
    .map((name) => path.join(folder, name));

/** What runs the site without being imported: Gatsby's, npm's and webpack's entries. */
const entries = [
  // Gatsby loads these by name.
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "gatsby-browser.tsx",
  "src/html.tsx",
  ...filesIn("src/pages"),
  // createPages names the templates by path.
  ...filesIn("src/templates"),
  // npm scripts run these.
  ...filesIn("scripts"),
  // The production bundle's aliases put these in place of Gatsby's modules (leanBrowserRuntime).
  ...Object.values(siteRuntimeAliases()),
];

const unreached = unreachedModules(root, entries);
for (const { file } of unreached)
  console.error(
    `${file}  no production entry loads it: tooling used only by tests, benches or scripts lives beside them (contract/, tools/, bench/); otherwise remove it`,
  );
if (unreached.length > 0) process.exit(1);
