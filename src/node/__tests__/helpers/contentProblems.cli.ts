/**
 * Judges a content folder the way `npm run check` does and the way `gatsby build` does, and
 * prints both lists of problems as JSON, each problem as `file:line:col  message`:
 *
 * - check: assembleForCheck (scripts/check-content.ts);
 * - build: what onPreBootstrap refuses first (earlyContentProblems: the build stops there when
 *   it finds any), then what createPages refuses (assembleForBuild, with the build's compile
 *   cache over an in-memory store standing in for Gatsby's).
 *
 * Input on standard input: `{ "projectRoot": …, "contentRoot": … }`. Run by tsx: the MDX packages
 * are ES modules only, which jest's runtime cannot load.
 */
import { assembleForBuild } from "../../gatsby/assembleForBuild";
import { formatProblem } from "../../mdx/problems";
import { assembleForCheck } from "../../site/assembleForCheck";
import { earlyContentProblems } from "../../site/earlyContentProblems";

async function main() {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const { projectRoot, contentRoot } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
    projectRoot: string;
    contentRoot: string;
  };
  const checked = await assembleForCheck({ projectRoot, contentRoot });
  const early = earlyContentProblems(projectRoot, contentRoot);
  const store = new Map<string, unknown>();
  const cache = {
    get: (key: string) => Promise.resolve(store.get(key)),
    set: (key: string, value: unknown) => Promise.resolve(store.set(key, value)),
  };
  const built =
    early.length > 0
      ? early
      : (await assembleForBuild({ projectRoot, contentRoot }, { development: false, cache }))
          .problems;
  process.stdout.write(
    JSON.stringify({
      check: checked.site.problems.map(formatProblem),
      build: built.map(formatProblem),
      early: early.length > 0,
    }),
  );
}

void main();
