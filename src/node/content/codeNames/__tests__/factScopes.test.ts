import { sectionsOf } from "../factScopes";

describe("the facts sections a block is judged by", () => {
  it("a platform's own language: that platform's SDK only", () => {
    expect(sectionsOf("ios-native/map", "swift")).toEqual(["ios_native"]);
    expect(sectionsOf("1.13/android/x", "java")).toEqual([
      "android_webview",
      "wrapper_bridges",
      "url_parameters_and_webview",
    ]);
  });

  it("another language on a platform's page: that language's SDKs and the platform's own sections", () => {
    const swiftOnFlutter = sectionsOf("flutter-native/getting-started", "swift");
    expect(swiftOnFlutter).toEqual(
      expect.arrayContaining(["ios_native", "ios_webview", "flutter_native"]),
    );
    expect(sectionsOf("flutter/x", "kotlin")).toEqual(
      expect.arrayContaining(["android_native", "flutter_webview"]),
    );
  });

  it("a page outside the platform folders: the language's SDKs", () => {
    expect(sectionsOf("getting-started", "dart")).toEqual([
      "flutter_native",
      "flutter_webview",
      "wrapper_bridges",
      "services",
    ]);
  });
});
