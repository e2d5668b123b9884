/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
/**
 * HydrateLater under the renderer the browser runs: Preact, through preact/compat, hydrating
 * HTML the server wrote. React itself (what the other component tests render with) does not
 * keep a suspended part's server HTML the same way, and the browser bundle never runs it.
 */
jest.mock("react", () => jest.requireActual("preact/compat"));
jest.mock("react/jsx-runtime", () => jest.requireActual("preact/compat/jsx-runtime"));

type Hydration = typeof import("../../lib/hydration");
type Compat = typeof import("preact/compat");
type PreactPart = import("preact").ComponentType<{
  part: string;
  media?: string;
  children: import("preact").VNode;
}>;

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error("missing from the document");
  return value;
}

/** A fresh copy of the modules for each test: the turns are kept per page load. */
function load() {
  let modules:
    | {
        compat: Compat;
        hydration: Hydration;
        HydrateLater: PreactPart;
      }
    | undefined;
  jest.isolateModules(() => {
    modules = {
      compat: jest.requireActual("preact/compat"),
      hydration: jest.requireActual("../../lib/hydration"),
      // The component is typed for React; here it runs on Preact, as in the browser bundle.
      HydrateLater: jest.requireActual("../HydrateLater").default as PreactPart,
    };
  });
  return must(modules);
}

/** Runs the timers and the promise callbacks they lead to, one task at a time. */
async function runTasks(count = 1): Promise<void> {
  for (let task = 0; task < count; task++) {
    jest.advanceTimersToNextTimer();
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  }
}

const SERVER_HTML =
  '<nav><button type="button">Menu</button></nav>' +
  '<aside><a href="/docs/a">A</a></aside>' +
  "<main><p>Text</p></main>";

function setUp() {
  document.body.innerHTML = `<div id="gatsby-focus-wrapper">${SERVER_HTML}</div>`;
  const wrapper = must(document.getElementById("gatsby-focus-wrapper"));
  const nodes = {
    button: must(wrapper.querySelector("button")),
    aside: must(wrapper.querySelector("aside")),
    main: must(wrapper.querySelector("main")),
  };
  return { wrapper, nodes };
}

