import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dottedVerdict, findUnknownApiNames } from "../../src/node/content/apiNames";
import {
  apiNameReport,
  apiShapeReport,
  readAllowList,
  type ApiNameProblem,
  readSdkVocabulary,
} from "./contentChecks";
import { callLabels, signatureLabels } from "../../src/node/content/argumentLabels";
import type { DocText } from "../../src/node/content/docText";
import { inventedNameMessage } from "../../src/node/content/inventionCheck";
import { buildSdkVocabulary, readFacts } from "../../src/node/content/sdkVocabulary";
import { formatProblem } from "../../src/node/mdx/problems";
import { checkedFilesOf, docTextsOf } from "./docText";

const projectRoot = path.join(__dirname, "../..");
const vocabulary = readSdkVocabulary();
const allowList = readAllowList();

/** A report entry as every content problem prints (src/node/content/inventionCheck.ts). */
const formatApiNameProblem = (problem: ApiNameProblem) =>
  formatProblem({ ...problem, message: inventedNameMessage(problem), severity: "error" });

describe("the invention check on a real page", () => {
  const page = "android/Listeners/MapLongClick.mdx";
  let contentRoot: string;

  beforeEach(() => {
    contentRoot = fs.mkdtempSync(path.join(os.tmpdir(), "planted-"));
    fs.mkdirSync(path.join(contentRoot, "docs/android/Listeners"), { recursive: true });
    fs.copyFileSync(
      path.join(projectRoot, "content/docs", page),
      path.join(contentRoot, "docs", page),
    );
  });
  afterEach(() => fs.rmSync(contentRoot, { recursive: true, force: true }));

  it("passes the page as it is", () => {
    expect(apiNameReport(checkedFilesOf(contentRoot))).toEqual([]);
  });

  it("reports every planted name with the file and line, in prose, inline code and a code block", () => {
    const file = path.join(contentRoot, "docs", page);
    const planted = [
      "Call removeTeleportListener when you leave, or keep the AddMarkerCallback, then Pinpoint.setZoom() again.",
      "",
      "Use `removeTeleportListener`, `AddMarkerCallback` and `Pinpoint.setZoom()` as well.",
      "",
      "```kotlin",
      "val callback: AddMarkerCallback = AddMarkerCallback { id -> println(id) }",
      "livemap.removeTeleportListener(listener)",
      "Pinpoint.setZoom(3.0)",
      // Words of the facts' prose and notes ("enable", "passes") are no members of an SDK object.
      "livemap.enable(true)",
      "```",
      "",
      "Then `Livemap.passes()` the map.",
      "",
    ];
    const lines = fs.readFileSync(file, "utf8").split("\n");
    const at = lines.findIndex((line) => line === "## Related");
    lines.splice(at, 0, ...planted);
    fs.writeFileSync(file, lines.join("\n"));
    const lineOf = (text: string) => lines.indexOf(text) + 1;

    const report = apiNameReport(checkedFilesOf(contentRoot));
    const reported = (name: string, line: number, place: string) =>
      report.some(
        (problem) =>
          problem.file.endsWith(`docs/${page}`) &&
          problem.line === line &&
          problem.place === place &&
          problem.name.includes(name),
      );
    const expected: [string, number, string][] = [
      ["removeTeleportListener", lineOf(planted[0] ?? ""), "prose"],
      ["AddMarkerCallback", lineOf(planted[0] ?? ""), "prose"],
      ["Pinpoint.setZoom", lineOf(planted[0] ?? ""), "prose"],
      ["removeTeleportListener", lineOf(planted[2] ?? ""), "inline code"],
      ["AddMarkerCallback", lineOf(planted[2] ?? ""), "inline code"],
      ["Pinpoint.setZoom", lineOf(planted[2] ?? ""), "inline code"],
      ["AddMarkerCallback", lineOf(planted[5] ?? ""), "code block"],
      ["removeTeleportListener", lineOf(planted[6] ?? ""), "code block"],
      ["Pinpoint.setZoom", lineOf(planted[7] ?? ""), "code block"],
      ["livemap.enable", lineOf(planted[8] ?? ""), "code block"],
      ["Livemap.passes", lineOf(planted[11] ?? ""), "inline code"],
    ];
    expect(expected.filter(([name, line, place]) => !reported(name, line, place))).toEqual([]);
    expect(report).toHaveLength(expected.length);
    const first = report[0];
    // Line and column of the name in the file: the planted prose starts at column 1.
    const column = (planted[0] ?? "").indexOf(first?.name ?? "") + 1;
    expect(first && formatApiNameProblem(first)).toMatch(
      new RegExp(
        `docs/${page}:${lineOf(planted[0] ?? "")}:${column}  \`\\w+\` is read as a listener or callback name, and the SDK facts do not have it`,
      ),
    );
  });
});

