import { fixtureRepository, shapes } from "./fixtureRepository";

/**
 * The extractor, on shapes of each language that the SDKs' own sources barely use: what it gets
 * wrong here it would get wrong on the next release of an SDK.
 */
describe("what a Kotlin file declares", () => {
  it("gives an extension function to its receiver and a companion member to its class", async () => {
    const repository = await fixtureRepository({
      "src/Map.kt": `package com.example
class MapHolder(val mapId: Int, private val secret: String) {
    companion object {
        const val DEFAULT_ZOOM = 16
        fun create(id: Int): MapHolder = MapHolder(id, "")
    }
    internal fun hidden() {}
}
fun MapHolder.zoomTo(level: Float = 1f): Boolean = true
interface ReadyListener { fun onReady(holder: MapHolder) }
`,
    });
    const declarations = repository.declarationsIn("src/Map.kt");
    const zoomTo = declarations.find((declaration) => declaration.name === "zoomTo");
    expect(zoomTo).toMatchObject({
      kind: "method",
      container: "MapHolder",
      parameters: "level: Float = 1f",
      returns: "Boolean",
    });
    expect(zoomTo?.modifiers).toContain("extension");
    expect(declarations.find((declaration) => declaration.name === "create")).toMatchObject({
      container: "MapHolder",
      line: 5,
    });
    expect(declarations.find((declaration) => declaration.name === "create")?.modifiers).toContain(
      "companion",
    );
    expect(declarations.find((declaration) => declaration.name === "mapId")).toMatchObject({
      kind: "property",
      isPublic: true,
    });
    expect(declarations.find((declaration) => declaration.name === "secret")?.isPublic).toBe(false);
    expect(declarations.find((declaration) => declaration.name === "hidden")?.isPublic).toBe(false);
    expect(shapes(repository, "src/Map.kt")).toContain("interface ReadyListener");
    expect(shapes(repository, "src/Map.kt")).toContain("method ReadyListener.onReady");
  });
});

describe("what a Swift file declares", () => {
  it("makes a public protocol's requirements public, and marks what a conformance extension adds", async () => {
    const repository = await fixtureRepository({
      "Sources/View.swift": `import WebKit
@objc public protocol MapDelegate: AnyObject {
    @objc optional func mapDidLoad(_ map: MapView, zoom: Double)
    var title: String { get }
}
public struct Options { public let token: String; let secret: Int }
public class MapView: UIView {
    public func open(WemapPinpointId id: Int, animated: Bool = true) -> Bool { return true }
    public func open(listId: Int) {}
    public override func layoutSubviews() {}
}
extension MapView: WKNavigationDelegate {
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
}
public enum Mode { case on, off }
`,
    });
    const declarations = repository.declarationsIn("Sources/View.swift");
    const requirement = declarations.find((declaration) => declaration.name === "mapDidLoad");
    expect(requirement).toMatchObject({
      kind: "method",
      container: "MapDelegate",
      isPublic: true,
      parameters: "_ map: MapView, zoom: Double",
    });
    expect(requirement?.modifiers).toContain("optional");
    expect(declarations.find((declaration) => declaration.name === "title")).toMatchObject({
      kind: "property",
      isPublic: true,
      type: "String",
    });
    expect(declarations.find((declaration) => declaration.name === "Options")?.kind).toBe("struct");
    expect(declarations.find((declaration) => declaration.name === "secret")?.isPublic).toBe(false);
    // Two overloads of one name are two declarations.
    expect(
      declarations
        .filter((declaration) => declaration.name === "open")
        .map((declaration) => declaration.parameters),
    ).toEqual(["WemapPinpointId id: Int, animated: Bool = true", "listId: Int"]);
    expect(declarations.find((declaration) => declaration.name === "open")?.returns).toBe("Bool");
    expect(declarations.find((declaration) => declaration.name === "webView")).toMatchObject({
      container: "MapView",
    });
    expect(declarations.find((declaration) => declaration.name === "webView")?.modifiers).toContain(
      "conforms:WKNavigationDelegate",
    );
    expect(
      declarations.find((declaration) => declaration.name === "layoutSubviews")?.modifiers,
    ).toContain("override");
    expect(shapes(repository, "Sources/View.swift")).toEqual(
      expect.arrayContaining(["enumCase Mode.on", "enumCase Mode.off"]),
    );
  });
});

