import { MANAGED, declaredTitle, type DeclaredHead, type HeadTag } from "./headDeclarations";

/**
 * Writes the head the mounted `<Helmet>`s declare (src/browser/leanRuntime/helmet.tsx) to the
 * document, as react-helmet does for these pages: later declarations (in render order) win for
 * the title, an `<html>` attribute and a meta of the same name or property; tags no longer
 * declared go, tags already there are kept as the same elements, new ones are added in their
 * place (metas, then links, each in declaration order).
 */

/** What identifies a tag: a later one with the same key replaces it. */
function keyOf({ type, attributes }: HeadTag): string {
  const value = (name: string) => attributes.find(([attribute]) => attribute === name)?.[1];
  if (type === "meta") {
    const name = value("name") ?? value("property") ?? value("http-equiv");
    return name === undefined ? `meta ${JSON.stringify(attributes)}` : `meta ${name}`;
  }
  return value("rel") === "canonical" ? "link canonical" : `link ${value("rel")} ${value("href")}`;
}

function elementOf({ type, attributes }: HeadTag): Element {
  const element = document.createElement(type);
  element.setAttribute(MANAGED, "true");
  for (const [name, value] of attributes) element.setAttribute(name, value);
  return element;
}

function writeHtmlAttributes(attributes: Record<string, string>): void {
  const root = document.documentElement;
  // The attributes Helmet wrote are listed on the element, as react-helmet lists them: those of
  // the server's HTML are not, and stay until a Helmet declares them.
  const written = root.getAttribute(MANAGED)?.split(",") ?? [];
  for (const name of written) if (!(name in attributes)) root.removeAttribute(name);
  for (const [name, value] of Object.entries(attributes)) {
    if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  }
  const names = Object.keys(attributes).join(",");
  if (names) root.setAttribute(MANAGED, names);
  else root.removeAttribute(MANAGED);
}

/** `heads`: the declarations in render order. */
export function writeHead(heads: readonly DeclaredHead[]): void {
  const title = declaredTitle(heads);
  if (title !== undefined && document.title !== title) document.title = title;
  writeHtmlAttributes(
    Object.assign({}, ...heads.map((head) => head.htmlAttributes)) as Record<string, string>,
  );

  // Metas before links, each in declaration order, as react-helmet's server rendering writes
  // them: a page then reads the same whether it was loaded or reached in the app.
  const byKey = new Map(heads.flatMap((head) => head.tags).map((tag) => [keyOf(tag), tag]));
  const declared = [...byKey.values()].sort(
    (a, b) => Number(a.type === "link") - Number(b.type === "link"),
  );
  const stale = [...document.head.querySelectorAll(`meta[${MANAGED}], link[${MANAGED}]`)];
  const firstManaged = stale[0];
  let previous: Element | undefined;
  for (const tag of declared) {
    let element = elementOf(tag);
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
}
