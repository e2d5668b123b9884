import { hostOwners, sdkVariables } from "./apiNames";
import { callLabels, parenthesised } from "./argumentLabels";
import type { DocText } from "./docText";
import type { SdkVocabulary } from "./sdkVocabulary";

/**
 * The name shapes the dotted-name check cannot see, read from the code and prose of a page's
 * mdast (./docText.ts: the tree processDoc builds the page from):
 * - methods declared in a Swift `extension X: <SDK protocol>` must be members of the protocol;
 * - props written on the React Native `<Livemap>` component must be `LivemapProps` members;
 * - event names given as strings to the JavaScript SDK's event functions must be known events;
 * - REST paths (`GET /v3.0/...`) must be paths the facts give;
 * - Maven (`com.getwemap...:artifact`), npm (`@wemap/x`), pub and CocoaPods coordinates of Wemap
 *   packages must be coordinates the facts give;
 * - the labels of a call on an SDK object (Swift and Dart `centerTo(center: ..., zoom: ...)`,
 *   Kotlin `startNavigation(origin = ...)`) must be labels its signature in the facts allows.
 * Each rule looks at code blocks and inline code; coordinates and REST paths also at prose and
 * table cells, where reference tables write them.
 */

export interface ShapeVocabulary {
  sdk: SdkVocabulary;
  /** REST paths of the facts, with parameters (`{id}`, `:id`, numbers) written as `{}`. */
  restPaths: ReadonlySet<string>;
  /** Package coordinates the facts write: Maven group:artifact, npm names, pub and pod names. */
  coordinates: ReadonlySet<string>;
}

export interface ShapeProblem {
  name: string;
  line: number;
  column: number;
  place: "prose" | "inline code" | "code block";
  /** What the name was read as, for the writer: "a REST path", "a prop of <Livemap>". */
  as: string;
}

/** A name of one of the shapes, where it is in the code, and what it was read as. */
interface Found {
  name: string;
  offset: number;
  as: string;
}

