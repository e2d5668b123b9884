import { pageDimensions, stripBaseUrl } from "../analytics/pageDimensions";

describe("pageDimensions", () => {
  it.each([
    ["/docs/javascript/livemap", "JavaScript"],
    ["/docs/examples/add-points", "JavaScript"],
    ["/docs/android/Callbacks/AddMarker", "Android"],
    ["/docs/ios/getting-started", "iOS"],
    ["/docs/flutter/LivemapController", "Flutter"],
    ["/docs/react-native/interfaces/types.LivemapProps", "React Native"],
    ["/docs/android-native/examples/itineraries", "Native SDKs"],
    ["/docs/ios-native/mapsdk-getting-started", "Native SDKs"],
    ["/docs/flutter-native/widgets", "Native SDKs"],
    ["/docs/rest/pinpoints", "REST API"],
    ["/docs/services/geocoding", "Services"],
    ["/docs/getting-started", "Guides"],
    ["/docs/about/wemap_components", "Guides"],
    ["/docs/analytics", "Guides"],
    ["/docs", "Guides"],
  ])("a doc of the latest version: %s is in %s", (path, group) => {
    expect(pageDimensions(path, "1.14")).toEqual({ content_group: group, doc_version: "1.14" });
  });

  it("skips an archived version's segment to find the section", () => {
    expect(pageDimensions("/docs/1.13/android/getting-started", "1.13")).toEqual({
      content_group: "Android",
      doc_version: "1.13",
    });
    expect(pageDimensions("/docs/1.13", "1.13")).toEqual({
      content_group: "Guides",
      doc_version: "1.13",
    });
  });

  it("takes no section from names that only look like keys", () => {
    expect(pageDimensions("/docs/constructor", "1.14").content_group).toBe("Guides");
  });

  it("names pages outside the docs, the not-found page included, with no version", () => {
    expect(pageDimensions("/", undefined)).toEqual({ content_group: "Home", doc_version: "none" });
    expect(pageDimensions("/search", undefined).content_group).toBe("Search");
    expect(pageDimensions("/find", undefined, "/find").content_group).toBe("Search");
    expect(pageDimensions("/docs/android/Nowhere", undefined)).toEqual({
      content_group: "Other",
      doc_version: "none",
    });
  });
});

describe("stripBaseUrl", () => {
  it("removes the base URL the site is served under", () => {
    expect(stripBaseUrl("/developers/docs/rest", "/developers/")).toBe("/docs/rest");
    expect(stripBaseUrl("/developers", "/developers/")).toBe("/");
    expect(stripBaseUrl("/developers-old/docs", "/developers/")).toBe("/developers-old/docs");
    expect(stripBaseUrl("/docs/rest", "/")).toBe("/docs/rest");
  });
});
