import type { SdkVocabulary } from "../../sdkVocabulary";
import { resolveUses } from "../resolveUses";
import { namesOf } from "./codeNamesHelper";

// A small vocabulary in the shape sdkVocabulary.ts builds from the facts.
const vocabulary: SdkVocabulary = {
  names: new Set(["livemap", "setCenter", "MapOptions", "mapID", "token", "LivemapView", "getLivemapAsync"]),
  dottedNames: new Set(),
  owners: new Set(["livemap", "LivemapView"]),
  classes: new Set(["MapOptions", "LivemapView"]),
  members: new Map([
    ["livemap", new Set(["setCenter", "setZoom"])],
    ["MapOptions", new Set(["mapID", "token"])],
    ["LivemapView", new Set(["getLivemapAsync"])],
  ]),
  labels: new Map([["livemap.setCenter", new Set(["center"])]]),
};

async function judged(code: string, lang: string) {
  const resolution = resolveUses(await namesOf(code, lang), vocabulary);
  return {
    unknown: resolution.unknownOnOwner.map(({ use, owner }) => `${owner}: ${use.name} ${use.line}:${use.column}`),
    resolved: resolution.resolved.map((use) => use.name),
  };
}

describe("resolveUses", () => {
  it("reports a member the facts do not give an SDK object, and resolves one they give", async () => {
    const { unknown, resolved } = await judged("livemap.setCenter(c)\nlivemap.flyTo(c)", "js");
    expect(resolved).toEqual(["setCenter"]);
    expect(unknown).toEqual(["livemap: flyTo 2:9"]);
  });

  it("follows a variable declared with an SDK type or constructed from one", async () => {
    const code = `val view: LivemapView = findViewById(R.id.map)
view.getLivemapAsync()
view.getMapAsync()
val options = MapOptions(mapID = 1)
options.tokens = "x"`;
    const { unknown } = await judged(code, "kotlin");
    expect(unknown).toEqual(["LivemapView: getMapAsync 3:6", "MapOptions: tokens 5:9"]);
  });

  it("judges a constructor's labels by the type's members and a method's by its signatures' labels", async () => {
    const code = `let options = MapOptions(mapID: 1, mapId: 2)
livemap.setCenter(center: c, animated: true)`;
    const { unknown } = await judged(code, "swift");
    expect(unknown).toEqual(["MapOptions: mapId 1:36", "livemap.setCenter: animated 2:30"]);
  });

  it("follows an optional type to the SDK type it wraps", async () => {
    const { unknown } = await judged("var view: LivemapView?\nview.getMapAsync()", "swift");
    expect(unknown).toEqual(["LivemapView: getMapAsync 2:6"]);
  });

  it("leaves unjudged what it cannot tie to the SDK: a parameter of another type, a method without known labels, a leading dot", async () => {
    const kotlin = resolveUses(await namesOf("fun show(livemap: Any) { livemap.flyTo(c) }\nlivemap.setZoom(zoom = 3)", "kotlin"), vocabulary);
    expect(kotlin.unknownOnOwner).toEqual([]);
    expect(kotlin.unjudged.map((use) => use.name)).toEqual(expect.arrayContaining(["flyTo", "zoom"]));
    const swift = resolveUses(await namesOf("livemap.setCenter(center: .flyTo)", "swift"), vocabulary);
    expect(swift.unknownOnOwner).toEqual([]);
    // The example's own parameter named like the SDK object, with no type to follow.
    const script = resolveUses(await namesOf("function show(livemap) {\n  livemap.flyTo(c);\n}", "js"), vocabulary);
    expect(script.unknownOnOwner).toEqual([]);
  });
});
