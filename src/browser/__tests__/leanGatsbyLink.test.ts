import { seededRandom } from "./helpers/seededRandom";
import { createRequire } from "node:module";
import { isDeepStrictEqual } from "node:util";
import * as lean from "../leanRuntime/gatsbyLink";

/**
 * The production bundle's gatsby-link (src/browser/leanRuntime/gatsbyLink.ts) against the real
 * one, which develop and the HTML renderer run: the same path helpers must give the same
 * results, or a page would link elsewhere once hydrated than it did as HTML.
 */

const globals = globalThis as { __BASE_PATH__?: string; __PATH_PREFIX__?: string };
const jestGlobals = { ...globals };
afterAll(() => Object.assign(globals, jestGlobals));

const STARTS = [
  "",
  "/",
  "/docs/a",
  "docs/a",
  "./x",
  "../x",
  ".",
  "..",
  "//host.example/path",
  "https://example.org/x",
  "mailto:a@b.c",
  "HTTP:",
  "a+b.c-d:rest",
  "1http:x",
  "/é/ü",
  "/%C3%A9",
  "日本/語",
  "/developers/docs",
  "developers",
  "?",
  "#",
];
const SEGMENTS = ["", "/", "a", "/b", "b/", "é", "../", "./", ":", "c:d", "//"];
const QUERIES = ["", "?", "?x=1", "?a=b&c=d", "?q=é", "??", "?#"];
const HASHES = ["", "#", "#h", "#h?x", "#é", "##"];

function generatedPaths(seed: number, count: number): Array<string | undefined> {
  const { below, oneOf: pick } = seededRandom(seed);
  const paths: Array<string | undefined> = [undefined, ...STARTS];
  for (let index = 0; index < count; index++) {
    const segments = Array.from({ length: below(3) }, () => pick(SEGMENTS));
    paths.push(`${pick(STARTS)}${segments.join("")}${pick(QUERIES)}${pick(HASHES)}`);
  }
  return paths;
}

/** What a call gives: its value, or the kind of error it throws. */
function outcome(call: () => unknown): unknown {
  try {
    return { value: call() };
  } catch (error) {
    return { throws: (error as Error).constructor.name };
  }
}

type Helpers = Pick<typeof lean, "parsePath" | "withPrefix" | "withAssetPrefix">;
/**
 * The gatsby-link Gatsby's runtime imports, a dependency of Gatsby's that the site does not
 * declare: loaded from Gatsby's folder. Typed here, as its types leave out parsePath and the
 * prefix argument that its code has.
 */
const gatsbyLink = createRequire(require.resolve("gatsby/package.json"))("gatsby-link") as Helpers;
const PREFIXES = [undefined, "", "/developers", "/developers/"];

/** Every helper's outcome for the path, with each prefix given explicitly too. */
function results(helpers: Helpers, path: string | undefined): unknown {
  return {
    parsePath: outcome(() => helpers.parsePath(path)),
    withPrefix: outcome(() => helpers.withPrefix(path as string)),
    withAssetPrefix: outcome(() => helpers.withAssetPrefix(path as string)),
    withGivenPrefix: PREFIXES.map((prefix) =>
      outcome(() => helpers.withPrefix(path as string, prefix)),
    ),
  };
}

const settings = PREFIXES.flatMap((basePath) =>
  PREFIXES.map((pathPrefix) => ({ basePath, pathPrefix })),
);

describe.each(settings)(
  "the production bundle's gatsby-link path helpers, base path $basePath, path prefix $pathPrefix",
  ({ basePath, pathPrefix }) => {
    beforeEach(() => {
      // Gatsby defines both in its builds; undefined is how they read where it does not.
      delete globals.__BASE_PATH__;
      delete globals.__PATH_PREFIX__;
      if (basePath !== undefined) globals.__BASE_PATH__ = basePath;
      if (pathPrefix !== undefined) globals.__PATH_PREFIX__ = pathPrefix;
    });

    it("give what gatsby-link gives, for every generated path", () => {
      const differences = generatedPaths(20_260_523, 400)
        .map((path) => ({ path, lean: results(lean, path), real: results(gatsbyLink, path) }))
        .filter((result) => !isDeepStrictEqual(result.lean, result.real));
      expect(differences).toEqual([]);
    });
  },
);

describe("the production bundle's gatsby-link", () => {
  it("refuses gatsby's Link and navigate, naming the site's own", () => {
    expect(() => lean.Link()).toThrow("src/theme/Link");
    expect(() => lean.navigate()).toThrow("navigateTo");
  });
});
