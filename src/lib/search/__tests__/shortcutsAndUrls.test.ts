/** @jest-environment jsdom */
import { hitTarget } from "../hitUrls";
import { queryOfSearch, searchPageUrl } from "../searchPageUrl";
import { isEditingContent, shortcutAction } from "../shortcuts";

function key(
  key: string,
  init: Partial<KeyboardEvent> = {},
  target: EventTarget | null = document.body,
) {
  return { key, ctrlKey: false, metaKey: false, altKey: false, target, ...init };
}

describe("search shortcuts", () => {
  it("toggles with Ctrl+K and Cmd+K, open or closed", () => {
    expect(shortcutAction(key("k", { ctrlKey: true }), false)).toBe("toggle");
    expect(shortcutAction(key("K", { metaKey: true }), true)).toBe("toggle");
    expect(shortcutAction(key("k"), false)).toBeUndefined();
  });

  it("opens with / unless the reader is typing in a field", () => {
    expect(shortcutAction(key("/"), false)).toBe("open");
    for (const tag of ["input", "textarea", "select"]) {
      expect(shortcutAction(key("/", {}, document.createElement(tag)), false)).toBeUndefined();
    }
    const editable = document.createElement("div");
    editable.contentEditable = "true";
    Object.defineProperty(editable, "isContentEditable", { value: true });
    expect(isEditingContent(editable)).toBe(true);
    expect(shortcutAction(key("/"), true)).toBeUndefined();
  });

  it("closes with Escape only when open", () => {
    expect(shortcutAction(key("Escape"), true)).toBe("close");
    expect(shortcutAction(key("Escape"), false)).toBeUndefined();
  });
});

describe("hit URLs", () => {
  const site = "https://developers.getwemap.com";
  const external = "^https?://(?!developers\\.getwemap\\.com)";

  it("keeps site paths internal, and makes the site's absolute URLs paths", () => {
    expect(hitTarget("/docs/rest#auth", site, external)).toEqual({
      kind: "internal",
      path: "/docs/rest#auth",
    });
    expect(hitTarget(`${site}/docs/1.13/rest#auth`, site, external)).toEqual({
      kind: "internal",
      path: "/docs/1.13/rest#auth",
    });
  });

  it("loads URLs matching the external pattern as a full page", () => {
    expect(hitTarget("https://help.getwemap.com/x", site, external)).toEqual({
      kind: "external",
      url: "https://help.getwemap.com/x",
    });
    expect(hitTarget("https://other.dev/x", site)).toEqual({
      kind: "external",
      url: "https://other.dev/x",
    });
  });
});

describe("search page URL", () => {
  it("encodes the query in q and reads it back", () => {
    const url = searchPageUrl(" a&b <c> ");
    expect(url).toBe("/search?q=a%26b%20%3Cc%3E");
    expect(queryOfSearch(url.slice("/search".length))).toBe("a&b <c>");
    expect(searchPageUrl("  ")).toBe("/search");
  });
});