describe("HydrateLater (Preact hydrating the server's HTML)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** The frame; `sidebarMedia`, when given, is the query under which its sidebar shows. */
  function frame(
    modules: ReturnType<typeof load>,
    clicks: string[],
    label = "A",
    sidebarMedia?: string,
  ) {
    const { compat, HydrateLater } = modules;
    const h = compat.createElement;
    return h(
      compat.Fragment,
      null,
      h(HydrateLater, {
        part: "navbar",
        children: h(
          "nav",
          null,
          h("button", { type: "button", onClick: () => clicks.push("menu") }, "Menu"),
        ),
      }),
      h(HydrateLater, {
        part: "sidebar",
        media: sidebarMedia,
        children: h(
          "aside",
          null,
          h(
            "a",
            { href: "/docs/a", "data-label": label, onClick: () => clicks.push("sidebar") },
            "A",
          ),
        ),
      }),
      h("main", { onClick: () => clicks.push("main") }, h("p", null, "Text")),
    );
  }

  /** The server's HTML hydrated by Preact as a first load does, up to onInitialClientRender. */
  function hydrateServerFrame(modules: ReturnType<typeof load>, sidebarMedia?: string) {
    const { wrapper, nodes } = setUp();
    const clicks: string[] = [];
    modules.hydration.noteServerMarkup(document);
    modules.compat.hydrate(frame(modules, clicks, "A", sidebarMedia), wrapper);
    modules.hydration.endHydration();
    const link = must(wrapper.querySelector("aside a")) as HTMLAnchorElement;
    // jsdom would try to navigate on a plain link's click.
    link.addEventListener("click", (event) => event.preventDefault());
    return { wrapper, nodes, clicks, link };
  }

  it("hydrates the page at once and each part in a later task of its own, keeping the server's nodes", async () => {
    const modules = load();
    const { wrapper, nodes, clicks } = hydrateServerFrame(modules);
    const done = jest.fn();
    modules.hydration.afterWaitingParts(done);

    // The page's own part has its handlers; the navbar is still the server's HTML.
    nodes.main.click();
    nodes.button.click();
    expect(clicks).toEqual(["main"]);
    expect(wrapper.innerHTML).toBe(SERVER_HTML);

    await runTasks(1);
    nodes.button.click();
    expect(clicks).toEqual(["main", "menu"]);
    expect(done).not.toHaveBeenCalled();

    await runTasks(2);
    expect(done).toHaveBeenCalledWith(true);
    // Hydrated, not created again: the same elements, the same HTML.
    expect(wrapper.querySelector("button")).toBe(nodes.button);
    expect(wrapper.querySelector("aside")).toBe(nodes.aside);
    expect(wrapper.innerHTML).toBe(SERVER_HTML);
  });

  it("a part's render in its turn is a hydration too, so a doc's article keeps its HTML then", async () => {
    const modules = load();
    const { wrapper } = setUp();
    const { compat, hydration, HydrateLater } = modules;
    const seen: boolean[] = [];
    function Aside() {
      seen.push(hydration.isHydrating());
      return compat.createElement(
        "aside",
        null,
        compat.createElement("a", { href: "/docs/a" }, "A"),
      );
    }
    hydration.noteServerMarkup(document);
    compat.hydrate(
      compat.createElement(
        compat.Fragment,
        null,
        compat.createElement(HydrateLater, {
          part: "navbar",
          children: compat.createElement(
            "nav",
            null,
            compat.createElement("button", { type: "button" }, "Menu"),
          ),
        }),
        compat.createElement(HydrateLater, {
          part: "sidebar",
          children: compat.createElement(Aside, {}),
        }),
        compat.createElement("main", null, compat.createElement("p", null, "Text")),
      ),
      wrapper,
    );
    hydration.endHydration();
    expect(hydration.isHydrating()).toBe(false);
    await runTasks(2);
    expect(seen).toEqual([true]);
    await runTasks(2);
    expect(hydration.isHydrating()).toBe(false);
  });

  it("a part rendered again before its turn hydrates in that render and takes later changes", async () => {
    const modules = load();
    const { wrapper, nodes } = hydrateServerFrame(modules);

    // The root renders again (a state change above the frame) before any part's turn.
    modules.compat.render(frame(modules, [], "A"), wrapper);
    await Promise.resolve();
    modules.compat.render(frame(modules, [], "B"), wrapper);
    await runTasks(3);
    const link = must(wrapper.querySelector("aside a"));
    expect(wrapper.querySelector("aside")).toBe(nodes.aside);
    expect(link.getAttribute("data-label")).toBe("B");
  });

  it("a navigation gives every waiting part its turn at once", async () => {
    const modules = load();
    const { nodes, clicks } = hydrateServerFrame(modules);
    const navigate = jest.fn();
    modules.hydration.hydrateWaitingPartsNow();
    modules.hydration.afterWaitingParts(navigate);
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    nodes.button.click();
    expect(clicks).toEqual(["menu"]);
    expect(navigate).not.toHaveBeenCalled();
    await runTasks(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  /** A media query list whose match the test sets, calling its `change` handler. */
  function fakeMedia(initially: boolean) {
    const query: { matches: boolean; onchange: (() => void) | null } = {
      matches: initially,
      onchange: null,
    };
    window.matchMedia = jest.fn(() => query as unknown as MediaQueryList);
    return {
      change(matches: boolean) {
        query.matches = matches;
        query.onchange?.();
      },
    };
  }

  it("leaves a part its layout hides as the server's HTML, without holding up the page", async () => {
    fakeMedia(false);
    const modules = load();
    const { wrapper, clicks, link } = hydrateServerFrame(modules, "(min-width: 997px)");
    const done = jest.fn();
    modules.hydration.afterWaitingParts(done);
    await runTasks(4);
    expect(done).toHaveBeenCalledWith(true);
    link.click();
    expect(clicks).toEqual([]);
    expect(wrapper.innerHTML).toBe(SERVER_HTML);
  });

  it("hydrates the hidden part, on its server nodes, once its media query matches", async () => {
    const media = fakeMedia(false);
    const modules = load();
    const { wrapper, nodes, clicks, link } = hydrateServerFrame(modules, "(min-width: 997px)");
    await runTasks(4);
    const seen: boolean[] = [];
    media.change(false);
    media.change(true);
    seen.push(modules.hydration.isHydrating());
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    link.click();
    expect(clicks).toEqual(["sidebar"]);
    // In the task the part is released, its render counts as a hydration (MdxContent keeps).
    expect(seen).toEqual([true]);
    expect(wrapper.querySelector("aside")).toBe(nodes.aside);
    expect(wrapper.innerHTML).toBe(SERVER_HTML);
    // Shown again later, it is not released a second time.
    media.change(false);
    media.change(true);
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    expect(wrapper.querySelector("aside")).toBe(nodes.aside);
  });

  it("gives a hidden part its turn before a navigation renders", async () => {
    const media = fakeMedia(false);
    const modules = load();
    const { clicks, link } = hydrateServerFrame(modules, "(min-width: 997px)");
    await runTasks(4);
    modules.hydration.hydrateWaitingPartsNow();
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    link.click();
    expect(clicks).toEqual(["sidebar"]);
    // The query matching afterwards changes nothing: the part left the hidden ones.
    await runTasks(1);
    media.change(true);
    expect(modules.hydration.isHydrating()).toBe(false);
  });

  it("hydrates a part whose media query matches at load in its turn, as any other", async () => {
    fakeMedia(true);
    const modules = load();
    const { clicks, link } = hydrateServerFrame(modules, "(min-width: 997px)");
    const done = jest.fn();
    modules.hydration.afterWaitingParts(done);
    await runTasks(1);
    link.click();
    expect(clicks).toEqual([]);
    await runTasks(2);
    link.click();
    expect(clicks).toEqual(["sidebar"]);
    expect(done).toHaveBeenCalledWith(true);
  });

  it("renders every part at once when the page is not a hydration (develop, a navigation, tests)", () => {
    const modules = load();
    document.body.innerHTML = '<div id="gatsby-focus-wrapper"></div>';
    const wrapper = must(document.getElementById("gatsby-focus-wrapper"));
    const clicks: string[] = [];
    modules.hydration.noteServerMarkup(document);
    modules.compat.render(frame(modules, clicks), wrapper);
    must(wrapper.querySelector("button")).click();
    expect(clicks).toEqual(["menu"]);
    const done = jest.fn();
    modules.hydration.afterWaitingParts(done);
    expect(done).toHaveBeenCalledWith(false);
  });
});
