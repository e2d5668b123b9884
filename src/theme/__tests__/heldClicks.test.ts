/** @jest-environment jsdom */
import { holdClicks } from "../HydrateOnView/heldClicks";
import { whenNearViewport } from "../HydrateOnView/nearViewport";

function part(): { root: HTMLElement; yes: HTMLButtonElement } {
  document.body.innerHTML =
    '<div id="part"><fieldset><legend>Q</legend><button>Yes</button><button>No</button></fieldset></div><button id="outside">x</button>';
  const root = document.getElementById("part") as HTMLElement;
  return { root, yes: root.querySelectorAll("button")[0] as HTMLButtonElement };
}

describe("holdClicks", () => {
  it("holds a click on the part until it has hydrated, asks for its code, then replays it on the same element", () => {
    const { root, yes } = part();
    let hydrated = false;
    const wanted = jest.fn();
    const replays: (() => void)[] = [];
    const stop = holdClicks(
      root,
      () => hydrated,
      wanted,
      (replay) => replays.push(replay),
    );
    const reached = jest.fn();
    root.addEventListener("click", (event) => reached((event.target as Element).textContent));

    yes.click();
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(reached).not.toHaveBeenCalled();

    // The part hydrates in place: the same elements, now with handlers.
    hydrated = true;
    const answered = jest.fn();
    yes.addEventListener("click", answered);
    for (const replay of replays) replay();
    expect(answered).toHaveBeenCalledTimes(1);
    expect(reached).toHaveBeenCalledWith("Yes");
    stop();
  });

  it("lets clicks through once hydrated, and never holds one outside the part", () => {
    const { root, yes } = part();
    const wanted = jest.fn();
    const outside = jest.fn();
    document.getElementById("outside")?.addEventListener("click", outside);
    holdClicks(
      root,
      () => false,
      wanted,
      () => undefined,
    );
    document.getElementById("outside")?.click();
    expect(outside).toHaveBeenCalledTimes(1);
    expect(wanted).not.toHaveBeenCalled();

    const { root: second, yes: secondYes } = part();
    const through = jest.fn();
    secondYes.addEventListener("click", through);
    holdClicks(
      second,
      () => true,
      wanted,
      () => undefined,
    );
    secondYes.click();
    expect(through).toHaveBeenCalledTimes(1);
    expect(wanted).not.toHaveBeenCalled();
    void yes;
  });
});

describe("whenNearViewport", () => {
  it("is near at once without an element or an IntersectionObserver, and when asked now", async () => {
    await expect(whenNearViewport(null).near).resolves.toBeUndefined();
    const observers: { disconnect: jest.Mock }[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = jest.fn(() => {
      const observer = { observe: jest.fn(), disconnect: jest.fn() };
      observers.push(observer);
      return observer;
    }) as unknown as typeof IntersectionObserver;
    try {
      const view = whenNearViewport(document.body);
      let near = false;
      void view.near.then(() => (near = true));
      await Promise.resolve();
      expect(near).toBe(false);
      view.now();
      await view.near;
      expect(observers[0]?.disconnect).toHaveBeenCalled();
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
