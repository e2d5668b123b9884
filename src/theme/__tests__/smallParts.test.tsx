/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import Admonition from "../mdx/Admonition";
import { localizedUrl } from "../Navbar/LocaleDropdown";
import { buildToc } from "../TOC/filterHeadings";

describe("Admonition", () => {
  it("is an aside labelled by its title, with no live region", () => {
    render(
      <>
        <Admonition type="tip">Use it.</Admonition>
        <Admonition type="danger" title="Data loss">
          Careful.
        </Admonition>
      </>,
    );
    expect(screen.getByRole("complementary", { name: "Tip" })).toHaveTextContent("Use it.");
    expect(screen.getByRole("complementary", { name: "Data loss" })).toHaveTextContent("Careful.");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(document.querySelector("[aria-live]")).toBeNull();
  });
});

describe("localizedUrl", () => {
  const locales = [
    { code: "en", label: "English", htmlLang: "en", direction: "ltr" as const },
    { code: "fr", label: "Français", htmlLang: "fr", direction: "ltr" as const },
  ];
  const [en, fr] = locales as [(typeof locales)[0], (typeof locales)[0]];
  const location = { pathname: "/docs/rest", search: "?q=pin", hash: "#auth" };

  it("keeps the path, query and hash in each locale", () => {
    expect(localizedUrl(location, fr, "en", locales)).toBe("/fr/docs/rest?q=pin#auth");
    expect(localizedUrl({ ...location, pathname: "/fr/docs/rest" }, en, "en", locales)).toBe(
      "/docs/rest?q=pin#auth",
    );
    expect(localizedUrl({ pathname: "/", search: "", hash: "" }, fr, "en", locales)).toBe("/fr");
    expect(localizedUrl({ pathname: "/fr", search: "", hash: "" }, en, "en", locales)).toBe("/");
  });
});

describe("buildToc", () => {
  const headings = [
    { level: 2, text: "Signature", id: "signature" },
    { level: 3, text: "Kotlin", id: "kotlin" },
    { level: 4, text: "Deep", id: "deep" },
    { level: 2, text: "Example", id: "example" },
  ];

  it("keeps h2 and h3 by default, nested", () => {
    expect(buildToc(headings)).toEqual([
      {
        level: 2,
        text: "Signature",
        id: "signature",
        children: [{ level: 3, text: "Kotlin", id: "kotlin", children: [] }],
      },
      { level: 2, text: "Example", id: "example", children: [] },
    ]);
  });

  it("follows the page's own levels", () => {
    expect(buildToc(headings, 2, 2).map((entry) => entry.id)).toEqual(["signature", "example"]);
    expect(
      buildToc(headings, 3, 4).map((entry) => [entry.id, entry.children.map((child) => child.id)]),
    ).toEqual([["kotlin", ["deep"]]]);
  });
});
