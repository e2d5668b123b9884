/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { TabChoiceProvider } from "../../../contexts/TabChoice";
import type { DocTree } from "../../../shared/docTree";
import { endHydration, noteServerMarkup } from "../../../lib/hydration";
import { islandTypes, mdxComponents, rootTags } from "../../mdx/components";
import MdxContent from "..";
import { renderTree } from "../renderTree";

const code = (text: string): DocTree[number] => [
  "pre",
  { "data-language": "kotlin" },
  ["code", null, ["span", { className: "token keyword" }, "val"], ` ${text}`],
];

const tree: DocTree = [
  ["p", null, "Adds a ", ["a", { href: "/docs/android/Model/Marker" }, "marker"], "."],
  ["h2", { id: "signature" }, "Signature"],
  [
    "Tabs",
    { groupId: "android-language" },
    ["TabItem", { value: "kotlin", label: "Kotlin" }, ["p", null, "In Kotlin:"], code("a = 1")],
    ["TabItem", { value: "java", label: "Java" }, ["p", null, "In Java:"]],
  ],
  ["table", null, ["tbody", null, ["tr", null, ["td", null, "marker"]]]],
  ["Admonition", { type: "note" }, ["p", null, "Note this."]],
  ["ul", null, ["li", null, "Run ", code("b = 2")], ["li", null, "Done"]],
  ["Tabs", null, ["TabItem", { value: "only" }, ["p", null, "Only"]]],
];

/** The markup a client render of the tree gives (where a kept element is left empty). */
function markup(keep: boolean): string {
  const { container, unmount } = render(
    <TabChoiceProvider>
      {renderTree(tree, {
        components: mdxComponents,
        keep: keep ? { islands: islandTypes, rootTags, ref: () => undefined } : undefined,
      })}
    </TabChoiceProvider>,
  );
  const html = container.innerHTML;
  unmount();
  return html;
}

describe("renderTree keeping the server's HTML", () => {
  it("renders each part without an island as its outer element alone", () => {
    const kept = markup(true);
    // The paragraph, heading, table (its scrolling box), note and plain list item.
    expect(kept).toMatch(/^<p><\/p><h2><\/h2><div><div role="tablist"/);
    expect(kept).toContain("<div></div><aside></aside><ul><li>Run ");
    expect(kept).toContain("<li></li></ul>");
    expect(kept).not.toMatch(/marker|Signature|Note this|token keyword/);
  });

  it("renders the islands with their behaviour: tabs, and code blocks with their copy button", () => {
    const kept = markup(true);
    expect(kept.match(/role="tab"/g)).toHaveLength(3);
    expect(kept.match(/Copy code to clipboard/g)).toHaveLength(2);
    // Inside an island, what has no island of its own is kept too: the code's tokens.
    expect(kept).toContain("<code></code>");
    expect(kept).toContain("<p></p>");
  });

  it("numbers the tabs as the whole tree does, so their ids match the server's", () => {
    const ids = (html: string) => [...html.matchAll(/id="(tabs-[^"]+)"/g)].map((m) => m[1]);
    expect(ids(markup(true))).toEqual(ids(markup(false)));
    expect(ids(markup(true))).toContain("tabs-1-tab-0");
  });

  it("renders everything when not keeping", () => {
    const whole = markup(false);
    expect(whole).toContain('<a href="/docs/android/Model/Marker">marker</a>');
    expect(whole).toContain('<span class="token keyword">val</span>');
  });

  it.each(Object.entries(rootTags))("knows the element %s's HTML starts with: %s", (type, tag) => {
    const { container } = render(
      renderTree([[type, { href: "/docs/a", id: "x", type: "note" }, "text"]], {
        components: mdxComponents,
      }),
    );
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild?.localName).toBe(tag);
  });

  it("hands every kept element to the ref", () => {
    const kept: string[] = [];
    render(
      <TabChoiceProvider>
        {renderTree(tree, {
          components: mdxComponents,
          keep: {
            islands: islandTypes,
            rootTags,
            ref: (element: Element | null) => {
              if (element) kept.push(element.localName);
            },
          },
        })}
      </TabChoiceProvider>,
    );
    expect(kept.sort()).toEqual(
      ["p", "h2", "p", "code", "p", "div", "aside", "code", "li", "p"].sort(),
    );
  });
});

describe("MdxContent", () => {
  afterEach(() => endHydration());

  const show = (content: DocTree) => (
    <TabChoiceProvider>
      <MdxContent tree={content} />
    </TabChoiceProvider>
  );

  it("keeps the server's HTML while the page hydrates, and renders it all otherwise", () => {
    document.body.innerHTML = `<div id="gatsby-focus-wrapper"><p>Server</p></div>`;
    noteServerMarkup(document);
    const hydrating = render(show(tree));
    expect(hydrating.container.textContent).not.toContain("marker");
    hydrating.unmount();

    endHydration();
    const later = render(show(tree));
    expect(later.container.textContent).toContain("Adds a marker.");
  });

  it("renders a tree that changes after hydration whole", () => {
    document.body.innerHTML = `<div id="gatsby-focus-wrapper"><p>Server</p></div>`;
    noteServerMarkup(document);
    const view = render(show(tree));
    endHydration();
    view.rerender(show([["p", null, "Changed ", ["strong", null, "text"]]]));
    expect(view.container.innerHTML).toContain("Changed <strong>text</strong>");
  });

  it("renders everything when the document had no server markup", () => {
    document.body.innerHTML = `<div id="gatsby-focus-wrapper"></div>`;
    noteServerMarkup(document);
    expect(render(show(tree)).container.textContent).toContain("Adds a marker.");
  });
});
