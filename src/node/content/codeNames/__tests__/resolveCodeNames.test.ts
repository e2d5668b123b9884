import { loadGrammars } from "../parseCode";
import { judge, spot } from "./judgeHelper";

beforeAll(() => loadGrammars());

type Block = [string, string];
/** What the resolver reports on a page of `blocks`, and where, as spot() writes it. */
const reported = (docId: string, ...blocks: Block[]) => judge(docId, ...blocks);

// Each case writes a name in a shape of its own, in the languages the site's pages use; the
// invented name must be reported where it is, and the real names around it must pass. The
// JavaScript and TypeScript shapes are the compiler's: src/node/content/examples/__tests__/.
describe("names whose owner the code gives are judged by that owner's facts only", () => {
  it("a Swift initializer label of an SDK type", () => {
    const blocks: Block[] = [
      [
        "swift",
        "let options = NavigationOptions(\n    arrivedDistanceThreshold: 15,\n    rerouteDelay: 5\n)",
      ],
    ];
    expect(reported("ios-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 2, "rerouteDelay", "an argument label of `NavigationOptions`"),
    ]);
  });

  it("a Kotlin named argument of the same type, judged by the Android facts, not the iOS ones", () => {
    const blocks: Block[] = [
      ["kotlin", "val o = NavigationOptions(userPositionThreshold = 15, snapDistance = 3)"],
    ];
    expect(reported("android-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 0, "snapDistance", "an argument label of `NavigationOptions`"),
    ]);
  });

  it("a Dart widget parameter, even when a platform has the name", () => {
    const blocks: Block[] = [
      [
        "dart",
        "Livemap(\n  options: const {},\n  onMapReady: () => debugPrint('ready'),\n  onTap: () {},\n)",
      ],
    ];
    expect(reported("flutter/x", ...blocks)).toEqual([
      spot(blocks, 0, 3, "onTap", "an argument label of `Livemap`"),
    ]);
  });

  it("a member of a variable the page types as an SDK class, through Kotlin's getter properties", () => {
    const blocks: Block[] = [
      [
        "kotlin",
        'fun show(query: Query) {\n    Log.d("x", query.query + query.tags + query.radius)\n}',
      ],
    ];
    expect(reported("android-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 1, "radius", "a member of `Query`"),
    ]);
  });

  it("Kotlin's scope functions on an SDK value are the language's", () => {
    expect(
      reported("android-native/x", [
        "kotlin",
        'fun f(q: Query?) { q?.let { Log.d("x", it.toString()) } }',
      ]),
    ).toEqual([]);
  });

  it("an enum member written on an SDK type, and the ones its facts list once for the owner", () => {
    const blocks: Block[] = [
      ["kotlin", "val a = TagMatchMode.AND\nval b = TagMatchMode.OR\nval c = TagMatchMode.ANY"],
    ];
    expect(reported("android-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 2, "ANY", "a member of `TagMatchMode`"),
    ]);
  });

  it("an argument label of a method a Swift extension implements for an SDK protocol", () => {
    const code = [
      "extension NavigationViewController: NavigationManagerDelegate {",
      "    func navigationManager(_ manager: MapNavigationManaging, didArrive waypoint: Coordinate) {}",
      "    func navigationManager(_ manager: MapNavigationManaging, didReachWaypoint waypoint: Coordinate) {}",
      "}",
    ].join("\n");
    const blocks: Block[] = [["swift", code]];
    expect(reported("ios-native/x", ...blocks)).toEqual([
      spot(
        blocks,
        0,
        2,
        "didReachWaypoint",
        "a method or label of the conformance to `NavigationManagerDelegate`",
      ),
    ]);
  });

  it("a Kotlin override in an object of an SDK interface the facts declare in a signature", () => {
    const code =
      "livemap.addContentUpdatedListener(object : ContentUpdatedListener {\n    override fun onPinpointsRefreshed(query: Query) {}\n})";
    const blocks: Block[] = [["kotlin", code]];
    expect(reported("android-native/x", ...blocks)).toEqual([
      spot(
        blocks,
        0,
        1,
        "onPinpointsRefreshed",
        "a method or label of the conformance to `ContentUpdatedListener`",
      ),
    ]);
  });

  it("a Java @Override in an anonymous class of the same interface", () => {
    const code =
      "livemap.addContentUpdatedListener(new ContentUpdatedListener() {\n  @Override\n  public void onPinpointsUpdated(Query query) {}\n  @Override\n  public void onEventsRefreshed(Query query) {}\n});";
    const blocks: Block[] = [["java", code]];
    expect(reported("android-native/x", ...blocks)).toEqual([
      spot(
        blocks,
        0,
        4,
        "onEventsRefreshed",
        "a method or label of the conformance to `ContentUpdatedListener`",
      ),
    ]);
  });

  it("a method of a type that also extends a platform class may be the type's own", () => {
    const code =
      "class Map: UIViewController, NavigationManagerDelegate {\n    override func viewDidLoad() {}\n    func refresh(along route: Int) {}\n}";
    expect(reported("ios-native/x", ["swift", code])).toEqual([]);
  });
});

