/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { SidebarCategoriesProvider } from "../../contexts/SidebarCategories";

import DocSidebar from "../DocSidebar";
import { collapseDuration } from "../DocSidebar/collapse";
import type { Sidebar } from "../../shared/sidebar";

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

const withProvider = (children: ReactNode) => (
  <SidebarCategoriesProvider>{children}</SidebarCategoriesProvider>
);

describe("DocSidebar", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("marks the page being read and opens only the categories that hold it", () => {
    render(
      withProvider(<DocSidebar sidebar={sidebar} activePath="/docs/android/Callbacks/AddMarker" />),
    );
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

  it("opens and closes a category, hiding it once the animation ends", () => {
    // jsdom lays nothing out: give the list a height, or the animation is skipped.
    const scrollHeight = jest
      .spyOn(HTMLElement.prototype, "scrollHeight", "get")
      .mockReturnValue(200);
    try {
      render(withProvider(<DocSidebar sidebar={sidebar} activePath="/docs" />));
      const flutter = screen.getByRole("button", { name: "Flutter" });
      fireEvent.click(flutter);
      expect(flutter).toHaveAttribute("aria-expanded", "true");
      expect(screen.getByRole("link", { name: "getZoom" })).toBeVisible();
      act(() => jest.advanceTimersByTime(collapseDuration(200)));
      fireEvent.click(flutter);
      expect(flutter).toHaveAttribute("aria-expanded", "false");
      // While it closes, the list is still there, shrinking.
      const list = document.getElementById(flutter.getAttribute("aria-controls") ?? "");
      expect(list).toHaveStyle({ height: "0px" });
      expect(screen.getByRole("link", { name: "getZoom" })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(collapseDuration(200) - 1));
      expect(screen.getByRole("link", { name: "getZoom" })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole("link", { name: "getZoom" })).not.toBeInTheDocument();
      expect(list).not.toBeVisible();
    } finally {
      scrollHeight.mockRestore();
    }
  });

  it("remembers a category the reader opened when another page of the sidebar renders", () => {
    function Page({ sidebarKeys }: { sidebarKeys: string[] }) {
      return (
        <>
          {sidebarKeys.map((key) => (
            <DocSidebar key={key} sidebar={sidebar} activePath="/docs" sidebarKey={key} />
          ))}
        </>
      );
    }
    const { rerender, unmount } = render(
      withProvider(<Page key="first" sidebarKeys={["1.14:docs", "1.14:other"]} />),
    );
    fireEvent.click(screen.getAllByRole("button", { name: "Flutter" })[0] as HTMLElement);
    // Another page: every sidebar mounts afresh in the same provider.
    rerender(withProvider(<Page key="second" sidebarKeys={["1.14:docs", "1.14:other"]} />));
    const [same, other] = screen.getAllByRole("button", { name: "Flutter" });
    expect(same).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "getZoom" })).toBeInTheDocument();
    // Only in the sidebar where the reader opened it.
    expect(other).toHaveAttribute("aria-expanded", "false");
    unmount();
    render(withProvider(<Page key="third" sidebarKeys={["1.14:docs"]} />));
    // A new provider forgets: memory lasts while the reader navigates, not across visits.
    expect(screen.getByRole("button", { name: "Flutter" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("keeps the state within one provider across pages", () => {
    function Pages({ path }: { path: string }) {
      return <DocSidebar sidebar={sidebar} activePath={path} sidebarKey="1.14:docs" />;
    }
    const { rerender } = render(withProvider(<Pages key="a" path="/docs" />));
    fireEvent.click(screen.getByRole("button", { name: "Flutter" }));
    rerender(withProvider(<Pages key="b" path="/docs/android/getting-started" />));
    expect(screen.getByRole("button", { name: "Flutter" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  it("takes longer to animate taller lists, within bounds", () => {
    expect(collapseDuration(0)).toBe(150);
    expect(collapseDuration(200)).toBeGreaterThan(collapseDuration(50));
    expect(collapseDuration(10_000)).toBe(450);
  });

  it("remembers a category by its place in the sidebar, not its label", () => {
    const twins: Sidebar = [
      {
        type: "category",
        label: "Reference",
        items: [{ type: "link", label: "Android API", href: "/docs/android/api", docId: "a" }],
      },
      {
        type: "category",
        label: "Reference",
        items: [{ type: "link", label: "iOS API", href: "/docs/ios/api", docId: "b" }],
      },
    ];
    const { rerender } = render(withProvider(<DocSidebar sidebar={twins} activePath="/docs" />));
    fireEvent.click(screen.getAllByRole("button", { name: "Reference" })[0] as HTMLElement);
    expect(screen.getByRole("link", { name: "Android API" })).toBeInTheDocument();
    // The sidebar leaves (a page without one) and comes back: the provider remembers.
    rerender(withProvider(null));
    rerender(withProvider(<DocSidebar sidebar={twins} activePath="/docs" />));
    const [opened, twin] = screen.getAllByRole("button", { name: "Reference" });
    expect(opened).toHaveAttribute("aria-expanded", "true");
    expect(twin).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "iOS API" })).toBeNull();
  });
});
