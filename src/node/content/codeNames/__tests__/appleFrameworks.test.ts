import { appleFrameworkNames, namesOfDeclarations } from "../appleFrameworks";

describe("namesOfDeclarations", () => {
  const declarations = [
    "declare class NSWidgetStore extends NSObject implements NSCopying {",
    "",
    "\tstatic defaultStoreForKind(kind: string): NSWidgetStore;",
    "",
    "\treadonly widgetCount: number;",
    "",
    "\tconstructor(o: { suiteName: string; capacity: number; });",
    "",
    "\tscrollToWidgetAnimated(widget: NSWidget, animated: boolean): void;",
    "",
    "\tpaintWidgetWithBrushOnCanvas(widget: NSWidget, brush: NSBrush, canvas: NSCanvas): void;",
    "",
    "\tfrozen: boolean;",
    "",
    "\treadonly shared: boolean;",
    "}",
    "",
    "declare const enum NSWidgetKind {",
    "",
    "\tPlain = 0,",
    "",
    "\tFancy = 1",
    "}",
    "",
    "interface NSWidgetDelegate extends NSObjectProtocol {",
    "",
    "\twidgetStoreDidChange?(store: NSWidgetStore): void;",
    "}",
    "declare var NSWidgetDidChangeNotification: string;",
  ].join("\n");
  const names = namesOfDeclarations(declarations);

  it("reads types, protocols and constants, and the Swift name of a Foundation type", () => {
    for (const name of [
      "NSWidgetStore",
      "WidgetStore",
      "NSWidgetKind",
      "NSWidgetDelegate",
      "NSWidgetDidChangeNotification",
    ])
      expect(names).toContain(name);
  });

  it("reads members, their Swift base names and their labels", () => {
    for (const name of [
      "defaultStoreForKind",
      "defaultStore",
      "widgetCount",
      "scrollToWidget",
      "widget",
      "animated",
      "widgetStoreDidChange",
      "store",
    ])
      expect(names).toContain(name);
  });

  it("reads the labels a selector's prepositions open, alone or with their words, and a Boolean property's getter", () => {
    // paintWidget(_:withBrush:on:) and paintWidget(_:with:onCanvas:) are both Swift's readings.
    for (const name of ["with", "withBrush", "on", "onCanvas", "isFrozen", "isShared"])
      expect(names).toContain(name);
    expect(names).not.toContain("withBrushOnCanvas");
    expect(names).not.toContain("isWidgetCount");
  });

  it("reads an initializer's labels and an enumeration's cases as Swift writes them", () => {
    for (const name of ["suiteName", "capacity", "Plain", "plain", "fancy"])
      expect(names).toContain(name);
    expect(names).not.toContain("constructor");
  });

  it("reads no word of a comment or a type as a name", () => {
    expect(names).not.toContain("NSObject");
    expect(names).not.toContain("number");
    expect(names).not.toContain("void");
  });
});

describe("appleFrameworkNames, against the published declarations", () => {
  it("gives UIKit's names with Foundation's, as Swift writes them", () => {
    const uikit = appleFrameworkNames("UIKit");
    for (const name of [
      "UIPickerView",
      "UIWindow",
      "UIApplicationDelegate",
      "addSubview",
      "FileManager",
      "NSError",
      "userInfo",
    ])
      expect(uikit).toContain(name);
  });

  it("gives a framework's selector in the name Swift calls it by", () => {
    expect(appleFrameworkNames("AVFoundation")).toContain("authorizationStatus");
  });

  it("knows no name for a module it has no declarations of, and no Wemap name", () => {
    expect(appleFrameworkNames("WemapMapSDK")).toBeUndefined();
    expect(appleFrameworkNames("MapLibre")).toBeUndefined();
    expect(appleFrameworkNames("../../etc/passwd")).toBeUndefined();
    expect(appleFrameworkNames("UIKit")).not.toContain("PointOfInterestManager");
  });
});
