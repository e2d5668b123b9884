/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import Lazy from "../Lazy";

function Heavy({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("Lazy", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows nothing for 200 ms, then a spinner, then the component", async () => {
    let resolve: (value: typeof Heavy) => void = () => undefined;
    const load = () => new Promise<typeof Heavy>((done) => (resolve = done));
    const { container } = render(<Lazy load={load} props={{ name: "map" }} />);
    expect(container).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    await act(async () => resolve(Heavy));
    expect(screen.getByText("Hello map")).toBeInTheDocument();
  });

  it("shows the error and a Retry button that loads again", async () => {
    const load = jest
      .fn<Promise<typeof Heavy>, []>()
      .mockRejectedValueOnce(new Error("Loading chunk 12 failed."))
      .mockResolvedValueOnce(Heavy);
    render(<Lazy load={load} props={{ name: "again" }} />);
    await act(async () => undefined);
    expect(screen.getByRole("alert")).toHaveTextContent("Loading chunk 12 failed.");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Retry" })));
    expect(screen.getByText("Hello again")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
