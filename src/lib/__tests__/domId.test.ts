import { domId } from "../domId";

describe("domId", () => {
  it("keeps letters, digits, dashes and underscores of the key", () => {
    expect(domId("sidebar-list", "docs_android/2/0")).toBe("sidebar-list-docs_android-2-0");
  });

  it("turns every other run of characters into one dash and trims dashes at the ends", () => {
    expect(domId("menu", "mobile:docs sidebar/1/")).toBe("menu-mobile-docs-sidebar-1");
  });

  it("keys differing by position give different ids", () => {
    expect(domId("sidebar-list", "docs/1/0")).not.toBe(domId("sidebar-list", "docs/0/1"));
  });

  it("an empty key leaves the prefix alone", () => {
    expect(domId("consent-title", "")).toBe("consent-title");
  });
});
