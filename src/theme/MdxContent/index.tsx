import { createElement, Fragment, useMemo, type ComponentType, type ReactNode } from "react";
import type { DocTree, DocTreeNode } from "../../shared/docTree";
import { mdxComponents } from "../mdx/components";

export interface Props {
  /** A doc's content, compiled at build time to a JSON tree (src/node/mdx/processDoc.ts). */
  tree: DocTree;
}

/** Numbers each `<Tabs>` of a document in reading order, for ids unique on the page. */
interface RenderState {
  tabs: number;
}

function render(
  node: DocTreeNode,
  components: Record<string, ComponentType<never>>,
  state: RenderState,
): ReactNode {
  if (typeof node === "string") return node;
  const [type, props, ...children] = node;
  const component = type === "" ? Fragment : (components[type] ?? type);
  // The server and the browser render the same tree, so the count gives the same ids on both.
  const ownProps = type === "Tabs" ? { ...props, idBase: `tabs-${state.tabs++}` } : props;
  // Children are passed as arguments, as JSX does: React needs no keys for them.
  return createElement(
    component as string,
    ownProps,
    ...children.map((child) => render(child, components, state)),
  );
}

/**
 * Renders a doc's content with the site's MDX components. The tree holds values only (the
 * build evaluated every expression), so no code runs from page data: pages need no
 * `'unsafe-eval'` and every doc shares one template.
 */
export default function MdxContent({ tree }: Props) {
  return useMemo(() => {
    const state: RenderState = { tabs: 0 };
    return createElement(Fragment, null, ...tree.map((node) => render(node, mdxComponents, state)));
  }, [tree]);
}
