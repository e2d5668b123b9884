import { Children, isValidElement, useEffect, useRef, type ReactNode } from "react";

/**
 * Stands in for react-helmet in the production bundle (src/node/gatsby/leanBrowserRuntime.ts):
 * the head the site's pages declare (src/theme/SiteHead, the doc template) written to the
 * document as react-helmet writes it, for 0.6 KiB instead of 5.7 (react-helmet with
 * react-side-effect and react-fast-compare). The HTML renderer keeps react-helmet, whose tags
 * (marked `data-react-helmet`) this takes over after hydration; `gatsby develop` keeps it too.
 *
 * What it does, as react-helmet does it for these pages: every mounted `<Helmet>` declares a
 * title, `<html>` attributes, `<meta>` and `<link>` tags; later ones (in render order) win for
 * the title, an attribute and a meta of the same name or property. On the animation frame after
 * a change the document gets the merged head: tags no longer declared go, tags already there are
 * kept as they are, new ones are added in their place (metas, then links, each in declaration
 * order), and the innermost `onChangeClientState` is called.
 */

type TagType = "meta" | "link";

interface DeclaredHead {
  title?: string;
  htmlAttributes: Record<string, string>;
  tags: { type: TagType; attributes: Record<string, string> }[];
  onChangeClientState?: () => void;
}

export interface HelmetProps {
  children?: ReactNode;
  onChangeClientState?: () => void;
}

const MANAGED = "data-react-helmet";
// React's names for the attributes these tags use that are not their HTML names lowercased.
const HTML_NAMES: Record<string, string> = { className: "class", httpEquiv: "http-equiv" };

function htmlAttributes(props: Record<string, unknown>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === "children" || value === undefined || value === null || value === false) continue;
    attributes[HTML_NAMES[name] ?? name.toLowerCase()] = String(value);
  }
  return attributes;
}

function declare(children: ReactNode, onChangeClientState?: () => void): DeclaredHead {
  const head: DeclaredHead = { htmlAttributes: {}, tags: [], onChangeClientState };
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return;
    const { type, props } = child;
    if (type === "title") {
      head.title = Children.toArray(props.children as ReactNode).join("");
    } else if (type === "html") {
      Object.assign(head.htmlAttributes, htmlAttributes(props));
    } else if (type === "meta" || type === "link") {
      head.tags.push({ type, attributes: htmlAttributes(props) });
    } else {
      throw new Error(
        `<Helmet> here writes title, html, meta and link only, not <${String(type)}> (src/browser/leanRuntime/helmet.tsx).`,
      );
    }
  });
  return head;
}

/** What identifies a tag: a later one with the same key replaces it. */
function keyOf({ type, attributes }: DeclaredHead["tags"][number]): string {
  if (type === "meta") {
    const name = attributes.name ?? attributes.property ?? attributes["http-equiv"];
    return name === undefined ? `meta ${JSON.stringify(attributes)}` : `meta ${name}`;
  }
  return attributes.rel === "canonical"
    ? "link canonical"
    : `link ${attributes.rel} ${attributes.href}`;
}

/** The declarations of the mounted Helmets, by render order; each holds the latest render's. */
const mounted = new Map<number, { current: DeclaredHead }>();
let renders = 0;
let pendingFrame: number | undefined;
let attributesWritten: string[] = [];

function writeHead(): void {
  pendingFrame = undefined;
  const heads = [...mounted.entries()].sort(([a], [b]) => a - b).map(([, head]) => head.current);
  const title = heads.reduce<string | undefined>((last, head) => head.title ?? last, undefined);
  const htmlAttributes = Object.assign({}, ...heads.map((head) => head.htmlAttributes)) as Record<
    string,
    string
  >;
  const tags = new Map(heads.flatMap((head) => head.tags).map((tag) => [keyOf(tag), tag]));

  if (title !== undefined && document.title !== title) document.title = title;
  const root = document.documentElement;
  for (const name of attributesWritten) if (!(name in htmlAttributes)) root.removeAttribute(name);
  for (const [name, value] of Object.entries(htmlAttributes)) root.setAttribute(name, value);
  attributesWritten = Object.keys(htmlAttributes);

  // Metas before links, each in declaration order, as react-helmet's server rendering writes
  // them: a page then reads the same whether it was loaded or reached in the app.
  const declared = [...tags.values()].sort(
    (a, b) => Number(a.type === "link") - Number(b.type === "link"),
  );
  const stale = [...document.head.querySelectorAll(`meta[${MANAGED}], link[${MANAGED}]`)];
  const firstManaged = stale[0];
  let previous: Element | undefined;
  for (const { type, attributes } of declared) {
    let element: Element = document.createElement(type);
    element.setAttribute(MANAGED, "true");
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    const same = stale.findIndex((existing) => existing.isEqualNode(element));
    if (same >= 0) [element] = stale.splice(same, 1) as [Element];
    const inPlace =
      same >= 0 &&
      (!previous || previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (!inPlace) {
      if (previous) previous.after(element);
      else if (firstManaged && firstManaged !== element) firstManaged.before(element);
      else document.head.appendChild(element);
    }
    previous = element;
  }
  for (const element of stale) element.remove();

  const innermost = heads.reduce<DeclaredHead | undefined>(
    (last, head) => (head.onChangeClientState ? head : last),
    undefined,
  );
  innermost?.onChangeClientState?.();
}

function scheduleWrite(): void {
  if (pendingFrame !== undefined) cancelAnimationFrame(pendingFrame);
  pendingFrame = requestAnimationFrame(writeHead);
}

/** Declares part of the page's head; renders nothing where it stands. */
export function Helmet({ children, onChangeClientState }: HelmetProps) {
  // Render order (parent before child, siblings in order) ranks the declarations.
  const order = useRef<number>();
  order.current ??= ++renders;
  const head = declare(children, onChangeClientState);
  const signature = JSON.stringify([head.title, head.htmlAttributes, head.tags]);
  const latest = useRef(head);
  latest.current = head;

  useEffect(() => {
    mounted.set(order.current as number, latest);
    scheduleWrite();
  }, [signature]);
  useEffect(() => {
    const id = order.current as number;
    return () => {
      mounted.delete(id);
      scheduleWrite();
    };
  }, []);
  return null;
}

export default Helmet;