describe("what a Dart file declares", () => {
  it("reads named constructors, getters, typedefs and private names", async () => {
    const repository = await fixtureRepository({
      "lib/src/map.dart": `part of wemap;
typedef OnReady = void Function(int zoom);
class Controller {
  Controller(this.id, {required this.onReady});
  Controller.detached() : id = 0, onReady = null;
  final int id;
  final OnReady? onReady;
  late MethodChannel _channel;
  double get zoom => 1;
  Future<void> open(int pinpointId, {Map<String, dynamic>? options}) async {}
  // Future<void> removed(int gone) async {}
}
`,
    });
    const declarations = repository.declarationsIn("lib/src/map.dart");
    expect(declarations.find((declaration) => declaration.name === "detached")).toMatchObject({
      kind: "constructor",
      container: "Controller",
    });
    expect(declarations.find((declaration) => declaration.name === "zoom")).toMatchObject({
      kind: "getter",
      type: "double",
    });
    expect(declarations.find((declaration) => declaration.name === "OnReady")).toMatchObject({
      kind: "typealias",
      type: "void Function(int zoom)",
    });
    expect(declarations.find((declaration) => declaration.name === "onReady")).toMatchObject({
      kind: "property",
      type: "OnReady?",
    });
    expect(declarations.find((declaration) => declaration.name === "_channel")?.isPublic).toBe(
      false,
    );
    expect(declarations.find((declaration) => declaration.name === "open")).toMatchObject({
      returns: "Future<void>",
      parameters: "int pinpointId, {Map<String, dynamic>? options}",
    });
    // A commented-out method is no declaration.
    expect(declarations.some((declaration) => declaration.name === "removed")).toBe(false);
  });
});

describe("what a Java file declares", () => {
  it("makes an interface's members public and reads fields and overloads", async () => {
    const repository = await fixtureRepository({
      "src/Sample.java": `package sample;
public interface ZoomCallback { void onZoom(double zoom); }
class Holder {
    public static final String NAME = "x";
    private int count;
    public Holder(int count) {}
    public void open(int id) {}
    public void open(int id, String label) {}
}
`,
    });
    const declarations = repository.declarationsIn("src/Sample.java");
    expect(declarations.find((declaration) => declaration.name === "onZoom")).toMatchObject({
      isPublic: true,
      parameters: "double zoom",
      returns: "void",
    });
    expect(declarations.find((declaration) => declaration.name === "NAME")).toMatchObject({
      kind: "property",
      isPublic: true,
      type: "String",
    });
    expect(declarations.find((declaration) => declaration.name === "count")?.isPublic).toBe(false);
    expect(declarations.filter((declaration) => declaration.name === "open")).toHaveLength(2);
  });
});

describe("what a TypeScript package exports", () => {
  const files = {
    "package.json": JSON.stringify({ name: "x", main: "src/index.ts" }),
    "src/index.ts":
      "export { default } from './View';\nexport * from './View';\nexport { default as helperDefault } from './helper';\n",
    "src/View.tsx": `export interface ViewRef { open: (id: number) => void; close(): void }
const View = (props: {}) => null;
export default View;
`,
    "src/helper.ts":
      "function helper(a: string): number { return 1; }\nexport { helper as default };\n",
    "src/props.ts": `interface Base { a: string; b?: number; onTap?: (x: number) => void }
export interface Props extends Omit<Base, 'b'> { c: boolean }
`,
  };

  it("tells a default export from a named one, through export * and export { x as default }", async () => {
    const repository = await fixtureRepository(files);
    const entry = repository.packageEntry();
    expect(entry).toBe("src/index.ts");
    const exported = repository.exportsOf(entry ?? "");
    expect(exported.get("default")?.name).toBe("View");
    expect(exported.get("ViewRef")?.name).toBe("ViewRef");
    expect(exported.get("helperDefault")?.name).toBe("helper");
    // `export *` re-exports no default: View is reachable only as the default export.
    expect(exported.has("View")).toBe(false);
    expect(
      repository
        .declarationsIn("src/helper.ts")
        .find((declaration) => declaration.name === "helper")?.exports,
    ).toEqual(["default"]);
  });

  it("tells a property of function type from a method, and resolves Omit", async () => {
    const repository = await fixtureRepository(files);
    const members = repository.declarationsIn("src/View.tsx");
    expect(members.find((member) => member.name === "open")).toMatchObject({
      kind: "property",
      callable: true,
      parameters: "id: number",
      returns: "void",
    });
    expect(members.find((member) => member.name === "close")).toMatchObject({
      kind: "method",
      returns: "void",
    });
    const props = repository
      .membersOf("Props", "src/props.ts")
      .map((member) => `${member.container}.${member.name}`);
    expect(props.sort()).toEqual(["Base.a", "Base.onTap", "Props.c"]);
  });
});

describe("the words a line uses", () => {
  it("reads names and the words of strings, but not comments, and comments apart", async () => {
    const repository = await fixtureRepository({
      "Live.swift": `func run() {
    webView.evaluateJavaScript("window.livemap.openEvent(1)") // closeEvent
    // livemap.getCenter()
}
`,
    });
    expect([...repository.wordsAt("Live.swift", 2)]).toEqual(
      expect.arrayContaining(["webView", "evaluateJavaScript", "livemap", "openEvent"]),
    );
    expect(repository.wordsAt("Live.swift", 2).has("closeEvent")).toBe(false);
    expect(repository.wordsAt("Live.swift", 3).has("getCenter")).toBe(false);
    expect(repository.commentWordsAt("Live.swift", 3).has("getCenter")).toBe(true);
  });
});
