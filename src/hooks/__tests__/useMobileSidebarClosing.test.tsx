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

beforeAll(() => {
  window.matchMedia = () =>
    ({
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
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
});
