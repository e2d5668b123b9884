/** @jest-environment jsdom */
import { act, render } from "@testing-library/react";
import {
  ScrollContext,
  ScrollPositions,
  type ScrollHandlerProps,
  type ScrollLocation,
} from "../leanRuntime/scrollHandler";

const scrollTo = jest.fn();
const scrollIntoView = jest.fn();

beforeEach(() => {
  sessionStorage.clear();
  scrollTo.mockClear();
  scrollIntoView.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
  document.body.innerHTML = "";
});

const at = (pathname: string, key?: string, hash = ""): ScrollLocation => ({ pathname, key, hash });

function renderAt(
  location: ScrollLocation,
  shouldUpdateScroll?: ScrollHandlerProps["shouldUpdateScroll"],
) {
  const view = render(
    <ScrollContext location={location} shouldUpdateScroll={shouldUpdateScroll}>
      <p id="usage">Page</p>
    </ScrollContext>,
  );
  return {
    ...view,
    goTo: (next: ScrollLocation) =>
      view.rerender(
        <ScrollContext location={next} shouldUpdateScroll={shouldUpdateScroll}>
          <p id="usage">Page</p>
        </ScrollContext>,
      ),
  };
}

describe("the production bundle's scroll handler", () => {
  it("saves the position of each history entry while the reader scrolls, under Gatsby's keys", async () => {
    renderAt(at("/docs/a", "k1"));
    Object.defineProperty(window, "scrollY", { value: 420, configurable: true });
    window.dispatchEvent(new Event("scroll"));
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    expect(sessionStorage.getItem("@@scroll|/docs/a|k1")).toBe("420");
    expect(new ScrollPositions().read(at("/docs/a"), "k1")).toBe(420);
  });

  it("goes back to an entry's saved position, and to the top of a new one", () => {
    sessionStorage.setItem("@@scroll|/docs/b|k2", "300");
    const { goTo } = renderAt(at("/docs/a", "k1"));
    goTo(at("/docs/b", "k2"));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    goTo(at("/docs/c", "k3"));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it("goes to the hash's element rather than to a saved position", () => {
    sessionStorage.setItem("@@scroll|/docs/b|k2", "300");
    const { goTo } = renderAt(at("/docs/a", "k1"));
    goTo(at("/docs/b", "k2", "#usage"));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("on a first load, restores a reload's position or goes to the hash, and never to the top", () => {
    sessionStorage.setItem("@@scroll|/docs/a|k1", "250");
    const first = renderAt(at("/docs/a", "k1"));
    expect(scrollTo).toHaveBeenCalledWith(0, 250);
    first.unmount();
    scrollTo.mockClear();
    renderAt(at("/docs/new", "initial")).unmount();
    expect(scrollTo).not.toHaveBeenCalled();
    renderAt(at("/docs/a", "k1", "#usage"));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("asks the site's shouldUpdateScroll, which reads saved positions through the handler", () => {
    sessionStorage.setItem("@@scroll|/docs/b|k2", "300");
    const seen: number[] = [];
    const shouldUpdateScroll = jest.fn(function (
      this: { _stateStorage: ScrollPositions },
      _previous: unknown,
      { location }: { location: ScrollLocation },
    ) {
      seen.push(this._stateStorage.read(location, location.key));
      return false;
    });
    const { goTo } = renderAt(at("/docs/a", "k1"), shouldUpdateScroll);
    goTo(at("/docs/b", "k2"));
    expect(seen).toEqual([300]);
    expect(shouldUpdateScroll.mock.calls[0]?.[0]).toMatchObject({ location: at("/docs/a", "k1") });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
