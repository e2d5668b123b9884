import { resolveRequest } from "../server/resolveRequest";

const files = new Set([
  "/index.html",
  "/404.html",
  "/docs/index.html",
  "/docs/about/index.html",
  "/docs/1.13/index.html",
  "/app-1a2b3c4d5e.js",
]);
const exists = (file: string) => files.has(file);

describe("resolveRequest", () => {
  it.each([
    ["/", { kind: "file", status: 200, file: "/index.html" }],
    ["/docs/about", { kind: "file", status: 200, file: "/docs/about/index.html" }],
    ["/docs/1.13", { kind: "file", status: 200, file: "/docs/1.13/index.html" }],
    ["/app-1a2b3c4d5e.js", { kind: "file", status: 200, file: "/app-1a2b3c4d5e.js" }],
  ])("serves %s", (path, expected) => {
    expect(resolveRequest(path, "", exists)).toEqual(expected);
  });

  it.each([
    ["/docs/about/", "/docs/about"],
    ["/docs/about/index", "/docs/about"],
    ["/docs/about/index.html", "/docs/about"],
    ["/docs/about.html", "/docs/about"],
    ["/index.html", "/"],
  ])("redirects %s to %s, keeping the query", (path, location) => {
    expect(resolveRequest(path, "?q=x", exists)).toEqual({
      kind: "redirect",
      status: 301,
      location: `${location}?q=x`,
    });
  });

  it.each(["/nope", "/docs/about/nope", "/../etc/passwd", "/%E0%A4%A", "/docs/unknown.html"])(
    "answers 404 with the not-found page for %s",
    (path) => {
      expect(resolveRequest(path, "", exists)).toEqual({
        kind: "notFound",
        status: 404,
        file: "/404.html",
      });
    },
  );

  it("serves under a path prefix", () => {
    expect(resolveRequest("/prefix/docs/about", "", exists, "/prefix")).toMatchObject({
      status: 200,
    });
    expect(resolveRequest("/prefix/docs/about/", "", exists, "/prefix")).toMatchObject({
      location: "/prefix/docs/about",
    });
  });
});

describe("resolveRequest with dots in page names", () => {
  it("serves pages whose last segment contains a dot", () => {
    const withDots = (file: string) =>
      file === "/docs/react-native/interfaces/types.Coordinates/index.html";
    expect(resolveRequest("/docs/react-native/interfaces/types.Coordinates", "", withDots)).toEqual(
      {
        kind: "file",
        status: 200,
        file: "/docs/react-native/interfaces/types.Coordinates/index.html",
      },
    );
  });
});
