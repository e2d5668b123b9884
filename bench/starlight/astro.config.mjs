// The site's pages as a Starlight site, for the benchmark (bench/lib/starlightSite.ts writes
// generated.json and src/content/docs/ before each build).
import fs from "node:fs";
import { defineConfig } from "astro/config";
import starlight from "@astrojs/starlight";

const { title, sidebar } = JSON.parse(
  fs.readFileSync(new URL("./generated.json", import.meta.url), "utf8"),
);

export default defineConfig({
  // The site's URLs have no trailing slash; Starlight's links then have none either.
  trailingSlash: "never",
  integrations: [
    starlight({
      title,
      sidebar,
      // Copied from the site's static/img by bench/lib/starlightSite.ts.
      favicon: "/img/favicon.svg",
      logo: { src: "./src/assets/wemap-logo.svg", alt: "Wemap" },
    }),
  ],
});