describe("findUnknownApiNames", () => {
  const samples = {
    dart: [
      "```dart",
      "void move(LivemapController controller) {",
      "  controller.setZoom(zoom: 3);",
      "  controller.flyTo(zoom: 3);",
      "}",
      "```",
    ].join("\n"),
    kotlin: "```kotlin\nlivemapView.getLivemapAsync { map ->\n    map.zoomTo(3.0)\n}\n```",
    swift:
      "```swift\nlet wemap = wemapsdk.sharedInstance\nwemap.setZoom(zoom: 3)\nwemap.teleport()\n```",
    tsx: "```tsx\nconst livemap = useRef<LivemapRef>(null);\nlivemap.current?.centerTo(center, 15);\nlivemap.current?.zoomTo(15);\n```",
    library: [
      "```kotlin",
      "import android.os.Bundle",
      "import java.util.Collections",
      'val url = "https://livemap.getwemap.com/dom.html"',
      "override fun onCreate(savedInstanceState: Bundle?) {",
      "    super.onCreate(savedInstanceState)",
      "    println(savedInstanceState.toString())",
      "    mapView.getMapAsync { style -> style.addLayer(layer) }",
      "    livemap?.let { it.setZoom(15.0) }",
      "    setState(() => count++)",
      "    setOnClickListener { finish() }",
      "}",
      "```",
    ].join("\n"),
    inline: "Call `zoomTo` and `setZoom`.",
    literals: "Pass `'#1E88E5'`, `GET /v3.0/pinpoints` or `List<Pinpoint>`.",
    prose:
      'See [the listener](./Teleport.mdx#removeTeleportListener) and https://x.example/Pinpoint.setZoom <TabItem value="kotlin.removeTeleportListener" />.',
    // Shapes a scanner of lines gets wrong, read here as the page's parser reads them.
    nestedListFence: [
      "- Step one",
      "  - Step two",
      "",
      "    ```dart",
      "    void move(LivemapController controller) {",
      "      controller.flyTo(zoom: 3);",
      "    }",
      "    ```",
    ].join("\n"),
    tildeFence: [
      "~~~kotlin",
      "```",
      "livemapView.getLivemapAsync { map ->",
      "    map.zoomTo(3.0)",
      "}",
      "~~~",
      "",
      "After it, `zoomTo` is inline code again.",
    ].join("\n"),
    indented: "Text.\n\n    livemap.removeTeleportListener(listener)\n",
    backtickInCode: "Call ``Pinpoint.setZoom(`x`)`` then.",
    jsxFence: [
      "<Tabs>",
      '  <TabItem value="dart">',
      "",
      "    ```dart",
      "    void move(LivemapController controller) {",
      "      controller.flyTo(zoom: 3);",
      "    }",
      "    ```",
      "",
      "  </TabItem>",
      "</Tabs>",
    ].join("\n"),
    wrappedListItem: "- Read [the guide](./guide.mdx) first,\n  then Pinpoint.setZoom() again.",
    jsxComment: "{/*\n  Pinpoint.setZoom() is an example of a wrong name\n*/}\n\nText.",
  };
  const keys = Object.keys(samples) as (keyof typeof samples)[];
  const texts = new Map<keyof typeof samples, DocText>();
  beforeAll(() => {
    docTextsOf(keys.map((key) => samples[key])).forEach((text, index) =>
      texts.set(keys[index] ?? "dart", text),
    );
  });
  const check = (sample: keyof typeof samples, strictInlineCode = false) =>
    findUnknownApiNames(texts.get(sample) ?? { pieces: [] }, vocabulary, allowList, {
      strictInlineCode,
    }).map(({ name, line, column, place }) => `${line}:${column} ${place} ${name}`);

  it("checks the methods called on a variable that holds an SDK object", () => {
    expect(check("dart")).toEqual(["4:3 code block controller.flyTo"]);
    expect(check("kotlin")).toEqual(["3:5 code block map.zoomTo"]);
  });

  it("follows SDK objects through singletons and React refs", () => {
    expect(check("swift")).toEqual(["4:1 code block wemap.teleport"]);
    expect(check("tsx")).toEqual(["4:1 code block livemap.current?.zoomTo"]);
  });

  it("leaves language keywords, standard library calls and other libraries alone", () => {
    expect(check("library")).toEqual([]);
  });

  it("is strict about inline code on reference pages only", () => {
    expect(check("inline", true)).toEqual(["1:6 inline code zoomTo"]);
    expect(check("inline", false)).toEqual([]);
    expect(check("literals", true)).toEqual([]);
  });

  it("ignores link targets, addresses and JSX in prose", () => {
    expect(check("prose")).toEqual([]);
  });

  it("reads a fence in a nested list item as code, at its place in the file", () => {
    expect(check("nestedListFence")).toEqual(["6:7 code block controller.flyTo"]);
  });

  it("reads a ~~~ fence to its own end, a ``` line inside it being code", () => {
    expect(check("tildeFence", true)).toEqual([
      "4:5 code block map.zoomTo",
      "8:11 inline code zoomTo",
    ]);
  });

  it("reads indented lines as MDX does: prose, since MDX has no indented code", () => {
    expect(check("indented")).toEqual([
      "3:13 prose removeTeleportListener",
      "3:5 prose livemap.removeTeleportListener",
    ]);
  });

  it("reads inline code that holds a backtick as one span", () => {
    expect(check("backtickInCode")).toEqual(["1:6 inline code Pinpoint.setZoom"]);
  });

  it("reads a fenced block inside JSX as code, however far it is indented", () => {
    expect(check("jsxFence")).toEqual(["6:7 code block controller.flyTo"]);
  });

  it("places a name on a list item's second line at its column in the file", () => {
    expect(check("wrappedListItem")).toEqual(["2:8 prose Pinpoint.setZoom"]);
  });

  it("leaves MDX comments out, over several lines too", () => {
    expect(check("jsxComment")).toEqual([]);
  });

  it("checks a dotted name as a whole, not part by part", () => {
    expect(dottedVerdict("LivemapController.setZoom", vocabulary)).toBe("known");
    expect(dottedVerdict("Pinpoint.setZoom", vocabulary)).toBe("unknown");
    expect(vocabulary.names.has("Pinpoint") && vocabulary.names.has("setZoom")).toBe(true);
    expect(
      dottedVerdict("com.getwemap.livemap.sdk.listener.MapLongClickListener", vocabulary),
    ).toBe("known");
    expect(dottedVerdict("com.getwemap.livemap.sdk.listener.TeleportListener", vocabulary)).toBe(
      "unknown",
    );
    expect(dottedVerdict("Platform.isAndroid", vocabulary)).toBe("unchecked");
  });
});

