import { namesOf } from "./codeNamesHelper";

// Written the way the Android pages write their examples (content/docs/android-native).
const ACTIVITY = `import com.getwemap.sdk.geoar.GeoARView

class ArActivity : AppCompatActivity() {
    private lateinit var arView: GeoARView

    override fun onCreate(savedInstanceState: Bundle?) {
        arView.getARViewAsync { view, mapData ->
            view.locationManager.locationSource = vpsSource
            vpsSource.startScan()
        }
    }
}`;

const NAVIGATION = `val destination = Coordinate(48.88141, 2.35747, -2f)
arView.navigationManager.startNavigation(destination = destination)
val options = MapOptions(mapId = 1, locationSource = LocationSource.GPS)
vpsSource = WemapVPSARCoreLocationSource(this, mapData)`;

describe("Kotlin uses", () => {
  it("reads members with their receiver as written, called or read, at their page position", async () => {
    const { uses } = await namesOf(NAVIGATION, "kotlin");
    expect(uses).toContainEqual({
      role: "member",
      name: "startNavigation",
      receiver: "arView.navigationManager",
      called: true,
      line: 2,
      column: 26,
    });
    expect(uses).toContainEqual({
      role: "member",
      name: "navigationManager",
      receiver: "arView",
      called: false,
      line: 2,
      column: 8,
    });
  });

  it("reads a member assigned to, and a chain's inner members", async () => {
    const { uses } = await namesOf(ACTIVITY, "kotlin");
    expect(uses).toContainEqual(
      expect.objectContaining({
        role: "member",
        name: "locationSource",
        receiver: "view.locationManager",
      }),
    );
    expect(uses).toContainEqual(
      expect.objectContaining({
        role: "member",
        name: "getARViewAsync",
        receiver: "arView",
        called: true,
      }),
    );
  });

  it("reads named argument labels with what is called, and calls of bare names", async () => {
    const { uses } = await namesOf(NAVIGATION, "kotlin");
    expect(uses).toContainEqual({
      role: "argument label",
      name: "destination",
      callee: "arView.navigationManager.startNavigation",
      line: 2,
      column: 42,
    });
    expect(uses).toContainEqual(
      expect.objectContaining({ role: "argument label", name: "mapId", callee: "MapOptions" }),
    );
    expect(uses).toContainEqual(
      expect.objectContaining({ role: "call", name: "Coordinate", line: 1 }),
    );
    // A positional argument has no label.
    expect(uses.filter((use) => use.role === "argument label").map((use) => use.name)).toEqual([
      "destination",
      "mapId",
      "locationSource",
    ]);
  });

  it("reads an enum member as Type.MEMBER", async () => {
    const { uses } = await namesOf(NAVIGATION, "kotlin");
    expect(uses).toContainEqual(
      expect.objectContaining({ role: "enum member", name: "GPS", receiver: "LocationSource" }),
    );
  });

  it("reads imports and types of annotations and supertypes", async () => {
    const { uses } = await namesOf(ACTIVITY, "kotlin");
    expect(uses).toContainEqual({
      role: "import",
      name: "com.getwemap.sdk.geoar.GeoARView",
      line: 1,
      column: 8,
    });
    const types = uses.filter((use) => use.role === "type").map((use) => use.name);
    expect(types).toEqual(["AppCompatActivity", "GeoARView", "Bundle"]);
  });

  it("reads the example's own declarations with their declared or constructed types", async () => {
    const activity = await namesOf(ACTIVITY, "kotlin");
    expect(activity.declarations).toEqual([
      { kind: "class", name: "ArActivity", supertypes: ["AppCompatActivity"], line: 3, column: 7 },
      { kind: "variable", name: "arView", type: "GeoARView", line: 4, column: 26 },
      { kind: "function", name: "onCreate", line: 6, column: 18 },
      { kind: "parameter", name: "savedInstanceState", type: "Bundle?", line: 6, column: 27 },
      {
        kind: "parameter",
        name: "view",
        handedBy: "arView.getARViewAsync",
        line: 7,
        column: 33,
      },
      {
        kind: "parameter",
        name: "mapData",
        handedBy: "arView.getARViewAsync",
        line: 7,
        column: 39,
      },
    ]);
    const navigation = await namesOf(NAVIGATION, "kotlin");
    expect(navigation.declarations).toContainEqual(
      expect.objectContaining({ name: "destination", constructedWith: "Coordinate" }),
    );
  });
});
