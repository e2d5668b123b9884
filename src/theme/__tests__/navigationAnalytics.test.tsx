/** @jest-environment jsdom */
import type React from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { PageLocationProvider } from "../../contexts/PageLocation";
import { onHeadUpdated } from "../../lib/headUpdates";
import NotFound from "../../pages/404";
import CodeBlock from "../CodeBlock";
import MdxLink from "../mdx/Link";
import SiteHead from "../SiteHead";

type GtagWindow = Window & { gtag?: jest.Mock };

beforeEach(() => {
  (window as GtagWindow).gtag = jest.fn();
});
afterEach(() => {
  delete (window as GtagWindow).gtag;
});
const gtag = () => (window as GtagWindow).gtag as jest.Mock;

describe("MDX links", () => {
  const navigate = jest.fn();
  beforeEach(() => {
    navigate.mockClear();
    Object.assign(window, { ___navigate: navigate });
  });
  afterEach(() => {
    delete (window as { ___navigate?: unknown }).___navigate;
  });

  it("open site pages client-side, including absolute URLs of the site", () => {
    render(
      <>
        <MdxLink href="/docs/about#team">About</MdxLink>
        <MdxLink href="https://developers.getwemap.com/docs/rest?x=1">REST</MdxLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "REST" })).toHaveAttribute("href", "/docs/rest?x=1");
    fireEvent.click(screen.getByRole("link", { name: "About" }));
    fireEvent.click(screen.getByRole("link", { name: "REST" }));
    expect(navigate.mock.calls.map(([to]) => to)).toEqual(["/docs/about#team", "/docs/rest?x=1"]);
  });

  it("render external URLs as plain links with noopener noreferrer", () => {
    render(
      <>
        <MdxLink href="https://github.com/wemap">GitHub</MdxLink>
        <MdxLink href="https://developers.getwemap.com.example.org/">Lookalike</MdxLink>
      </>,
    );
    for (const name of ["GitHub", "Lookalike"]) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      fireEvent.click(link);
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it("keep same-page anchors as anchors", () => {
    render(<MdxLink href="#parameters">Parameters</MdxLink>);
    fireEvent.click(screen.getByRole("link", { name: "Parameters" }));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Parameters" })).toHaveAttribute("href", "#parameters");
  });
});

describe("analytics events of the theme", () => {
  it("reports a code copy with the block's language", async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockResolvedValue(undefined) } });
    render(
      <CodeBlock data-language="kotlin">
        <code>val a = 1</code>
      </CodeBlock>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Copy code to clipboard" }));
    await screen.findByRole("button", { name: "Copied" });
    expect(gtag()).toHaveBeenCalledWith("event", "copy_code", { language: "kotlin" });
  });

  it("reports a not-found hit with the missing path", async () => {
    Object.defineProperty(document, "referrer", {
      value: "https://example.org/",
      configurable: true,
    });
    render(
      <PageLocationProvider location={{ pathname: "/docs/nope", search: "?v=1", hash: "" }}>
        <NotFound />
      </PageLocationProvider>,
    );
    await waitFor(() =>
      expect(gtag()).toHaveBeenCalledWith("event", "page_not_found", {
        page_path: "/docs/nope?v=1",
        page_referrer: "https://example.org/",
      }),
    );
    expect(screen.getByRole("link", { name: "Search the documentation" })).toBeInTheDocument();
  });

  it("reports no miss for an .html address of a page, which the app shows at its path", async () => {
    const loader = {
      loadPage: jest.fn(async () => ({})),
      isPageNotFound: jest.fn(() => false),
      hovering: jest.fn(),
    };
    Object.assign(window, { ___loader: loader });
    window.history.replaceState(null, "", "/docs/about.html?from=host");
    try {
      render(
        <PageLocationProvider
          location={{ pathname: "/docs/about.html", search: "?from=host", hash: "" }}
        >
          <NotFound />
        </PageLocationProvider>,
      );
      await waitFor(() => expect(loader.loadPage).toHaveBeenCalledWith("/docs/about?from=host"));
      await act(async () => undefined);
      expect(gtag()).not.toHaveBeenCalledWith("event", "page_not_found", expect.anything());
    } finally {
      Object.assign(window, { ___loader: undefined });
      window.history.replaceState(null, "", "/");
    }
  });
});

describe("SiteHead", () => {
  it("signals a head update once the new title is in the document", async () => {
    const titles: string[] = [];
    const stop = onHeadUpdated(() => titles.push(document.title));
    render(<SiteHead title="REST API" />);
    await waitFor(() => expect(titles).toContain("REST API | Wemap Developers"));
    stop();
    await act(async () => undefined);
  });
});
