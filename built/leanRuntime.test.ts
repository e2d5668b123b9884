import fs from "node:fs";
import path from "node:path";

/**
 * The parts of Gatsby's runtime the site never runs stay out of the browser bundle
 * (src/node/gatsby/leanBrowserRuntime.ts): each is recognised by a string only its code holds.
 */
const publicDir = path.join(process.cwd(), "public");
// The chunk the home page loads (public/ may still hold an older build's chunks).
const appChunk = /\/(app-[0-9a-f]+\.js)"/.exec(
  fs.readFileSync(path.join(publicDir, "index.html"), "utf8"),
)?.[1];

describe("the production app chunk", () => {
  const code = appChunk ? fs.readFileSync(path.join(publicDir, appChunk), "utf8") : "";

  it("exists", () => {
    expect(appChunk).toBeDefined();
  });

  it.each([
    ["Partytown's snippet (gatsby-script)", "~partytown"],
    ["the service-worker registration", "/sw.js"],
    ["the Head API's browser side", "data-gatsby-head"],
  ])("holds no code of %s", (_what, marker) => {
    expect(code).not.toContain(marker);
  });
});
