import fs from "node:fs";
import path from "node:path";

/**
 * The parts of Gatsby's runtime the site never runs, and the libraries the browser bundle
 * replaces with smaller ones of its own, stay out of it (src/node/gatsby/leanBrowserRuntime.ts,
 * one lever each: src/node/gatsby/levers.ts):
 * each is recognised by a string only its code holds, in every script a doc page and the home
 * page load.
 */
const publicDir = path.join(process.cwd(), "public");

/**
 * The scripts of this build: those a page's HTML names, and the chunks the webpack runtime it
 * names can load (public/ may still hold an older build's chunks).
 */
function scriptsOf(page: string): string[] {
  const html = fs.readFileSync(path.join(publicDir, page, "index.html"), "utf8");
  const named = [...html.matchAll(/src="\/([^"?#]+\.js)"/g)].map((match) => match[1] ?? "");
  const runtime = named.find((file) => file.startsWith("webpack-runtime-"));
  const runtimeCode = runtime ? fs.readFileSync(path.join(publicDir, runtime), "utf8") : "";
  const chunks = fs
    .readdirSync(publicDir)
    .filter((file) => runtimeCode.includes(/-([0-9a-f]{20})\.js$/.exec(file)?.[1] ?? "\0"));
  return [...named, ...chunks];
}

const scripts = [...new Set([...scriptsOf(""), ...scriptsOf("docs/getting-started")])];
const code = scripts.map((file) => fs.readFileSync(path.join(publicDir, file), "utf8")).join("\n");

describe("the scripts of a first load", () => {
  it("include the app chunk and the doc template", () => {
    expect(scripts.some((file) => file.startsWith("app-"))).toBe(true);
    expect(scripts.some((file) => file.startsWith("component---src-templates-doc-tsx"))).toBe(true);
  });

  it.each([
    ["Partytown's snippet (gatsby-script)", "~partytown"],
    ["the Head API's browser side", "data-gatsby-head"],
    // Its per-link observer, as gatsby-link writes it (the site's shared one is written otherwise).
    ["gatsby-link's Link", "new window.IntersectionObserver"],
    // The error boundary reach-router wraps its location provider in, by its display name.
    ["the whole of @gatsbyjs/reach-router", "ReactUseErrorBoundary"],
    // react-side-effect's option, which react-helmet passes it.
    ["react-helmet", "reducePropsToState"],
  ])("hold no code of %s", (_what, marker) => {
    // A boolean, so that a failure does not print every script.
    expect(code.includes(marker)).toBe(false);
  });
});
