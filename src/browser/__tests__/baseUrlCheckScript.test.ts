/** @jest-environment jsdom */
import { canonicalPathname } from "../../shared/pagePaths";
import {
  BASE_URL_BANNER_ID,
  BASE_URL_BANNER_TITLE,
  baseUrlCheckPage,
  baseUrlCheckScript,
} from "../baseUrl/baseUrlCheckScript";

/** Runs the inline script as the browser would, on a page served at `servedPath`. */
function runAt(servedPath: string, pagePath: string, baseUrl = "/"): string | undefined {
  document.body.innerHTML = "<div id='___gatsby'></div>";
  window.history.replaceState(null, "", servedPath);
  const element = document.createElement("script");
  element.setAttribute("data-page", baseUrlCheckPage(pagePath) ?? "");
  Object.defineProperty(document, "currentScript", { value: element, configurable: true });
  new Function(baseUrlCheckScript(baseUrl))();
  return document.getElementById(BASE_URL_BANNER_ID)?.textContent ?? undefined;
}

describe("the wrong base URL check", () => {
  it.each([
    ["/docs/about", "/docs/about"],
    ["/docs/about/", "/docs/about"],
    ["/docs/about/index.html", "/docs/about"],
    ["/", "/"],
    ["/docs/android/Callbacks/AddMarker", "/docs/android/Callbacks/AddMarker"],
  ])("shows nothing when %s is served as built (%s)", (served, page) => {
    expect(runAt(served, page)).toBeUndefined();
  });

  it("names the base URL it expected and the one to build with", () => {
    const text = runAt("/other/docs/about", "/docs/about");
    expect(text?.startsWith(BASE_URL_BANNER_TITLE)).toBe(true);
    expect(text).toContain("built for the base URL “/”");
    expect(text).toContain("Build it with the base URL “/other/”");
    expect(document.body.firstElementChild?.id).toBe(BASE_URL_BANNER_ID);
  });

  it("suggests a base URL for the home page served under a path", () => {
    expect(runAt("/other/", "/")).toContain("Build it with the base URL “/other/”");
  });

  it("sees a site built for a prefix but served at the root", () => {
    const text = runAt("/docs/about", "/docs/about", "/wemap/");
    expect(text).toContain("built for the base URL “/wemap/”");
    expect(text).toContain("Build it with the base URL “/”");
    expect(runAt("/wemap/docs/about", "/docs/about", "/wemap/")).toBeUndefined();
  });

  it("says what to check when no base URL would fit", () => {
    expect(runAt("/elsewhere", "/docs/about")).toContain("Check baseUrl in site.config.ts");
  });

  it("has no check on the not-found page, which is served at any path", () => {
    expect(baseUrlCheckPage("/404.html")).toBeNull();
    expect(baseUrlCheckPage("/404/")).toBeNull();
  });

  it("is the same script on every page (one hash in the Content-Security-Policy)", () => {
    expect(baseUrlCheckScript("/")).not.toContain("/docs/about");
    expect(baseUrlCheckPage("/docs/about/")).toBe("/docs/about");
  });

  it("reads paths the way shared/pagePaths does", () => {
    const script = baseUrlCheckScript("/");
    const inline = new Function(
      `${/function canonical\(p\) \{[\s\S]*?\n {2}\}/.exec(script)?.[0]}; return canonical;`,
    )() as (path: string) => string;
    for (const path of ["/a/index", "/a/index.html", "/a.html", "/a/", "/", "/index.html", "/a"]) {
      expect(inline(path)).toBe(canonicalPathname(path));
    }
  });
});
