import type { Fact } from "../sdkVocabulary";
import type { CodeLanguage } from "./platformVocabulary";

/**
 * Which SDK a page's code is written against: the facts sections of its platform folder. A
 * name another platform's SDK has is no name of this one (`setBearing` is no JavaScript
 * livemap method because an Android class has it), so each page is judged against its own
 * platform's facts only. Pages outside a platform folder (about, services, the overview pages)
 * show code of several platforms: each block is judged against the SDKs of its language.
 */
/**
 * A platform folder's SDK, for the code of its own language(s). Code of another language on
 * the same page (the Kotlin side of a Flutter plugin, JavaScript injected into a web view) is
 * judged by the SDKs of that language instead.
 */
const LANGUAGES_OF_FOLDER: Readonly<Record<string, readonly CodeLanguage[]>> = {
  javascript: [],
  examples: [],
  android: ["kotlin", "java"],
  ios: ["swift"],
  flutter: ["dart"],
  "flutter-native": ["dart"],
  "react-native": [],
  "android-native": ["kotlin", "java"],
  "ios-native": ["swift"],
  // The REST pages' own code is curl and JSON (read by ./restNames.ts); a block in an SDK's
  // language there is judged by that language's SDKs.
  rest: [],
};

const SECTIONS_OF_FOLDER: Readonly<Record<string, readonly string[]>> = {
  // The JavaScript SDK hands its callbacks the Wemap entities the REST API describes
  // (a pinpoint's `name`, `latitude`...).
  javascript: ["js_sdk", "url_parameters_and_webview", "rest_api"],
  examples: ["js_sdk", "url_parameters_and_webview", "rest_api"],
  android: ["android_webview", "wrapper_bridges", "url_parameters_and_webview"],
  ios: ["ios_webview", "wrapper_bridges", "url_parameters_and_webview"],
  flutter: ["flutter_webview"],
  "flutter-native": ["flutter_native"],
  "react-native": ["react_native", "expo"],
  "android-native": ["android_native"],
  "ios-native": ["ios_native"],
  rest: ["rest_api", "services"],
};

const SECTIONS_OF_LANGUAGE: Readonly<Record<CodeLanguage, readonly string[]>> = {
  kotlin: [
    "android_native",
    "android_webview",
    "wrapper_bridges",
    "url_parameters_and_webview",
    "services",
  ],
  java: [
    "android_native",
    "android_webview",
    "wrapper_bridges",
    "url_parameters_and_webview",
    "services",
  ],
  swift: ["ios_native", "ios_webview", "wrapper_bridges", "url_parameters_and_webview", "services"],
  dart: ["flutter_native", "flutter_webview", "wrapper_bridges", "services"],
};

/** The platform folder of a doc id (`1.13/android-native/...` or `android-native/...`). */
function folderOf(docId: string): string | undefined {
  const parts = docId.split("/");
  return /^\d+\.\d+/.test(parts[0] ?? "") ? parts[1] : parts[0];
}

/** The facts sections a code block of `language` on the doc is judged against. */
export function sectionsOf(docId: string, language: CodeLanguage): readonly string[] {
  const folder = folderOf(docId);
  const ofFolder = folder === undefined ? undefined : SECTIONS_OF_FOLDER[folder];
  const ownLanguage =
    folder !== undefined && (LANGUAGES_OF_FOLDER[folder] ?? []).includes(language);
  if (ofFolder && ownLanguage) return ofFolder;
  // Another language's code on a platform's page (the Swift runner of a Flutter app) is judged
  // by that language's SDKs, and by what the platform's own samples write in it.
  return ofFolder
    ? [...new Set([...SECTIONS_OF_LANGUAGE[language], ...ofFolder])]
    : SECTIONS_OF_LANGUAGE[language];
}

export function factsOfSections(facts: readonly Fact[], sections: readonly string[]): Fact[] {
  return facts.filter((fact) => sections.includes(fact.section ?? ""));
}

/** A page of the REST API's docs, whose JSON examples are the API's bodies and responses. */
export function isRestDoc(docId: string): boolean {
  return folderOf(docId) === "rest";
}

/**
 * The fence language an inline code span of the doc is read in: its platform folder's first
 * language. Pages outside a platform folder, and the REST pages, mix languages: their spans are
 * not parsed.
 */
export function inlineFenceOf(docId: string): string | undefined {
  const folder = folderOf(docId);
  const language = folder && folder !== "rest" ? LANGUAGES_OF_FOLDER[folder]?.[0] : undefined;
  return language;
}
