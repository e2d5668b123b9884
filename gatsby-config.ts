import type { GatsbyConfig } from "gatsby";
import siteConfig from "./site.config";
import { validateSiteConfig } from "./src/node/config/validateSiteConfig";
import { contentRoot } from "./src/node/gatsby/paths";

// Plugin wiring only. The configuration is validated here so that a bad field stops the build
// before anything else runs.
const site = validateSiteConfig("site.config.ts", siteConfig);
const measurementId = process.env.GA_MEASUREMENT_ID;
// Tells the browser bundle and the server render alike whether analytics are on: Gatsby inlines
// GATSBY_ variables into both (src/browser/analytics/analyticsEnabled.ts).
process.env.GATSBY_ANALYTICS = measurementId ? "on" : "off";

const config: GatsbyConfig = {
  siteMetadata: { title: site.title, description: site.tagline, siteUrl: site.url },
  ...(site.baseUrl === "/" ? {} : { pathPrefix: site.baseUrl.replace(/\/$/, "") }),
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: false,
  plugins: [
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "docs", path: contentRoot, ignore: ["**/*.json"] },
    },
    // Mdx nodes (frontmatter, body) for the data layer; the site compiles bodies itself
    // (src/node/mdx/compileDoc.ts) so that all docs share one template.
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx", ".md"] } },
    // Analytics load only when a measurement id is given at build time. The plugin loads gtag
    // and configures it; page views come from src/browser/analytics/pageViews.ts instead of the
    // plugin's onRouteUpdate, which `exclude: ["**"]` switches off: it sends on hash changes too,
    // sends the UA-era page_path only, and guesses when react-helmet has set the new title.
    // With consent handling on, gatsby-ssr.tsx declares Consent Mode's defaults before the
    // plugin's `gtag("config", ...)` runs.
    ...(measurementId
      ? [
          {
            resolve: "gatsby-plugin-google-gtag",
            options: {
              trackingIds: [measurementId],
              gtagConfig: { anonymize_ip: true, send_page_view: false },
              pluginConfig: { head: false, respectDNT: false, exclude: ["**"] },
            },
          },
        ]
      : []),
  ],
};

export default config;
