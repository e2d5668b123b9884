/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import Footer from "../Footer";
import MdxLink from "../mdx/Link";
import NavbarItem from "../Navbar/Item";

// The build refuses these URLs; the components must still render them inert if one arrives.
const SCRIPT_URLS = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " \tjavascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
];

jest.mock("../../contexts/PageLocation", () => ({
  ...jest.requireActual("../../contexts/PageLocation"),
  usePageLocation: () => ({ pathname: "/" }),
}));
jest.mock("../../contexts/PreferredVersion", () => ({
  usePreferredVersion: () => ({ preferred: undefined }),
}));
jest.mock("../../hooks/useNavbarData", () => ({
  useNavbarData: () => ({ versions: [], targets: {} }),
}));
jest.mock("../../../site.config", () => {
  const actual = jest.requireActual("../../../site.config").default;
  return {
    __esModule: true,
    default: {
      ...actual,
      footer: {
        ...actual.footer,
        links: [
          {
            title: "Hostile",
            items: [
              { label: "Footer script", href: "javascript:alert(1)" },
              { label: "Footer path script", to: "javascript:alert(1)" },
              { label: "Footer GitHub", href: "https://github.com/wemap" },
            ],
          },
        ],
      },
    },
  };
});

/** Every element with this text, wherever it sits. */
const byText = (text: string) => screen.getByText(text).closest("a");

describe("links that carry a script URL render inert", () => {
  it.each(SCRIPT_URLS)("an MDX link to %j has no href", (url) => {
    render(<MdxLink href={url}>Run it</MdxLink>);
    const anchor = byText("Run it");
    expect(anchor).not.toBeNull();
    expect(anchor).not.toHaveAttribute("href");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("a safe MDX link keeps its href", () => {
    render(<MdxLink href="https://github.com/wemap">GitHub</MdxLink>);
    expect(screen.getByRole("link", { name: "GitHub" })).toHaveAttribute(
      "href",
      "https://github.com/wemap",
    );
  });

  it("navbar links, dropdown children included, drop a script URL", () => {
    render(
      <>
        <NavbarItem
          slot="t1"
          item={{ type: "link", label: "Navbar script", href: "JAVASCRIPT:alert(1)" }}
        />
        <NavbarItem
          slot="t2"
          item={{ type: "link", label: "Navbar path script", to: "javascript:x" }}
        />
        <NavbarItem
          slot="t3"
          item={{
            type: "dropdown",
            label: "More",
            items: [
              { label: "Child script", href: "javascript:alert(1)" },
              { label: "Child safe", href: "https://getwemap.com" },
            ],
          }}
        />
      </>,
    );
    for (const label of ["Navbar script", "Navbar path script", "Child script"]) {
      expect(byText(label)).not.toHaveAttribute("href");
    }
    expect(byText("Child safe")).toHaveAttribute("href", "https://getwemap.com");
  });

  it("footer links drop a script URL and keep safe ones", () => {
    render(<Footer />);
    expect(byText("Footer script")).not.toHaveAttribute("href");
    expect(byText("Footer path script")).not.toHaveAttribute("href");
    expect(byText("Footer GitHub")).toHaveAttribute("href", "https://github.com/wemap");
  });
});
