import { readFacts } from "../../sdkVocabulary";
import { codeNameInputsOf } from "../codeNameCheck";
import { loadGrammars } from "../parseCode";
import { platformVocabularyOf } from "../platformVocabulary";
import { namesOf } from "./codeNamesHelper";
import { judgeWith, spot } from "./judgeHelper";

beforeAll(() => loadGrammars());

// A world of its own, in the shapes the real facts file writes: SDK names near the platform's
// (`start` beside `startActivity`, `MapViewDelegate` beside MapLibre's `MLNMapViewDelegate`), and
// facts that write the language's types (`String`, `Float`) in signatures.
const facts = readFacts({
  sections: {
    android_native: {
      facts: [
        {
          name: "Locator",
          kind: "class",
          signature: "Locator: start(); startScan(); startNavigation(); label: String",
        },
        { name: "Attitude", kind: "class", signature: "Attitude: heading (Float)" },
        {
          name: "Livemap",
          kind: "class",
          signature: "Livemap: addMapClickListener(MapClickListener)",
        },
        { name: "Coordinates", kind: "class", signature: "Coordinates: lat, lng" },
        {
          name: "com.getwemap.sdk:core",
          kind: "package",
          signature: "com.getwemap.sdk.core.Locator",
        },
      ],
    },
    ios_native: {
      facts: [
        {
          name: "MapViewDelegate",
          kind: "class",
          signature: "MapViewDelegate: mapViewDidLoad(_:); mapView(_:didTap:)",
        },
        {
          name: "MapView superclass",
          kind: "class",
          signature: "class MapView extends MLNMapView: userTrackingMode",
        },
        {
          name: "Scanner",
          kind: "class",
          signature: "Scanner: isLost; coordinate; startScan(); selectPOI(_:); failure",
        },
        { name: "Modules imported", kind: "package", signature: "import WemapMapSDK" },
        { name: "Coordinate", kind: "class", signature: "Coordinate: latitude; levels" },
        { name: "LocationManager", kind: "class", signature: "LocationManager: whenLocated(_:)" },
      ],
    },
  },
});
const platform = platformVocabularyOf(
  JSON.stringify({
    vocabularies: [
      {
        languages: ["kotlin", "java"],
        source: "Kotlin (test)",
        names: ["String", "Float", "Array"],
      },
      {
        languages: ["swift"],
        source: "Swift standard library (test)",
        names: ["String", "Int", "Any", "print"],
      },
    ],
  }),
);
const inputs = codeNameInputsOf(facts, platform);

type Block = [string, string];
const reported = judgeWith(inputs);

describe("enum cases and nested types the example declares or gets elsewhere", () => {
  it("reads each case of a Swift, Kotlin or Dart enum as the example's own name", async () => {
    const swift = await namesOf(
      'enum Source: Int {\n  case vps,\n       gps\n  case sim = "s"\n}',
      "swift",
    );
    expect(swift.declarations.map((declaration) => declaration.name)).toEqual(
      expect.arrayContaining(["Source", "vps", "gps", "sim"]),
    );
    const kotlin = await namesOf("enum class Mode { FAST, SLOW }", "kotlin");
    expect(kotlin.declarations.map((declaration) => declaration.name)).toEqual(
      expect.arrayContaining(["Mode", "FAST", "SLOW"]),
    );
    const dart = await namesOf("enum Mode { fast, slow }\nmixin Tracking {}", "dart");
    expect(dart.declarations.map((declaration) => declaration.name)).toEqual(
      expect.arrayContaining(["Mode", "fast", "slow", "Tracking"]),
    );
  });

  it("a case written with a leading dot is the example's own when its enum declares it", () => {
    const blocks: Block[] = [
      [
        "swift",
        [
          "private enum Key: String {",
          "  case appVersion,",
          "       buildNumber",
          "}",
          "let keys: [Key: Any] = [.appVersion: 1, .buildNumber: 2]",
          "let other: Key = .coreVersion",
        ].join("\n"),
      ],
    ];
    expect(reported("ios-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 5, "coreVersion", "an enum case written with a leading dot"),
    ]);
  });

  it("reads the type a nested type is written in as its qualifier", async () => {
    const { uses } = await namesOf(
      "val c: Outer<Int>.Inner? = null\nval s: Snackbar.Callback = x",
      "kotlin",
    );
    expect(uses).toContainEqual(
      expect.objectContaining({ role: "type", name: "Inner", receiver: "Outer<Int>" }),
    );
    expect(uses).toContainEqual(
      expect.objectContaining({ role: "type", name: "Callback", receiver: "Snackbar" }),
    );
    expect(uses).toContainEqual(expect.objectContaining({ role: "type", name: "Snackbar" }));
    const swift = await namesOf("let a: UIStackView.Alignment = x", "swift");
    expect(swift.uses).toContainEqual(
      expect.objectContaining({ name: "Alignment", receiver: "UIStackView" }),
    );
  });

  it("a type nested in another module's type or the example's own is that type's; in an SDK type it is judged", () => {
    const blocks: Block[] = [
      [
        "kotlin",
        [
          "import com.google.android.material.snackbar.Snackbar",
          "object Prefs",
          "fun f(bar: Snackbar) {",
          "  bar.addCallback(object : Snackbar.Callback() {})",
          "  val key: Prefs.Key? = null",
          "  val l: Locator.Listenr? = null",
          "}",
        ].join("\n"),
      ],
    ];
    expect(reported("android-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 5, "Listenr", "a type"),
    ]);
  });
});

