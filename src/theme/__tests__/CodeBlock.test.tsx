/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import CodeBlock from "../CodeBlock";

function highlighted() {
  return (
    <code>
      <span className="code-line">
        <span className="token keyword">val</span> a = 1{"\n"}
      </span>
      <span className="code-line" data-highlighted="true">
        <span className="token keyword">val</span> b = 2
      </span>
    </code>
  );
}

describe("CodeBlock", () => {
  it("frames the highlighted code with its title and language", () => {
    const { container } = render(
      <CodeBlock data-language="kotlin" data-title="Main.kt" data-line-numbers="true">
        {highlighted()}
      </CodeBlock>,
    );
    expect(screen.getByText("Main.kt")).toBeInTheDocument();
    expect(container.querySelector("[data-language=kotlin] pre")).toHaveAttribute(
      "data-line-numbers",
      "true",
    );
    expect(container.querySelector("pre")).toHaveAttribute("tabindex", "0");
  });

  it("copies exactly the code and announces it", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(<CodeBlock data-language="kotlin">{highlighted()}</CodeBlock>);
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Copy code to clipboard" })),
    );
    expect(writeText).toHaveBeenCalledWith("val a = 1\nval b = 2");
    expect(screen.getByRole("button", { name: "Copied" })).toHaveTextContent("Copied");
  });
});
