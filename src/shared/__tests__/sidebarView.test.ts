import { trimSidebar } from "../sidebarView";
import type { Sidebar } from "../sidebar";

const link = (label: string, href: string) => ({ type: "link" as const, label, href });

const sidebar: Sidebar = [
  link("Introduction", "/docs"),
  {
    type: "category",
    label: "Android",
    href: "/docs/android",
    items: [
      {
        type: "category",
        label: "Callbacks",
        items: [link("AddMarker", "/docs/android/AddMarker"), link("Draw", "/docs/android/Draw")],
      },
      { type: "category", label: "Listeners", items: [link("MapClick", "/docs/android/MapClick")] },
    ],
  },
  {
    type: "category",
    label: "Flutter",
    items: [
      link("Flutter on GitHub", "https://github.com/wemap"),
      { type: "category", label: "Widgets", items: [link("getZoom", "/docs/flutter/getZoom")] },
    ],
  },
  { type: "category", label: "REST", collapsed: false, items: [link("Auth", "/docs/rest/auth")] },
];

describe("trimSidebar: a page's own copy of its sidebar", () => {
  const trimmed = trimSidebar(sidebar, "/docs/android/AddMarker");

  it("keeps the items of every category on the way to the page, at every level", () => {
    const android = trimmed[1];
    expect(android?.type === "category" && android.items[0]).toEqual(
      sidebar[1]?.type === "category" && sidebar[1].items[0],
    );
  });

  it("leaves out the items of a closed category beside the path, keeping its label and link", () => {
    const android = trimmed[1];
    expect(android?.type === "category" && android.items[1]).toEqual({
      type: "category",
      label: "Listeners",
      items: [],
      itemsLeftOut: true,
      firstPage: "/docs/android/MapClick",
    });
  });

  it("gives a category without a page of its own its first page, for the link without JavaScript", () => {
    expect(trimmed[2]).toEqual({
      type: "category",
      label: "Flutter",
      items: [],
      itemsLeftOut: true,
      firstPage: "/docs/flutter/getZoom",
    });
  });

  it("keeps a category configured open whole", () => {
    expect(trimmed[3]).toEqual(sidebar[3]);
  });

  it("keeps the page's own category and its items when the page is the category's link", () => {
    const onCategoryPage = trimSidebar(sidebar, "/docs/android");
    const android = onCategoryPage[1];
    expect(android?.type === "category" && android.items.map((item) => item.label)).toEqual([
      "Callbacks",
      "Listeners",
    ]);
    expect(android?.type === "category" && android.itemsLeftOut).toBeUndefined();
  });

  it("ships less than the whole sidebar, and links as they were", () => {
    expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(sidebar).length);
    expect(trimmed[0]).toBe(sidebar[0]);
  });
});
