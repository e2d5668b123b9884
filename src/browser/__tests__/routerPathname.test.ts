import { ROUTER_SAFE_URL_SCRIPT } from "../navigation/routerPathname";

/** How Gatsby's loader and its router read a pathname (cache-dir/find-path.js, reach-router). */
const loaderKey = (pathname: string) => decodeURIComponent(pathname);
const routerKey = (pathname: string) => decodeURIComponent(encodeURI(decodeURI(pathname)));

/** Runs the inline script on a page at `pathname`; the address it leaves (or the same). */
function respell(pathname: string, search = "", hash = ""): string {
  let address = `${pathname}${search}${hash}`;
  const fakeWindow = {
    location: { pathname, search, hash },
    history: {
      state: { key: "k" },
      replaceState: (state: unknown, _title: string, url: string) => {
        expect(state).toEqual({ key: "k" });
        address = url;
      },
    },
  };
  new Function("window", ROUTER_SAFE_URL_SCRIPT)(fakeWindow);
  return address;
}

describe("the router-safe address script", () => {
  it.each(["/", "/docs/about", "/docs/%E6%8C%87%E5%8D%97", "/nope/a%20b", "/a=b"])(
    "keeps %s, which both read alike",
    (pathname) => {
      expect(respell(pathname)).toBe(pathname);
    },
  );

  it.each([
    ["/nope/a%3Db%20c", "/nope/a=b%20c"],
    ["/nope/%40me", "/nope/@me"],
    ["/nope/a%2Fb", "/nope/a/b"],
    ["/nope/a%3Fb%23c", "/nope/a%EF%BF%BDb%EF%BF%BDc"],
    ["/nope/%E0%A4%A", "/nope/%25E0%25A4%25A"],
  ])("spells %s as %s", (pathname, safe) => {
    expect(respell(pathname)).toBe(safe);
  });

  it.each(["/nope/a%3Db%20c", "/x%2C%3B%3A%2B%24y", "/nope/a%3Fb", "/nope/%E0%A4%A"])(
    "gives %s a spelling the loader and the router read alike",
    (pathname) => {
      const safe = respell(pathname);
      expect(routerKey(safe)).toBe(loaderKey(safe));
      expect(respell(safe)).toBe(safe);
    },
  );

  it("keeps the query string and the hash", () => {
    expect(respell("/nope/a%3Db", "?q=1", "#h")).toBe("/nope/a=b?q=1#h");
  });
});
