import { namesOf } from "./codeNamesHelper";
import { codeNamesOf } from "../codeNamesOf";
import { parseCode } from "../parseCode";

// Written the way the Flutter pages write their examples (content/docs/flutter-native).
const PAGE = `import 'package:wemap_sdk_flutter/wemap_sdk_flutter.dart';

class MapPage extends StatelessWidget {
  final MapManager? manager;

  @override
  Widget build(BuildContext context) {
    final options = MapOptions(mapID: 12345, environment: Environment.PROD);
    return WemapMap(
      options: options,
      onMapReady: (mapData, mapManager) {
        mapManager.camera.moveTo(point, zoom: 18);
      },
    );
  }
}`;

describe("Dart uses", () => {
  it("reads the members of a flat chain with the receiver before each, called or read", async () => {
    const { uses } = await namesOf(PAGE, "dart");
    expect(uses).toContainEqual({
      role: "member",
      name: "moveTo",
      receiver: "mapManager.camera",
      called: true,
      line: 12,
      column: 27,
    });
    expect(uses).toContainEqual({
      role: "member",
      name: "camera",
      receiver: "mapManager",
      called: false,
      line: 12,
      column: 20,
    });
  });

  it("reads named arguments with what is called, calls of bare names and Type.MEMBER enum members", async () => {
    const { uses } = await namesOf(PAGE, "dart");
    const labels = uses
      .filter((use) => use.role === "argument label")
      .map(({ name, callee }) => `${callee}(${name}:)`);
    expect(labels).toEqual([
      "MapOptions(mapID:)",
      "MapOptions(environment:)",
      "WemapMap(options:)",
      "WemapMap(onMapReady:)",
      "mapManager.camera.moveTo(zoom:)",
    ]);
    expect(uses).toContainEqual(
      expect.objectContaining({ role: "call", name: "WemapMap", line: 9 }),
    );
    expect(uses).toContainEqual(
      expect.objectContaining({ role: "enum member", name: "PROD", receiver: "Environment" }),
    );
  });

  it("reads the import path and the types written", async () => {
    const { uses } = await namesOf(PAGE, "dart");
    expect(uses).toContainEqual({
      role: "import",
      name: "package:wemap_sdk_flutter/wemap_sdk_flutter.dart",
      line: 1,
      column: 8,
    });
    expect(uses.filter((use) => use.role === "type").map((use) => use.name)).toEqual([
      "StatelessWidget",
      "MapManager",
      "Widget",
      "BuildContext",
    ]);
  });

  it("reads the example's declarations, a field's type and what a variable is constructed with", async () => {
    const { declarations } = await namesOf(PAGE, "dart");
    expect(
      declarations.map(({ kind, name, type, constructedWith }) => [
        kind,
        name,
        type,
        constructedWith,
      ]),
    ).toEqual([
      ["class", "MapPage", undefined, undefined],
      ["variable", "manager", "MapManager", undefined],
      ["function", "build", undefined, undefined],
      ["parameter", "context", "BuildContext", undefined],
      ["variable", "options", undefined, "MapOptions"],
      ["parameter", "mapData", undefined, undefined],
      ["parameter", "mapManager", undefined, undefined],
    ]);
  });

  it("reports nothing of the wrapper a lone expression is parsed in, and maps its positions back", async () => {
    const parsed = await parseCode("MapOptions(\n  mapID: 12345,\n)", "dart", {
      line: 30,
      column: 1,
    });
    expect(parsed?.wrapper).toBe("expression");
    const names = parsed && codeNamesOf(parsed);
    expect(names?.declarations).toEqual([]);
    expect(names?.uses).toEqual([
      { role: "call", name: "MapOptions", called: true, line: 30, column: 1 },
      { role: "argument label", name: "mapID", callee: "MapOptions", line: 31, column: 3 },
    ]);
  });
});
