import { namesOf } from "./codeNamesHelper";

// Written the way the Android (Java) reference pages write their examples (content/docs/android).
const LISTENER = `import com.getwemap.livemap.sdk.Livemap;

@Override
public void onLivemapReady(Livemap livemap) {
    PolylineOptions options = new PolylineOptions();
    options.width = 4f;
    livemap.drawPolyline(points, options, polylineId -> Log.d("Wemap", "drawn"));
    livemap.setMapType(MapType.SATELLITE);
    openMap(livemap);
}`;

describe("Java uses", () => {
  it("reads called members with their receiver, fields assigned, and calls of bare names", async () => {
    const { uses } = await namesOf(LISTENER, "java");
    expect(uses).toContainEqual({
      role: "member",
      name: "drawPolyline",
      receiver: "livemap",
      called: true,
      line: 7,
      column: 13,
    });
    expect(uses).toContainEqual({
      role: "member",
      name: "width",
      receiver: "options",
      called: false,
      line: 6,
      column: 13,
    });
    expect(uses).toContainEqual(expect.objectContaining({ role: "call", name: "openMap" }));
  });

  it("reads Type.CONSTANT as an enum member", async () => {
    const { uses } = await namesOf(LISTENER, "java");
    expect(uses).toContainEqual(
      expect.objectContaining({ role: "enum member", name: "SATELLITE", receiver: "MapType" }),
    );
  });

  it("reads imports and types, `new` ones included", async () => {
    const { uses } = await namesOf(LISTENER, "java");
    expect(uses).toContainEqual({
      role: "import",
      name: "com.getwemap.livemap.sdk.Livemap",
      line: 1,
      column: 8,
    });
    expect(uses.filter((use) => use.role === "type").map((use) => use.name)).toEqual([
      "Livemap",
      "PolylineOptions",
      "PolylineOptions",
    ]);
  });

  it("reads the example's declarations: method, typed parameter, constructed variable, lambda parameter", async () => {
    const { declarations } = await namesOf(LISTENER, "java");
    expect(
      declarations.map(({ kind, name, type, constructedWith }) => [
        kind,
        name,
        type,
        constructedWith,
      ]),
    ).toEqual([
      ["function", "onLivemapReady", undefined, undefined],
      ["parameter", "livemap", "Livemap", undefined],
      ["variable", "options", "PolylineOptions", "PolylineOptions"],
      ["parameter", "polylineId", undefined, undefined],
    ]);
  });
});
