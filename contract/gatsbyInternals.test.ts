import fs from "node:fs";
import path from "node:path";
import { changedGatsby, installedGatsby, type FileChange } from "./gatsby/install";
import { checkTouchpoint, type Touchpoint } from "./gatsby/touchpoint";
import { TOUCHPOINTS } from "./gatsbyTouchpoints";

/**
 * The Gatsby internals the site relies on (contract/gatsbyTouchpoints.ts), checked against the
 * installed Gatsby: a failure names the touchpoint, the site's files that rely on it and
 * Gatsby's files. Upgrading Gatsby is: change the pin, `npm install`, run this file (and
 * `npm run bench:gatsby-next` for the newest release, built and served).
 */

const root = path.join(__dirname, "..");
// Gatsby's webpack configuration and its store take seconds to load on a busy machine.
const SLOW_MS = 120_000;

const checked = TOUCHPOINTS.filter((touchpoint) => "check" in touchpoint.guard);
const byId = (id: string): Touchpoint => {
  const touchpoint = TOUCHPOINTS.find((candidate) => candidate.id === id);
  if (!touchpoint) throw new Error(`No touchpoint ${id}`);
  return touchpoint;
};

describe("the installed Gatsby has the shape the site relies on", () => {
  it.each(checked)(
    "$id",
    async (touchpoint) => {
      await checkTouchpoint(touchpoint, installedGatsby);
    },
    SLOW_MS,
  );
});