describe("names the platform has beside near SDK names", () => {
  it("a member of a language's type the facts write (`String`) is the language's; an SDK type's is judged", () => {
    const blocks: Block[] = [
      [
        "kotlin",
        [
          'val text = String.format("%.2f", 1.0)',
          "val s: String = label",
          "s.padStartz(3)",
          "Locator.startz()",
        ].join("\n"),
      ],
    ];
    expect(reported("android-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 3, "startz", "a member of `Locator`"),
    ]);
  });

  it("a bare call in a class that extends another module's class is inherited, however near an SDK name", () => {
    const inherits: Block[] = [
      [
        "kotlin",
        [
          "import androidx.fragment.app.Fragment",
          "class Credits : Fragment() {",
          "  fun open() { startActivity(intent) }",
          "  fun scan() { startScann() }",
          "}",
        ].join("\n"),
      ],
    ];
    expect(reported("android-native/x", ...inherits)).toEqual([]);
    // A class of its own inherits nothing: a bare call nobody declares is judged.
    const own: Block[] = [["kotlin", "class Credits {\n  fun scan() { startScann() }\n}"]];
    expect(reported("android-native/x", ...own)).toEqual([
      spot(own, 0, 1, "startScann", "a function or constructor"),
    ]);
  });

  it("beside a module the check cannot read, a name is near an SDK name only by the SDK's own names and words", () => {
    const blocks: Block[] = [
      [
        "swift",
        [
          "import SnapKit",
          "import UIKit",
          "let delegate: MLNMapViewDelegate? = nil",
          "let count = UInt(3)",
          "let action: Selector? = nil",
          "if mode.isFollowing { print(1) }",
          "venueAlert.select()",
          "venueResult.onFailure { print(1) }",
          "venueAlert.startscam()",
          "let next: MapViewDelegat? = nil",
          "venueScanner.startScann()",
        ].join("\n"),
      ],
    ];
    expect(reported("ios-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 9, "MapViewDelegat", "a type"),
      spot(blocks, 0, 10, "startScann", "a member of `venueScanner`"),
    ]);
  });

  it("a near miss of an SDK type the language has (`Float`) is no evidence; one of an SDK member is", () => {
    const blocks: Block[] = [
      [
        "kotlin",
        [
          "import androidx.fragment.app.Fragment",
          "class Levels : Fragment() {",
          "  fun levels(values: Array) = values.map { it.asFloat }",
          "  fun heading(values: Array) = values.map { it.headingz }",
          "}",
        ].join("\n"),
      ],
    ];
    expect(reported("android-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 3, "headingz", "a member of `it`"),
    ]);
  });

  it("a label of a constructor of a type the facts never write is judged with its type, not alone", () => {
    const opened: Block[] = [
      ["swift", "import SnapKit\nlet line = MLNPolylineFeature(coordinates: ring, count: 2)"],
    ];
    expect(reported("ios-native/x", ...opened)).toEqual([]);
    const closed: Block[] = [["swift", "let line = Polylinez(coordinates: ring)"]];
    expect(reported("ios-native/x", ...closed)).toEqual([
      spot(closed, 0, 0, "Polylinez", "a function or constructor"),
    ]);
  });
});

