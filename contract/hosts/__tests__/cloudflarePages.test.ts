import { cloudflarePages } from "../cloudflarePages";

/**
 * The reading of Cloudflare Pages, on the examples its documentation gives: route matching and
 * not-found pages (/pages/configuration/serving-pages), redirects (/pages/configuration/redirects)
 * and headers (/pages/configuration/headers).
 */
const host = (files: string[], redirects = "", headers = "") =>
  cloudflarePages({ files: new Set(files), redirects, headers });

describe("Cloudflare Pages, as documented", () => {
  const site = host([
    "/contact.html",
    "/about/index.html",
    "/bin",
    "/index.html",
    "/404.html",
    "/blog/404.html",
  ]);

  it("serves an HTML file without its extension and moves its file name there", () => {
    expect(site("/contact")).toMatchObject({ status: 200, file: "/contact.html" });
    expect(site("/contact.html")).toMatchObject({ status: 308, location: "/contact" });
  });

  it("serves a folder's index.html at /x/, moving /x and /x/index.html there", () => {
    expect(site("/about/")).toMatchObject({ status: 200, file: "/about/index.html" });
    expect(site("/about/index.html")).toMatchObject({ status: 308, location: "/about/" });
    expect(site("/about")).toMatchObject({ status: 308, location: "/about/" });
    expect(site("/index.html")).toMatchObject({ status: 308, location: "/" });
    expect(site("/")).toMatchObject({ status: 200, file: "/index.html" });
  });

  it("serves a file without an extension at its name only", () => {
    expect(site("/bin")).toMatchObject({ status: 200, file: "/bin" });
    expect(site("/bin/")).toMatchObject({ status: 404, file: "/404.html" });
  });

  it("answers an unknown path with the closest 404.html and status 404", () => {
    expect(site("/non-existent")).toMatchObject({ status: 404, file: "/404.html" });
    expect(site("/blog/nope")).toMatchObject({ status: 404, file: "/blog/404.html" });
  });

  it("applies redirects, splats and placeholders, the query kept", () => {
    const redirected = host(
      ["/index.html", "/files/a.txt"],
      [
        "/home301 / 301",
        "/home302 / 302",
        "/blog/* /articles/:splat 301",
        "/movies/:title /media/:title 301",
        "/news/* /files/:splat.txt 200",
        "/default /elsewhere",
      ].join("\n"),
    );
    expect(redirected("/home301")).toMatchObject({ status: 301, location: "/" });
    expect(redirected("/home302?x=1")).toMatchObject({ status: 302, location: "/?x=1" });
    expect(redirected("/blog/2024/post")).toMatchObject({
      status: 301,
      location: "/articles/2024/post",
    });
    expect(redirected("/movies/up")).toMatchObject({ status: 301, location: "/media/up" });
    expect(redirected("/movies/up/more")).toMatchObject({ status: 404 });
    expect(redirected("/news/a")).toMatchObject({ status: 200, file: "/files/a.txt" });
    expect(redirected("/default")).toMatchObject({ status: 302, location: "/elsewhere" });
  });

  it("reads rules without splat or placeholder first, then the others in order", () => {
    const ordered = host([], ["/* /everything 301", "/one /two 301", "/* /never 301"].join("\n"));
    expect(ordered("/one")).toMatchObject({ location: "/two" });
    expect(ordered("/three")).toMatchObject({ location: "/everything" });
  });

  it("applies a rule whether or not a file answers the path, and skips a forced one", () => {
    const shadowing = host(
      ["/a.html", "/b.html"],
      ["/a /elsewhere 301", "/b /elsewhere 301!"].join("\n"),
    );
    expect(shadowing("/a")).toMatchObject({ status: 301, location: "/elsewhere" });
    expect(shadowing("/b")).toMatchObject({ status: 200, file: "/b.html" });
  });

  it("adds the headers of every matching rule, joining one header's values and unsetting", () => {
    const headed = host(
      ["/secure/page.html", "/static/a.js"],
      "",
      [
        "/secure/page",
        "  X-Frame-Options: DENY",
        "  X-Robots-Tag: noindex",
        "/*",
        "  X-Robots-Tag: nosnippet",
        "/static/*",
        "  Access-Control-Allow-Origin: *",
        "  ! X-Robots-Tag",
      ].join("\n"),
    );
    expect(headed("/secure/page").headers).toEqual({
      "content-type": "text/html; charset=utf-8",
      "x-frame-options": "DENY",
      "x-robots-tag": "noindex, nosnippet",
    });
    expect(headed("/static/a.js").headers).toEqual({ "access-control-allow-origin": "*" });
  });

  it("types a text file by its extension with charset=utf-8, unless a rule says otherwise", () => {
    const typed = host(["/llms.txt", "/a.md"], "", "/a.md\n  Content-Type: text/x-custom");
    expect(typed("/llms.txt").headers).toEqual({ "content-type": "text/plain; charset=utf-8" });
    expect(typed("/a.md").headers).toEqual({ "content-type": "text/x-custom" });
  });
});
