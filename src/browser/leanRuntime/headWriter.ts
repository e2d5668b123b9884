import { MANAGED, type HeadTag } from "./headDeclarations";
import type { MergedHead } from "./mergedHead";

/**
 * Writes the merged head of the mounted `<Helmet>`s (mergedHead.ts) to the document as
 * react-helmet does, but for one thing: tags no longer declared go, tags already there are kept
 * as the same elements, and new ones are put where the server would have written them (metas,
 * then links, in merged order) rather than at the end of the head, so a page reached in the app
 * has its head in the order a loaded page has.
 */

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

function elementOf({ type, attributes }: HeadTag): Element {
  const element = document.createElement(type);
  for (const [name, value] of attributes) element.setAttribute(name, value);
  element.setAttribute(MANAGED, "true");
  return element;
}

function writeTags(tags: readonly HeadTag[]): void {
  const stale = [...document.head.querySelectorAll(`meta[${MANAGED}], link[${MANAGED}]`)];
  const firstManaged = stale[0];
  let previous: Element | undefined;
  for (const tag of tags) {
    let element = elementOf(tag);
    const same = stale.findIndex((existing) => existing.isEqualNode(element));
    if (same >= 0) [element] = stale.splice(same, 1) as [Element];
    const inPlace =
      same >= 0 &&
      (!previous || previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (!inPlace) {
      if (previous) previous.after(element);
      else if (firstManaged) firstManaged.before(element);
      else document.head.append(element);
    }
    previous = element;
  }
  for (const element of stale) element.remove();
}

export function writeHead({ title, htmlAttributes, tags }: MergedHead): void {
  writeHtmlAttributes(htmlAttributes);
  if (title !== undefined && document.title !== title) document.title = title;
  writeTags(tags);
}