describe("an SDK type the facts say extends a platform class has that class's names too", () => {
  it("its members and its methods' labels the platform knows pass; a name nobody has is still its own invention", () => {
    const code =
      'func show(compass: CompassView) {}\ncompass.text = "N"\ncompass.heading = 3\ncompass.needleAngle = 2\ncompass.viewDidLoad(text: 1, needle: 2)';
    const blocks: Block[] = [["swift", code]];
    expect(reported("ios-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 3, "needleAngle", "a member of `CompassView`"),
      spot(blocks, 0, 4, "needle", "an argument label of `compass.viewDidLoad`"),
    ]);
  });

  it("a type the facts give no superclass gets no platform names", () => {
    const blocks: Block[] = [["swift", 'func show(map: MapView) {}\nmap.text = "N"']];
    expect(reported("ios-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 1, "text", "a member of `MapView`"),
    ]);
  });

  it("every Swift enum with raw values is built with the label rawValue", () => {
    const blocks: Block[] = [["swift", "let c = Coordinate(rawValue: 1, altitude: 3)"]];
    expect(reported("ios-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 0, "altitude", "an argument label of `Coordinate`"),
    ]);
  });
});

describe("names whose owner the code does not give must exist somewhere the page can reach", () => {
  it("a Swift enum case written with a leading dot", () => {
    const blocks: Block[] = [
      [
        "swift",
        "mapView.userTrackingMode = .followWithHeading\nmapView.userTrackingMode = .followWithLevel",
      ],
    ];
    expect(reported("ios-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 1, "followWithLevel", "an enum case written with a leading dot"),
    ]);
  });

  it("a type nobody declares", () => {
    const blocks: Block[] = [
      ["kotlin", "private lateinit var puck: UserLocationPuck\nval b: Bundle? = null"],
    ];
    expect(reported("android-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 0, "UserLocationPuck", "a type"),
    ]);
  });

  it("Android's generated resources and the members of self are the app's own", () => {
    expect(
      reported(
        "android-native/x",
        ["kotlin", "setContentView(R.layout.activity_map)"],
        ["swift", 'self.statusLabel.text = "x"'],
      ),
    ).toEqual([]);
  });
});

