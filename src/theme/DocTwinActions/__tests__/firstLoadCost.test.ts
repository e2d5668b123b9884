/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { buildSync } from "esbuild";

const folder = path.join(__dirname, "..");

/**
 * The "Copy page" and "View as Markdown" controls ship with every doc page's first load: their
 * own code (minified, what the site already loads left out) and their CSS, which Gatsby inlines
 * in every page, cost at most 1 KiB gzip together. The twin itself is fetched on click only.
 */
describe("DocTwinActions", () => {
  it("costs a doc page's first load at most 1 KiB gzip", () => {
    const bundle = buildSync({
      entryPoints: [path.join(folder, "index.tsx")],
      bundle: true,
      minify: true,
      write: false,
      format: "esm",
      jsx: "automatic",
      // Loaded by every page already: React, Gatsby, the site config, analytics helpers.
      external: [
        "gatsby",
        "react",
        "react/jsx-runtime",
        "../../../site.config",
        "../../browser/analytics/pageDimensions",
        "../../lib/analytics",
        // Measured below, as Gatsby ships it (inlined in the page).
        "*.css",
      ],
      logLevel: "silent",
    });
    const code = bundle.outputFiles[0]?.contents ?? new Uint8Array();
    const css = fs.readFileSync(path.join(folder, "styles.module.css"));
    const bytes = zlib.gzipSync(Buffer.from(code)).length + zlib.gzipSync(css).length;
    expect(bytes).toBeGreaterThan(200);
    expect(bytes).toBeLessThanOrEqual(1024);
  });
});
