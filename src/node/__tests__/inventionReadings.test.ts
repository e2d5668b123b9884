import fs from "node:fs";
import path from "node:path";
import type { DocText } from "../content/docText";
import { inventedNames, inventionInputsOf, type InventionInputs } from "../content/inventionCheck";
import { projectRoot } from "../__fixtures__/fixtureSite";
import { loadGrammars } from "../content/codeNames/parseCode";

const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), "utf8");
let inputs: InventionInputs;

beforeAll(async () => {
  await loadGrammars();
  inputs = inventionInputsOf({
    facts: read("data/wemap-sdk-facts.json"),
    allowList: read("data/api-names-allow-list.json"),
    codeVocabulary: read("data/code-vocabulary.json"),
  });
});

const page = (lang: string, value: string): DocText => ({
  pieces: [{ place: "code block", lang, value, line: 10, column: 1 }],
  paragraphs: [],
  headings: [],
});
const reported = (docId: string, lang: string, value: string) =>
  inventedNames(docId, page(lang, value), inputs).map(({ name, line }) => `${name} ${line}`);

describe("the text reading leaves a block the parser reads whole to the resolver", () => {
  it("a fully qualified platform class and a platform's listener-shaped method in parsed Kotlin", () => {
    const code = [
      'val bar = com.google.android.material.snackbar.Snackbar.make(view, "x", 0)',
      "map.addOnMapClickListener { true }",
      "val json = org.quux.zebra.Parser.parse(text)",
    ].join("\n");
    expect(reported("android-native/x", "kotlin", code)).toEqual([]);
  });

  it("while an invented member of a typed SDK value is still reported there", () => {
    const code = "val view: WemapMapView = findViewById(R.id.map)\nview.flyAwayAnimated()";
    expect(reported("android-native/x", "kotlin", code)).toEqual(["flyAwayAnimated 11"]);
  });

  it("a block that does not parse is still read as text", () => {
    const code = "livemap.addTeleportListener(listener) {{";
    expect(reported("android/x", "kotlin", code)).toEqual(["addTeleportListener 10"]);
  });

  it("but not for a listener-shaped name the page's code declares", () => {
    const code =
      "interface OnRowTappedListener { fun tapped(row: Int) }\nval rows = listOf<OnRowTappedListener>() {{";
    expect(reported("android-native/x", "kotlin", code)).toEqual([]);
  });
});

describe("Swift package products", () => {
  it("a product of a Wemap package must be one the facts give; another package's products are not judged", () => {
    const code = [
      "dependencies: [",
      '  .product(name: "WemapMapSDK", package: "wemap-sdk-ios-distribution"),',
      '  .product(name: "WemapRoutingKit", package: "wemap-sdk-ios-distribution"),',
      '  .product(name: "Lottie", package: "lottie-ios"),',
      "]",
    ].join("\n");
    expect(reported("ios-native/x", "swift", code)).toEqual(["WemapRoutingKit 12"]);
  });
});