describe("the SDK vocabulary", () => {
  const facts = {
    sections: {
      android_webview: {
        facts: [
          {
            name: "Livemap.addMapClickListener / MapClickListener",
            kind: "event",
            signature: "livemap.addMapClickListener(MapClickListener)",
          },
          {
            name: "Marker",
            kind: "class",
            signature: "Marker(Coordinates coordinates, String img)",
          },
        ],
        unknown: ["GhostCallback was NOT seen in any source", "Livemap.haunt not seen"],
      },
      release_history: { android: [{ version: "1.13.0" }] },
    },
  };
  const small = buildSdkVocabulary(readFacts(facts));

  it("holds what the facts say exists", () => {
    expect(small.names.has("addMapClickListener")).toBe(true);
    expect(small.members.get("Livemap")?.has("MapClickListener")).toBe(true);
    expect(small.members.get("Marker")?.has("img")).toBe(true);
  });

  it("leaves out the names the facts list as not seen", () => {
    expect(small.names.has("GhostCallback")).toBe(false);
    expect(dottedVerdict("Livemap.haunt", small)).toBe("unknown");
    // "Implement `GhostCallback`." as the page's mdast gives it.
    const text: Pick<DocText, "pieces"> = {
      pieces: [
        { place: "prose", value: "Implement ", line: 1, column: 1 },
        { place: "inline code", value: "GhostCallback", line: 1, column: 11 },
        { place: "prose", value: ".", line: 1, column: 26 },
      ],
    };
    expect(
      findUnknownApiNames(text, small, { names: new Set() }, { strictInlineCode: false }),
    ).toEqual([
      {
        name: "GhostCallback",
        line: 1,
        column: 11,
        place: "inline code",
        as: "a listener or callback name",
      },
    ]);
  });

  it("reads members only where a fact names them, not from its prose", () => {
    const described = buildSdkVocabulary(
      readFacts({
        sections: {
          ios_webview: {
            facts: [
              {
                name: "EaseToOptions",
                kind: "class",
                signature:
                  "public struct EaseToOptions { center: [String: Double]; animate: Bool? }",
                notes: "sent after the map is ready; enable it with care",
              },
              { name: "livemap-ios-sdk v2.6.0 API", kind: "class", signature: "the only change" },
              {
                name: "MapView",
                kind: "class",
                signature: "MapView (open since 0.29.0): mapDelegate (MapViewDelegate), mapData",
              },
            ],
          },
        },
      }),
    );
    expect([...(described.members.get("EaseToOptions") ?? [])].sort()).toEqual([
      "animate",
      "center",
    ]);
    expect(described.owners.has("livemap")).toBe(false);
    expect([...(described.members.get("MapView") ?? [])].sort()).toEqual([
      "mapData",
      "mapDelegate",
    ]);
  });

  it("takes no language or platform object for an SDK object", () => {
    const platform = ["window", "document", "console", "Math", "this", "self", "super", "it", "R"];
    expect(platform.filter((name) => vocabulary.owners.has(name))).toEqual([]);
  });

  it("names the section of a malformed fact", () => {
    expect(() => readFacts({ sections: { ios_webview: { facts: [{ kind: "class" }] } } })).toThrow(
      /sections\.ios_webview\.facts\.0\.name/,
    );
  });

  it("has no allow-list entry without its reason", () => {
    const file = JSON.parse(
      fs.readFileSync(path.join(projectRoot, "data/api-names-allow-list.json"), "utf8"),
    ) as { names: Record<string, string> };
    expect(Object.values(file.names).every((reason) => reason.length >= 20)).toBe(true);
    expect(Object.keys(file.names).length).toBeLessThanOrEqual(12);
  });
});

