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
import { describeProblem } from "../src/node/mdx/problems";
import { assembleForCheck } from "../src/node/site/assembleForCheck";

const projectRoot = path.join(__dirname, "..");
const contentRoot = path.resolve(projectRoot, process.env.WEMAP_CONTENT_DIR ?? "content");

async function main(): Promise<number> {
  const started = performance.now();
  const { site, files } = await assembleForCheck({ projectRoot, contentRoot });
  for (const problem of site.problems) console.log(`${describeProblem(problem)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const pages = site.model?.docs.length ?? 0;
  console.log(
    site.problems.length === 0
      ? `No problems in ${files} files (${pages} pages), checked in ${seconds} s.`
      : `${site.problems.length} problem(s) in ${files} files, checked in ${seconds} s.`,
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