describe("a lambda's parameters, typed by the SDK call they are handed to", () => {
  it("a parameter of a lambda handed to an SDK call, named as an SDK type, is that type", () => {
    const blocks: Block[] = [
      [
        "kotlin",
        [
          "import androidx.fragment.app.Fragment",
          "class Screen : Fragment() {",
          "  fun ready(livemap: Livemap) {",
          "    livemap.addMapClickListener { coordinates -> show(coordinates.lats) }",
          "    livemap.addMapClickListener { point -> show(point.lats) }",
          "  }",
          "}",
        ].join("\n"),
      ],
    ];
    // Named as no SDK type, a parameter holds what nobody says.
    expect(reported("android-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 3, "lats", "a member of `Coordinates`"),
    ]);
    // Handed to a platform's call, too; and where one name is handed by both, it may be either.
    const platformCall = (...calls: string[]): Block[] => [
      [
        "kotlin",
        [
          "import androidx.fragment.app.Fragment",
          "class Screen : Fragment() {",
          "  fun ready(livemap: Livemap) {",
          ...calls,
          "  }",
          "}",
        ].join("\n"),
      ],
    ];
    const posted = "    handler.post { coordinates -> show(coordinates.lats) }";
    expect(reported("android-native/x", ...platformCall(posted))).toEqual([]);
    expect(
      reported(
        "android-native/x",
        ...platformCall(
          posted,
          "    livemap.addMapClickListener { coordinates -> show(coordinates.lats) }",
        ),
      ),
    ).toEqual([]);
  });

  it("so is a Java lambda's and a Swift closure's; the Java tab's parameter does not hide the Kotlin tab's", () => {
    const blocks: Block[] = [
      [
        "kotlin",
        [
          "import androidx.fragment.app.Fragment",
          "class Screen : Fragment() {",
          "  fun ready(livemap: Livemap) { livemap.addMapClickListener { coordinates -> show(coordinates.lngs) } }",
          "}",
        ].join("\n"),
      ],
      [
        "java",
        [
          "import androidx.fragment.app.Fragment;",
          "class Screen extends Fragment {",
          "  void ready(Livemap livemap) { livemap.addMapClickListener(coordinates -> show(coordinates.lats)); }",
          "}",
        ].join("\n"),
      ],
    ];
    expect(reported("android-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 2, "lngs", "a member of `Coordinates`"),
      spot(blocks, 1, 2, "lats", "a member of `Coordinates`"),
    ]);
    const swift: Block[] = [
      [
        "swift",
        [
          "import SnapKit",
          "func ready(manager: LocationManager) {",
          "  manager.whenLocated { coordinate in print(coordinate.levelz) }",
          "  manager.whenLocated { coordinate in print(coordinate.levels) }",
          "}",
        ].join("\n"),
      ],
    ];
    expect(reported("ios-native/x", ...swift)).toEqual([
      spot(swift, 0, 2, "levelz", "a member of `Coordinate`"),
    ]);
    const queued: Block[] = [
      ["swift", "import SnapKit\nqueue.async { coordinate in print(coordinate.storey) }"],
    ];
    expect(reported("ios-native/x", ...queued)).toEqual([]);
  });
});

describe("types of the methods a type implements for SDK protocols", () => {
  it("a parameter's type of a method implementing SDK protocols only is judged beside a module the check cannot read", () => {
    const blocks: Block[] = [
      [
        "swift",
        [
          "import SnapKit",
          "extension Screen: MapViewDelegate {",
          "  func mapViewDidLoad(_ mapView: MapVeiw) {}",
          "  func mapViewDidLoad(_ views: [MapVeiw]?) {}",
          "  func mapViewDidLoad(_ route: Routing) {}",
          "  func mapView(_ mapView: MapView, didTap feature: MLNFeature) {}",
          "  var gizmo: Gizmo { Gizmo() }",
          "}",
          "extension Screen: SnapDelegate, MapViewDelegate {",
          "  func mapViewDidLoad(_ mapView: Widget) {}",
          "}",
        ].join("\n"),
      ],
    ];
    // MapLibre's `MLN` types, a property's type, and a method that may be a platform protocol's
    // are not judged so.
    const as = "a type of a parameter of a method of the conformance to `MapViewDelegate`";
    expect(reported("ios-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 2, "MapVeiw", as),
      spot(blocks, 0, 3, "MapVeiw", as),
      // One word, near no SDK name: only the conformance says it is the SDK's.
      spot(blocks, 0, 4, "Routing", as),
    ]);
  });
});
