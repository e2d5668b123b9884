/** @jest-environment jsdom */
import { act, render } from "@testing-library/react";
import { Helmet } from "../leanRuntime/helmet";
import PropTypes from "../leanRuntime/propTypes";

/** Runs the animation frame in which the head is written. */
async function nextFrame() {
  await act(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  });
}

const managed = () =>
  [...document.head.querySelectorAll("[data-react-helmet]")].map((tag) => tag.outerHTML);

beforeEach(() => {
  // The head react-helmet's server rendering wrote for the page.
  document.head.innerHTML =
    '<meta charset="utf-8">' +
    '<meta data-react-helmet="true" name="description" content="Server">' +
    '<meta data-react-helmet="true" name="robots" content="noindex">';
  document.title = "Server title";
});

describe("the production bundle's Helmet", () => {
  it("writes the merged head on the next frame, later declarations winning", async () => {
    const onChange = jest.fn();
    render(
      <>
        <Helmet onChangeClientState={onChange}>
          <html lang="en" dir="ltr" />
          <title>Site</title>
          <meta name="description" content="Site description" />
          <meta property="og:title" content="Site" />
        </Helmet>
        <Helmet>
          <title>{["Page", " | ", "Site"]}</title>
          <meta name="description" content="Page description" />
          <link rel="alternate" type="text/markdown" href="/docs/a.md" />
        </Helmet>
      </>,
    );
    expect(document.title).toBe("Server title");
    await nextFrame();
    expect(document.title).toBe("Page | Site");
    expect(document.documentElement).toHaveAttribute("lang", "en");
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
    expect(managed()).toEqual([
      // The inner Helmet's description where it declares it, as the server writes it.
      '<meta property="og:title" content="Site" data-react-helmet="true">',
      '<meta name="description" content="Page description" data-react-helmet="true">',
      '<link rel="alternate" type="text/markdown" href="/docs/a.md" data-react-helmet="true">',
    ]);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's tags that stay the same, as the same elements", async () => {
    const kept = document.head.querySelector('[name="robots"]');
    render(
      <Helmet>
        <meta name="robots" content="noindex" />
      </Helmet>,
    );
    await nextFrame();
    expect(document.head.querySelector('[name="robots"]')).toBe(kept);
    expect(document.head.querySelector('[name="description"]')).toBeNull();
    expect(document.head.querySelector("meta[charset]")).not.toBeNull();
  });

  it("puts a changed tag where it was declared, as a loaded page has it", async () => {
    const robots = document.head.querySelector('[name="robots"]');
    render(
      <Helmet>
        <link rel="icon" href="/img/favicon.svg" />
        <meta name="description" content="Another page" />
        <meta name="robots" content="noindex" />
        <meta property="og:title" content="Another page" />
      </Helmet>,
    );
    await nextFrame();
    expect(managed()).toEqual([
      '<meta name="description" content="Another page" data-react-helmet="true">',
      // The server's, kept.
      '<meta data-react-helmet="true" name="robots" content="noindex">',
      '<meta property="og:title" content="Another page" data-react-helmet="true">',
      '<link rel="icon" href="/img/favicon.svg" data-react-helmet="true">',
    ]);
    expect(document.head.querySelector('[name="robots"]')).toBe(robots);
  });

  it("follows a new page's head, and drops what an unmounted Helmet declared", async () => {
    const onChange = jest.fn();
    const page = (title: string, withLink: boolean) => (
      <>
        <Helmet onChangeClientState={onChange}>
          <title>{title}</title>
          <meta name="description" content={title} />
        </Helmet>
        {withLink ? (
          <Helmet>
            <link rel="alternate" href={`/${title}.md`} />
          </Helmet>
        ) : null}
      </>
    );
    const { rerender, unmount } = render(page("a", true));
    await nextFrame();
    rerender(page("b", false));
    await nextFrame();
    expect(document.title).toBe("b");
    expect(managed()).toEqual(['<meta name="description" content="b" data-react-helmet="true">']);
    expect(onChange).toHaveBeenCalledTimes(2);
    // The same head again changes nothing and reports nothing.
    rerender(page("b", false));
    await nextFrame();
    expect(onChange).toHaveBeenCalledTimes(2);
    unmount();
    await nextFrame();
    expect(managed()).toEqual([]);
  });

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
