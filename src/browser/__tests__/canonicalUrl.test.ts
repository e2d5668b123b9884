import { replaceWithCanonicalUrl } from "../navigation/canonicalUrl";

function loaderWith(pages: Record<string, "page" | "notFound" | "error">) {
  return {
    loadPage: jest.fn(async (path: string) =>
      pages[path] === "error" ? { status: "error" as const } : {},
    ),
    isPageNotFound: (path: string) => pages[path] !== "page",
  };
}

describe("replaceWithCanonicalUrl", () => {
  it("replaces /x.html with /x, keeping query and hash, when /x is a page", async () => {
    const navigate = jest.fn();
    await replaceWithCanonicalUrl(
      { pathname: "/docs/about.html", search: "?a=1", hash: "#team" },
      loaderWith({ "/docs/about?a=1": "page" }),
      navigate,
    );
    expect(navigate).toHaveBeenCalledWith("/docs/about?a=1#team", { replace: true });
  });

  it("does nothing on a canonical URL", async () => {
    const navigate = jest.fn();
    const loader = loaderWith({});
    await replaceWithCanonicalUrl(
      { pathname: "/docs/about", search: "", hash: "" },
      loader,
      navigate,
    );
    expect(loader.loadPage).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(["notFound", "error"] as const)(
    "leaves the URL alone when the bare path is not a page (%s)",
    async (state) => {
      const navigate = jest.fn();
      await replaceWithCanonicalUrl(
        { pathname: "/nope/index.html", search: "", hash: "" },
        loaderWith({ "/nope": state }),
        navigate,
      );
      expect(navigate).not.toHaveBeenCalled();
    },
  );
});
