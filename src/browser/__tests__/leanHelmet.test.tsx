/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { Helmet } from "../leanRuntime/helmet";
import PropTypes from "../leanRuntime/propTypes";

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

describe("the production bundle's prop-types", () => {
  it("gives do-nothing checkers that chain as prop-types' own", () => {
    const declared = {
      location: PropTypes.object.isRequired,
      items: PropTypes.arrayOf(PropTypes.shape({ id: PropTypes.string })).isRequired,
    };
    expect(typeof declared.location).toBe("function");
    expect(typeof declared.items).toBe("function");
    expect(() => PropTypes.checkPropTypes()).not.toThrow();
  });
});
