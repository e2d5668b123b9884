import { readFacts } from "../../sdkVocabulary";
import { codeNameInputsOf, unresolvedCodeNames } from "../codeNameCheck";
import { loadGrammars } from "../parseCode";
import { platformVocabularyOf } from "../platformVocabulary";
import { pageOf, spot } from "./judgeHelper";

beforeAll(() => loadGrammars());

// A world of its own: iOS facts in the shapes the real facts file writes, a hand-written list
// of the language, and a sample app's list that, like the real ones, holds SDK names too.
const facts = readFacts({
  sections: {
    ios_native: {
      facts: [
        {
          name: "FloorPicker",
          kind: "class",
          signature: "FloorPicker: selectFloor(_:), highlight(_:mode: .soft/.strong), reset()",
        },
        {
          name: "Coordinate",
          kind: "class",
          signature: "Coordinate(latitude:longitude:); latitude; longitude",
        },
        {
          name: "RouteBuilder",
          kind: "class",
          signature: "RouteBuilder.add(_:transport:) (a transport case of its own)",
        },
        {
          name: "BeaconScanner",
          kind: "class",
          signature:
            "start(); delegate (BeaconScannerDelegate: beaconScanner(_:didRangeBeacon:), beaconScanner(_:didFailWithError:))",
        },
        {
          name: "Venue",
          kind: "class",
          signature:
            "Venue: picker (FloorPicker), scanner: BeaconScanner, origin (Coordinate: latitude), label",
        },
        { name: "Modules imported", kind: "package", signature: "import WemapMapSDK" },
      ],
    },
  },
});
const platform = platformVocabularyOf(
  JSON.stringify({
    vocabularies: [
      { languages: ["swift"], source: "Swift standard library (test)", names: ["Set", "print"] },
      {
        languages: ["swift"],
        source: "a sample app (test)",
        sections: ["ios_native"],
        names: ["FloorPicker", "isFrozen"],
      },
    ],
  }),
);
const inputs = codeNameInputsOf(facts, platform);
// The same world with a list of a module the check has no declarations of otherwise.
const withModule = codeNameInputsOf(
  facts,
  platformVocabularyOf(
    JSON.stringify({
      vocabularies: [
        { languages: ["swift"], source: "Swift standard library (test)", names: ["print"] },
        {
          languages: ["swift"],
          module: "Streams",
          source: "a module's own reference (test)",
          names: ["pipe", "collect", "into"],
        },
      ],
    }),
  ),
);
const judgedWithModule = (...code: string[]) =>
  unresolvedCodeNames("ios-native/x", pageOf(["swift", code.join("\n")]), withModule).map(
    (found) => `${found.name} (${found.as}) ${found.line}`,
  );

type Block = [string, string];
const reported = (...blocks: Block[]) =>
  unresolvedCodeNames("ios-native/x", pageOf(...blocks), inputs).map(
    (found) => `${found.name} (${found.as}) ${found.line}:${found.column}`,
  );

