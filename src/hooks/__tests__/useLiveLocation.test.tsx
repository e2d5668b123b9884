/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { PageLocationProvider, type PageLocation } from "../../contexts/PageLocation";
import { useLiveLocation } from "../useLiveLocation";

const gatsbyGlobals = window as unknown as { pagePath?: string };

/** Every value the hook returns, render after render, for a page shown at `location`. */
function rendersAt(location: PageLocation): string[] {
  const renders: string[] = [];
  function Recorder() {
    const live = useLiveLocation();
    renders.push(`${live.pathname}${live.search}${live.hash}`);
    return null;
  }
  render(
    <PageLocationProvider location={location}>
      <Recorder />
    </PageLocationProvider>,
  );
  return renders;
}

describe("useLiveLocation", () => {
  afterEach(() => {
    delete gatsbyGlobals.pagePath;
    delete document.documentElement.dataset.hydrated;
    window.history.replaceState(null, "", "/");
  });

  it("hydrates the not-found page with the path the server rendered, then gives the address asked for", () => {
    // The host answered /no-such-page?from=mail#top with the HTML Gatsby rendered at /404.html.
    gatsbyGlobals.pagePath = "/404.html";
    window.history.replaceState(null, "", "/no-such-page?from=mail#top");
    const renders = rendersAt({ pathname: "/no-such-page", search: "?from=mail", hash: "#top" });
    expect(renders[0]).toBe("/404.html");
    expect(renders.at(-1)).toBe("/no-such-page?from=mail#top");
  });

  it("hydrates a page with its path alone, then adds the query and the hash", () => {
    gatsbyGlobals.pagePath = "/search";
    window.history.replaceState(null, "", "/search?q=marker#results");
    const renders = rendersAt({ pathname: "/search", search: "?q=marker", hash: "#results" });
    expect(renders[0]).toBe("/search");
    expect(renders.at(-1)).toBe("/search?q=marker#results");
  });

  it("starts from the page's own path once the document has hydrated", () => {
    // Gatsby never updates pagePath on navigation: a later page must not take it.
    gatsbyGlobals.pagePath = "/404.html";
    document.documentElement.dataset.hydrated = "true";
    window.history.replaceState(null, "", "/docs/getting-started");
    const renders = rendersAt({ pathname: "/docs/getting-started", search: "", hash: "" });
    expect(renders).not.toContain("/404.html");
    expect(renders[0]).toBe("/docs/getting-started");
  });
});
