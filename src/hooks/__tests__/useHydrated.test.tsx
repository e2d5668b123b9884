/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { useHydrated } from "../useHydrated";

function Probe() {
  return <span data-testid="probe">{useHydrated() ? "hydrated" : "static"}</span>;
}

describe("useHydrated", () => {
  it("turns true once the page has mounted, and is true from the first render after", () => {
    const first = render(<Probe />);
    expect(screen.getByTestId("probe").textContent).toBe("hydrated");
    first.unmount();
    const renders: boolean[] = [];
    function Recorder() {
      renders.push(useHydrated());
      return null;
    }
    render(<Recorder />);
    expect(renders[0]).toBe(true);
  });
});
