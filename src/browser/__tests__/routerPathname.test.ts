import { replaceWithRouterSafeUrl, routerSafePathname } from "../navigation/routerPathname";

/** How Gatsby's loader and its router read a pathname (cache-dir/find-path.js, reach-router). */
const loaderKey = (pathname: string) => decodeURIComponent(pathname);
const routerKey = (pathname: string) => decodeURIComponent(encodeURI(decodeURI(pathname)));

describe("routerSafePathname", () => {
  it.each(["/", "/docs/about", "/docs/%E6%8C%87%E5%8D%97", "/nope/a%20b", "/a=b"])(
    "keeps %s, which both read alike",
    (pathname) => {
      expect(routerSafePathname(pathname)).toBe(pathname);
    },
  );

  it.each([
    ["/nope/a%3Db%20c", "/nope/a=b%20c"],
    ["/nope/%40me", "/nope/@me"],
    ["/nope/a%2Fb", "/nope/a/b"],
    ["/nope/a%3Fb%23c", "/nope/a%EF%BF%BDb%EF%BF%BDc"],
    ["/nope/%E0%A4%A", "/nope/%25E0%25A4%25A"],
  ])("spells %s as %s", (pathname, safe) => {
    expect(routerSafePathname(pathname)).toBe(safe);
  });

  it.each(["/nope/a%3Db%20c", "/x%2C%3B%3A%2B%24y", "/nope/a%3Fb", "/nope/%E0%A4%A"])(
    "gives %s a spelling the loader and the router read alike",
    (pathname) => {
      const safe = routerSafePathname(pathname);
      expect(routerKey(safe)).toBe(loaderKey(safe));
      expect(routerSafePathname(safe)).toBe(safe);
    },
  );
});

describe("replaceWithRouterSafeUrl", () => {
  it("replaces the history entry, query and hash kept", () => {
    const replaceState = jest.fn();
    replaceWithRouterSafeUrl(
      { pathname: "/nope/a%3Db", search: "?q=1", hash: "#h" },
      { replaceState, state: { key: "k" } },
    );
    expect(replaceState).toHaveBeenCalledWith({ key: "k" }, "", "/nope/a=b?q=1#h");
  });

  it("leaves an address both read alike", () => {
    const replaceState = jest.fn();
    replaceWithRouterSafeUrl(
      { pathname: "/docs/about", search: "", hash: "" },
      {
        replaceState,
        state: null,
      },
    );
    expect(replaceState).not.toHaveBeenCalled();
  });
});
