/** @jest-environment jsdom */
import { markHydrated, markRouteUpdated } from "../signals/pageSignals";

describe("page signals", () => {
  it("marks the document hydrated", () => {
    const root = document.createElement("html");
    expect(root.dataset.hydrated).toBeUndefined();
    markHydrated(root);
    expect(root.getAttribute("data-hydrated")).toBe("true");
  });

  it("names the route rendered last and counts the routes rendered", () => {
    const root = document.createElement("html");
    markRouteUpdated(root, { pathname: "/docs/a", search: "", hash: "" });
    expect(root.getAttribute("data-route")).toBe("/docs/a");
    expect(root.getAttribute("data-route-updates")).toBe("1");
    markRouteUpdated(root, { pathname: "/search", search: "?q=x", hash: "#top" });
    expect(root.getAttribute("data-route")).toBe("/search?q=x#top");
    expect(root.getAttribute("data-route-updates")).toBe("2");
  });
});
