import fs from "node:fs";
import path from "node:path";
import { locationList, needsLocation } from "../content/factLocations";
import { readFacts } from "../content/sdkVocabulary";

const projectRoot = path.join(__dirname, "../../..");
const COMMIT = "0123456789abcdef0123456789abcdef01234567";
const place = {
  repo: "wemap/wemap-expo-webview",
  commit: COMMIT,
  path: "src/index.d.ts",
  line: 96,
};

/** The message readFacts throws for one expo fact with the given place. */
function errorFor(declared: unknown): string {
  try {
    readFacts({
      sections: { expo: { facts: [{ name: "LivemapWebview", kind: "class", declared }] } },
    });
  } catch (error) {
    return (error as Error).message;
  }
  return "no error";
}

describe("the places of the SDK facts", () => {
  it("reads one place or a list of them, each with its symbol, and a commented-out mention", () => {
    const [fact] = readFacts({
      sections: {
        android_webview: {
          facts: [
            {
              name: "Livemap.getCenter",
              kind: "method",
              seen: [{ ...place, symbol: "Livemap.getCenter", commented: true }, place],
            },
          ],
        },
      },
    });
    expect(locationList(fact?.seen)).toHaveLength(2);
    expect(locationList(fact?.declared)).toEqual([]);
  });

  it("names the section, the fact and the field of a malformed place", () => {
    expect(errorFor({ ...place, commit: "80a9014" })).toBe(
      `data/wemap-sdk-facts.json: sections.expo.facts.0 ("LivemapWebview"): declared.commit: expected the commit's 40 lowercase hex digits`,
    );
    expect(errorFor([place, { ...place, line: 0 }])).toMatch(
      /sections\.expo\.facts\.0 \("LivemapWebview"\): declared\.1\.line: /,
    );
    expect(errorFor({ ...place, path: "../secrets" })).toMatch(
      /declared\.path: expected a path inside the repository/,
    );
    expect(errorFor({ ...place, repo: "expo-webview" })).toMatch(
      /declared\.repo: expected a repository as owner\/name/,
    );
    expect(errorFor({ ...place, file: "x" })).toMatch(
      /\("LivemapWebview"\): declared: Unrecognized key/,
    );
    expect(errorFor({ ...place, symbol: "a b" })).toMatch(
      /declared\.symbol: expected a name or Container\.member/,
    );
    expect(errorFor([])).toMatch(/declared: Too small/);
    expect(errorFor({ ...place, commented: false })).toMatch(/declared\.commented/);
  });

  it("asks a place of the kinds that name a symbol, when the source is a repository's text", () => {
    const source = "wemap/react-native-wemap-livemap:src/types/LivemapRef.ts";
    expect(needsLocation({ kind: "method", source })).toBe(true);
    expect(needsLocation({ kind: "event", source })).toBe(true);
    for (const kind of ["package", "url", "option", "behaviour"])
      expect(needsLocation({ kind, source })).toBe(false);
    expect(
      needsLocation({
        kind: "method",
        source: "developers.getwemap.com/docs/flutter-native/itinerary (pages corpus)",
      }),
    ).toBe(false);
    expect(
      needsLocation({
        kind: "class",
        source: "pub.dev/packages/wemap_sdk_flutter/score (docs corpus)",
      }),
    ).toBe(false);
    expect(
      needsLocation({ kind: "method", source: "public third-party code (find_string hits)" }),
    ).toBe(false);
    expect(
      needsLocation({
        kind: "method",
        source:
          "wemap/react-native-wemap-livemap:android/libs/livemap-sdk.aar (javap of classes.jar)",
      }),
    ).toBe(false);
  });

  it("records a place for every committed fact that names an SDK symbol", () => {
    const facts = readFacts(
      JSON.parse(fs.readFileSync(path.join(projectRoot, "data/wemap-sdk-facts.json"), "utf8")),
    );
    const unplaced = facts
      .filter(
        (fact) =>
          needsLocation(fact) &&
          locationList(fact.declared).length + locationList(fact.seen).length === 0,
      )
      .map((fact) => `${fact.section ?? ""}: ${fact.name}`);
    // Run `npx tsx scripts/locate-facts.ts` (tools/factsAudit/README.md) and review what it writes.
    expect(unplaced).toEqual([]);
    expect(facts.filter((fact) => needsLocation(fact)).length).toBeGreaterThan(500);
  });
});
