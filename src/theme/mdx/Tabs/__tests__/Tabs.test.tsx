/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { TabChoiceProvider } from "../../../../contexts/TabChoice";
import { resetStorageForTests } from "../../../../lib/storage";
import Tabs, { TabItem, initialValue } from "..";

function LanguageTabs({ name }: { name: string }) {
  return (
    <Tabs groupId="android-language">
      <TabItem value="kotlin" label="Kotlin">
        <p>{name} kotlin</p>
      </TabItem>
      <TabItem value="java" label="Java">
        <p>{name} java</p>
      </TabItem>
    </Tabs>
  );
}

describe("Tabs", () => {
  beforeEach(() => {
    resetStorageForTests();
    localStorage.clear();
  });

  it("shows the first tab, or the default one", () => {
    render(
      <TabChoiceProvider>
        <LanguageTabs name="a" />
      </TabChoiceProvider>,
    );
    expect(screen.getByRole("tab", { name: "Kotlin" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("a kotlin")).toBeVisible();
    expect(screen.getByText("a java")).not.toBeVisible();
    expect(
      initialValue(
        [
          { value: "a", children: null },
          { value: "b", default: true, children: null },
        ],
        undefined,
      ),
    ).toBe("b");
  });

  it("fails clearly on a default value no tab has", () => {
    expect(() => initialValue([{ value: "kotlin", children: null }], "swift")).toThrow(
      '<Tabs defaultValue="swift"> matches no <TabItem>. Values: kotlin',
    );
  });

  it("syncs every group with the same id and stores the choice", () => {
    render(
      <TabChoiceProvider>
        <LanguageTabs name="a" />
        <LanguageTabs name="b" />
      </TabChoiceProvider>,
    );
    fireEvent.click(screen.getAllByRole("tab", { name: "Java" })[0] as HTMLElement);
    expect(screen.getByText("a java")).toBeVisible();
    expect(screen.getByText("b java")).toBeVisible();
    expect(localStorage.getItem("docusaurus.tab.android-language")).toBe("java");
  });

  it("restores a stored choice and follows choices made in another tab", () => {
    localStorage.setItem("docusaurus.tab.android-language", "java");
    render(
      <TabChoiceProvider>
        <LanguageTabs name="a" />
      </TabChoiceProvider>,
    );
    expect(screen.getByText("a java")).toBeVisible();
    act(() => {
      localStorage.setItem("docusaurus.tab.android-language", "kotlin");
      window.dispatchEvent(
        new StorageEvent("storage", {
          key: "docusaurus.tab.android-language",
          newValue: "kotlin",
          storageArea: localStorage,
        }),
      );
    });
    expect(screen.getByText("a kotlin")).toBeVisible();
  });

  it("moves between tabs with the arrow keys", () => {
    render(
      <TabChoiceProvider>
        <LanguageTabs name="a" />
      </TabChoiceProvider>,
    );
    const kotlin = screen.getByRole("tab", { name: "Kotlin" });
    kotlin.focus();
    fireEvent.keyDown(kotlin, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Java" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Java" })).toHaveAttribute("aria-selected", "true");
  });
});
