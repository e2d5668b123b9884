import type { ComponentType, ReactElement, ReactNode } from "react";
import type { HelmetData, HelmetPropsToState } from "react-helmet";
import {
  CALLBACKS,
  type HeadChild,
  type NodeSpec,
  type Scenario,
  type Tree,
} from "./helmetScenarios";

/**
 * Runs a scenario (helmetScenarios.ts) in jsdom through react-helmet or the production bundle's
 * stand-in, each in a module registry of its own (its renderer included), from the head the
 * server wrote, and takes what a reader and the site's code could tell apart after every render
 * and every animation frame. Needs fake timers (the frames), the jsdom environment and the
 * CommonJS export conditions (Preact's).
 */

/**
 * react-helmet on React, as the HTML renderer and `gatsby develop` run it; the stand-in on
 * Preact, as the production bundle runs it, and on React.
 */
export type Implementation = "react-helmet" | "stand-in on Preact" | "stand-in on React";

const MANAGED = "data-react-helmet";

type HelmetType = ComponentType<{ children?: ReactNode; onChangeClientState?: () => void }>;
type CreateElement = typeof import("react").createElement;

interface ReactHelmetStatics {
  canUseDOM: boolean;
  peek(): HelmetPropsToState;
  renderStatic(): HelmetData;
}

/** What a run needs of a renderer and a Helmet. */
interface Client {
  createElement: CreateElement;
  Fragment: typeof import("react").Fragment;
  Helmet: HelmetType;
  createRoot(container: Element): { render(element: ReactElement): void; unmount(): void };
  /** Runs `work` as the renderer's tests must: React's act; Preact renders at once. */
  act(work: () => void): void;
  /** react-helmet's own statics; absent from the stand-in. */
  statics?: ReactHelmetStatics;
}

type ReactHelmetModule = typeof import("react-helmet");
type StandInModule = typeof import("../../leanRuntime/helmet");

/** Loads in a fresh module registry, as a page load has: no state from another run. */
function isolated<T>(load: () => T): T {
  let loaded: { value: T } | undefined;
  jest.isolateModules(() => {
    loaded = { value: load() };
  });
  if (!loaded) throw new Error("not loaded");
  return loaded.value;
}

function loadReact(helmet: "react-helmet" | "stand-in"): Client {
  return isolated(() => {
    const React = jest.requireActual<typeof import("react")>("react");
    const Helmet =
      helmet === "react-helmet"
        ? jest.requireActual<ReactHelmetModule>("react-helmet").Helmet
        : jest.requireActual<StandInModule>("../../leanRuntime/helmet").Helmet;
    return {
      createElement: React.createElement,
      Fragment: React.Fragment,
      Helmet: Helmet as HelmetType,
      createRoot:
        jest.requireActual<typeof import("react-dom/client")>("react-dom/client").createRoot,
      act: (work) => React.act(work),
      ...(helmet === "react-helmet" ? { statics: Helmet as unknown as ReactHelmetStatics } : {}),
    };
  });
}

/**
 * The stand-in on preact/compat, as gatsby-plugin-preact aliases React in the production bundle.
 * No act: Preact renders at once and runs its effects after a paint, on the timers, as there.
 */
function loadPreact(): Client {
  jest.doMock("react", () => jest.requireActual("preact/compat"));
  try {
    return isolated(() => {
      const compat = jest.requireActual<typeof import("preact/compat")>("preact/compat");
      return {
        createElement: compat.createElement as unknown as CreateElement,
        Fragment: compat.Fragment as unknown as Client["Fragment"],
        Helmet: jest.requireActual<StandInModule>("../../leanRuntime/helmet").Helmet,
        createRoot: jest.requireActual<{ createRoot: Client["createRoot"] }>("preact/compat/client")
          .createRoot,
        act: (work: () => void) => work(),
      };
    });
  } finally {
    // The modules loaded keep Preact; react-helmet's runs load React again.
    jest.dontMock("react");
  }
}

function loadClient(implementation: Implementation): Client {
  if (implementation === "stand-in on Preact") return loadPreact();
  return loadReact(implementation === "react-helmet" ? "react-helmet" : "stand-in");
}

