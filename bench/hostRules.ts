/**
 * The rule counts of `_redirects` and `_headers` for each host, on the site's build (public/,
 * `npm run build` first) and on a build of the generated 3,000-page corpus, each checked against
 * the host's documented limits (src/node/deploy/hostLimits.ts). Writes bench/results/host-rules.md.
 *   npm run bench:hosts               # BENCH_HOST_PAGES=3000 by default; 0 skips the corpus
 */
import fs from "node:fs";
import path from "node:path";
import { generateCorpus } from "./generateCorpus";
import { edit, makeSiteCopy, removeSiteCopy } from "../integration/siteCopy";
import { timedBuild } from "./lib/timedBuild";
import { DEPLOY_HOSTS, HOST_NAMES } from "../src/node/deploy/deployHost";
import { checkHeaders, checkRedirects, describeProblem } from "../src/node/deploy/hostLimits";
import { renderHeadersFile, renderRedirectsFile } from "../src/node/deploy/renderHostFiles";
import { deployOutputOf } from "../src/node/deploy/deployOutput";
import { recordedHostingInput } from "../src/node/deploy/writeHostFiles";

const root = path.join(__dirname, "..");

interface Counts {
  build: string;
  pages: number;
  host: string;
  redirects: number;
  staticRedirects: number;
  headerRules: number;
  longestLine: number;
  problems: string[];
}

function rulesOf(text: string): string[] {
  return text.split("\n").filter((line) => line.trim() && !line.trim().startsWith("#"));
}

function countsFor(build: string, publicDir: string): Counts[] {
  const input = recordedHostingInput({ publicDir, deployDir: deployOutputOf(publicDir) });
  return DEPLOY_HOSTS.map((host) => {
    const redirects = renderRedirectsFile(input, host);
    const headers = renderHeadersFile(input, host);
    const redirectRules = rulesOf(redirects);
    return {
      build,
      pages: input.pages.length,
      host: HOST_NAMES[host],
      redirects: redirectRules.length,
      staticRedirects: redirectRules.filter(
        (line) => !/\*|:[A-Za-z]/.test(line.split(/\s+/)[0] ?? ""),
      ).length,
      headerRules: rulesOf(headers).filter((line) => !/^\s/.test(line)).length,
      longestLine: Math.max(
        ...[...redirects.split("\n"), ...headers.split("\n")].map((line) => line.length),
      ),
      problems: [...checkRedirects(host, redirects), ...checkHeaders(host, headers)].map(
        describeProblem,
      ),
    };
  });
}

function main(): void {
  const results = countsFor("site", path.join(root, "public"));
  const pages = Number(process.env.BENCH_HOST_PAGES ?? 3000);
  if (pages > 0) {
    const copy = makeSiteCopy();
    try {
      generateCorpus(pages, path.join(copy, "content"));
      edit(copy, "site.config.ts", (text) =>
        text.replace(/searchIndexKiB: \d+/, "searchIndexKiB: 1000000"),
      );
      const build = timedBuild(`${pages} pages`, copy);
      console.log(`corpus of ${pages} pages built in ${build.seconds} s`);
      results.push(...countsFor(`corpus of ${pages}`, path.join(copy, "public")));
    } finally {
      removeSiteCopy(copy);
    }
  }
  const lines = [
    "# Host rule counts (`npm run bench:hosts`)",
    "",
    `Measured ${new Date().toISOString()}. Each host's \`_redirects\` and \`_headers\` as the build writes them, checked against its documented limits (Cloudflare Pages: 2,000 static and 100 dynamic redirects, 100 header rules, lines of 1,000 and 2,000 characters).`,
    "",
    "| Build | Pages | Host | Redirects (exact) | Header rules | Longest line | Problems |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...results.map(
      (row) =>
        `| ${row.build} | ${row.pages} | ${row.host} | ${row.redirects} (${row.staticRedirects}) | ${row.headerRules} | ${row.longestLine} | ${row.problems.length === 0 ? "none" : row.problems.join("; ")} |`,
    ),
    "",
  ];
  fs.writeFileSync(path.join(root, "bench", "results", "host-rules.md"), lines.join("\n"));
  console.log(lines.join("\n"));
  if (results.some((row) => row.problems.length > 0)) process.exitCode = 1;
}

main();
