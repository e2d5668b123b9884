/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { resetSiteConsentStoreForTests } from "../../browser/analytics/siteConsent";
import { resetStorageForTests } from "../../lib/storage";
import ConsentChoice from "../ConsentChoice";
import DocFeedback, { THANKS } from "../DocFeedback";

const gtag = jest.fn();

beforeEach(() => {
  process.env.GATSBY_ANALYTICS = "on";
  (window as unknown as { gtag: typeof gtag }).gtag = gtag;
  gtag.mockClear();
  window.localStorage.clear();
  resetStorageForTests();
  resetSiteConsentStoreForTests();
});

afterAll(() => {
  delete process.env.GATSBY_ANALYTICS;
});

const feedbackEvents = () =>
  gtag.mock.calls.filter(([command, name]) => command === "event" && name === "doc_feedback");

describe("DocFeedback", () => {
  const page = "/docs/1.13/android/getting-started";

  it("asks in a labelled group, then an optional reason, and sends one event", () => {
    render(<DocFeedback page={page} version="1.13" />);
    const group = screen.getByRole("group", { name: "Was this page helpful?" });
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    expect(group).not.toBeInTheDocument();
    const reasons = screen.getByRole("group", { name: "What went wrong? (optional)" });
    expect(reasons).toContainElement(document.activeElement as HTMLElement);
    expect(feedbackEvents()).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Out of date" }));
    expect(feedbackEvents()).toEqual([
      [
        "event",
        "doc_feedback",
        {
          page_path: page,
          doc_version: "1.13",
          content_group: "Android",
          answer: "no",
          reason: "out_of_date",
        },
      ],
    ]);
    expect(screen.getByRole("status")).toHaveTextContent(THANKS);
    expect(screen.getByRole("status")).toHaveFocus();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(window.localStorage.getItem(`wemap.doc-feedback.${page}`)).toBe("no");
  });

  it("sends the answer alone when the reason is skipped", () => {
    render(<DocFeedback page="/docs/rest" version="1.14" />);
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    screen.getByRole("group", { name: "What helped? (optional)" });
    fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    expect(feedbackEvents().map(([, , params]) => params)).toEqual([
      { page_path: "/docs/rest", doc_version: "1.14", content_group: "REST API", answer: "yes" },
    ]);
  });

  it("sends a pending answer when the reader leaves the page, once", () => {
    const { unmount } = render(<DocFeedback page="/docs/rest" version="1.14" />);
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    unmount();
    expect(feedbackEvents()).toHaveLength(1);
    expect(feedbackEvents()[0]?.[2]).toMatchObject({ answer: "yes" });
    expect(feedbackEvents()[0]?.[2]).not.toHaveProperty("reason");
  });

  it("remembers a page answered before: no question, no event", () => {
    window.localStorage.setItem("wemap.doc-feedback./docs/rest", "yes");
    render(<DocFeedback page="/docs/rest" version="1.14" />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByText(THANKS)).toBeInTheDocument();
    // The live region stays quiet: nothing was answered now.
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(feedbackEvents()).toEqual([]);
  });

  it("asks again on another page", () => {
    window.localStorage.setItem("wemap.doc-feedback./docs/rest", "yes");
    render(<DocFeedback page="/docs/services" version="1.14" />);
    expect(screen.getByRole("group", { name: "Was this page helpful?" })).toBeInTheDocument();
  });

  it("is not there in a build without analytics", () => {
    process.env.GATSBY_ANALYTICS = "off";
    const { container } = render(<DocFeedback page="/docs/rest" version="1.14" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("ConsentChoice", () => {
  const banner = () => screen.queryByRole("region", { name: "Analytics cookies" });

  it("asks on a first visit without taking focus, and a yes grants analytics storage", () => {
    render(<ConsentChoice />);
    expect(banner()).toBeInTheDocument();
    expect(document.body).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(gtag).toHaveBeenCalledWith("consent", "update", { analytics_storage: "granted" });
    expect(window.localStorage.getItem("wemap.analytics-consent")).toBe("granted");
    expect(banner()).not.toBeInTheDocument();
  });

  it("stays closed once answered, and the footer button reopens it with focus", () => {
    window.localStorage.setItem("wemap.analytics-consent", "granted");
    render(<ConsentChoice />);
    expect(banner()).not.toBeInTheDocument();
    const settings = screen.getByRole("button", { name: "Cookie settings" });
    expect(settings).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(settings);
    expect(banner()).toHaveTextContent("You have accepted analytics cookies.");
    expect(screen.getByRole("heading", { name: "Analytics cookies" })).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(gtag).toHaveBeenLastCalledWith("consent", "update", { analytics_storage: "denied" });
    expect(banner()).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
  });

  it("is not there in a build without analytics", () => {
    process.env.GATSBY_ANALYTICS = "off";
    const { container } = render(<ConsentChoice />);
    expect(container).toBeEmptyDOMElement();
    expect(banner()).not.toBeInTheDocument();
  });
});
