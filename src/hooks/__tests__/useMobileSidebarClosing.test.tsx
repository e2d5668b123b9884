/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { useMobileSidebarClosing } from "../useMobileSidebarClosing";

function Probe({
  shown,
  pathname,
  close,
}: {
  shown: boolean;
  pathname: string;
  close: () => void;
}) {
  useMobileSidebarClosing(shown, pathname, close);
  return null;
}

/** A media query list whose width the test sets, telling its listeners as a browser does. */
const viewport = {
  desktop: false,
  listeners: new Set<() => void>(),
  widen() {
    this.desktop = true;
    for (const listener of this.listeners) listener();
  },
};

beforeEach(() => {
  viewport.desktop = false;
  viewport.listeners.clear();
  window.matchMedia = () =>
    ({
      get matches() {
        return viewport.desktop;
      },
      addEventListener: (_type: string, listener: () => void) => viewport.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) =>
        viewport.listeners.delete(listener),
    }) as unknown as MediaQueryList;
});

describe("useMobileSidebarClosing", () => {
  it("leaves a panel open when it mounts already shown (its code loads on the first opening)", () => {
    const close = jest.fn();
    render(<Probe shown pathname="/docs/a" close={close} />);
    expect(close).not.toHaveBeenCalled();
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("closes the panel when the path changes", () => {
    const close = jest.fn();
    const view = render(<Probe shown pathname="/docs/a" close={close} />);
    view.rerender(<Probe shown pathname="/docs/a" close={close} />);
    expect(close).not.toHaveBeenCalled();
    view.rerender(<Probe shown pathname="/docs/b" close={close} />);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("closes it on back or forward", () => {
    const close = jest.fn();
    render(<Probe shown pathname="/docs/a" close={close} />);
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("closes it when the viewport becomes desktop-wide, and stops listening once closed", () => {
    const close = jest.fn();
    const view = render(<Probe shown pathname="/docs/a" close={close} />);
    expect(close).not.toHaveBeenCalled();
    viewport.widen();
    expect(close).toHaveBeenCalledTimes(1);
    view.rerender(<Probe shown={false} pathname="/docs/a" close={close} />);
    expect(viewport.listeners.size).toBe(0);
    expect(document.body.style.overflow).toBe("");
  });

  it("closes it when the viewport widened before the listener was attached", () => {
    const close = jest.fn();
    const view = render(<Probe shown={false} pathname="/docs/a" close={close} />);
    // The change event fires while nothing listens: between the panel's paint and its effect.
    viewport.widen();
    view.rerender(<Probe shown pathname="/docs/a" close={close} />);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
