/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { resetSidebarFilesForTests } from "../../browser/sidebars/sidebarFiles";
import { SidebarCategoriesProvider } from "../../contexts/SidebarCategories";
import { useDocSidebar } from "../../hooks/useDocSidebar";
import { trimSidebar, type DocSidebarView } from "../../shared/sidebarView";

import DocSidebar from "../DocSidebar";
import { LoadAllItemsProvider } from "../DocSidebar/loadAllItems";
import type { Sidebar } from "../../shared/sidebar";

const whole: Sidebar = [
  { type: "link", label: "Introduction", href: "/docs", docId: "index" },
  {
    type: "category",
    label: "Flutter",
    items: [{ type: "link", label: "getZoom", href: "/docs/flutter/getZoom", docId: "b" }],
  },
];

const view: DocSidebarView = {
  items: trimSidebar(whole, "/docs"),
  file: "/static/sidebars/1.14-docs-0123456789abcdef.json",
};

function Frame() {
  const { items, loadAll } = useDocSidebar(view);
  return (
    <SidebarCategoriesProvider>
      <LoadAllItemsProvider value={loadAll}>
        {items ? <DocSidebar sidebar={items} activePath="/docs" /> : null}
      </LoadAllItemsProvider>
    </SidebarCategoriesProvider>
  );
}

describe("a category the page's sidebar left out", () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    resetSidebarFilesForTests();
    sessionStorage.clear();
    localStorage.clear();
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });
  afterEach(() => {
    delete (window as { ___navigate?: unknown }).___navigate;
  });

  it("loads the whole sidebar once when opened, then shows its items", async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(whole) });
    render(<Frame />);
    expect(screen.queryByRole("link", { name: "getZoom" })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Flutter" }));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(view.file);
    expect(await screen.findByRole("link", { name: "getZoom" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Flutter" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    // Closed and opened again: the sidebar is whole now, nothing more is fetched.
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Flutter" }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Flutter" }));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("stays closed when the file does not load, sends the reader to its first page, can be tried again", async () => {
    const navigate = jest.fn();
    Object.assign(window, { ___navigate: navigate });
    fetchMock.mockResolvedValueOnce({ ok: false, status: 503, json: () => Promise.reject() });
    render(<Frame />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Flutter" }));
    });
    expect(screen.queryByRole("link", { name: "getZoom" })).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/docs/flutter/getZoom", undefined);
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: () => Promise.resolve(whole) });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Flutter" }));
    });
    expect(await screen.findByRole("link", { name: "getZoom" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
