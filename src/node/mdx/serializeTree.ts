import { find, hastToReact, html, svg, type Schema } from "property-information";
import type { DocTree, DocTreeNode, DocTreeProps } from "../../shared/docTree";
import { isComponentName, reactAttributeName } from "./attributeNames";
import type { PlainValue } from "./evaluateExpression";
import type { JsxAttribute, TreeNode } from "./tree";

/** Elements in which whitespace-only text is not content (React warns about it in tables). */
const NO_WHITESPACE_TEXT = new Set(["table", "thead", "tbody", "tfoot", "tr"]);

/**
 * The React prop of a hast property, as property-information knows HTML and SVG: properties of
 * a namespace keep their property name in React's spelling (`className`, `tabIndex`,
 * `xLinkHref` → `xlinkHref`, `strokeWidth`), the rest take their attribute name
 * (`dataLanguage` → `data-language`, `ariaHidden` → `aria-hidden`). Lists join as the attribute
 * writes them (`accept="a, b"`, `class="a b"`).
 */
function reactProp(schema: Schema, property: string, value: unknown): [string, unknown] {
  const info = find(schema, property);
  const name = info.space ? (hastToReact[info.property] ?? info.property) : info.attribute;
  return [name, Array.isArray(value) ? value.join(info.commaSeparated ? ", " : " ") : value];
}

function elementProps(
  properties: Record<string, unknown> | undefined,
  schema: Schema,
): DocTreeProps | null {
  const props: DocTreeProps = {};
  for (const [key, value] of Object.entries(properties ?? {})) {
    if (value === false || value === null || value === undefined) continue;
    const [name, propValue] = reactProp(schema, key, value);
    props[name] = propValue;
  }
  return Object.keys(props).length > 0 ? props : null;
}

/**
 * The props of an MDX element. An HTML element's attributes take React's names, as the MDX
 * check judged them (`HREF` is `href`, `TABINDEX` is `tabIndex`, src/node/mdx/attributeNames.ts):
 * the page renders the attribute that was checked, under one name. A component's props keep
 * their names.
 */
function jsxProps(
  element: string,
  attributes: readonly JsxAttribute[] | undefined,
): DocTreeProps | null {
  const props: DocTreeProps = {};
  const component = isComponentName(element);
  for (const attribute of attributes ?? []) {
    if (attribute.type !== "mdxJsxAttribute" || !attribute.name) continue;
    const name = component ? attribute.name : reactAttributeName(attribute.name);
    const { value } = attribute;
    if (value === null || value === undefined) props[name] = true;
    else if (typeof value === "string") props[name] = value;
    else {
      const evaluated = value.data?.evaluated as PlainValue;
      if (evaluated !== undefined) props[name] = evaluated;
    }
  }
  return Object.keys(props).length > 0 ? props : null;
}

function serializeChildren(node: TreeNode, schema: Schema, parentType?: string): DocTreeNode[] {
  const dropBlank = parentType !== undefined && NO_WHITESPACE_TEXT.has(parentType);
  return (node.children ?? []).flatMap((child) => {
    const serialized = serializeNode(child, schema);
    if (serialized === undefined) return [];
    if (dropBlank && typeof serialized === "string" && serialized.trim() === "") return [];
    return [serialized];
  });
}

function serializeNode(node: TreeNode, schema: Schema): DocTreeNode | undefined {
  switch (node.type) {
    case "text":
      return String(node.value ?? "");
    case "element": {
      const tag = node.tagName ?? "div";
      // Inside `<svg>`, properties are SVG's (`strokeWidth`, `xLinkHref`).
      const inner = tag === "svg" ? svg : schema;
      return [tag, elementProps(node.properties, inner), ...serializeChildren(node, inner, tag)];
    }
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement": {
      const type = node.name ?? "";
      return [type, jsxProps(type, node.attributes), ...serializeChildren(node, schema, type)];
    }
    case "mdxFlowExpression":
    case "mdxTextExpression": {
      const value = node.data?.evaluated;
      return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
    }
    default:
      // Comments, ESM (reported by remarkCheckMdx) and doctypes render nothing.
      return undefined;
  }
}

/**
 * Turns the final hast tree of a doc (with MDX elements whose expressions were evaluated) into
 * the JSON tree the page renders. `""` as a type is a fragment (`<>...</>`).
 */
export function serializeTree(root: TreeNode): DocTree {
  return serializeChildren(root, html);
}
