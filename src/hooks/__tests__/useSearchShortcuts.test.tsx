/** @jest-environment jsdom */
import { fireEvent, render } from "@testing-library/react";
import { useSearchShortcuts } from "../useSearchShortcuts";

function Probe({ setOpen }: { setOpen: (open: boolean) => void }) {
  // The state the component was rendered with stays "closed": no re-render happens between
  // the two keys, as under Preact, whose effects run a frame after rendering.
  useSearchShortcuts(false, setOpen);
  return null;
}

it("a second Ctrl+K before the next render toggles from the state the first one set", () => {
  const setOpen = jest.fn();
  render(<Probe setOpen={setOpen} />);
  fireEvent.keyDown(window, { key: "k", ctrlKey: true });
  fireEvent.keyDown(window, { key: "k", ctrlKey: true });
  expect(setOpen.mock.calls).toEqual([[true], [false]]);
});
