/** @jest-environment jsdom */
/**
 * onClientEntry (gatsbyBrowserHooks) lets Gatsby's runtime go on (fetching the page's data,
 * hydrating) in a task after the one that evaluated the app chunk, not in the same one.
 */
import { onClientEntry } from "../gatsbyBrowserHooks";

describe("onClientEntry", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("settles in a later task, not in this one's microtasks", async () => {
    document.body.innerHTML = '<div id="gatsby-focus-wrapper"><p>Server HTML</p></div>';
    const entered = onClientEntry?.({} as never, {} as never) as unknown;
    expect(entered).toBeInstanceOf(Promise);
    let settled = false;
    void (entered as Promise<void>).then(() => (settled = true));
    for (let step = 0; step < 10; step++) await Promise.resolve();
    expect(settled).toBe(false);

    jest.runOnlyPendingTimers();
    for (let step = 0; step < 10; step++) await Promise.resolve();
    expect(settled).toBe(true);
  });
});
