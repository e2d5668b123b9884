import { canonicalPathname, withCanonicalPathname, withoutBasePath } from "../pagePaths";

describe("canonicalPathname", () => {
  it.each([
    ["/docs/about/index", "/docs/about"],
    ["/docs/about/index.html", "/docs/about"],
    ["/docs/about.html", "/docs/about"],
    ["/docs/about/", "/docs/about"],
    ["/index.html", "/"],
    ["/index", "/"],
    ["/", "/"],
    ["/docs/about", "/docs/about"],
    ["/docs/indexes", "/docs/indexes"],
  ])("reads %s as %s", (path, canonical) => {
    expect(canonicalPathname(path)).toBe(canonical);
  });

  it("keeps the query string and hash of a URL", () => {
    expect(
      withCanonicalPathname({ pathname: "/docs/about/index.html", search: "?q=1", hash: "#x" }),
    ).toBe("/docs/about?q=1#x");
  });
});

describe("withoutBasePath", () => {
  it.each([
    ["/developers/docs/about", "/developers", "/docs/about"],
    ["/developers/docs/about", "/developers/", "/docs/about"],
    ["/developers", "/developers", "/"],
    ["/developers/", "/developers", "/"],
    ["/developersX/docs", "/developers", "/developersX/docs"],
    ["/docs/about", "", "/docs/about"],
    ["/docs/about", "/", "/docs/about"],
  ])("reads %s under %s as %s", (path, base, page) => {
    expect(withoutBasePath(path, base)).toBe(page);
  });
});
