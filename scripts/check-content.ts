/**
 * `npm run check`: the writer's quick check of the whole content, without a build. It runs what
 * the build runs (src/node/site/assembleSite.ts: frontmatter, versions, sidebars, the site
 * configuration, every doc compiled with the build's MDX plugins, every link and anchor, every
 * API name against the SDK facts) and prints each problem as `file:line:col  message` with a
 * code frame. Exit 1 on any problem.
 *
 *   npm run check                     # the content folder
 *   WEMAP_CONTENT_DIR=path npm run check
 */
import path from "node:path";
import { loadSiteConfig } from "../src/node/config/loadSiteConfig";
import { processDoc } from "../src/node/mdx/processDoc";
import { describeProblem } from "../src/node/mdx/problems";
import { assembleSite } from "../src/node/site/assembleSite";
import { readContentFolder } from "../src/node/site/readContentFolder";

const projectRoot = path.join(__dirname, "..");
const contentRoot = path.resolve(projectRoot, process.env.WEMAP_CONTENT_DIR ?? "content");

async function main(): Promise<number> {
  const started = performance.now();
  const docFiles = readContentFolder(contentRoot);
  const site = await assembleSite({
    projectRoot,
    contentRoot,
    staticRoot: path.join(projectRoot, "static"),
    docTemplate: path.join(projectRoot, "src/templates/doc.tsx"),
    docFiles,
    rawConfig: loadSiteConfig(path.join(projectRoot, "site.config.ts")),
    configFile: "site.config.ts",
    otherPages: ["/", "/search", "/404"],
    development: false,
    processDoc: (doc) => processDoc(doc),
  });
  for (const problem of site.problems) console.log(`${describeProblem(problem)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const pages = site.model?.docs.length ?? 0;
  console.log(
    site.problems.length === 0
      ? `No problems in ${docFiles.length} files (${pages} pages), checked in ${seconds} s.`
      : `${site.problems.length} problem(s) in ${docFiles.length} files, checked in ${seconds} s.`,
  );
  return site.problems.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
