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
 * The declarations of a Dart file. A name that starts with `_` is private to its library;
 * every other one is public. An extension's members belong to the type it extends (`on T`).
 */
const isPublicName = (name: string) => !name.startsWith("_");

/** A formal_parameter_list's text without its outer parentheses. */
function parametersOf(signature: Node): string | undefined {
  return parameterListText(signature, "formal_parameter_list");
}

/** The text a function signature writes before its name: its return type. */
function returnTypeOf(signature: Node, nameNode: Node): string | undefined {
  // The keywords before a name (`get`, `set`, `static`) are not the type.
  const before = childrenOf(signature).filter(
    (child) =>
      child.endIndex <= nameNode.startIndex &&
      !["get", "set", "static", "external"].includes(child.type),
  );
  const text = squeeze(before.map((child) => child.text).join(" ")).replace(
    /^(?:static|external)\s+/,
    "",
  );
  return text === "" ? undefined : text.replace(/\s*([<>,?])\s*/g, "$1").replace(/,/g, ", ");
}

export function dartDeclarations(root: Node): Declaration[] {
  const found: Declaration[] = [];
  const add = (
    node: Node,
    nameNode: Node,
    kind: DeclarationKind,
    container: string | undefined,
    extra: Partial<Declaration> = {},
  ) => {
    const name = nameNode.text;
    // `@override` is an annotation the grammar puts just before the member.
    const annotated =
      node.previousNamedSibling?.type === "annotation" &&
      node.previousNamedSibling.text === "@override";
    found.push({
      name,
      ...(container ? { container } : {}),
      kind,
      line: firstLine(nameNode),
      startLine: firstLine(node),
      endLine: lastLine(node),
      isPublic: isPublicName(name),
      modifiers: childrenOf(node)
        .filter((child) =>
          /^(?:static|final|const|late|external|abstract|factory)(?:_builtin)?$/.test(child.type),
        )
        .map((child) => child.text)
        .concat(annotated ? ["override"] : []),
      ...extra,
    });
  };

  /** A signature node (method_signature's child, or a declaration's) as the member it declares. */
  const signature = (holder: Node, node: Node, container: string | undefined) => {
    switch (node.type) {
      case "function_signature": {
        const nameNode = childOfType(node, "identifier");
        if (!nameNode) return;
        const parameters = parametersOf(node);
        const returns = returnTypeOf(node, nameNode);
        add(holder, nameNode, container ? "method" : "function", container, {
          ...(parameters !== undefined ? { parameters } : {}),
          ...(returns ? { returns } : {}),
        });
        return;
      }
      case "getter_signature":
      case "setter_signature": {
        const nameNode = childOfType(node, "identifier");
        if (!nameNode) return;
        const type = node.type === "getter_signature" ? returnTypeOf(node, nameNode) : undefined;
        add(
          holder,
          nameNode,
          node.type === "getter_signature" ? "getter" : "setter",
          container,
          type ? { type } : {},
        );
        return;
      }
      case "constructor_signature":
      case "constant_constructor_signature":
      case "factory_constructor_signature":
      case "redirecting_factory_constructor_signature": {
        // `Livemap(...)` is the class's own constructor; `Livemap.named(...)` a named one.
        const names = childrenOf(node).filter((child) => child.type === "identifier");
        const nameNode = names[1] ?? names[0];
        if (!nameNode) return;
        const parameters = parametersOf(node);
        add(holder, nameNode, "constructor", container, {
          ...(parameters !== undefined ? { parameters } : {}),
          ...(node.type === "factory_constructor_signature" ? { modifiers: ["factory"] } : {}),
        });
        return;
      }
      default:
        return;
    }
  };

  /** A field declaration: `final Type? a, b;`, `static const String c = '';`. */
  const fields = (node: Node, container: string | undefined) => {
    const lists = childrenOf(node).filter((child) =>
      ["initialized_identifier_list", "static_final_declaration_list"].includes(child.type),
    );
    const [firstList] = lists;
    if (!firstList) return false;
    const typeText = squeeze(
      childrenOf(node)
        .filter(
          (child) =>
            child.endIndex <= firstList.startIndex &&
            !/_builtin$/.test(child.type) &&
            child.isNamed,
        )
        .map((child) => child.text)
        .join(""),
    );
    for (const list of lists)
      for (const item of namedChildrenOf(list)) {
        const nameNode = childOfType(item, "identifier");
        if (nameNode)
          add(
            node,
            nameNode,
            container ? "property" : "variable",
            container,
            typeText ? { type: typeText } : {},
          );
      }
    return true;
  };

  const member = (node: Node, container: string | undefined) => {
    if (node.type === "method_signature" || node.type === "declaration") {
      if (node.type === "declaration" && fields(node, container)) return;
      for (const child of namedChildrenOf(node)) signature(node, child, container);
    }
  };

  const typeBody = (body: Node | undefined, container: string) => {
    for (const node of body ? namedChildrenOf(body) : []) member(node, container);
  };

  for (const node of namedChildrenOf(root)) {
    switch (node.type) {
      case "class_definition":
      case "mixin_declaration": {
        const nameNode = childOfType(node, "identifier");
        if (!nameNode) break;
        add(node, nameNode, node.type === "class_definition" ? "class" : "mixin", undefined);
        typeBody(childOfType(node, "class_body"), nameNode.text);
        break;
      }
      case "enum_declaration": {
        const nameNode = childOfType(node, "identifier");
        if (!nameNode) break;
        add(node, nameNode, "enum", undefined);
        const body = childOfType(node, "enum_body");
        for (const constant of body ? namedChildrenOf(body) : []) {
          const constantName =
            constant.type === "enum_constant" ? childOfType(constant, "identifier") : undefined;
          if (constantName) add(constant, constantName, "enumCase", nameNode.text);
          else member(constant, nameNode.text);
        }
        break;
      }
      case "extension_declaration": {
        // `extension Name on Type`: the members are the extended type's.
        const extended = childOfType(node, "type_identifier");
        const nameNode = childOfType(node, "identifier");
        if (nameNode) add(node, nameNode, "extension", undefined);
        if (extended) typeBody(childOfType(node, "extension_body"), extended.text);
        break;
      }
      case "type_alias": {
        const nameNode = childOfType(node, "type_identifier");
        if (!nameNode) break;
        // `typedef T = void Function()` writes its type after `=`; the old form around the name.
        const type = squeeze(node.text.replace(/^typedef\s+/, "").replace(/;$/, ""));
        add(node, nameNode, "typealias", undefined, {
          type: type.includes("=") ? type.slice(type.indexOf("=") + 1).trim() : type,
        });
        break;
      }
      case "function_signature":
        signature(node, node, undefined);
        break;
      default:
        member(node, undefined);
    }
  }
  return found;
}
