/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import CodeBlock from "../CodeBlock";
import { parseMeta } from "../CodeBlock/parseMeta";

describe("CodeBlock", () => {
  it("reads title, highlighted lines and line numbers from the fence meta", () => {
    expect(parseMeta('title="build.gradle" {1,3-5} showLineNumbers')).toEqual({
      title: "build.gradle",
      highlightedLines: new Set([1, 3, 4, 5]),
      showLineNumbers: true,
    });
    expect(parseMeta(undefined)).toEqual({ highlightedLines: new Set(), showLineNumbers: false });
  });

  it("highlights the code with the title and marked lines", () => {
    const { container } = render(
      <CodeBlock
        code={"val a = 1\nval b = 2\n"}
        language="kotlin"
        metastring='title="Main.kt" {2}'
      />,
    );
    expect(screen.getByText("Main.kt")).toBeInTheDocument();
    expect(container.querySelector(".token.keyword")).toHaveTextContent("val");
    const lines = container.querySelectorAll("pre code > span");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toHaveAttribute("data-highlighted", "true");
    expect(lines[0]).not.toHaveAttribute("data-highlighted");
  });

  it("highlights languages added to Prism's bundled set", () => {
    for (const language of [
      "java",
      "dart",
      "groovy",
      "ruby",
      "bash",
      "swift",
      "objectivec",
      "yaml",
      "json",
    ]) {
      const { container, unmount } = render(<CodeBlock code={"true"} language={language} />);
      expect(container.querySelector("[data-language]")).toHaveAttribute("data-language", language);
      unmount();
    }
  });

  it("copies the code and announces it", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(<CodeBlock code={"npm install\n"} language="bash" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy code to clipboard" }));
    });
    expect(writeText).toHaveBeenCalledWith("npm install");
    expect(screen.getByRole("button", { name: "Copied" })).toHaveTextContent("Copied");
  });
});

describe("highlight markers", () => {
  it("highlights lines marked by comments and removes the markers", () => {
    const code = [
      "val a = 1",
      "// highlight-next-line",
      "val b = 2",
      "# highlight-start",
      "c",
      "d",
      "<!-- highlight-end -->",
      "e",
    ].join("\n");
    const { container } = render(<CodeBlock code={code} language="kotlin" />);
    const lines = [...container.querySelectorAll("pre code > span")];
    expect(lines.map((line) => line.textContent?.trim())).toEqual([
      "val a = 1",
      "val b = 2",
      "c",
      "d",
      "e",
    ]);
    expect(lines.map((line) => line.getAttribute("data-highlighted") === "true")).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it("keeps the markers out of what the copy button copies", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(<CodeBlock code={"// highlight-next-line\nnpm start"} language="bash" />);
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Copy code to clipboard" })),
    );
    expect(writeText).toHaveBeenCalledWith("npm start");
  });
});
