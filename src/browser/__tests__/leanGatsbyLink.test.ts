import { Link, navigate, parsePath, withAssetPrefix, withPrefix } from "../leanRuntime/gatsbyLink";

const globals = globalThis as { __BASE_PATH__?: string; __PATH_PREFIX__?: string };
afterEach(() => {
  delete globals.__BASE_PATH__;
  delete globals.__PATH_PREFIX__;
});

describe("the production bundle's gatsby-link", () => {
  it.each([
    ["/docs/a?x=1#h", { pathname: "/docs/a", search: "?x=1", hash: "#h" }],
    ["/docs/a#h?x", { pathname: "/docs/a", search: "", hash: "#h?x" }],
    ["/docs/a?#", { pathname: "/docs/a", search: "", hash: "" }],
    ["", { pathname: "/", search: "", hash: "" }],
  ])("parses %s as Gatsby's navigation expects", (path, parsed) => {
    expect(parsePath(path)).toEqual(parsed);
  });

  it("puts the base path in front of site paths only", () => {
    globals.__BASE_PATH__ = "/developers";
    expect(withPrefix("/docs/a")).toBe("/developers/docs/a");
    expect(withPrefix("docs/a")).toBe("/developers/docs/a");
    expect(withPrefix("/")).toBe("/developers/");
    for (const kept of ["https://example.org/x", "mailto:a@b.c", "./x", "../x"])
      expect(withPrefix(kept)).toBe(kept);
  });

  it("falls back on the path prefix, then on none", () => {
    expect(withPrefix("/docs/a")).toBe("/docs/a");
    globals.__PATH_PREFIX__ = "/assets/";
    expect(withPrefix("/docs/a")).toBe("/assets/docs/a");
    globals.__BASE_PATH__ = "/developers";
    expect(withAssetPrefix("/img/a.svg")).toBe("/assets/img/a.svg");
  });

  it("refuses gatsby's Link and navigate, naming the site's own", () => {
    expect(() => Link()).toThrow("src/theme/Link");
    expect(() => navigate()).toThrow("navigateTo");
  });
});
