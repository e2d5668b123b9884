import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEPLOY_HOSTS } from "../../../src/node/deploy/deployHost";
import { deployOutputOf } from "../../../src/node/deploy/deployOutput";
import { finishOutput } from "../../../src/node/deploy/finishOutput";
import { renderHeadersFile, renderRedirectsFile } from "../../../src/node/deploy/renderHostFiles";
import { recordedHostingInput } from "../../../src/node/deploy/writeHostFiles";
import { cloudflarePages } from "../cloudflarePages";
import type { HostAnswer } from "../hostAnswer";
import { netlify } from "../netlify";

/**
 * No spelling of an address reaches a file no reader may be served, on Netlify or Cloudflare
 * Pages as the host models read the build's rules (contract/hosts/). A host matches a rule on
 * the address as sent and finds a file by the decoded one, so a rule hiding `/_nginx.conf` was
 * passed by `/%5Fnginx.conf`: the build now leaves no such file in public/ (finishOutput), and
 * this asks for each by every spelling. The hosts read `_headers` and `_redirects` and never
 * serve them, so the models' folder is the build's files without those two, as a host holds it.
 * Which file answers depends on the files and `_redirects` only: Netlify's model is given no
 * `_headers` (its parser is an ES module jest does not load; e2e/hostRules.spec.ts reads both).
 */

const BUNDLE = "/app-3969777189f6575cf2a9.js";
const page = `<!doctype html><html><head><script src="${BUNDLE}"></script></head><body>Wemap</body></html>`;

/** public/ as Gatsby leaves it, with what earlier builds left, then the build's last step. */
function finishedBuild(host: (typeof DEPLOY_HOSTS)[number]) {
  const publicDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "unpublished-")), "public");
  const files: Record<string, string> = {
    "index.html": page,
    "404.html": page,
    "404/index.html": page,
    "docs/about/index.html": page,
    [BUNDLE.slice(1)]: "console.log(1)",
    "page-data/docs/about/page-data.json": "{}",
    "chunk-map.json": "{}",
    "webpack.stats.json": "{}",
    "_nginx.conf": "# an earlier build's",
    "_page-policy.json": "{}",
    [`${BUNDLE.slice(1)}.map`]: "{}",
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), text);
  }
  const folders = { publicDir, deployDir: deployOutputOf(publicDir) };
  finishOutput(folders, ["/", "/404/", "/404.html", "/docs/about"], {}, host);
  const input = recordedHostingInput(folders);
  return {
    files: new Set(input.files),
    headers: host === "netlify" ? "" : renderHeadersFile(input, host),
    redirects: renderRedirectsFile(input, host),
  };
}

/** The names no reader may be served, from the site root. */
const INTERNAL = [
  "/_nginx.conf",
  "/_page-policy.json",
  "/chunk-map.json",
  "/webpack.stats.json",
  `${BUNDLE}.map`,
  "/_headers",
  "/_redirects",
  "/nginx-include.conf",
  "/page-policy.json",
  "/deploy-output/page-policy.json",
];

/**
 * Other spellings of a path: escapes in either case, the case of its letters, dot segments.
 * (`//name` is left to the servers' conformance table: the models read it as a host name.)
 */
function spellings(file: string): string[] {
  const name = file.slice(1);
  const escapeAll = (text: string, upper: boolean) =>
    [...text]
      .map((character) => {
        const hex = character.charCodeAt(0).toString(16);
        return `%${upper ? hex.toUpperCase() : hex}`;
      })
      .join("");
  return [
    file,
    `/${name.replace(/_/g, "%5F")}`,
    `/${name.replace(/_/g, "%5f")}`,
    `/${name.replace("c", "%63")}`,
    `/${name.replace("c", "%43")}`,
    `/${name.replace(/\./g, "%2E")}`,
    `/${name.replace(/\./g, "%2e")}`,
    `/${escapeAll(name, true)}`,
    `/${escapeAll(name, false)}`,
    `/${name.toUpperCase()}`,
    `/${name.charAt(0).toUpperCase()}${name.slice(1)}`,
    `/${name.replace(/[a-z]/g, (letter, index: number) => (index % 2 ? letter.toUpperCase() : letter))}`,
    `/./${name}`,
    `/docs/../${name}`,
    `/${name}/`,
    `${file}?x=1`,
  ];
}

/** What a reader ends up with, following up to five redirects on the same host. */
function settle(answerOf: (address: string) => HostAnswer, address: string): HostAnswer {
  let answer = answerOf(address);
  for (let hop = 0; hop < 5 && answer.location !== undefined; hop += 1) {
    answer = answerOf(answer.location);
  }
  return answer;
}

describe.each(DEPLOY_HOSTS)("%s, as the host models read the build's rules", (host) => {
  let answerOf: (address: string) => HostAnswer;
  beforeAll(async () => {
    const site = finishedBuild(host);
    answerOf = host === "netlify" ? await netlify(site) : cloudflarePages(site);
  });

  it("serves a reader's file (the models answer)", () => {
    expect(settle(answerOf, BUNDLE)).toMatchObject({ status: 200, file: BUNDLE });
    expect(settle(answerOf, "/docs/about")).toMatchObject({
      status: 200,
      file: "/docs/about/index.html",
    });
  });

  it.each(INTERNAL)("answers every spelling of %s with the not-found page", (file) => {
    const reached = spellings(file)
      .map((address) => ({ address, answer: settle(answerOf, address) }))
      .filter(({ answer }) => answer.status !== 404 || answer.file !== "/404.html")
      .map(({ address, answer }) => `${address}: ${answer.status} ${answer.file ?? ""}`);
    expect(reached).toEqual([]);
  });
});
