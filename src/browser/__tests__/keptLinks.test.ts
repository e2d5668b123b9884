/** @jest-environment jsdom */
import { clientSideHref, followKeptLinks, type KeptLinksEnv } from "../links/keptLinks";
import { pathAndSearch } from "../links/visiblePrefetch";

const site = {
  url: "https://developers.getwemap.com",
  externalUrlRegex: "^https?://(?!developers\\.getwemap\\.com)",
  baseUrl: "/",
};

const anchor = (attributes: Record<string, string>) => {
  const element = document.createElement("a");
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
};

describe("clientSideHref", () => {
  it("takes the site's pages, with their query and hash", () => {
    expect(clientSideHref(anchor({ href: "/docs/about?x=1#top" }), site)).toBe(
      "/docs/about?x=1#top",
    );
  });

  it.each([
    ["an anchor", { href: "#usage" }],
    ["an external page", { href: "https://example.org/", rel: "noopener noreferrer" }],
    ["a protocol-relative URL", { href: "//example.org/docs" }],
    ["mail", { href: "mailto:a@b.c" }],
    ["a link without href (an unsafe URL)", { "data-unsafe-url": "" }],
    ["a download", { href: "/files/sdk.zip", download: "" }],
    ["a path the external pattern claims", { href: "/api/ref" }],
  ])("leaves %s to the browser", (_, attributes) => {
    const external = { ...site, externalUrlRegex: "^https://developers\\.getwemap\\.com/api/" };
    expect(clientSideHref(anchor(attributes), external)).toBeUndefined();
  });

  it("reads the path under the base URL, as the link was written", () => {
    const prefixed = { ...site, baseUrl: "/developers/" };
    expect(clientSideHref(anchor({ href: "/developers/docs/about" }), prefixed)).toBe(
      "/developers/docs/about",
    );
    const external = { ...prefixed, externalUrlRegex: "getwemap\\.com/docs/" };
    expect(clientSideHref(anchor({ href: "/developers/docs/about" }), external)).toBeUndefined();
  });
});

describe("pathAndSearch", () => {
  it.each([
    ["/docs/a", "/docs/a"],
    ["/docs/a?x=1#h", "/docs/a?x=1"],
    ["/docs/a?#h", "/docs/a"],
    ["/docs/a#h?x", "/docs/a"],
  ])("%s → %s", (href, expected) => {
    expect(pathAndSearch(href)).toBe(expected);
  });
});

describe("followKeptLinks", () => {
  let observed: Element[];
  let report: (target: Element, isIntersecting: boolean) => void;

  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {
      report = (target, isIntersecting) =>
        this.callback(
          [{ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }] as never,
          this as never,
        );
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {
      observed = [];
    }
  }

  function setUp(html: string) {
    document.body.innerHTML = `<article><div id="root">${html}</div><a id="outside" href="/docs/x">x</a></article>`;
    observed = [];
    const abort = jest.fn();
    const env = {
      site,
      navigate: jest.fn(),
      loader: { hovering: jest.fn(), enqueue: jest.fn(() => ({ abort })) },
      location: { pathname: "/docs/current", search: "" },
      IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
    } satisfies KeptLinksEnv;
    const root = document.getElementById("root") as HTMLElement;
    const stop = followKeptLinks([root], env);
    return { env, root, stop, abort };
  }

  const click = (element: Element, init: MouseEventInit = {}) => {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    element.dispatchEvent(event);
    return event;
  };
  const el = (selector: string) => document.querySelector(selector) as HTMLElement;

  it("navigates client-side on a plain click, from anything inside the link", () => {
    const { env } = setUp(`<p><a id="page" href="/docs/about#top"><code>About</code></a></p>`);
    const event = click(el("#page code"));
    expect(event.defaultPrevented).toBe(true);
    expect(env.navigate).toHaveBeenCalledWith("/docs/about#top", {
      state: undefined,
      replace: undefined,
    });
  });

  it("replaces the history entry for a link to the page being read", () => {
    const { env } = setUp(`<a id="self" href="/docs/current">Here</a>`);
    click(el("#self"));
    expect(env.navigate).toHaveBeenCalledWith("/docs/current", {
      state: undefined,
      replace: true,
    });
  });

  it.each([
    ["the middle button", { button: 1 }],
    ["Ctrl", { ctrlKey: true }],
    ["Cmd", { metaKey: true }],
    ["Shift", { shiftKey: true }],
    ["Alt", { altKey: true }],
  ])("leaves a click with %s to the browser", (_, init) => {
    const { env } = setUp(`<a id="page" href="/docs/about">About</a>`);
    expect(click(el("#page"), init).defaultPrevented).toBe(false);
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it("leaves links with a target, anchors, external and unsafe links to the browser", () => {
    const { env } = setUp(`
      <a id="target" href="/docs/about" target="_blank">About</a>
      <a id="anchor" href="#usage">Usage</a>
      <a id="external" href="https://example.org/" rel="noopener noreferrer">Out</a>
      <a id="unsafe" data-unsafe-url="">Unsafe</a>`);
    for (const id of ["target", "anchor", "external", "unsafe"])
      expect(click(el(`#${id}`)).defaultPrevented).toBe(false);
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it("does nothing for a click a handler already took, or outside its roots", () => {
    const { env } = setUp(`<a id="page" href="/docs/about">About</a>`);
    el("#page").addEventListener("click", (event) => event.preventDefault());
    click(el("#page"));
    click(el("#outside"));
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it("loads a page when the pointer enters its link, not while it moves inside", () => {
    const { env } = setUp(`<a id="page" href="/docs/about?x=1#top"><code>About</code></a>`);
    const over = (target: Element, relatedTarget: Element | null) =>
      target.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, relatedTarget }));
    over(el("#page"), document.body);
    over(el("#page code"), el("#page"));
    over(el("#outside"), document.body);
    expect(env.loader.hovering).toHaveBeenCalledTimes(1);
    expect(env.loader.hovering).toHaveBeenCalledWith("/docs/about?x=1");
  });

  it("queues a page link's data while it is in view and takes it out when it leaves", () => {
    const { env, abort, stop } = setUp(`
      <a id="page" href="/docs/about#top">About</a>
      <a id="self" href="/docs/current#usage">Here</a>
      <a id="external" href="https://example.org/">Out</a>`);
    expect(observed.map((element) => element.id)).toEqual(["page", "self"]);
    report(el("#self"), true);
    expect(env.loader.enqueue).not.toHaveBeenCalled();
    report(el("#page"), true);
    expect(env.loader.enqueue).toHaveBeenCalledWith("/docs/about");
    report(el("#page"), false);
    expect(abort).toHaveBeenCalledTimes(1);
    report(el("#page"), true);
    stop();
    expect(abort).toHaveBeenCalledTimes(2);
    expect(observed).toEqual([]);
  });

  it("stops following the links when stopped", () => {
    const { env, stop } = setUp(`<a id="page" href="/docs/about">About</a>`);
    stop();
    click(el("#page"));
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it("follows a root that is itself a link", () => {
    document.body.innerHTML = `<a id="page" href="/docs/about">About</a>`;
    const navigate = jest.fn();
    observed = [];
    followKeptLinks([el("#page")], {
      site,
      navigate,
      loader: { hovering: jest.fn(), enqueue: jest.fn() },
      location: { pathname: "/", search: "" },
      IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
    });
    click(el("#page"));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(observed).toEqual([el("#page")]);
  });
});
