import type { Node } from "web-tree-sitter";

/** The node's children that are not null (web-tree-sitter types them as possibly null). */
export function childrenOf(node: Node): Node[] {
  return node.children.filter((child): child is Node => child !== null);
}

export function namedChildrenOf(node: Node): Node[] {
  return node.namedChildren.filter((child): child is Node => child !== null);
}

export function childOfType(node: Node, ...types: string[]): Node | undefined {
  return childrenOf(node).find((child) => types.includes(child.type));
}

/** 1-based lines, as the facts record them. */
export function firstLine(node: Node): number {
  return node.startPosition.row + 1;
}

export function lastLine(node: Node): number {
  return node.endPosition.row + 1;
}

/**
 * The text inside the first `(`…`)` pair among a node's own children: a parameter list as the
 * source writes it, defaults and annotations included.
 */
export function parenthesisedText(source: string, node: Node): string | undefined {
  const children = childrenOf(node);
  const open = children.find((child) => child.type === "(");
  const close =
    open && children.find((child) => child.startIndex > open.startIndex && child.type === ")");
  if (!open || !close) return undefined;
  return squeeze(withoutComments(source.slice(open.endIndex, close.startIndex)));
}

/**
 * Source text without its comments, line and block ones: a parameter list with a commented-out
 * parameter lists the parameters the code has.
 */
export function withoutComments(text: string): string {
  return text.replace(/\/\*[^]*?\*\//g, " ").replace(/(^|[^:"'])\/\/[^\n]*/g, "$1");
}

/** Collapses runs of white space: types and parameters are compared as text. */
export function squeeze(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The text of a node's parameter list of the given type, without its parentheses and comments. */
export function parameterListText(node: Node, listType: string): string | undefined {
  const list = childOfType(node, listType);
  return list
    ? squeeze(withoutComments(list.text).replace(/^\(/, "").replace(/\)$/, ""))
    : undefined;
}
