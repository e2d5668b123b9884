import path from "node:path";
import type { KnipConfig } from "knip";
import { siteRuntimeAliases } from "./src/node/gatsby/leanBrowserRuntime";

/**
 * knip (`npm run lint`): an export nothing imports, a file nothing loads, a dependency nothing
 * uses. Its Gatsby, jest, Playwright and ESLint plugins find what those tools load by name
 * (gatsby-*.ts(x), src/pages/, src/templates/, every *.test.ts(x), the setup files, the specs);
 * what else runs without being imported is named here.
 */
const config: KnipConfig = {
  entry: [
    // npm scripts, the test runner (scripts/test-all.ts) and the benchmarks run these by path.
    "scripts/*.ts",
    "bench/*.ts",
    // Child processes the tests and tools start by path (`tsx <file>.cli.ts`).
    "**/*.cli.ts",
    // jest's stand-in for the gatsby package, loaded by name from __mocks__/.
    "__mocks__/*.js",
    // The production bundle's aliases put these in place of Gatsby's modules: webpack loads them,
    // and Gatsby's runtime imports their exports (src/node/gatsby/leanBrowserRuntime.ts).
    ...Object.values(siteRuntimeAliases()).map((file) => path.relative(process.cwd(), file)),
  ],
  // MDX too, though no doc imports anything: knip would otherwise say it does not follow them.
  project: ["**/*.{js,mjs,ts,tsx,mdx}"],
  ignore: [
    // The docs, and the test site's: the build reads them by path.
    "content/**",
    "src/node/__fixtures__/site/**",
    // Projects of their own, with their own package.json: the packages the pages' examples are
    // compiled against (code-examples/README.md) and the Starlight build of the benchmark.
    "code-examples/**",
    "bench/starlight/**",
    // Copied into the fixture site by integration/fixtureVariant.ts, where their imports lead.
    "e2e/variant/**",
  ],
  ignoreDependencies: [
    // Loaded by a name knip cannot follow:
    // read as a file (src/node/gatsby/searchAssets.ts, src/node/content/codeNames/parseCode.ts,
    // appleFrameworks.ts and androidDeclarations.ts beside it);
    "@docsearch/css",
    "tree-sitter-wasms",
    "@nativescript/types-ios",
    "@nativescript/types-android",
    // gatsby-config.ts adds them under conditions knip's run of it does not meet (a production
    // build, an analytics id);
    "gatsby-plugin-google-gtag",
    "gatsby-plugin-preact",
    // the presets of jest's transform (jest/preprocess.js);
    "@babel/preset-typescript",
    "babel-preset-gatsby",
    // the search engines the benchmark compares, declared in bench/package.json (bench's own
    // install, `npm run bench:install`), which knip's run of the root project does not read;
    "flexsearch",
    "lunr",
    "@orama/orama",
    "pagefind",
    // Gatsby's own router, which gatsby brings: the router differential test holds the
    // site's stand-in to it (src/browser/__tests__/helpers/routerImplementations.ts).
    "@gatsbyjs/reach-router",
  ],
  jest: { config: ["jest.config.js", "integration/jest.config.js", "built/jest.config.js"] },
  playwright: { config: ["e2e/playwright.config.ts"] },
};

export default config;
