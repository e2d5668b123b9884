import { Children, isValidElement, type ReactNode } from "react";

/** What the production bundle's `<Helmet>` (helmet.tsx) reads from its children. */

export const MANAGED = "data-react-helmet";

export interface HeadTag {
  type: "meta" | "link";
  /** In declaration order, under their HTML names. */
  attributes: [string, string][];
}

export interface DeclaredHead {
  title?: string;
  htmlAttributes: Record<string, string>;
  tags: HeadTag[];
  onChangeClientState?: () => void;
}

// React's names for the attributes these tags use that are not their HTML names lowercased.
const HTML_NAMES: Record<string, string> = { className: "class", httpEquiv: "http-equiv" };

function htmlAttributes(props: Record<string, unknown>): [string, string][] {
  const attributes: [string, string][] = [];
  for (const [name, value] of Object.entries(props)) {
    if (name === "children" || value === undefined || value === null || value === false) continue;
    attributes.push([HTML_NAMES[name] ?? name.toLowerCase(), String(value)]);
  }
  return attributes;
}

/** The head one `<Helmet>` declares; it refuses a tag this site's pages never put there. */
export function declare(children: ReactNode, onChangeClientState?: () => void): DeclaredHead {
  const head: DeclaredHead = { htmlAttributes: {}, tags: [], onChangeClientState };
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return;
    const { type, props } = child;
    if (type === "title") {
      head.title = Children.toArray(props.children as ReactNode).join("");
    } else if (type === "html") {
      // A second <html> in the same Helmet replaces the first, as in react-helmet.
      head.htmlAttributes = Object.fromEntries(htmlAttributes(props));
    } else if (type === "meta" || type === "link") {
      head.tags.push({ type, attributes: htmlAttributes(props) });
    } else {
      throw new Error(`<Helmet> writes title, html, meta and link only, not <${String(type)}>`);
    }
  });
  return head;
}