describe("argument labels", () => {
  it("reads the labels a signature allows, per language", () => {
    const labels = (signature: string, method: string) =>
      [...(signatureLabels(signature, method) ?? [])].sort();
    // Swift: the label, not the parameter's inner name; `_` gives none.
    expect(labels("func openEvent(WemapEventId id: Int, _ at: Int)", "openEvent")).toEqual([
      "WemapEventId",
    ]);
    expect(labels("init(latitude:longitude:altitude: = nil)", "init")).toEqual([
      "altitude",
      "latitude",
      "longitude",
    ]);
    // Dart: only the parameters between braces are named; Java's are positional.
    expect(
      labels(
        "Future<void> openPinpoint(int pinpointId, {Map<String, dynamic>? options})",
        "openPinpoint",
      ),
    ).toEqual(["options"]);
    expect(labels("centerTo(Coordinates center, double zoom)", "centerTo")).toEqual([]);
    // Kotlin: `name: Type`, `name = default` and a bare name.
    expect(
      labels(
        "startNavigation(origin: Coordinate?, destination, options = NavigationOptions)",
        "startNavigation",
      ),
    ).toEqual(["destination", "options", "origin"]);
    expect(signatureLabels("getCenter(center -> ...)", "setCenter")).toBeUndefined();
  });

  it("reads the labels of a call, colons or Kotlin's equals", () => {
    expect(callLabels("center: {'a': 1, b: 2}, zoom: 3", false)).toEqual(["center", "zoom"]);
    expect(callLabels("origin = a, b == c", true)).toEqual(["origin"]);
  });
});