/** React's server renderer and react-helmet, as the HTML renderer has them. */
function loadServer() {
  return isolated(() => {
    const React = jest.requireActual<typeof import("react")>("react");
    const Helmet = jest.requireActual<ReactHelmetModule>("react-helmet").Helmet;
    return {
      createElement: React.createElement,
      Fragment: React.Fragment,
      Helmet: Helmet as HelmetType,
      statics: Helmet as unknown as ReactHelmetStatics,
      // The Node build: the browser one needs a TextEncoder jsdom lacks.
      renderToString:
        jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node")
          .renderToString,
    };
  });
}

/** A title with a delimiter in pieces, as `{[page, " | ", site]}` would give it. */
function titlePieces(text: string): string[] {
  return text.includes(" | ") ? text.split(/( \| )/) : [text];
}

type ElementMaker = Pick<Client, "createElement" | "Fragment" | "Helmet">;

function appElement(modules: ElementMaker, tree: Tree, callbacks: (() => void)[]): ReactElement {
  const h = modules.createElement;
  const headChild = (child: HeadChild) =>
    child.tag === "title"
      ? h("title", null, ...titlePieces(child.text))
      : h(child.tag, Object.fromEntries(child.props));
  const node = (spec: NodeSpec): ReactElement =>
    h(
      "section",
      { key: spec.key },
      spec.helmet
        ? h(
            modules.Helmet,
            spec.helmet.callback === undefined
              ? {}
              : { onChangeClientState: callbacks[spec.helmet.callback] },
            ...spec.helmet.children.map(headChild),
          )
        : null,
      ...spec.nested.map(node),
    );
  return h(
    modules.Fragment,
    null,
    h("header", null, ...tree.frame.map(node)),
    h("main", { key: `page ${tree.page}` }, ...tree.content.map(node)),
  );
}

/** What the server's HTML has before the client runs. */
export interface ServerHead {
  htmlAttributes: string;
  head: string;
}

/**
 * The head of the page's HTML, as gatsby-plugin-react-helmet's gatsby-ssr has the HTML renderer
 * write it (react-helmet's renderStatic), placed as in the site's built pages: the site's own
 * metas, react-helmet's metas, title and links, then the inlined styles.
 */
function serverHead(tree: Tree): ServerHead {
  const modules = loadServer();
  const { statics } = modules;
  statics.canUseDOM = false;
  try {
    // The server never calls them.
    const callbacks = Array.from({ length: CALLBACKS }, () => () => {});
    modules.renderToString(appElement(modules, tree, callbacks));
    const helmet = statics.renderStatic();
    const title = helmet.title.toComponent() as unknown as ReactElement<{ children?: string }>[];
    return {
      htmlAttributes: helmet.htmlAttributes.toString(),
      head:
        '<meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
        helmet.meta.toString() +
        (title[0]?.props.children ? helmet.title.toString() : "") +
        helmet.link.toString() +
        '<style data-href="/styles.css"></style>',
    };
  } finally {
    statics.canUseDOM = true;
  }
}

function loadServerHead(server: ServerHead): void {
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  const parsed = document.createElement("template");
  parsed.innerHTML = `<div ${server.htmlAttributes}></div>`;
  for (const { name, value } of parsed.content.firstElementChild?.attributes ?? []) {
    root.setAttribute(name, value);
  }
  // Set by the site's initial script (src/lib/initialScript.ts): no Helmet's to remove.
  root.setAttribute("data-theme", "dark");
  document.head.innerHTML = server.head;
  document.body.innerHTML = "";
}

export interface Snapshot {
  label: string;
  title: string;
  /** The `<html>` attributes, the list of those Helmet wrote included. */
  htmlAttributes: string[];
  /**
   * The managed metas and links, each with its attributes and whether it is an element an earlier
   * snapshot of the run showed (`kept`) or not (`new`); sorted: their order is `order`.
   */
  tags: string[];
  /** The managed tags in document order, without their marker. */
  order: string[];
  /** The rest of the head in document order, the title element aside. */
  unmanaged: string[];
  /** The `onChangeClientState` callbacks called since the previous snapshot, in order. */
  calls: string[];
}

/**
 * A tag as the document tells it: its attributes sorted (the DOM keeps them in the order they
 * were set, which nothing reads, and an element kept for an equal declaration keeps its own).
 */
