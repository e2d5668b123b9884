import { linkTarget } from "../linkTarget";

const site = {
  url: "https://developers.getwemap.com",
  externalUrlRegex: "^https?://(?!developers\\.getwemap\\.com)",
};

describe("linkTarget", () => {
  it.each([
    ["/docs/about", "/docs/about"],
    ["/docs/about?tab=ios#install", "/docs/about?tab=ios#install"],
    ["https://developers.getwemap.com/docs/rest", "/docs/rest"],
    ["https://developers.getwemap.com/docs/rest?x=1#auth", "/docs/rest?x=1#auth"],
  ])("navigates to %s client-side", (href, to) => {
    expect(linkTarget(href, site)).toEqual({ kind: "page", to });
  });

  it.each([
    "https://github.com/wemap",
    "http://getwemap.com",
    // Not matched by the pattern, yet another origin.
    "https://developers.getwemap.com.example.org/docs",
    "//cdn.example.org/lib.js",
    "mailto:support@getwemap.com",
  ])("leaves the site for %s", (href) => {
    expect(linkTarget(href, site)).toEqual({ kind: "external", href });
  });

  it("leaves the site for a site path the pattern names", () => {
    const legacy = { ...site, externalUrlRegex: "/legacy/" };
    expect(linkTarget("/legacy/page", legacy)).toEqual({
      kind: "external",
      href: "/legacy/page",
    });
  });

  it("keeps anchors of the same page as they are", () => {
    expect(linkTarget("#parameters", site)).toEqual({ kind: "anchor", href: "#parameters" });
  });

  it("reads the site's absolute URLs without its base URL, which Link adds back", () => {
    const underBase = { ...site, baseUrl: "/developers/" };
    expect(
      linkTarget("https://developers.getwemap.com/developers/docs/rest#auth", underBase),
    ).toEqual({ kind: "page", to: "/docs/rest#auth" });
    expect(linkTarget("/docs/rest", underBase)).toEqual({ kind: "page", to: "/docs/rest" });
  });
});
