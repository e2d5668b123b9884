import type { DocText, TextPiece } from "../../docText";
import { readFacts } from "../../sdkVocabulary";
import { codeNameInputsOf, unresolvedCodeNames, type CodeNameInputs } from "../codeNameCheck";
import { platformVocabularyOf } from "../platformVocabulary";

/**
 * A small world for the resolver's tests: facts in the shapes the real facts file writes them,
 * a platform vocabulary of a few names per language, and pages made of code blocks.
 */
export const facts = readFacts({
  sections: {
    js_sdk: {
      facts: [
        {
          name: "wemap.v1.createLivemap",
          kind: "method",
          signature: "wemap.v1.createLivemap(container, options)",
          notes: "options seen: emmid, token",
        },
        {
          name: "livemap.setCenter / setZoom",
          kind: "method",
          signature: "setCenter(center: {latitude, longitude}); setZoom(zoom)",
        },
        {
          name: "livemap events",
          kind: "event",
          signature: "addEventListener: pinpointOpen, mapClick",
        },
      ],
    },
    react_native: {
      facts: [
        { name: "LivemapProps", kind: "class", signature: "mapConfig, onMapReady, onPinpointOpen" },
        {
          name: "@wemap/react-native-wemap-livemap",
          kind: "package",
          signature: "default export Livemap; LivemapRef",
        },
        { name: "LivemapRef", kind: "class", signature: "setCenter(center), setZoom(zoom)" },
        {
          name: "LivemapRef.centerTo",
          kind: "method",
          signature: "centerTo(center: Coordinates, zoom: number)",
        },
        { name: "Coordinates", kind: "class", signature: "latitude, longitude, altitude?" },
      ],
    },
    android_native: {
      facts: [
        {
          name: "com.getwemap.sdk:map",
          kind: "package",
          signature:
            "com.getwemap.sdk.map.WemapMapView; com.getwemap.sdk.map.camera package not seen",
        },
        {
          name: "NavigationOptions",
          kind: "class",
          signature: "NavigationOptions(arrivedDistanceThreshold = 15, userPositionThreshold = 15)",
        },
        {
          name: "Query",
          kind: "class",
          signature: "com.getwemap.livemap.sdk.model.Query; getQuery(), getTags()",
        },
        { name: "TagMatchMode", kind: "class", signature: "TagMatchMode.AND|OR" },
        {
          name: "Listeners",
          kind: "event",
          signature:
            "livemap.addContentUpdatedListener(l); interface com.getwemap.livemap.sdk.listener.ContentUpdatedListener: onPinpointsUpdated(Query query, List<Pinpoint> pinpoints)",
        },
        { name: "Gradle plugin", kind: "package", signature: 'id("com.getwemap.sdk.gradle")' },
        {
          name: "Layout",
          kind: "option",
          signature: "<com.getwemap.sdk.map.WemapMapView wemap:emmid wemap:token />",
        },
      ],
    },
    ios_native: {
      facts: [
        {
          name: "NavigationOptions",
          kind: "class",
          signature: "NavigationOptions(arrivedDistanceThreshold:, userPositionThreshold:)",
        },
        {
          name: "NavigationManagerDelegate",
          kind: "class",
          signature: "navigationManager(_:didArrive:); navigationManager(_:didFailWithError:)",
        },
        {
          name: "Modules imported",
          kind: "package",
          signature: "import WemapCoreSDK, WemapMapSDK",
        },
        {
          name: "MapNavigationManaging",
          kind: "class",
          signature: "startNavigation(destination:), stopNavigation()",
        },
        {
          name: "Coordinate",
          kind: "class",
          signature: "Coordinate(latitude:, longitude:, levels:)",
        },
        {
          name: "MapView",
          kind: "class",
          signature: "MapView: userTrackingMode (.none, .follow, .followWithHeading)",
        },
        {
          name: "CompassView",
          kind: "class",
          signature: "class CompassView extends UIViewController: heading",
        },
      ],
    },
    flutter_webview: {
      facts: [
        {
          name: "Livemap",
          kind: "class",
          signature:
            "Livemap({Key? key, required Map<String, dynamic> options, onMapCreated, onMapReady})",
        },
        {
          name: "wemap_flutter_livemap",
          kind: "package",
          signature: "import 'package:wemap_flutter_livemap/wemap_flutter_livemap.dart'",
        },
      ],
    },
    rest_api: {
      facts: [
        {
          name: "GET /v3.0/pinpoints/search",
          kind: "url",
          signature:
            "Search pinpoints; query params query, tags; fields id, name, latitude, longitude",
        },
        {
          name: "GET/PUT/DELETE /v3.0/lists/:id",
          kind: "url",
          signature: "get / update (description, name) / delete one list",
        },
        {
          name: "Pagination",
          kind: "option",
          signature: "responses {count, next, previous, results}; query params limit, offset",
        },
      ],
    },
  },
});

const platform = platformVocabularyOf(
  JSON.stringify({
    vocabularies: [
      {
        languages: ["kotlin", "java"],
        source: "Android SDK reference (test)",
        names: ["Log", "d", "Bundle", "AppCompatActivity", "onCreate", "setContentView", "plugins"],
      },
      {
        languages: ["swift"],
        source: "UIKit (test)",
        names: ["UIViewController", "viewDidLoad", "print", "Int", "text"],
      },
      { languages: ["dart"], source: "Flutter (test)", names: ["debugPrint", "Text"] },
    ],
  }),
);

export const inputs = codeNameInputsOf(facts, platform, new Set(["appOwnHelper"]));

/** The page line block `index` of pageOf's page starts at. */
function firstLineOf(blocks: readonly [string, string][], index: number): number {
  return blocks.slice(0, index).reduce((line, [, code]) => line + code.split("\n").length + 3, 2);
}

/** `name (as) line:column` for a name on row `row` of block `index`, found by its text. */
export function spot(
  blocks: readonly [string, string][],
  index: number,
  row: number,
  name: string,
  as: string,
  needle = name,
): string {
  const text = blocks[index]?.[1].split("\n")[row] ?? "";
  return `${name} (${as}) ${firstLineOf(blocks, index) + row}:${text.indexOf(needle) + 1}`;
}

/** A page of code blocks, one after the other, each block's first line given by firstLineOf. */
export function pageOf(...blocks: [lang: string, code: string][]): DocText {
  const pieces: TextPiece[] = [];
  let line = 1;
  for (const [lang, code] of blocks) {
    pieces.push({ place: "code block", lang, value: code, line: line + 1, column: 1 });
    line += code.split("\n").length + 3;
  }
  return { pieces, paragraphs: [], headings: [] };
}

/** What the resolver reports on a page judged with `withInputs`, as `name (as) line:column`. */
export function judgeWith(withInputs: CodeNameInputs) {
  return (docId: string, ...blocks: [lang: string, code: string][]): string[] =>
    unresolvedCodeNames(docId, pageOf(...blocks), withInputs).map(
      (found) => `${found.name} (${found.as}) ${found.line}:${found.column}`,
    );
}

/** What the resolver reports on a page, with this file's facts. */
export const judge = judgeWith(inputs);
