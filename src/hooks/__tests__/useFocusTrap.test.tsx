/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useRef, useState, type ReactNode } from "react";
import { useFocusTrap } from "../useFocusTrap";

function Trap({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open, () => setOpen(false));
  return open ? (
    <div ref={ref} tabIndex={-1} data-testid="trap">
      {children}
    </div>
  ) : (
    <p>closed</p>
  );
}

/**
 * jsdom lays nothing out. The browser's answers, for these tests only: a hidden element (or one
 * inside `hidden`) has no boxes and no offset parent; a `position: fixed` one has boxes but no
 * offset parent either; any other has both.
 */
function browserLayout() {
  const hidden = (element: Element) => element.closest("[hidden]") !== null;
  const boxes = jest.spyOn(Element.prototype, "getClientRects").mockImplementation(function (
    this: Element,
  ) {
    return (hidden(this) ? [] : [new DOMRect(0, 0, 10, 10)]) as unknown as DOMRectList;
  });
  const offsetParent = jest
    .spyOn(HTMLElement.prototype, "offsetParent", "get")
    .mockImplementation(function (this: HTMLElement) {
      return hidden(this) || this.style.position === "fixed" ? null : document.body;
    });
  return () => {
    boxes.mockRestore();
    offsetParent.mockRestore();
  };
}

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = browserLayout();
});
afterEach(() => restoreLayout());

it("starts on the first element, wraps Tab and Shift+Tab, closes on Escape", async () => {
  render(
    <Trap>
      <button>first</button>
      <button>last</button>
    </Trap>,
  );
  const first = screen.getByRole("button", { name: "first" });
  const last = screen.getByRole("button", { name: "last" });
  await waitFor(() => expect(first).toHaveFocus());
  fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
  expect(last).toHaveFocus();
  fireEvent.keyDown(document, { key: "Tab" });
  expect(first).toHaveFocus();
  fireEvent.keyDown(document, { key: "Escape" });
  expect(screen.getByText("closed")).toBeInTheDocument();
});

it("holds focus inside from its first render, before tabbable has loaded", async () => {
  render(
    <Trap>
      <button>first</button>
    </Trap>,
  );
  // No await: the container has focus in the same turn as the render.
  expect(screen.getByTestId("trap")).toHaveFocus();
  await waitFor(() => expect(screen.getByRole("button", { name: "first" })).toHaveFocus());
});

it("starts on a details' summary", async () => {
  render(
    <Trap>
      <details>
        <summary>More links</summary>
        <a href="/docs">Docs</a>
      </details>
      <button>last</button>
    </Trap>,
  );
  await waitFor(() => expect(screen.getByText("More links")).toHaveFocus());
});

it("wraps to a position: fixed element, and never to a disabled or hidden one", async () => {
  render(
    <Trap>
      <button>first</button>
      <button style={{ position: "fixed" }}>pinned</button>
      <input aria-label="off" disabled />
      <button hidden>gone</button>
      <div hidden>
        <a href="/docs">inside hidden</a>
      </div>
    </Trap>,
  );
  const first = screen.getByRole("button", { name: "first" });
  await waitFor(() => expect(first).toHaveFocus());
  fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
  expect(screen.getByRole("button", { name: "pinned" })).toHaveFocus();
  fireEvent.keyDown(document, { key: "Tab" });
  expect(first).toHaveFocus();
});

it("wraps from an editable region, which Tab reaches", async () => {
  render(
    <Trap>
      <button>first</button>
      <div contentEditable suppressContentEditableWarning role="textbox">
        Notes
      </div>
    </Trap>,
  );
  const first = screen.getByRole("button", { name: "first" });
  const notes = screen.getByRole("textbox");
  await waitFor(() => expect(first).toHaveFocus());
  notes.focus();
  expect(notes).toHaveFocus();
  fireEvent.keyDown(document, { key: "Tab" });
  expect(first).toHaveFocus();
});
