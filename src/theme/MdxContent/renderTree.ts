import { createElement, Fragment, type ComponentType, type ReactNode, type Ref } from "react";
import type { DocTree, DocTreeNode } from "../../shared/docTree";

/** How the tree is rendered: with which components, and whether the server's HTML is kept. */
export interface RenderOptions {
  components: Record<string, ComponentType<never>>;
  /**
   * Set while a first load hydrates: every part without an island is rendered as its outer
   * element alone, with `dangerouslySetInnerHTML`, which Preact's hydration leaves as the
   * server wrote it, children included, creating nothing for them
   * (preact/src/diff/index.js, diffElementNodes). Absent: the whole tree is rendered.
   */
  keep?: {
    /** The types whose component has behaviour of its own, hydrated with their content. */
    islands: ReadonlySet<string>;
    /** The element each component's HTML starts with (`table` → `div`). */
    rootTags: Readonly<Record<string, string>>;
    /** Given every element kept, for what follows its links. */
    ref: Ref<Element>;
  };
}

/** Read by no renderer during hydration; an empty string would clear the element otherwise. */
const KEPT = { __html: "" };

/** Numbers each `<Tabs>` of a document in reading order, for ids unique on the page. */
interface RenderState {
  tabs: number;
}

function containsIsland(node: DocTreeNode, islands: ReadonlySet<string>): boolean {
  if (typeof node === "string") return false;
  const [type, , ...children] = node;
  return islands.has(type) || children.some((child) => containsIsland(child, islands));
}

function render(node: DocTreeNode, options: RenderOptions, state: RenderState): ReactNode {
  if (typeof node === "string") return node;
  const [type, props, ...children] = node;
  const { components, keep } = options;
  if (keep && !containsIsland(node, keep.islands)) {
    const tag = type in components ? keep.rootTags[type] : type || undefined;
    if (tag) return createElement(tag, { ref: keep.ref, dangerouslySetInnerHTML: KEPT });
  }
  const component = type === "" ? Fragment : (components[type] ?? type);
  // The server and the browser render the same tree, so the count gives the same ids on both;
  // a kept part holds no tabs (they are islands), so keeping changes no number.
  const ownProps = type === "Tabs" ? { ...props, idBase: `tabs-${state.tabs++}` } : props;
  // Children are passed as arguments, as JSX does: React needs no keys for them.
  return createElement(
    component as string,
    ownProps,
    ...children.map((child) => render(child, options, state)),
  );
}

/** A doc's content tree as React elements with the site's components. */
export function renderTree(tree: DocTree, options: RenderOptions): ReactNode {
  const state: RenderState = { tabs: 0 };
  return createElement(Fragment, null, ...tree.map((node) => render(node, options, state)));
}
