import type { Node } from "web-tree-sitter";
import {
  childOfType,
  isTypeLike,
  memberRole,
  namedChildrenOf,
  valueOf,
  type NodeReader,
} from "../codeUses";

/**
 * The Dart grammar writes a chain flat: `controller.map.setCenter(p)` is an identifier followed
 * by sibling selectors (`.map`, `.setCenter`, `(p)`). A selector's receiver is the text from the
 * chain's head (the nearest sibling before it that is not a selector) up to the selector.
 */
function receiverBefore(selector: Node): string | undefined {
  const parent = selector.parent;
  let head = selector.previousNamedSibling;
  while (head?.type === "selector") head = head.previousNamedSibling;
  if (!parent || !head) return undefined;
  return parent.text
    .slice(head.startIndex - parent.startIndex, selector.startIndex - parent.startIndex)
    .trim();
}

function isArguments(selector: Node | null): boolean {
  return selector?.type === "selector" && childOfType(selector, "argument_part") !== undefined;
}

const MEMBER_SELECTORS = ["unconditional_assignable_selector", "conditional_assignable_selector"];

/** The declaration's initial value, as written, when it has one. */
function withValue(node: Node): { value?: string } {
  const value = valueOf(node);
  return value ? { value } : {};
}

export const readDart: NodeReader = (node, { addUse, addDeclaration }) => {
  switch (node.type) {
    case "selector": {
      const access = childOfType(node, ...MEMBER_SELECTORS);
      const member = access && childOfType(access, "identifier");
      const receiver = receiverBefore(node);
      if (member && receiver) {
        const called = isArguments(node.nextNamedSibling);
        addUse(member, {
          role: memberRole(receiver, member.text, called),
          name: member.text,
          receiver,
          called,
        });
      }
      // `MapOptions(...)`: arguments straight after the head call the head itself.
      const head = node.previousNamedSibling;
      if (isArguments(node) && head?.type === "identifier")
        addUse(head, { role: "call", name: head.text, called: true });
      return;
    }
    case "named_argument": {
      const label = childOfType(node, "label")?.namedChild(0);
      const selector = node.parent?.parent?.parent;
      if (label && selector?.type === "selector") {
        const callee = receiverBefore(selector);
        addUse(label, { role: "argument label", name: label.text, ...(callee ? { callee } : {}) });
      }
      return;
    }
    case "type_identifier":
      addUse(node, { role: "type", name: node.text });
      return;
    case "uri": {
      const path = node.text.replace(/^['"]|['"]$/g, "");
      addUse(node, { role: "import", name: path });
      return;
    }
    case "initialized_variable_definition": {
      const name = node.childForFieldName("name");
      if (!name) return;
      const type = childOfType(node, "type_identifier")?.text;
      const value = name.nextNamedSibling;
      const constructed =
        value?.type === "identifier" &&
        isArguments(value.nextNamedSibling) &&
        isTypeLike(value.text)
          ? value.text
          : undefined;
      addDeclaration(name, {
        kind: "variable",
        name: name.text,
        ...(type ? { type } : {}),
        ...(constructed ? { constructedWith: constructed } : {}),
        ...withValue(node),
      });
      return;
    }
    case "declaration": {
      // A class's field: `final LivemapController? controller;`.
      const type = childOfType(node, "type_identifier")?.text;
      const list = childOfType(node, "initialized_identifier_list", "identifier_list");
      for (const item of list ? namedChildrenOf(list) : []) {
        const name = item.type === "identifier" ? item : childOfType(item, "identifier");
        if (name)
          addDeclaration(name, { kind: "variable", name: name.text, ...(type ? { type } : {}) });
      }
      return;
    }
    case "function_signature": {
      const name = node.childForFieldName("name");
      if (name) addDeclaration(name, { kind: "function", name: name.text });
      return;
    }
    case "class_definition": {
      const name = node.childForFieldName("name");
      if (!name) return;
      addDeclaration(name, { kind: "class", name: name.text });
      // Flutter writes a StatefulWidget and its State together (`class _MapScreenState extends
      // State<MapScreen>`): the widget the State names is the example's own, shown or not.
      const superclass = node.childForFieldName("superclass");
      const widget = superclass && childOfType(superclass, "type_arguments")?.namedChild(0);
      if (
        childOfType(superclass ?? node, "type_identifier")?.text === "State" &&
        widget &&
        name.text === `_${widget.text}State`
      )
        addDeclaration(widget, { kind: "class", name: widget.text });
      return;
    }
    case "enum_declaration":
    case "mixin_declaration":
    case "extension_declaration": {
      // `enum Mode { fast, slow }`, `mixin Tracking on State`: types of the example's own, as a
      // class is.
      const name = node.childForFieldName("name") ?? childOfType(node, "identifier");
      if (name) addDeclaration(name, { kind: "class", name: name.text });
      return;
    }
    case "enum_constant": {
      const name = node.childForFieldName("name");
      if (name) addDeclaration(name, { kind: "variable", name: name.text });
      return;
    }
    case "formal_parameter": {
      const name = node.childForFieldName("name") ?? childOfType(node, "identifier");
      const type = childOfType(node, "type_identifier")?.text;
      if (name)
        addDeclaration(name, { kind: "parameter", name: name.text, ...(type ? { type } : {}) });
      return;
    }
  }
};
