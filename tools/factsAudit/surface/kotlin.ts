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
  withoutComments,
} from "./treeHelpers";

/**
 * The declarations of a Kotlin file. Kotlin's default visibility is public: `private`,
 * `internal` and `protected` hide a declaration. A companion object's members are its class's,
 * marked `companion`; an extension function (`fun Foo.bar()`) is its receiver's, marked
 * `extension`.
 */
function modifiersOf(node: Node): string[] {
  const modifiers = childOfType(node, "modifiers");
  return modifiers ? namedChildrenOf(modifiers).map((modifier) => squeeze(modifier.text)) : [];
}

const hidden = (modifiers: readonly string[]) =>
  modifiers.some((modifier) => ["private", "internal", "protected"].includes(modifier));

/** The keyword of a class_declaration: `class`, `interface`, or `class` after `enum`. */
function classKind(node: Node, modifiers: readonly string[]): DeclarationKind {
  if (childrenOf(node).some((child) => child.type === "interface")) return "interface";
  if (modifiers.includes("enum")) return "enum";
  return "class";
}

function parametersOf(node: Node): string | undefined {
  return parameterListText(node, "function_value_parameters");
}

export function kotlinDeclarations(root: Node): Declaration[] {
  const found: Declaration[] = [];
  const add = (
    node: Node,
    nameNode: Node,
    kind: DeclarationKind,
    container: string | undefined,
    extra: Partial<Declaration> & { modifiers?: string[] } = {},
  ) => {
    const modifiers = extra.modifiers ?? modifiersOf(node);
    found.push({
      name: nameNode.text,
      ...(container ? { container } : {}),
      kind,
      line: firstLine(nameNode),
      startLine: firstLine(node),
      endLine: lastLine(node),
      isPublic: !hidden(modifiers),
      ...extra,
      modifiers,
    });
  };

  const visit = (node: Node, container: string | undefined, inherited: readonly string[]) => {
    switch (node.type) {
      case "class_declaration":
      case "object_declaration": {
        const nameNode = childOfType(node, "type_identifier");
        if (!nameNode) return;
        const modifiers = modifiersOf(node);
        const kind = node.type === "object_declaration" ? "object" : classKind(node, modifiers);
        add(node, nameNode, kind, container);
        const name = nameNode.text;
        // `class Foo(val a: Int)` declares the property `a` in its primary constructor.
        const primary = childOfType(node, "primary_constructor");
        for (const parameter of primary ? namedChildrenOf(primary) : []) {
          const binding = childOfType(parameter, "binding_pattern_kind");
          const parameterName = childOfType(parameter, "simple_identifier");
          const type = childOfType(parameter, "user_type", "nullable_type", "function_type");
          if (binding && parameterName)
            add(parameter, parameterName, "property", name, {
              ...(type ? { type: squeeze(type.text) } : {}),
              modifiers: [...modifiersOf(parameter), binding.text],
            });
        }
        if (primary) {
          const parameters = squeeze(
            withoutComments(primary.text)
              .replace(/^[^(]*\(/, "")
              .replace(/\)$/, ""),
          );
          add(primary, nameNode, "constructor", name, {
            parameters,
            modifiers: modifiersOf(primary),
          });
        }
        const body = childOfType(node, "class_body", "enum_class_body");
        for (const member of body ? namedChildrenOf(body) : []) visit(member, name, []);
        return;
      }
      case "companion_object": {
        const body = childOfType(node, "class_body");
        for (const member of body ? namedChildrenOf(body) : [])
          visit(member, container, ["companion"]);
        return;
      }
      case "function_declaration": {
        const nameNode = childOfType(node, "simple_identifier");
        if (!nameNode) return;
        // A type before the name is the receiver of an extension function.
        const receiver = childrenOf(node).find(
          (child) => child.endIndex <= nameNode.startIndex && /type$/.test(child.type),
        );
        const parametersNode = childOfType(node, "function_value_parameters");
        const returnNode = childrenOf(node).find(
          (child) =>
            parametersNode &&
            child.startIndex >= parametersNode.endIndex &&
            /type$/.test(child.type),
        );
        const parameters = parametersOf(node);
        const owner = receiver ? squeeze(receiver.text).replace(/\?$/, "") : container;
        add(node, nameNode, owner ? "method" : "function", owner, {
          ...(parameters !== undefined ? { parameters } : {}),
          ...(returnNode ? { returns: squeeze(returnNode.text) } : {}),
          modifiers: [...modifiersOf(node), ...inherited, ...(receiver ? ["extension"] : [])],
        });
        return;
      }
      case "property_declaration": {
        const variable = childOfType(node, "variable_declaration");
        const nameNode = variable ? childOfType(variable, "simple_identifier") : undefined;
        if (!variable || !nameNode) return;
        const receiver = childrenOf(node).find(
          (child) => child.endIndex <= variable.startIndex && /type$/.test(child.type),
        );
        const type = childrenOf(variable).find((child) => /type$/.test(child.type));
        const binding = childOfType(node, "binding_pattern_kind")?.text;
        add(
          node,
          nameNode,
          container || receiver ? "property" : "variable",
          receiver ? squeeze(receiver.text) : container,
          {
            ...(type ? { type: squeeze(type.text) } : {}),
            modifiers: [
              ...modifiersOf(node),
              ...inherited,
              ...(binding ? [binding] : []),
              ...(receiver ? ["extension"] : []),
            ],
          },
        );
        return;
      }
      case "secondary_constructor": {
        const keyword = childrenOf(node).find((child) => child.type === "constructor") ?? node;
        const parameters = parametersOf(node);
        add(node, keyword, "constructor", container, {
          ...(container ? { name: container } : {}),
          ...(parameters !== undefined ? { parameters } : {}),
        });
        return;
      }
      case "enum_entry": {
        const nameNode = childOfType(node, "simple_identifier");
        if (nameNode) add(node, nameNode, "enumCase", container);
        return;
      }
      case "type_alias": {
        const nameNode = childOfType(node, "type_identifier");
        const type = childrenOf(node).find(
          (child) => nameNode && child.startIndex > nameNode.endIndex && /type$/.test(child.type),
        );
        if (nameNode)
          add(node, nameNode, "typealias", container, type ? { type: squeeze(type.text) } : {});
        return;
      }
      default:
        return;
    }
  };
  for (const node of namedChildrenOf(root)) visit(node, undefined, []);
  return found;
}
