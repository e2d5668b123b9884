import type { Node } from "web-tree-sitter";
import type { Declaration, DeclarationKind } from "./declaration";
import {
  childOfType,
  parameterListText,
  childrenOf,
  firstLine,
  lastLine,
  namedChildrenOf,
  squeeze,
} from "./treeHelpers";

/**
 * The declarations of a Java file. A member is public when marked `public`, or when it belongs
 * to an interface (whose members are public unless `private`).
 */
const TYPE_NODES: Readonly<Record<string, DeclarationKind>> = {
  class_declaration: "class",
  interface_declaration: "interface",
  enum_declaration: "enum",
  record_declaration: "class",
  annotation_type_declaration: "interface",
};

function modifiersOf(node: Node): string[] {
  const modifiers = childOfType(node, "modifiers");
  return modifiers ? childrenOf(modifiers).map((modifier) => squeeze(modifier.text)) : [];
}

function parametersOf(node: Node): string | undefined {
  return parameterListText(node, "formal_parameters");
}

export function javaDeclarations(root: Node): Declaration[] {
  const found: Declaration[] = [];
  const add = (
    node: Node,
    nameNode: Node,
    kind: DeclarationKind,
    container: string | undefined,
    inInterface: boolean,
    extra: Partial<Declaration> = {},
  ) => {
    const modifiers = modifiersOf(node);
    found.push({
      name: nameNode.text,
      ...(container ? { container } : {}),
      kind,
      line: firstLine(nameNode),
      startLine: firstLine(node),
      endLine: lastLine(node),
      isPublic: modifiers.includes("public") || (inInterface && !modifiers.includes("private")),
      modifiers,
      ...extra,
    });
  };

  const visit = (node: Node, container: string | undefined, inInterface: boolean) => {
    const typeKind = TYPE_NODES[node.type];
    if (typeKind) {
      const nameNode = childOfType(node, "identifier");
      if (!nameNode) return;
      add(node, nameNode, typeKind, container, inInterface);
      const body = childOfType(
        node,
        "class_body",
        "interface_body",
        "enum_body",
        "annotation_type_body",
      );
      for (const member of body ? namedChildrenOf(body) : []) {
        if (member.type === "enum_body_declarations")
          for (const inner of namedChildrenOf(member)) visit(inner, nameNode.text, false);
        else visit(member, nameNode.text, typeKind === "interface");
      }
      return;
    }
    switch (node.type) {
      case "method_declaration":
      case "constructor_declaration": {
        const nameNode = childOfType(node, "identifier");
        if (!nameNode) return;
        const parameters = parametersOf(node);
        const returnNode = childrenOf(node).find(
          (child) =>
            child.isNamed &&
            child.endIndex <= nameNode.startIndex &&
            child.type !== "modifiers" &&
            child.type !== "type_parameters",
        );
        add(
          node,
          nameNode,
          node.type === "method_declaration" ? "method" : "constructor",
          container,
          inInterface,
          {
            ...(parameters !== undefined ? { parameters } : {}),
            ...(returnNode ? { returns: squeeze(returnNode.text) } : {}),
          },
        );
        return;
      }
      case "field_declaration":
      case "constant_declaration": {
        const type = childrenOf(node).find(
          (child) =>
            child.isNamed && child.type !== "modifiers" && child.type !== "variable_declarator",
        );
        for (const declarator of childrenOf(node).filter(
          (child) => child.type === "variable_declarator",
        )) {
          const nameNode = childOfType(declarator, "identifier");
          if (nameNode)
            add(
              node,
              nameNode,
              "property",
              container,
              inInterface,
              type ? { type: squeeze(type.text) } : {},
            );
        }
        return;
      }
      case "enum_constant": {
        const nameNode = childOfType(node, "identifier");
        if (nameNode) add(node, nameNode, "enumCase", container, true);
        return;
      }
      default:
        return;
    }
  };
  for (const node of namedChildrenOf(root)) visit(node, undefined, false);
  return found;
}