describe("the list of touchpoints", () => {
  it("names each touchpoint once", () => {
    const ids = TOUCHPOINTS.map((touchpoint) => touchpoint.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  // A touchpoint whose site code is gone (or no longer says what it relies on) leaves the list.
  it.each(TOUCHPOINTS)("$id: each site file still relies on it", ({ id, site }) => {
    const stale = site.filter(({ file, mentions }) => {
      const full = path.join(root, file);
      return !fs.existsSync(full) || !fs.readFileSync(full, "utf8").includes(mentions);
    });
    expect(stale.map(({ file, mentions }) => `${id}: ${file} (${mentions})`)).toEqual([]);
  });

  it.each(TOUCHPOINTS)("$id: names Gatsby files that exist", ({ gatsbyFiles }) => {
    const missing = gatsbyFiles.filter((file) => !fs.existsSync(installedGatsby.path(file)));
    expect(missing).toEqual([]);
  });

  it.each(TOUCHPOINTS.filter((touchpoint) => "tests" in touchpoint.guard))(
    "$id: the tests that guard it exist",
    ({ guard }) => {
      const tests = "tests" in guard ? guard.tests : [];
      expect(tests.filter((file) => !fs.existsSync(path.join(root, file)))).toEqual([]);
    },
  );
});

/** A text change that must apply (the scratch copy refuses one that changes nothing). */
const replace =
  (from: string | RegExp, to: string): FileChange =>
  (text) =>
    text.replace(from, to);

/**
 * Each check fails on a Gatsby changed where the site relies on it, in a scratch copy of the
 * changed file (node_modules is never written), and names its touchpoint.
 */
const CHANGED_GATSBY: {
  id: string;
  /** What the check must say is wrong, so that it fails for the change and for nothing else. */
  reason: string;
  what: string;
  changes: Record<string, FileChange>;
}[] = [
  {
    id: "store-page-data-state",
    reason: "no longer has numeric `dirty` and `running` flags",
    what: "a tracked query's `running` flag renamed",
    changes: {
      "gatsby/dist/redux/reducers/queries.js": (text) =>
        text.replace(/\.running\b/g, ".inFlight").replace(/\brunning: 0/g, "inFlight: 0"),
    },
  },
  {
    id: "navigate-global",
    reason: "no longer hands (to, options) to navigate",
    what: "window.___navigate dropping its options",
    changes: {
      "gatsby/cache-dir/navigation.js": replace(
        "window.___navigate = (to, options) => navigate(to, options)",
        "window.___navigate = to => navigate(to)",
      ),
    },
  },
  {
    id: "loader-enqueue",
    reason: "no longer returns an object with abort()",
    what: "prefetch() returning no abort()",
    changes: {
      "gatsby/cache-dir/loader.js": replace("abort: abortC.abort.bind(abortC),", ""),
    },
  },
  {
    id: "loader-load-page",
    reason: 'PageResourceStatus.Error is no longer "error"',
    what: "a failed load's status renamed",
    changes: { "gatsby/cache-dir/loader.js": replace("Error: `error`", "Error: `failed`") },
  },
  {
    id: "page-path-script",
    reason: "no longer among the post-body components before onPreRenderHTML",
    what: "the per-page script's id renamed",
    changes: {
      "gatsby/cache-dir/static-entry.js": replace(
        "id={`gatsby-script-loader`}",
        "id={`gatsby-page-data`}",
      ),
    },
  },
  {
    id: "focus-wrapper-hydration",
    reason: "no longer hydrates exactly when #gatsby-focus-wrapper has children",
    what: "hydration whenever the focus wrapper exists",
    changes: {
      "gatsby/cache-dir/production-app.js": replace(
        "if (focusEl && focusEl.children.length) {",
        "if (focusEl) {",
      ),
    },
  },
  {
    id: "client-entry-before-render",
    reason: 'no longer starts the app in apiRunnerAsync("onClientEntry").then',
    what: "the app started without waiting for onClientEntry",
    changes: {
      "gatsby/cache-dir/production-app.js": replace(
        "apiRunnerAsync(`onClientEntry`).then(() => {",
        "apiRunnerAsync(`onClientEntry`); (() => {",
      ),
    },
  },
  {
    id: "worker-id-env",
    reason: "a worker's GATSBY_WORKER_ID is",
    what: "workers started without GATSBY_WORKER_ID",
    changes: {
      "gatsby-worker/dist/index.js": replace("GATSBY_WORKER_ID:", "GATSBY_WORKER_INDEX:"),
    },
  },
  {
    id: "html-renderer-staleness",
    reason: "no longer marks the pages' HTML dirty",
    what: "a new renderer hash no longer marking pages dirty",
    changes: {
      "gatsby/dist/redux/reducers/html.js": replace(
        /(case `SET_SSR_WEBPACK_COMPILATION_HASH`:[\s\S]*?)htmlFile\.dirty \|= FLAG_DIRTY_SSR_COMPILATION_HASH;/,
        "$1",
      ),
    },
  },
  {
    id: "styles-cache-group",
    reason: "no longer gathers every stylesheet in a `styles` cache group",
    what: "the cache group of all stylesheets renamed",
    changes: {
      "gatsby/dist/utils/webpack.config.js": (text) =>
        text.replace(
          /(\n\s*)styles: \{(\s*test\(module\) \{\s*return isCssModule)/g,
          "$1allStyles: {$2",
        ),
    },
  },
  {
    id: "styles-cache-group",
    reason: "no longer inlines the CSS of the app's and the template's chunk groups",
    what: "the HTML renderer taking the app's styles only",
    changes: {
      "gatsby/dist/utils/client-assets-for-template.js": replace(
        "for (const chunkName of [`app`, componentChunkName])",
        "for (const chunkName of [`app`])",
      ),
    },
  },
  {
    id: "history-state-keys",
    reason: "no longer reads a location's key from history.state.key",
    what: "the router naming a key-less entry otherwise",
    changes: {
      "@gatsbyjs/reach-router/dist/index.js": replace(
        '.history.state.key||"initial"',
        '.history.state.id||"first"',
      ),
    },
  },
  {
    id: "history-state-keys",
    reason: "no longer keys each entry it pushes",
    what: "the router pushing entries without a key",
    changes: {
      "@gatsbyjs/reach-router/dist/index.js": replace('key:Date.now()+""', 'id:Date.now()+""'),
    },
  },
  {
    id: "saved-scroll-position",
    reason: "no longer returns [x, saved y]",
    what: "getSavedScrollPosition returning the position alone",
    changes: {
      "gatsby/cache-dir/navigation.js": replace(
        /getSavedScrollPosition: args => \[\s*0,([\s\S]*?this\._stateStorage\.read\(args, args\.key\)),?\s*\]/,
        "getSavedScrollPosition: args => $1",
      ),
    },
  },
  {
    id: "executing-command-env",
    reason: "no longer sets process.env.gatsby_executing_command",
    what: "gatsby-cli naming the command in another variable",
    changes: {
      "gatsby-cli/lib/create-cli.js": replace(
        /process\.env\.gatsby_executing_command = /g,
        "process.env.GATSBY_COMMAND = ",
      ),
    },
  },
  {
    id: "compilation-hash",
    reason: "no longer sets window.___webpackCompilationHash to stats.hash",
    what: "the scripts slice writing another hash",
    changes: {
      "gatsby/dist/utils/gatsby-webpack-stats-extractor.js": replace(
        "${stats.hash}",
        "${stats.fullHash}",
      ),
    },
  },
  {
    id: "helmet-server-marker",
    reason: "no longer marks the tags it renders data-react-helmet",
    what: "react-helmet marking its tags otherwise",
    changes: {
      "react-helmet/lib/Helmet.js": replace(
        'var HELMET_ATTRIBUTE = "data-react-helmet";',
        'var HELMET_ATTRIBUTE = "data-helmet";',
      ),
    },
  },
  {
    id: "browser-plugins-requirer",
    reason: "no longer writes .cache/api-runner-browser-plugins.js",
    what: "the plugins' requirer renamed",
    changes: {
      "gatsby/dist/services/initialize.js": replace(
        "`${siteDir}/api-runner-browser-plugins.js`, browserAPIRunner",
        "`${siteDir}/browser-plugins.js`, browserAPIRunner",
      ),
    },
  },
  {
    id: "partytown-output-folder",
    reason: "no longer copied into public/~partytown",
    what: "Partytown's files copied elsewhere",
    changes: {
      "gatsby/dist/internal-plugins/partytown/gatsby-node.js": replace(
        "`~partytown`",
        "`_partytown`",
      ),
    },
  },
];

describe("a check fails, naming its touchpoint, on a Gatsby changed where the site relies on it", () => {
  it.each(CHANGED_GATSBY)(
    "$id: $what",
    async ({ id, reason, changes }) => {
      const changed = changedGatsby(installedGatsby, changes);
      try {
        const failure = await checkTouchpoint(byId(id), changed).then(
          () => "no failure",
          (error: Error) => error.message,
        );
        expect(failure).toContain(`Gatsby touchpoint "${id}" changed`);
        expect(failure).toContain(reason);
      } finally {
        changed.remove();
      }
    },
    SLOW_MS,
  );
});
