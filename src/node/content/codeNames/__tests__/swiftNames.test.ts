import { namesOf } from "./codeNamesHelper";

// Written the way the iOS pages write their examples (content/docs/ios-native).
const CONTROLLER = `import WemapCoreSDK

final class ARViewController: UIViewController, GeoARViewDelegate {
    var mapData: MapData!

    func geoARViewLoaded(_ geoARView: GeoARView, mapData: MapData) {
        guard let source = VPSARKitLocationSource(mapData: mapData) else { return }
        geoARView.locationManager.locationSource = source
        source.startScan()
    }
}`;

const CALL = `let map = WemapMapView(frame: .zero, options: options)
map.setCenter(coordinate, level: LevelKind.ground)`;

describe("Swift uses", () => {
  it("reads members with their receiver as written, called or read, at their page position", async () => {
    const { uses } = await namesOf(CONTROLLER, "swift");
    expect(uses).toContainEqual({
      role: "member",
      name: "startScan",
      receiver: "source",
      called: true,
      line: 9,
      column: 16,
    });
    expect(uses).toContainEqual(
      expect.objectContaining({
        role: "member",
        name: "locationSource",
        receiver: "geoARView.locationManager",
        called: false,
      }),
    );
  });

  it("reads argument labels with what is called, and no label for a positional argument", async () => {
    const { uses } = await namesOf(CALL, "swift");
    const labels = uses
      .filter((use) => use.role === "argument label")
      .map(({ name, callee }) => `${callee}(${name}:)`);
    expect(labels).toEqual([
      "WemapMapView(frame:)",
      "WemapMapView(options:)",
      "map.setCenter(level:)",
    ]);
    expect(uses).toContainEqual({
      role: "argument label",
      name: "frame",
      callee: "WemapMapView",
      line: 1,
      column: 24,
    });
  });

  it("reads a leading-dot member with its type unknown, with the call it is handed to, and a qualified enum member", async () => {
    const { uses } = await namesOf(CALL, "swift");
    expect(uses).toContainEqual({
      role: "enum member",
      name: "zero",
      receiver: "",
      callee: "WemapMapView",
      line: 1,
      column: 32,
    });
    expect(uses).toContainEqual(
      expect.objectContaining({ role: "member", name: "ground", receiver: "LevelKind" }),
    );
  });

  it("reads imports and the types of annotations, parameters and conformances", async () => {
    const { uses } = await namesOf(CONTROLLER, "swift");
    expect(uses).toContainEqual({ role: "import", name: "WemapCoreSDK", line: 1, column: 8 });
    expect(uses.filter((use) => use.role === "type").map((use) => use.name)).toEqual([
      "UIViewController",
      "GeoARViewDelegate",
      "MapData",
      "GeoARView",
      "MapData",
    ]);
  });

  it("reads no type in an attribute, bare or with arguments, but the types beside it", async () => {
    const { uses } = await namesOf(
      "final class Tracker: NSObject {\n  @objc func tapped(_ sender: UIButton) {}\n  @available(iOS 13, *) var zoom: Int = 1\n}",
      "swift",
    );
    expect(uses.filter((use) => use.role === "type").map((use) => use.name)).toEqual([
      "NSObject",
      "UIButton",
      "Int",
    ]);
  });

  it("reads the example's own declarations, the name used inside a labelled parameter and what a variable is constructed with", async () => {
    const { declarations } = await namesOf(CONTROLLER, "swift");
    expect(declarations.map(({ kind, name, type }) => [kind, name, type])).toEqual([
      ["class", "ARViewController", undefined],
      ["variable", "mapData", "MapData"],
      ["function", "geoARViewLoaded", undefined],
      ["parameter", "geoARView", "GeoARView"],
      ["parameter", "mapData", "MapData"],
      ["variable", "source", undefined],
    ]);
    const call = await namesOf(CALL, "swift");
    expect(call.declarations).toEqual([
      {
        kind: "variable",
        name: "map",
        constructedWith: "WemapMapView",
        value: "WemapMapView(frame: .zero, options: options)",
        line: 1,
        column: 5,
      },
    ]);
  });
});
