// First: a second `gatsby build` of the checkout stops here, before Gatsby reads the configuration.
import "./src/node/gatsby/lockBuildAtLoad";
import type { GatsbyConfig } from "gatsby";
import siteConfig from "./site.config";
import { leverOn } from "./src/node/gatsby/levers";
import { contentRoot } from "./src/node/gatsby/paths";

// Plugin wiring only. The configuration is validated by createPages (and `npm run check`), which
// names every bad field: an error thrown here would make Gatsby load no plugins at all and
// report, instead, that the content has no docs.
const site = siteConfig;
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
    // Preact in place of React in the production browser bundle (the `preact` lever, README
    // "Levers"); pages are still rendered to HTML by React (src/node/gatsby/reactOnServer.ts)
    // and `gatsby develop` stays on React and its refresh.
    ...(process.env.NODE_ENV === "production" && leverOn("preact") ? ["gatsby-plugin-preact"] : []),
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "docs", path: contentRoot, ignore: ["**/*.json"] },
    },
    // Loaded because the stack names it; nothing reads its Mdx nodes and the built site is the
    // same without it. The site compiles every doc itself, once (src/node/mdx/processDoc.ts), so
    // that all docs share one template. What it costs: README, Decisions, "gatsby-plugin-mdx".
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
