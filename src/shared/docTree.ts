/**
 * A doc's content as the build hands it to the page: a JSON tree of text and elements, rendered
 * with the site's components (src/theme/MdxContent). No code is evaluated in the browser, so the
 * site needs no `'unsafe-eval'` in its Content-Security-Policy.
 *
 * An element is `[type, props, ...children]`: `type` is an HTML tag or one of the MDX
 * components (`Tabs`), `props` are React props (`className`, `data-language`) or null.
 */
export type DocTreeNode = string | DocTreeElement;

type DocTreeElement = [type: string, props: DocTreeProps | null, ...children: DocTreeNode[]];

export type DocTreeProps = Record<string, unknown>;

/** The whole content of a doc: its top-level nodes. */
export type DocTree = DocTreeNode[];

/** Returns a copy of the tree where `change` may replace each element's props (links, say). */
export function mapDocTreeProps(
  tree: DocTree,
  change: (type: string, props: DocTreeProps) => DocTreeProps | undefined,
): DocTree {
  const mapNode = (node: DocTreeNode): DocTreeNode => {
    if (typeof node === "string") return node;
    const [type, props, ...children] = node;
    const changed = props ? (change(type, props) ?? props) : props;
    return [type, changed, ...children.map(mapNode)];
  };
  return tree.map(mapNode);
}