// SnapKit is a module the check has no declarations of: beside it, only names the code ties to
// an owner are judged. Each case shows the tie makes the difference.
describe("Swift names resolved through what the code says of their owner", () => {
  it("a value built or typed with a type of an Apple framework the check reads has that framework's members and labels", () => {
    const blocks: Block[] = [
      [
        "swift",
        [
          "import SnapKit",
          "import UIKit",
          "let slider = UISlider()",
          "slider.setValue(0.5, animated: true)",
          "slider.setValue(0.5, animatedly: true)",
          "let field: UITextField = makeField()",
          "field.isSecureTextEntry = true",
          "field.becomeFirstRespondr()",
          "final class Dial: UIView {}",
          "let dial = Dial()",
          "dial.spinAround(times: 2)",
          "let tags: Set<String> = []",
          "let sorted = tags.sorted()",
        ].join("\n"),
      ],
    ];
    // The page's own class and the standard library's `Set` may have members nobody lists.
    expect(reported(...blocks)).toEqual([
      spot(blocks, 0, 4, "animatedly", "an argument label of `slider.setValue`"),
      spot(blocks, 0, 7, "becomeFirstRespondr", "a member of `field`"),
    ]);
  });

  it("a name bound by `if let` or `guard let` holds what its cast or its call says", () => {
    const blocks: Block[] = [
      [
        "swift",
        [
          "import SnapKit",
          "for item in items {",
          "  if let spot = item as? Coordinate, spot.latitude > 0 {",
          "    print(spot.latitudeDegrees)",
          "  }",
          "}",
          "func show(any: Any) {",
          "  guard let picker = any as! FloorPicker? else { return }",
          "  picker.selectFloorz(2)",
          "  while let next = FloorPicker(), next.resetAll() {}",
          "}",
        ].join("\n"),
      ],
    ];
    expect(reported(...blocks)).toEqual([
      spot(blocks, 0, 3, "latitudeDegrees", "a member of `Coordinate`"),
      spot(blocks, 0, 8, "selectFloorz", "a member of `FloorPicker`"),
      spot(blocks, 0, 9, "resetAll", "a member of `FloorPicker`"),
    ]);
  });

  it("a member reached through `self?.` in a closure is its property's type's", () => {
    const blocks: Block[] = [
      [
        "swift",
        [
          "import SnapKit",
          "final class Screen {",
          "  var picker: FloorPicker?",
          "  func later() {",
          "    run { [weak self] in self?.picker?.resetz() }",
          "    run { [weak self] in self!.picker?.reset() }",
          "  }",
          "}",
        ].join("\n"),
      ],
    ];
    expect(reported(...blocks)).toEqual([
      spot(blocks, 0, 4, "resetz", "a member of `FloorPicker`"),
    ]);
  });

  it("a case written with a leading dot, handed to an SDK method whose facts write its cases, is looked up there", () => {
    const blocks: Block[] = [
      [
        "swift",
        [
          "import SnapKit",
          "let picker = FloorPicker()",
          "picker.highlight(floor, mode: .strong)",
          "picker.highlight(floor, mode: .bold)",
          "RouteBuilder.add(leg, transport: .gondola)",
          "view.snp.makeConstraints(style: .tight)",
        ].join("\n"),
      ],
    ];
    // The facts do not write `transport`'s cases, and `makeConstraints` is SnapKit's.
    expect(reported(...blocks)).toEqual([
      spot(
        blocks,
        0,
        3,
        "bold",
        "an enum case written with a leading dot, handed to `picker.highlight`",
      ),
    ]);
  });

  it("a near miss of a method of SDK protocols only is judged, even of a protocol whose methods the facts list elsewhere; beside a platform's supertype it may be the type's own", () => {
    const blocks: Block[] = [
      [
        "swift",
        [
          "import UIKit",
          "final class Scan: UIViewController, BeaconScannerDelegate {",
          "  func beaconScanner(_ s: BeaconScanner, didFailWithFault error: Error) {}",
          "  func beaconScanner(_ s: BeaconScanner, didRangeBeacon b: Error) {}",
          "  func refreshBanner() {}",
          "}",
          "extension Scan: BeaconScannerDelegate {",
          "  func beaconScanners(_ s: BeaconScanner, didRangeBeacon b: Error) {}",
          "}",
        ].join("\n"),
      ],
    ];
    expect(reported(...blocks)).toEqual([
      spot(
        blocks,
        0,
        7,
        "beaconScanners",
        "a method or label of the conformance to `BeaconScannerDelegate`",
      ),
    ]);
  });

  it("a member the facts give a type keeps its owner along a chain and through an untyped variable", () => {
    const blocks: Block[] = [
      [
        "swift",
        [
          "import SnapKit",
          "func open(venue: Venue) {",
          "  venue.picker.selectFlor(2)",
          "  venue.picker.reset()",
          "  let scanning = venue.scanner",
          "  scanning.stopp()",
          "  print(venue.origin.latitude, venue.origin.lng)",
          "  print(venue.label.whatever)",
          "}",
        ].join("\n"),
      ],
    ];
    // `label` has no type in the facts: what it holds may have any member.
    expect(reported(...blocks)).toEqual([
      spot(blocks, 0, 2, "selectFlor", "a member of `FloorPicker`"),
      spot(blocks, 0, 5, "stopp", "a member of `BeaconScanner`"),
      spot(blocks, 0, 6, "lng", "a member of `Coordinate`"),
    ]);
  });

  it("an SDK type a sample app's list holds is no platform type where the page's platform modules are read", () => {
    const page = (...code: string[]): Block[] => [["swift", code.join("\n")]];
    // `isHidden` is UIKit's (a view's), `observer` no one's but UIKit declares it somewhere.
    const withUIKit = page(
      "import UIKit",
      "let picker: FloorPicker = make()",
      "picker.isHidden = true",
      "picker.reset()",
    );
    expect(reported(...withUIKit)).toEqual([
      spot(withUIKit, 0, 2, "isHidden", "a member of `FloorPicker`"),
    ]);
    // Without a module the check reads, the sample app's list still says `FloorPicker` may be
    // the platform's too.
    const withoutModules = page(
      "import SnapKit",
      "let picker: FloorPicker = make()",
      "picker.isFrozen = true",
    );
    expect(reported(...withoutModules)).toEqual([]);
  });

  it("a name the page declares twice holding different things gives no owner to its members; two that agree do", () => {
    const blocks: Block[] = [
      [
        "swift",
        [
          "import UIKit",
          "func show(spot: Coordinate) { print(spot.latitude) }",
          "let spot = annotations.first!",
          "print(spot.subtitle)",
          "func place(mark: Coordinate) { print(mark.subtitle) }",
          "func on(picker: FloorPicker) {}",
          "let venue = Venue()",
          "let picker = venue.picker",
          "picker.resetAll()",
        ].join("\n"),
      ],
    ];
    // Two declarations that come to one owner agree: `picker` is a `FloorPicker` either way.
    expect(reported(...blocks)).toEqual([
      spot(blocks, 0, 4, "subtitle", "a member of `Coordinate`"),
      spot(blocks, 0, 8, "resetAll", "a member of `FloorPicker`"),
    ]);
  });

  it("a module's list counts only on a page that imports it, and that import opens nothing", () => {
    expect(
      judgedWithModule(
        "import Streams",
        "source.pipe().collect(into: bag)",
        "source.pipe().collect(onto: bag)",
      ),
    ).toEqual(["onto (an argument label of `source.pipe().collect`) 4"]);
    // Not imported, the module's names are nobody's.
    expect(judgedWithModule("source.pipe()")).toEqual(["pipe (a member of `source`) 2"]);
  });

  it("a module's list names one module", () => {
    expect(() =>
      platformVocabularyOf(
        JSON.stringify({
          vocabularies: [
            {
              languages: ["swift"],
              module: "Two Words",
              source: "a reference (test)",
              names: ["a"],
            },
          ],
        }),
      ),
    ).toThrow("data/code-vocabulary.json: vocabularies.0.module: a module is one identifier");
  });

  it("a label of a module's method, at the end of a chain from an SDK value through that module's methods, is judged beside modules the check cannot read", () => {
    // `glue` is no method of a module the page reads: it may be SnapKit's, and so its labels.
    expect(
      judgedWithModule(
        "import SnapKit",
        "import Streams",
        "RouteBuilder.add(leg, transport: x).pipe().collect(onto: bag)",
        "let picker = FloorPicker()",
        "picker.selectFloor(2).pipe { value in print(value, (1, 2)) }.collect(intoo: bag)",
        "let builder = RouteBuilder()",
        "builder.add(leg).glue().collect(onto: bag)",
        "other.add(leg).pipe().collect(onto: bag)",
      ),
    ).toEqual([
      "onto (an argument label of `RouteBuilder.add(leg, transport: x).pipe().collect`) 4",
      "intoo (an argument label of `picker.selectFloor(2).pipe { value in print(value, (1, 2)) }…`) 6",
    ]);
  });
});
