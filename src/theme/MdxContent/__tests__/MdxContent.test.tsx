/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { TabChoiceProvider } from "../../../contexts/TabChoice";
import type { DocTree } from "../../../shared/docTree";
import MdxContent from "..";

const tabs = (value: string): DocTree[number] => [
  "Tabs",
  null,
  ["TabItem", { value: `${value}-a` }, ["p", null, `${value} a`]],
  ["TabItem", { value: `${value}-b` }, ["p", null, `${value} b`]],
];

const tree: DocTree = [
  ["h2", { id: "usage" }, "Usage"],
  tabs("first"),
  ["div", null, tabs("nested")],
];

function html(): string {
  const { container, unmount } = render(
    <TabChoiceProvider>
      <MdxContent tree={tree} />
    </TabChoiceProvider>,
  );
  const markup = container.innerHTML;
  unmount();
  return markup;
}

describe("MdxContent", () => {
  it("numbers each <Tabs> in reading order, nested ones included, so their ids are unique", () => {
    const { container } = render(
      <TabChoiceProvider>
        <MdxContent tree={tree} />
      </TabChoiceProvider>,
    );
    const ids = [...container.querySelectorAll("[role=tab]")].map((tab) => tab.id);
    expect(ids).toEqual(["tabs-0-tab-0", "tabs-0-tab-1", "tabs-1-tab-0", "tabs-1-tab-1"]);
    for (const tab of container.querySelectorAll("[role=tab]")) {
      const panel = container.querySelector(`#${tab.getAttribute("aria-controls") ?? "none"}`);
      expect(panel?.getAttribute("aria-labelledby")).toBe(tab.id);
    }
  });

  it("gives the same ids on every render, as the server's HTML and hydration need", () => {
    expect(html()).toBe(html());
    expect(html()).toContain('id="tabs-1-panel-0"');
  });
});
