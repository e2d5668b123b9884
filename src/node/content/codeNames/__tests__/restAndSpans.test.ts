import type { DocText } from "../../docText";
import { unresolvedCodeNames } from "../codeNameCheck";
import { inlineFenceOf, sectionsOf } from "../factScopes";
import { loadGrammars } from "../parseCode";
import { platformVocabularyOf } from "../platformVocabulary";
import { pathTemplate, restVocabularyOf, unresolvedRestNames } from "../restNames";
import { facts, inputs } from "./judgeHelper";

beforeAll(() => loadGrammars());

const rest = restVocabularyOf(facts);
const text = (...pieces: DocText["pieces"]): DocText => ({ pieces, paragraphs: [], headings: [] });
const names = (found: { name: string; as: string; line: number; column: number }[]) =>
  found.map(({ name, as, line, column }) => `${name} (${as}) ${line}:${column}`);

describe("REST addresses", () => {
  it("reads ids and placeholders in a path as the facts' `:id`", () => {
    expect(pathTemplate("/v3.0/lists/80412/")).toBe("/v3.0/lists/:id");
    expect(pathTemplate("/v3.0/lists/{id}")).toBe("/v3.0/lists/:id");
  });

  it("reports a path no fact gives, in a table cell as in a command", () => {
    const found = unresolvedRestNames(
      text(
        { place: "inline code", value: "/v3.0/lists/:id/reorder", line: 3, column: 12 },
        {
          place: "code block",
          lang: "bash",
          value: "curl https://api.getwemap.com/v3.0/lists/80412",
          line: 7,
          column: 1,
        },
      ),
      rest,
    );
    expect(names(found)).toEqual(["/v3.0/lists/:id/reorder (a path of the REST API) 3:13"]);
  });

  it("reports a method the facts do not give a path, in a table row, a span or a curl command", () => {
    const found = unresolvedRestNames(
      text(
        { place: "prose", value: "POST", line: 3, column: 3 },
        { place: "inline code", value: "/v3.0/lists/:id", line: 3, column: 10 },
        { place: "prose", value: "PUT", line: 4, column: 3 },
        { place: "inline code", value: "/v3.0/lists/:id", line: 4, column: 9 },
        { place: "inline code", value: "DELETE /v3.0/pinpoints/search", line: 5, column: 1 },
        {
          place: "code block",
          lang: "bash",
          value:
            'curl -X PATCH "https://api.getwemap.com/v3.0/lists/7" -d \'{"url": "https://api.getwemap.com/v3.0/pinpoints/search"}\'',
          line: 8,
          column: 1,
        },
      ),
      rest,
    );
    expect(names(found)).toEqual([
      "POST /v3.0/lists/:id (a method and path of the REST API) 3:3",
      "DELETE /v3.0/pinpoints/search (a method and path of the REST API) 5:2",
      "PATCH /v3.0/lists/:id (a method and path of the REST API) 8:9",
    ]);
  });

  it("reports a query parameter, in the URL or as a `curl -G` field, the path's facts do not write", () => {
    const command = [
      'curl -G "https://api.getwemap.com/v3.0/pinpoints/search?query=museum&near=lyon" \\',
      '  --data-urlencode "tags=art" \\',
      '  --data-urlencode "radius=500" \\',
      "  -d limit=20",
    ].join("\n");
    const found = unresolvedRestNames(
      text({ place: "code block", lang: "bash", value: command, line: 10, column: 1 }),
      rest,
    );
    const column = (row: number, name: string) =>
      (command.split("\n")[row]?.indexOf(name) ?? 0) + 1;
    expect(names(found)).toEqual([
      `near (a query parameter of \`/v3.0/pinpoints/search\`) 10:${column(0, "near")}`,
      `radius (a query parameter of \`/v3.0/pinpoints/search\`) 12:${column(2, "radius")}`,
    ]);
  });

  it("reports a key of a REST page's JSON example no REST fact writes, and only on REST pages", () => {
    const page = text({
      place: "code block",
      lang: "json",
      value: '{\n  "count": 1,\n  "results": [{ "id": 1, "nmae": "x" }]\n}',
      line: 4,
      column: 1,
    });
    expect(names(unresolvedCodeNames("rest/pinpoints", page, inputs))).toEqual([
      "nmae (a field of the REST API) 6:27",
    ]);
    expect(unresolvedCodeNames("javascript/livemap", page, inputs)).toEqual([]);
  });
});

describe("inline code spans", () => {
  it("are read in the platform folder's language when they parse whole", () => {
    const page = text(
      { place: "inline code", value: "TagMatchMode.ANY", line: 2, column: 5 },
      { place: "inline code", value: "build.gradle", line: 3, column: 5 },
      { place: "inline code", value: "npm install x", line: 4, column: 5 },
    );
    expect(names(unresolvedCodeNames("android-native/examples/pois", page, inputs))).toEqual([
      "ANY (a member of `TagMatchMode`) 2:19",
    ]);
  });

  it("are left to the text reading on pages that mix languages", () => {
    expect(inlineFenceOf("getting-started")).toBeUndefined();
    expect(inlineFenceOf("rest/pinpoints")).toBeUndefined();
    expect(inlineFenceOf("1.13/ios-native/getting-started")).toBe("swift");
  });
});

describe("scopes", () => {
  it("judges a platform folder's own language by its SDK, and another language by that language's SDKs", () => {
    expect(sectionsOf("1.13/flutter/Livemap-class", "dart")).toEqual(["flutter_webview"]);
    expect(sectionsOf("flutter/Livemap-class", "kotlin")).toContain("android_webview");
    expect(sectionsOf("analytics", "swift")).toContain("ios_webview");
  });
});

describe("the code vocabulary file", () => {
  it("gives a sample app's names to the pages of the SDK it samples only, a platform's to every page", () => {
    const vocabulary = platformVocabularyOf(
      JSON.stringify({
        vocabularies: [
          { languages: ["swift"], source: "Apple developer documentation", names: ["UIView"] },
          {
            languages: ["swift"],
            source: "wemap/wemap-sdk-sample-apps-ios@abc",
            sections: ["ios_native"],
            names: ["MapView"],
          },
        ],
      }),
    );
    expect([...vocabulary.namesFor("swift", sectionsOf("ios-native/map", "swift"))].sort()).toEqual(
      ["MapView", "UIView"],
    );
    expect([...vocabulary.namesFor("swift", sectionsOf("ios/index", "swift"))]).toEqual(["UIView"]);
    expect([...vocabulary.namesFor("kotlin", sectionsOf("ios-native/map", "kotlin"))]).toEqual([]);
  });

  it("names the item and what it expected when a list has no source or a name is no identifier", () => {
    expect(() =>
      platformVocabularyOf(
        JSON.stringify({ vocabularies: [{ languages: ["kotlin"], source: "x", names: ["a"] }] }),
      ),
    ).toThrow(
      "data/code-vocabulary.json: vocabularies.0.source: each list needs its source: where the names can be checked",
    );
    expect(() =>
      platformVocabularyOf(
        JSON.stringify({
          vocabularies: [
            { languages: ["swift"], source: "Swift standard library", names: ["a b"] },
          ],
        }),
      ),
    ).toThrow("data/code-vocabulary.json: vocabularies.0.names.0: a name is one identifier");
  });
});