describe("what the page's imports and values say of a name the vocabularies lack", () => {
  it("a member of a value the page builds with a type that is not the SDK's is that type's", () => {
    const blocks: Block[] = [
      [
        "kotlin",
        "import android.os.Handler\nfun f(handler: Handler, query: Query) {\n  handler.postTwiceDelayed(task, 10)\n  query.radiusz\n}",
      ],
    ];
    expect(reported("android-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 3, "radiusz", "a member of `Query`"),
    ]);
  });

  it("on a Swift page that imports a module the check has no declarations of, only a near miss of an SDK name is judged", () => {
    const code =
      "let maker = ConstraintMakerz()\nlet options = NavigationOptionz(arrivedDistanceThreshold: 1)";
    const opened: Block[] = [["swift", `import SnapKit\n${code}`]];
    expect(reported("ios-native/x", ...opened)).toEqual([
      spot(opened, 0, 2, "NavigationOptionz", "a function or constructor"),
    ]);
    // Without the import, nothing else could supply either name.
    const closed: Block[] = [["swift", code]];
    expect(reported("ios-native/x", ...closed)).toEqual([
      spot(closed, 0, 0, "ConstraintMakerz", "a function or constructor"),
      spot(closed, 0, 1, "NavigationOptionz", "a function or constructor"),
    ]);
  });

  it("an Apple framework's names are looked up in its declarations: what it has passes, nothing else does", () => {
    const blocks: Block[] = [
      [
        "swift",
        "import UIKit\nimport AVFoundation\nlet picker = UIPickerView()\nlet window = UIWindow(frame: .zero)\nlet status = AVCaptureDevice.authorizationStatus(for: .video)\nlet broken = UIPickerViewz()",
      ],
    ];
    expect(reported("ios-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 5, "UIPickerViewz", "a function or constructor"),
    ]);
  });

  it("a framework's name is no member of a value the SDK gives, however it was reached", () => {
    // `tintColor` is UIKit's; the mode the SDK's map view gives has no such member.
    const blocks: Block[] = [
      [
        "swift",
        "import UIKit\nlet view = MapView()\nlet mode = view.userTrackingMode\nmode.tintColor = .red\nlet button = UIButton()\nbutton.tintColor = .red",
      ],
    ];
    expect(reported("ios-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 3, "tintColor", "a member of `mode`"),
    ]);
  });

  it("Kotlin imports each type by name: only a whole package imported may supply another", () => {
    const code = "val spinner = Spinnerz(context)";
    const named: Block[] = [["kotlin", `import android.widget.Spinner\n${code}`]];
    expect(reported("android-native/x", ...named)).toEqual([
      spot(named, 0, 1, "Spinnerz", "a function or constructor"),
    ]);
    // A whole package of a library the check has no declarations of may have it; the
    // platform's packages are looked up in their declarations (androidDeclarations.ts), which
    // say android.widget has no Spinnerz.
    const whole: Block[] = [["kotlin", `import com.example.widgets.*\n${code}`]];
    expect(reported("android-native/x", ...whole)).toEqual([]);
    const platform: Block[] = [["kotlin", `import android.widget.*\n${code}`]];
    expect(reported("android-native/x", ...platform)).toEqual([
      spot(platform, 0, 1, "Spinnerz", "a function or constructor"),
    ]);
  });

  it("a Kotlin class that extends another module's class may call what it inherits", () => {
    const inherits: Block[] = [
      [
        "kotlin",
        "import androidx.fragment.app.Fragment\nclass Screen : Fragment() {\n  fun show() { requireHostz() }\n}",
      ],
    ];
    expect(reported("android-native/x", ...inherits)).toEqual([]);
    const own: Block[] = [["kotlin", "class Screen {\n  fun show() { requireHostz() }\n}"]];
    expect(reported("android-native/x", ...own)).toEqual([
      spot(own, 0, 1, "requireHostz", "a function or constructor"),
    ]);
  });

  it("Swift's shorthand closure parameters are the language's", () => {
    expect(reported("ios-native/x", ["swift", "let run = { $0() }"])).toEqual([]);
  });
});

