/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { resetSitePrefetcherForTests } from "../../browser/links/visiblePrefetch";
import { PageLocationProvider } from "../../contexts/PageLocation";
import Link from "../Link";

/** An IntersectionObserver the test drives: it counts instances and reports entries on demand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  report(target: Element, isIntersecting: boolean) {
    const entry = { target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 };
    this.callback([entry] as never, this as never);
  }
}

const navigate = jest.fn();
const abort = jest.fn();
const loader = { hovering: jest.fn(), enqueue: jest.fn(() => ({ abort })) };

beforeEach(() => {
  jest.clearAllMocks();
  FakeObserver.instances = [];
  resetSitePrefetcherForTests();
  Object.assign(window, {
    ___navigate: navigate,
    ___loader: loader,
    IntersectionObserver: FakeObserver,
  });
  window.history.replaceState(null, "", "/docs/current");
});
afterEach(() => {
  for (const name of ["___navigate", "___loader", "IntersectionObserver"])
    Reflect.deleteProperty(window, name);
});

const link = (name: string) => screen.getByRole("link", { name });
const atPage = (pathname: string, children: React.ReactNode) => (
  <PageLocationProvider location={{ pathname, search: "", hash: "" }}>
    {children}
  </PageLocationProvider>
);

describe("the site's Link", () => {
  it("writes the page's href without a trailing slash, keeping query and hash", () => {
    render(
      <>
        <Link to="/docs/about/?tab=js#usage">About</Link>
        <Link to="/">Home</Link>
      </>,
    );
    expect(link("About")).toHaveAttribute("href", "/docs/about?tab=js#usage");
    expect(link("Home")).toHaveAttribute("href", "/");
  });

  it("navigates client-side on a plain click, with the caller's state", () => {
    render(
      <Link to="/search?q=map" state={{ version: "1.14" }}>
        Search
      </Link>,
    );
    const notPrevented = fireEvent.click(link("Search"));
    expect(notPrevented).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/search?q=map", {
      state: { version: "1.14" },
      replace: undefined,
    });
  });

  it("replaces the history entry for a link to the page being read", () => {
    render(<Link to="/docs/current">Here</Link>);
    fireEvent.click(link("Here"));
    expect(navigate).toHaveBeenCalledWith("/docs/current", { state: undefined, replace: true });
  });

  it.each([
    ["a middle click", { button: 1 }],
    ["Ctrl", { ctrlKey: true }],
    ["Cmd", { metaKey: true }],
    ["Shift", { shiftKey: true }],
    ["Alt", { altKey: true }],
  ])("leaves %s to the browser", (_, init) => {
    render(<Link to="/docs/about">About</Link>);
    expect(fireEvent.click(link("About"), init)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("leaves a link with a target, or a click its handler took, to the browser", () => {
    render(
      <>
        <Link to="/docs/a" target="_blank">
          A
        </Link>
        <Link to="/docs/b" onClick={(event) => event.preventDefault()}>
          B
        </Link>
      </>,
    );
    fireEvent.click(link("A"));
    fireEvent.click(link("B"));
    expect(navigate).not.toHaveBeenCalled();
  });

  it("loads the page's data on hover, without the hash", () => {
    const onMouseEnter = jest.fn();
    render(
      <Link to="/docs/about?x=1#top" onMouseEnter={onMouseEnter}>
        About
      </Link>,
    );
    fireEvent.mouseEnter(link("About"));
    expect(loader.hovering).toHaveBeenCalledWith("/docs/about?x=1");
    expect(onMouseEnter).toHaveBeenCalled();
  });

  it("queues a visible link's data through one observer for all links, and stops on leaving", () => {
    const { unmount } = render(
      <>
        <Link to="/docs/a#x">A</Link>
        <Link to="/docs/b">B</Link>
        <Link to="/docs/current">Here</Link>
      </>,
    );
    expect(FakeObserver.instances).toHaveLength(1);
    const [observer] = FakeObserver.instances as [FakeObserver];
    expect(observer.observed.size).toBe(3);
    observer.report(link("A"), true);
    observer.report(link("Here"), true);
    expect(loader.enqueue.mock.calls).toEqual([["/docs/a"]]);
    observer.report(link("A"), false);
    expect(abort).toHaveBeenCalledTimes(1);
    unmount();
    expect(observer.observed.size).toBe(0);
  });

  it("marks a link to the page being read as the current page, unless told otherwise", () => {
    render(
      atPage(
        "/docs/about",
        <>
          <Link to="/docs/about/">Same page</Link>
          <Link to="/docs/about#usage">Its section</Link>
          <Link to="/docs/other">Other</Link>
          <Link to="/docs/about" aria-current={undefined}>
            Unmarked
          </Link>
        </>,
      ),
    );
    expect(link("Same page")).toHaveAttribute("aria-current", "page");
    for (const name of ["Its section", "Other", "Unmarked"])
      expect(link(name)).not.toHaveAttribute("aria-current");
  });

  it("renders a plain link where Gatsby's runtime is absent", () => {
    delete (window as unknown as Record<string, unknown>).___navigate;
    render(<Link to="/docs/about">About</Link>);
    expect(fireEvent.click(link("About"))).toBe(true);
  });
});