const REST = /\b(?:GET|POST|PUT|PATCH|DELETE)\s+(\/v\d+\.\d+\/[\w/{}:.-]*\w[}]?)/g;
export const MAVEN = /\bcom\.getwemap(?:\.[a-z]+)*:[a-z][\w-]*/g;
export const NPM = /@wemap\/[a-z][\w-]*/g;
export const POD = /\bpod\s+['"]([\w-]+)['"]/g;
export const PUB = /\b(?:flutter_wemap\w*|wemap_\w+)(?=\s*:)/g;
/** A Swift package product of a Wemap package (`.product(name: "WemapMapSDK", package: "wemap-sdk-ios-distribution")`). */
const SPM_PRODUCT = /\.product\(\s*name:\s*"([\w-]+)"\s*,\s*package:\s*"[\w-]*wemap[\w-]*"/gi;
/** An event function called on an SDK object (`livemap.addEventListener("mapClick", ...)`), not on a DOM element. */
const JS_EVENT =
  /\b([A-Za-z_]\w*)\.(?:addEventListener|removeEventListener|waitForEvent)\s*\(\s*['"]([A-Za-z]\w*)['"]/g;
const RN_TAG = /<Livemap\b([^>]*)>/g;
const PROP = /(?:^|\s)([A-Za-z_]\w*)\s*=/g;
const REST_PATH = "a REST path";
const COORDINATE = "a Wemap package coordinate";
/** Props React gives every component. */
const REACT_PROPS = new Set(["ref", "key"]);

/** `/v3.0/pinpoints/42` and `/v3.0/pinpoints/{id}` are the same path. */
function normalizeRestPath(path: string): string {
  return path
    .replace(/\/$/, "")
    .split("/")
    .map((part) => (/^(\{[^}]*\}|:\w+|\d+)$/.test(part) ? "{}" : part))
    .join("/");
}

/** REST paths and package coordinates written anywhere in the facts' text. */
export function shapeVocabulary(sdk: SdkVocabulary, factTexts: readonly string[]): ShapeVocabulary {
  const restPaths = new Set<string>();
  const coordinates = new Set<string>();
  for (const text of factTexts) {
    for (const m of text.matchAll(/\/v\d+\.\d+\/[\w/{}:.-]*\w[}]?/g))
      restPaths.add(normalizeRestPath(m[0]));
    for (const m of text.matchAll(MAVEN)) coordinates.add(m[0]);
    for (const m of text.matchAll(NPM)) coordinates.add(m[0]);
    for (const m of text.matchAll(
      /\b(?:flutter_wemap\w*|wemap_\w+|livemap-ios-sdk|react-native-wemap-livemap|Wemap\w*SDK\w*)\b/g,
    ))
      coordinates.add(m[0]);
  }
  return { sdk, restPaths, coordinates };
}

function unknownCoordinates(text: string, vocabulary: ShapeVocabulary): string[] {
  const found = [
    ...[...text.matchAll(MAVEN)].map((m) => m[0]),
    ...[...text.matchAll(NPM)].map((m) => m[0]),
    ...[...text.matchAll(POD)].map((m) => m[1] ?? ""),
    ...[...text.matchAll(PUB)].map((m) => m[0]),
    ...[...text.matchAll(SPM_PRODUCT)].map((m) => m[1] ?? ""),
  ];
  return found.filter((name) => name !== "" && !vocabulary.coordinates.has(name));
}

function unknownRestPaths(text: string, vocabulary: ShapeVocabulary): string[] {
  return [...text.matchAll(REST)]
    .map((m) => m[1] ?? "")
    .filter((path) => !vocabulary.restPaths.has(normalizeRestPath(path)));
}

/** Swift methods declared in extensions that adopt an SDK protocol, checked against it. */
function unknownDelegateMethods(code: string, sdk: SdkVocabulary): Found[] {
  const found: Found[] = [];
  for (const ext of code.matchAll(/\bextension\s+\w+\s*:\s*([\w\s,]+?)\s*\{/g)) {
    const protocols = (ext[1] ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter((name) => sdk.owners.has(name));
    if (protocols.length === 0) continue;
    // The extension's body: up to the brace that closes it.
    const start = (ext.index ?? 0) + ext[0].length;
    let depth = 1;
    let end = start;
    while (end < code.length && depth > 0) {
      if (code[end] === "{") depth++;
      else if (code[end] === "}") depth--;
      end++;
    }
    const body = code.slice(start, end);
    for (const fn of body.matchAll(/\bfunc\s+([A-Za-z_]\w*)/g)) {
      const name = fn[1] ?? "";
      if (!protocols.some((protocol) => sdk.members.get(protocol)?.has(name)))
        found.push({
          name: `${protocols[0] ?? ""}.${name}`,
          offset: start + (fn.index ?? 0),
          as: `a method of ${protocols.join(" or ")}`,
        });
    }
  }
  return found;
}

/** String literals blanked to spaces of the same length: offsets and lines stay where they were. */
function blankStrings(code: string): string {
  return code.replace(
    /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g,
    (literal) => `"${" ".repeat(literal.length - 2)}"`,
  );
}

/** Labels given to the calls of SDK methods that their signatures in the facts do not allow. */
function unknownArgumentLabels(code: string, sdk: SdkVocabulary, kotlin: boolean): Found[] {
  const found: Found[] = [];
  const text = blankStrings(code);
  const variables = sdkVariables(text, sdk);
  const calls = /(?<![\w$.:])([A-Za-z_$][\w$]*(?:(?:\?|!!)?\.[A-Za-z_$][\w$]*)+)\s*\(/g;
  for (const call of text.matchAll(calls)) {
    const dotted = call[1] ?? "";
    const method = dotted.split(".").at(-1) ?? "";
    const open = (call.index ?? 0) + call[0].length - 1;
    const args = parenthesised(text, open);
    if (args === undefined) continue;
    const owners = hostOwners(dotted, sdk, variables).filter((owner) =>
      sdk.labels.has(`${owner}.${method}`),
    );
    if (owners.length === 0) continue;
    const allowed = new Set(
      owners.flatMap((owner) => [...(sdk.labels.get(`${owner}.${method}`) ?? [])]),
    );
    for (const label of callLabels(args, kotlin)) {
      if (allowed.has(label)) continue;
      const at = new RegExp(`(?<![\\w$])${label}\\s*[:=]`).exec(args)?.index ?? 0;
      found.push({
        name: `${owners[0] ?? ""}.${method}(${label}:)`,
        offset: open + 1 + at,
        as: `an argument label of ${owners[0] ?? ""}.${method}`,
      });
    }
  }
  return found;
}

function unknownCodeShapes(
  code: string,
  vocabulary: ShapeVocabulary,
  lang?: string | null,
): Found[] {
  const found = [
    ...unknownDelegateMethods(code, vocabulary.sdk),
    ...unknownArgumentLabels(code, vocabulary.sdk, lang === "kotlin" || lang === "kt"),
  ];
  const props = vocabulary.sdk.members.get("LivemapProps") ?? new Set<string>();
  for (const tag of code.matchAll(RN_TAG)) {
    const attributes = (tag[1] ?? "").replace(/\{(?:[^{}]|\{[^{}]*\})*\}/g, "{}");
    for (const prop of attributes.matchAll(PROP)) {
      const name = prop[1] ?? "";
      if (!props.has(name) && !REACT_PROPS.has(name))
        found.push({
          name: `<Livemap ${name}>`,
          offset: tag.index ?? 0,
          as: "a prop of <Livemap>",
        });
    }
  }
  for (const event of code.matchAll(JS_EVENT)) {
    if (!vocabulary.sdk.owners.has(event[1] ?? "")) continue;
    const name = event[2] ?? "";
    if (!vocabulary.sdk.names.has(name))
      found.push({
        name: `'${name}'`,
        offset: event.index ?? 0,
        as: `an event of ${event[1] ?? ""}`,
      });
  }
  for (const [pattern, check, as] of [
    [REST, unknownRestPaths, REST_PATH],
    [/[^\n]+/g, unknownCoordinates, COORDINATE],
  ] as const) {
    for (const m of code.matchAll(pattern))
      for (const name of check(m[0], vocabulary))
        found.push({ name, offset: (m.index ?? 0) + Math.max(0, m[0].indexOf(name)), as });
  }
  return found;
}

function lineAt(code: string, offset: number): number {
  return code.slice(0, offset).split("\n").length - 1;
}

/** Every name of the shapes above that the facts do not know, in one page's text. */
export function findShapeProblems(
  text: Pick<DocText, "pieces">,
  vocabulary: ShapeVocabulary,
): ShapeProblem[] {
  const problems: ShapeProblem[] = [];
  for (const piece of text.pieces) {
    const { line, column } = piece;
    if (piece.place === "code block") {
      for (const { name, offset, as } of unknownCodeShapes(piece.value, vocabulary, piece.lang)) {
        const lineIndex = lineAt(piece.value, offset);
        const lineStart = piece.value.lastIndexOf("\n", offset - 1) + 1;
        problems.push({
          name,
          line: line + lineIndex,
          column: column + offset - lineStart,
          place: "code block",
          as,
        });
      }
    } else if (piece.place === "inline code") {
      for (const { name, as } of unknownCodeShapes(piece.value, vocabulary))
        problems.push({ name, line, column, place: "inline code", as });
    } else {
      piece.value.split("\n").forEach((text, index) => {
        const names = [
          ...unknownCoordinates(text, vocabulary).map((name) => ({ name, as: COORDINATE })),
          ...unknownRestPaths(text, vocabulary).map((name) => ({ name, as: REST_PATH })),
        ];
        const start = index === 0 ? column : (piece.lineColumns?.[index] ?? column);
        for (const { name, as } of names)
          problems.push({
            name,
            line: line + index,
            column: start + Math.max(0, text.indexOf(name)),
            place: "prose",
            as,
          });
      });
    }
  }
  return problems;
}
