import { factSymbols } from "../factSymbols";
import { parseSource, refsOf } from "../sourceRef";

describe("the symbols a fact's name gives", () => {
  it("reads owners, alternatives and qualifiers", () => {
    expect(factSymbols("LivemapRef.openEvent")).toEqual([
      { container: "LivemapRef", name: "openEvent" },
    ]);
    expect(factSymbols("livemap.enableSidebar / disableSidebar")).toEqual([
      { container: "livemap", name: "enableSidebar" },
      { container: "livemap", name: "disableSidebar" },
    ]);
    expect(factSymbols("Livemap.addMapClickListener / MapClickListener")).toEqual([
      { container: "Livemap", name: "addMapClickListener" },
      { name: "MapClickListener" },
    ]);
    expect(factSymbols("Coordinates (expo)")).toEqual([{ name: "Coordinates" }]);
    expect(factSymbols("VPSARKitLocationSource.State.isLost / isDegraded")[1]).toEqual({
      container: "VPSARKitLocationSource.State",
      name: "isDegraded",
    });
    expect(factSymbols("event 'pinpointOpen'")).toEqual([{ name: "pinpointOpen" }]);
  });

  it("gives nothing for a name that describes", () => {
    expect(factSymbols("Package layout")).toEqual([]);
    expect(factSymbols("Android method-call replies (Flutter webview plugin)")).toEqual([]);
  });
});

describe("where a fact's source says it was read", () => {
  it("reads several paths of one repository, refs and line ranges", () => {
    expect(
      parseSource(
        "wemap/livemap-ios-sdk:livemap-ios-sdk/Livemap.swift, model/JSONStructs.swift @v2.6.0",
      ),
    ).toEqual([
      {
        repo: "wemap/livemap-ios-sdk",
        paths: ["livemap-ios-sdk/Livemap.swift", "model/JSONStructs.swift"],
        refs: ["v2.6.0"],
      },
    ]);
    expect(parseSource("wemap/a-b:map/Fragment.kt:411-440")).toEqual([
      { repo: "wemap/a-b", paths: ["map/Fragment.kt"], refs: [] },
    ]);
  });

  it("reads repositories joined by +, and a path of the same repository after +", () => {
    expect(parseSource("wemap/x:src/a.tsx + wemap/y:android/B.java")).toEqual([
      { repo: "wemap/x", paths: ["src/a.tsx"], refs: [] },
      { repo: "wemap/y", paths: ["android/B.java"], refs: [] },
    ]);
    expect(
      parseSource(
        "wemap/x:a/Livemap.swift @v2.6.0 (1ca4188) lines 895-909 + a/model/J.swift @v2.6.0",
      ),
    ).toEqual([
      { repo: "wemap/x", paths: ["a/Livemap.swift"], refs: ["v2.6.0"] },
      { repo: "wemap/x", paths: ["a/model/J.swift"], refs: ["v2.6.0"] },
    ]);
  });

  it("takes no page of a site for a repository", () => {
    expect(parseSource("developers.getwemap.com/docs/rest (pages corpus)")).toEqual([]);
  });

  it("reads commits and tags out of a ref written for people", () => {
    expect(refsOf("40865ba (master, pubspec 0.1.0; docs 1.14); same at a91a1b1")).toEqual([
      "40865ba",
      "0.1.0",
      "a91a1b1",
    ]);
    expect(refsOf("v2.6.0 (1ca4188, the release the 1.13 docs pin)")).toEqual([
      "v2.6.0",
      "1ca4188",
    ]);
  });
});