describe("the name shapes read from the mdast of a real page", () => {
  const page = "ios/protocols/view.mdx";
  let contentRoot: string;

  beforeEach(() => {
    contentRoot = fs.mkdtempSync(path.join(os.tmpdir(), "shapes-"));
    fs.mkdirSync(path.join(contentRoot, "docs/ios/protocols"), { recursive: true });
    fs.copyFileSync(
      path.join(projectRoot, "content/docs", page),
      path.join(contentRoot, "docs", page),
    );
  });
  afterEach(() => fs.rmSync(contentRoot, { recursive: true, force: true }));

  it("passes the page as it is", () => {
    const files = checkedFilesOf(contentRoot);
    expect(apiShapeReport(files)).toEqual([]);
    expect(apiNameReport(files)).toEqual([]);
  });

  it("reports a planted name of every shape with its file and line", () => {
    const file = path.join(contentRoot, "docs", page);
    const planted = [
      "Install @wemap/teleport-livemap from npm, then call GET /v3.0/teleports for the list.",
      "",
      "| Endpoint | Use |",
      "| --- | --- |",
      "| GET /v3.0/teleports/42 | One teleport. |",
      "",
      "Add `com.getwemap:teleport-sdk:1.0.0` or call `GET /v3.0/teleporters`.",
      "",
      "```swift",
      "let map: wemapsdk = wemapsdk.sharedInstance",
      "map.teleport()",
      "extension ViewController: wemapsdkViewDelegate {",
      "    func onMapTeleported(_ wemapController: wemapsdk) {}",
      "}",
      "```",
      "",
      "```tsx",
      "<Livemap mapConfig={config} onTeleport={(e) => go(e)} />",
      "livemap.addEventListener('teleportDone', () => {});",
      "```",
      "",
      "```ruby",
      "pod 'WemapTeleportSDK'",
      "```",
      "",
      "```yaml",
      "dependencies:",
      "  flutter_wemap_teleport: ^1.0.0",
      "```",
      "",
      "```swift",
      "wemapsdk.sharedInstance.navigateToPinpoint(WemapPinpointId: 7, destination: place)",
      "```",
      "",
      "```dart",
      "void move(LivemapController controller) {",
      "  controller.centerTo(",
      "    location: {'latitude': 43.6, 'longitude': 3.9},",
      "    zoom: 12,",
      "  );",
      "}",
      "```",
      "",
      "```kotlin",
      "val manager: IMapNavigationManager = mapView.navigationManager",
      "manager.startNavigation(origin = start, destinationId = 42)",
      "```",
      "",
    ];
    const lines = fs.readFileSync(file, "utf8").split("\n");
    const at = lines.findIndex((line) => line === "## Example");
    lines.splice(at, 0, ...planted);
    fs.writeFileSync(file, lines.join("\n"));
    const lineOf = (text: string) => lines.indexOf(text) + 1;

    const files = checkedFilesOf(contentRoot);
    const report = [...apiNameReport(files), ...apiShapeReport(files)];
    const expected: [string, string, string][] = [
      ["@wemap/teleport-livemap", planted[0] ?? "", "prose"],
      ["/v3.0/teleports", planted[0] ?? "", "prose"],
      ["/v3.0/teleports/42", planted[4] ?? "", "prose"],
      ["com.getwemap:teleport-sdk", planted[6] ?? "", "inline code"],
      ["/v3.0/teleporters", planted[6] ?? "", "inline code"],
      ["map.teleport", planted[10] ?? "", "code block"],
      ["wemapsdkViewDelegate.onMapTeleported", planted[12] ?? "", "code block"],
      ["<Livemap onTeleport>", planted[17] ?? "", "code block"],
      ["'teleportDone'", planted[18] ?? "", "code block"],
      ["WemapTeleportSDK", planted[22] ?? "", "code block"],
      ["flutter_wemap_teleport", planted[27] ?? "", "code block"],
      ["wemapsdk.navigateToPinpoint(destination:)", planted[31] ?? "", "code block"],
      ["LivemapController.centerTo(location:)", planted[37] ?? "", "code block"],
      ["IMapNavigationManager.startNavigation(destinationId:)", planted[45] ?? "", "code block"],
    ];
    const missing = expected.filter(
      ([name, line, place]) =>
        !report.some(
          (problem) =>
            problem.file.endsWith(`docs/${page}`) &&
            problem.line === lineOf(line) &&
            problem.place === place &&
            problem.name === name,
        ),
    );
    expect(missing).toEqual([]);
    expect(report).toHaveLength(expected.length);
    const pod = report.find((problem) => problem.name === "WemapTeleportSDK");
    expect(pod && formatApiNameProblem(pod)).toMatch(
      new RegExp(
        `docs/ios/protocols/view\\.mdx:${lineOf(planted[22] ?? "")}:6  \`WemapTeleportSDK\` is read as a Wemap package coordinate, and the SDK facts do not have it`,
      ),
    );
  });
});
