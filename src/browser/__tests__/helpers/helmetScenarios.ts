/**
 * Seeded scenarios of `<Helmet>` declarations for the differential test
 * (helmetDifferential.test.tsx): what an app renders, render after render, and where the
 * animation frames fall. Only the tags the site's pages declare (title, html, meta, link), with
 * string values, as SiteHead and the doc template write them; the stand-in refuses other tags.
 */

import { seededRandom } from "./seededRandom";

/** React props of a head tag, in the order they are written. */
type Props = [string, string][];

export type HeadChild =
  { tag: "title"; text: string } | { tag: "html" | "meta" | "link"; props: Props };

export interface HelmetSpec {
  /** Which of the run's `onChangeClientState` callbacks it passes, if any. */
  callback?: number;
  children: HeadChild[];
}

/** An element of the page; its Helmet, if any, comes before the nested elements. */
export interface NodeSpec {
  key: number;
  helmet?: HelmetSpec;
  nested: NodeSpec[];
}

/**
 * One render of the app: the frame's elements, kept across pages (as the layout that renders
 * SiteHead), then the page's, all replaced when `page` changes (a navigation, as Gatsby
 * renders another page component).
 */
export interface Tree {
  page: number;
  frame: NodeSpec[];
  content: NodeSpec[];
}

/** The renders done before one animation frame. */
type Step = Tree[];

export interface Scenario {
  name: string;
  steps: Step[];
}

/** How many distinct `onChangeClientState` callbacks a scenario may pass. */
export const CALLBACKS = 3;

const TITLES = [
  "Wemap Developers",
  "Getting started | Wemap Developers",
  "Search | Wemap Developers",
  "Docs & guides",
];
// Few values, so that declarations often repeat: duplicates, and tags kept across changes.
const CONTENTS = ["A", "B"];
const META_NAMES = ["description", "keywords", "robots", "docsearch:version", "Description"];
const META_PROPERTIES = ["og:title", "og:description"];
const RELS = ["icon", "alternate", "canonical", "Canonical"];
const HREFS = ["/a", "/b", "/a.md"];

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function allNodes(nodes: readonly NodeSpec[]): NodeSpec[] {
  return nodes.flatMap((node) => [node, ...allNodes(node.nested)]);
}

export function allHelmets(tree: Tree): HelmetSpec[] {
  return allNodes([...tree.frame, ...tree.content]).flatMap((node) =>
    node.helmet ? [node.helmet] : [],
  );
}

/** A scenario of 3 to 7 steps, the first rendering the page a reader loads. */
export function generateScenario(seed: number): Scenario {
  const { next, chance } = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)] as T;
  let keys = 0;

  const title = (): HeadChild => ({ tag: "title", text: chance(0.1) ? "" : pick(TITLES) });
  const html = (): HeadChild => {
    const props: Props = [];
    if (chance(0.7)) props.push(["lang", pick(["en", "fr"])]);
    if (chance(0.5)) props.push(["dir", pick(["ltr", "rtl"])]);
    if (chance(0.3)) props.push(["className", "dark"]);
    if (chance(0.3)) props.push(["data-mode", pick(["a", "b"])]);
    return { tag: "html", props };
  };
  const meta = (): HeadChild => {
    const content: [string, string] = ["content", pick(CONTENTS)];
    const roll = next();
    let props: Props;
    if (roll < 0.55) props = [["name", pick(META_NAMES)], content];
    else if (roll < 0.85) props = [["property", pick(META_PROPERTIES)], content];
    else if (roll < 0.9) props = [["httpEquiv", "content-language"], content];
    else if (roll < 0.95) props = [["name", pick(META_NAMES)], ["property", "og:title"], content];
    else props = [content]; // no name: react-helmet writes none
    return { tag: "meta", props: chance(0.15) ? props.reverse() : props };
  };
  const link = (): HeadChild => {
    const props: Props = [
      ["rel", pick(RELS)],
      ["href", pick(HREFS)],
    ];
    if (chance(0.3)) props.push(["type", "text/markdown"]);
    return { tag: "link", props: chance(0.2) ? props.reverse() : props };
  };
  const headChild = (): HeadChild => {
    const roll = next();
    if (roll < 0.2) return title();
    if (roll < 0.35) return html();
    return roll < 0.75 ? meta() : link();
  };
  const helmet = (): HelmetSpec => {
    const children = Array.from({ length: int(0, 5) }, headChild);
    const tags = children.filter((child) => child.tag === "meta" || child.tag === "link");
    // The same tag twice in one Helmet, with the same or another value.
    if (tags.length > 0 && chance(0.3)) {
      const twin = copy(pick(tags));
      if ("props" in twin && chance(0.5)) {
        twin.props = twin.props.map(([name, value]) =>
          name === "content" || name === "type" ? [name, `${value}2`] : [name, value],
        );
      }
      children.push(twin);
    }
    return chance(0.4) ? { callback: int(0, CALLBACKS - 1), children } : { children };
  };
  const node = (depth: number, withHelmet = chance(0.75)): NodeSpec => ({
    key: ++keys,
    ...(withHelmet ? { helmet: helmet() } : {}),
    nested: depth < 2 ? Array.from({ length: int(0, 2) }, () => node(depth + 1)) : [],
  });
  // Every page has a Helmet of its own, first (as each of the site's pages renders SiteHead):
  // with none mounted at all, react-helmet writes at once rather than on the frame.
  const content = () => [node(1, true), ...Array.from({ length: int(0, 2) }, () => node(1))];

  const changeHelmet = (spec: HelmetSpec): void => {
    const roll = next();
    if (roll < 0.3 && spec.children.length > 0) {
      spec.children[int(0, spec.children.length - 1)] = headChild();
    } else if (roll < 0.5) {
      spec.children.splice(int(0, spec.children.length), 0, headChild());
    } else if (roll < 0.7 && spec.children.length > 0) {
      spec.children.splice(int(0, spec.children.length - 1), 1);
    } else if (roll < 0.85) {
      if (chance(0.3)) delete spec.callback;
      else spec.callback = int(0, CALLBACKS - 1);
    } else if (chance(0.5)) {
      spec.children.reverse();
    } else {
      // The same declarations written otherwise: a tag's attributes in another order.
      const tag = spec.children.find((child) => "props" in child && child.props.length > 1);
      if (tag && "props" in tag) tag.props.reverse();
    }
  };
  const changed = (previous: Tree): Tree => {
    const tree = copy(previous);
    const roll = next();
    if (roll < 0.3) {
      tree.page += 1;
      tree.content = content();
      if (chance(0.3)) tree.frame = [node(1)];
    } else if (roll < 0.75) {
      const helmets = allHelmets(tree);
      for (let count = int(1, 2); count > 0 && helmets.length > 0; count--) {
        changeHelmet(pick(helmets));
      }
    } else if (roll < 0.9) {
      const parents = allNodes(tree.content);
      const parent = pick(parents);
      if (chance(0.5) && parent.nested.length > 0) parent.nested.splice(0, 1);
      else parent.nested.push(node(2));
    }
    // Otherwise the same tree, rendered again.
    return tree;
  };
  const step = (previous: Tree): Step => {
    const first = changed(previous);
    return chance(0.15) ? [first, changed(first)] : [first];
  };

  const loaded: Tree = { page: 1, frame: [node(1)], content: content() };
  const steps: Step[] = [chance(0.1) ? [loaded, changed(loaded)] : [loaded]];
  for (let count = int(2, 6); count > 0; count--) {
    const last = steps[steps.length - 1] as Step;
    steps.push(step(last[last.length - 1] as Tree));
  }
  return { name: `seed ${seed}`, steps };
}
