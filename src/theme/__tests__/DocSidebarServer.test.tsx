/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { SidebarCategoriesProvider } from "../../contexts/SidebarCategories";

import DocSidebar from "../DocSidebar";
import type { Sidebar } from "../../shared/sidebar";

const sidebar: Sidebar = [
  { type: "link", label: "Introduction", href: "/docs", docId: "index" },
  {
    type: "category",
    label: "Android",
    href: "/docs/android/getting-started",
    items: [{ type: "link", label: "AddMarker", href: "/docs/android/AddMarker", docId: "a" }],
  },
  {
    type: "category",
    label: "Flutter",
    items: [
      { type: "link", label: "Flutter on GitHub", href: "https://github.com/wemap", docId: "x" },
      {
        type: "category",
        label: "Widgets",
        items: [{ type: "link", label: "getZoom", href: "/docs/flutter/getZoom", docId: "b" }],
      },
    ],
  },
];

describe("DocSidebar in the server's HTML", () => {
  it("renders a closed category without a page as a link to its first page", () => {
    const html = renderToString(
      <SidebarCategoriesProvider>
        <DocSidebar sidebar={sidebar} activePath="/docs" />
      </SidebarCategoriesProvider>,
    );
    // Its first page of the site, past the external link.
    expect(html).toContain('<a href="/docs/flutter/getZoom">Flutter</a>');
    // A category with its own page keeps that link and its toggle, and gets no second link.
    expect(html.match(/>Android</g)).toHaveLength(1);
    expect(html).toContain('aria-label="Expand Android"');
    expect(html).not.toMatch(/<button[^>]*>Flutter/);
  });
});
