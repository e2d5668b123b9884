/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { Helmet } from "../leanRuntime/helmet";

// What the stand-in writes, and when, is held to react-helmet by helmetDifferential.test.tsx;
// this covers what react-helmet has no answer for.

describe("the production bundle's Helmet", () => {
  it("refuses a tag it does not write, naming it", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      render(
        <Helmet>
          <script>{"alert(1)"}</script>
        </Helmet>,
      ),
    ).toThrow("not <script>");
  });
});
