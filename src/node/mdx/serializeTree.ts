import type { DocTree, DocTreeNode, DocTreeProps } from "../../shared/docTree";
import type { PlainValue } from "./evaluateExpression";
import type { JsxAttribute, TreeNode } from "./tree";

/** Elements in which whitespace-only text is not content (React warns about it in tables). */
const NO_WHITESPACE_TEXT = new Set(["table", "thead", "tbody", "tfoot", "tr"]);

/**
 * hast names data and ARIA attributes in camel case (`dataLanguage`, `ariaHidden`); React
 * wants their attribute names (`data-language`). Other hast names (`className`, `htmlFor`,
 * `tabIndex`) are React's already.
 */
function reactPropName(property: string): string {
  if (!/^(data|aria)[A-Z]/.test(property)) return property;
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function styleObject(style: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const declaration of style.split(";")) {
    const [name, ...rest] = declaration.split(":");
    const value = rest.join(":").trim();
    if (!name?.trim() || !value) continue;
    const key = name.trim().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    result[key] = value;
  }
  return result;
}

function elementProps(properties: Record<string, unknown> | undefined): DocTreeProps | null {
  const props: DocTreeProps = {};
  for (const [key, value] of Object.entries(properties ?? {})) {
    if (value === false || value === null || value === undefined) continue;
    if (key === "style" && typeof value === "string") props.style = styleObject(value);
    else props[reactPropName(key)] = Array.isArray(value) ? value.join(" ") : value;
  }
  return Object.keys(props).length > 0 ? props : null;
}

function jsxProps(attributes: readonly JsxAttribute[] | undefined): DocTreeProps | null {
  const props: DocTreeProps = {};
  for (const attribute of attributes ?? []) {
    if (attribute.type !== "mdxJsxAttribute" || !attribute.name) continue;
    const { value } = attribute;
    if (value === null || value === undefined) props[attribute.name] = true;
    else if (typeof value === "string")
      props[attribute.name] = attribute.name === "style" ? styleObject(value) : value;
    else {
      const evaluated = value.data?.evaluated as PlainValue;
      if (evaluated !== undefined) props[attribute.name] = evaluated;
    }
  }
  return Object.keys(props).length > 0 ? props : null;
}

function serializeChildren(node: TreeNode, parentType?: string): DocTreeNode[] {
  const dropBlank = parentType !== undefined && NO_WHITESPACE_TEXT.has(parentType);
  return (node.children ?? []).flatMap((child) => {
    const serialized = serializeNode(child);
    if (serialized === undefined) return [];
    if (dropBlank && typeof serialized === "string" && serialized.trim() === "") return [];
    return [serialized];
  });
}

function serializeNode(node: TreeNode): DocTreeNode | undefined {
  switch (node.type) {
    case "text":
      return String(node.value ?? "");
    case "element": {
      const tag = node.tagName ?? "div";
      return [tag, elementProps(node.properties), ...serializeChildren(node, tag)];
    }
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement": {
      const type = node.name ?? "";
      return [type, jsxProps(node.attributes), ...serializeChildren(node, type)];
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
  return serializeChildren(root);
}
