import { gateHoverPrefetch, prefetchAllowed } from "../prefetch/prefetchPolicy";

describe("prefetchAllowed", () => {
  it.each([
    [undefined, true],
    [{ effectiveType: "4g", saveData: false }, true],
    [{ effectiveType: "3g" }, true],
    [{ effectiveType: "2g" }, false],
    [{ effectiveType: "slow-2g" }, false],
    [{ effectiveType: "4g", saveData: true }, false],
  ])("connection %j → %s", (connection, allowed) => {
    expect(prefetchAllowed(connection, "Mozilla/5.0 Chrome")).toBe(allowed);
  });

  it("refuses crawlers", () => {
    expect(prefetchAllowed(undefined, "Googlebot/2.1")).toBe(false);
  });
});

describe("gateHoverPrefetch", () => {
  it("lets hover load the target only while the connection allows it", () => {
    const hovering = jest.fn();
    const loader = { hovering };
    const currentNavigator: { connection?: { effectiveType?: string; saveData?: boolean } } = {
      connection: { effectiveType: "4g" },
    };
    gateHoverPrefetch(loader, currentNavigator);
    loader.hovering("/docs/about");
    currentNavigator.connection = { effectiveType: "2g" };
    loader.hovering("/docs/rest");
    currentNavigator.connection = { effectiveType: "4g", saveData: true };
    loader.hovering("/docs/services");
    expect(hovering.mock.calls).toEqual([["/docs/about"]]);
  });
});
