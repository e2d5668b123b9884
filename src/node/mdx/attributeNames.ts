import { find, hastToReact, html } from "property-information";
import type { JsxAttribute, TreeNode } from "./tree";

/**
 * An attribute of an HTML element named as the browser reads it. HTML names are not case
 * sensitive and React and HTML spell some differently, so `HREF`, `Href` and `href` are one
 * attribute, as are `className` and `class`, `srcSet` and `srcset`: property-information's
 * normalisation, which the page's renderer follows (serializeTree.ts names props with it), gives
 * the one name the checks judge (`href`, `class`, `srcset`, `onclick`, `xlink:href`).
 */
export function browserAttributeName(name: string): string {
  return (infoOf(name)?.attribute ?? name).toLowerCase();
}

/** The prop React takes for an HTML attribute written in a doc (`class` → `className`). */
export function reactAttributeName(name: string): string {
  const info = infoOf(name);
  if (!info) return name.toLowerCase();
  return info.space ? (hastToReact[info.property] ?? info.property) : info.attribute.toLowerCase();
}

/**
 * property-information's entry for a name. Its lookup uses `in`, so `constructor` and
 * `__proto__` find Object.prototype's members and it returns nothing: such a name is no HTML
 * attribute and stays as written.
 */
function infoOf(name: string): ReturnType<typeof find> | undefined {
  return find(html, name) as ReturnType<typeof find> | undefined;
}

/** True for the site's components (`Tabs`), whose props are JavaScript names, case and all. */
export function isComponentName(element: string): boolean {
  return /^[A-Z]/.test(element) || element.includes(".");
}

/**
 * The one name an attribute of this element is known by: the browser's for an HTML element,
 * the prop as written for a component. Two attributes with one key are one attribute written
 * twice.
 */
export function attributeKey(element: string, name: string): string {
  return isComponentName(element) ? name : browserAttributeName(name);
}

/** An element's attribute by its key (`href` finds `HREF`), or undefined. */
export function findAttribute(node: TreeNode, key: string): JsxAttribute | undefined {
  const element = node.name ?? "";
  return node.attributes?.find(
    (attribute) =>
      attribute.type === "mdxJsxAttribute" &&
      attribute.name !== undefined &&
      attributeKey(element, attribute.name) === key,
  );
}
