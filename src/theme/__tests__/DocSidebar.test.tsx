/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import type { Sidebar } from "../../node/sidebars/schema";
import DocSidebar from "../DocSidebar";

const sidebar: Sidebar = [
  { type: "link", label: "Introduction", href: "/docs", docId: "index" },
  {
    type: "category",
    label: "Android",
    href: "/docs/android/getting-started",
    items: [
      {
        type: "category",
        label: "Callbacks",
        items: [
          {
            type: "link",
            label: "AddMarker",
            href: "/docs/android/Callbacks/AddMarker",
            docId: "a",
          },
        ],
      },
    ],
  },
  {
    type: "category",
    label: "Flutter",
    items: [{ type: "link", label: "getZoom", href: "/docs/flutter/getZoom", docId: "b" }],
  },
];

describe("DocSidebar", () => {
  it("marks the page being read and opens only the categories that hold it", () => {
    render(<DocSidebar sidebar={sidebar} activePath="/docs/android/Callbacks/AddMarker" />);
    expect(screen.getByRole("link", { name: "AddMarker" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Introduction" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("button", { name: "Collapse Android" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByRole("button", { name: "Callbacks" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByRole("button", { name: "Flutter" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(screen.queryByRole("link", { name: "getZoom" })).not.toBeInTheDocument();
  });

  it("toggles a category", () => {
    render(<DocSidebar sidebar={sidebar} activePath="/docs" />);
    const flutter = screen.getByRole("button", { name: "Flutter" });
    fireEvent.click(flutter);
    expect(flutter).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "getZoom" })).toBeVisible();
  });
});