const describeTag = (type: string, attributes: [string, unknown][]) =>
  [
    type,
    ...attributes.map(([name, value]) => `${name.toLowerCase()}="${String(value)}"`).sort(),
  ].join(" ");

const attributesOf = (element: Element): [string, string][] =>
  [...element.attributes].map(({ name, value }) => [name, value]);

/** The order react-helmet's HTML renderer gives the tags it holds: metas, then links. */
function serverOrder(state: HelmetPropsToState): string[] {
  const tags = (type: string, list: unknown[]) =>
    (list as Record<string, unknown>[]).map((tag) => describeTag(type, Object.entries(tag)));
  return [...tags("meta", state.metaTags), ...tags("link", state.linkTags)];
}

export interface Run {
  snapshots: Snapshot[];
  /**
   * react-helmet only: for each snapshot, the order of the tags as its HTML renderer writes the
   * head shown (what a reader loading the page would have).
   */
  serverOrders?: string[][];
}

/**
 * Runs `scenario` through `implementation`: each step's renders, a snapshot, its frame, a
 * snapshot; then the app unmounted.
 */
export function runScenario(
  implementation: Implementation,
  scenario: Scenario,
  server: ServerHead,
): Run {
  const modules = loadClient(implementation);
  const { act } = modules;
  loadServerHead(server);
  const calls: string[] = [];
  const callbacks = Array.from({ length: CALLBACKS }, (_, index) => () => {
    calls.push(`callback ${index}`);
  });
  const seen = new WeakSet<Element>();
  const snapshots: Snapshot[] = [];
  const serverOrders: string[][] = [];
  let shownOrder: string[] | undefined;

  const take = (label: string, afterFrame: boolean) => {
    const managed = [...document.head.querySelectorAll(`meta[${MANAGED}], link[${MANAGED}]`)];
    const order = managed.map((element) =>
      describeTag(
        element.localName,
        attributesOf(element).filter(([name]) => name !== MANAGED),
      ),
    );
    snapshots.push({
      label,
      title: document.title,
      htmlAttributes: attributesOf(document.documentElement)
        // The list of those Helmet wrote is read as a set (preact/compat puts `class` last).
        .map(([name, value]) => [name, name === MANAGED ? value.split(",").sort().join() : value])
        .map(([name, value]) => `${name}="${value}"`)
        .sort(),
      tags: managed
        .map(
          (element) =>
            `${seen.has(element) ? "kept" : "new"} ${describeTag(element.localName, attributesOf(element))}`,
        )
        .sort(),
      order,
      unmanaged: [...document.head.children]
        .filter((element) => !managed.includes(element) && element.localName !== "title")
        .map((element) => element.outerHTML),
      calls: calls.splice(0),
    });
    for (const element of managed) seen.add(element);
    if (modules.statics) {
      // Until the first frame, the head shown is the server's own.
      if (afterFrame) shownOrder = serverOrder(modules.statics.peek());
      serverOrders.push(shownOrder ?? order);
    }
  };
  const frame = (label: string) => {
    take(`${label}, before its frame`, false);
    act(() => jest.advanceTimersToNextFrame());
    take(`${label}, after its frame`, true);
  };

  const container = document.body.appendChild(document.createElement("div"));
  const root = modules.createRoot(container);
  scenario.steps.forEach((renders, index) => {
    for (const tree of renders) act(() => root.render(appElement(modules, tree, callbacks)));
    frame(`step ${index + 1}`);
  });
  // With no Helmet left react-helmet writes at once, not on the frame (its `defer` is read from
  // the mounted Helmets). The stand-in must not: in a navigation that replaces every Helmet, none
  // is mounted between the clean-up of the old page's and the set-up of the new page's. In the
  // app some Helmet always is.
  act(() => root.unmount());
  act(() => jest.advanceTimersToNextFrame());
  take("all unmounted, after the next frame", true);
  return modules.statics ? { snapshots, serverOrders } : { snapshots };
}

/** The server's head for the page the scenario's first render shows. */
export function scenarioServerHead(scenario: Scenario): ServerHead {
  const loaded = scenario.steps[0]?.[0];
  if (!loaded) throw new Error(`${scenario.name} renders nothing`);
  return serverHead(loaded);
}