describe("build and module names", () => {
  it("an SDK import: a path the facts write, or a name of the SDK in a package they write", () => {
    const blocks: Block[] = [
      [
        "kotlin",
        "import com.getwemap.sdk.map.WemapMapView\nimport com.getwemap.sdk.map.camera.CameraOptions\nimport android.os.Bundle",
      ],
    ];
    expect(reported("android-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 1, "com.getwemap.sdk.map.camera.CameraOptions", "an import of the SDK"),
    ]);
  });

  it("an import from a package the page's own files are in, or one of its subpackages, is the app's", () => {
    const blocks: Block[] = [
      ["kotlin", "package com.getwemap.demo.shared\n\nfun greet() = Unit"],
      [
        "java",
        "package com.getwemap.demo.ui;\n\nimport com.getwemap.demo.shared.GreetKt;\nimport com.getwemap.demo.ui.databinding.MainBinding;\nimport com.getwemap.demo.data.Store;\nimport com.getwemap.sdk.mapz.WemapMapView;",
      ],
    ];
    expect(reported("android-native/x", ...blocks)).toEqual([
      spot(blocks, 1, 4, "com.getwemap.demo.data.Store", "an import of the SDK"),
      spot(blocks, 1, 5, "com.getwemap.sdk.mapz.WemapMapView", "an import of the SDK"),
    ]);
  });

  it("a package the SDK's facts write makes no import of it the page's own", () => {
    const blocks: Block[] = [
      ["kotlin", "package com.getwemap.sdk.map\n\nimport com.getwemap.sdk.map.WemapMapViewz"],
    ];
    expect(reported("android-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 2, "com.getwemap.sdk.map.WemapMapViewz", "an import of the SDK"),
    ]);
  });

  it("a Dart package named after the SDK's is another package; a package the SDK does not have is still judged", () => {
    const code = [
      "import 'package:wemap_flutter_livemap/wemap_flutter_livemap.dart';",
      "import 'package:wemap_flutter_livemap_demo/screens/home.dart';",
      "import 'package:wemap_livemap/wemap_livemap.dart';",
      "import 'package:wemap_flutter/wemap_flutter.dart';",
    ].join("\n");
    const blocks: Block[] = [["dart", code]];
    expect(reported("flutter/x", ...blocks)).toEqual([
      spot(blocks, 0, 2, "package:wemap_livemap/wemap_livemap.dart", "an import of the SDK", "'"),
      spot(blocks, 0, 3, "package:wemap_flutter/wemap_flutter.dart", "an import of the SDK", "'"),
    ]);
  });

  it("a Swift module of the SDK", () => {
    const blocks: Block[] = [["swift", "import WemapMapSDK\nimport WemapNavigationSDK"]];
    expect(reported("ios-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 1, "WemapNavigationSDK", "an import of the SDK"),
    ]);
  });

  it("Gradle plugin ids of the SDK's namespace, in the Kotlin DSL and in Groovy", () => {
    const blocks: Block[] = [
      [
        "kotlin",
        'plugins {\n    id("com.android.application")\n    id("com.getwemap.sdk.gradle")\n    id("com.getwemap.sdk.config")\n}',
      ],
      [
        "groovy",
        "plugins {\n    id 'com.getwemap.livemap.gradle' // the SDK's\n}\napply plugin: 'com.getwemap.sdk.gradle'",
      ],
    ];
    expect(reported("android-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 3, "com.getwemap.sdk.config", "a Gradle plugin id of the SDK"),
      spot(blocks, 1, 1, "com.getwemap.livemap.gradle", "a Gradle plugin id of the SDK"),
    ]);
  });

  it("an Android layout's SDK view class and its app-namespace attributes", () => {
    const layout = [
      '<FrameLayout xmlns:app="http://schemas.android.com/apk/res-auto">',
      '  <com.getwemap.sdk.map.WemapMapView app:emmid="1" app:zoomLevel="3" android:id="@+id/map" />',
      "  <com.getwemap.sdk.map.WemapMapViewer />",
      "</FrameLayout>",
    ].join("\n");
    const blocks: Block[] = [["xml", layout]];
    expect(reported("android-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 1, "app:zoomLevel", "an attribute of `com.getwemap.sdk.map.WemapMapView`"),
      spot(blocks, 0, 2, "com.getwemap.sdk.map.WemapMapViewer", "a view class of the SDK"),
    ]);
  });
});
