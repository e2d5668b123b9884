import type { Node } from "web-tree-sitter";
import { childOfType, isTypeLike, memberRole, namedChildrenOf, type NodeReader } from "../codeUses";

/** JavaScript, TypeScript and TSX: the three grammars share these node types and fields. */

/** What a call or `new` calls, as written. */
function calleeOf(call: Node): string | undefined {
  return (call.childForFieldName("function") ?? call.childForFieldName("constructor"))?.text;
}

const DECLARED_NAMES = ["class_declaration", "interface_declaration", "type_alias_declaration", "enum_declaration"];

export const readScript: NodeReader = (node, { addUse, addDeclaration }) => {
  switch (node.type) {
    case "member_expression": {
      const receiver = node.childForFieldName("object");
      const member = node.childForFieldName("property");
      if (!receiver || member?.type !== "property_identifier") return;
      const called = node.parent?.type === "call_expression" && node.parent.childForFieldName("function")?.id === node.id;
      addUse(member, { role: memberRole(receiver.text, member.text, called), name: member.text, receiver: receiver.text, called });
      return;
    }
    case "call_expression":
    case "new_expression": {
      const callee = node.childForFieldName("function") ?? node.childForFieldName("constructor");
      if (callee?.type === "identifier") addUse(callee, { role: "call", name: callee.text, called: true });
      // `livemap.addEventListener("pinpointOpen", ...)`: the event's name is a string.
      const method = callee?.type === "member_expression" ? callee.childForFieldName("property")?.text : undefined;
      const first = node.childForFieldName("arguments")?.namedChild(0);
      const event = first?.type === "string" ? first.namedChild(0) : undefined;
      if ((method === "addEventListener" || method === "removeEventListener") && event?.type === "string_fragment")
        addUse(event, { role: "event name", name: event.text, receiver: callee?.childForFieldName("object")?.text ?? "" });
      return;
    }
    case "pair": {
      // Only an object passed straight to a call: its keys are the callee's options.
      const object = node.parent;
      const call = object?.parent?.type === "arguments" ? object.parent.parent : undefined;
      const key = node.childForFieldName("key");
      if (object?.type === "object" && call && key?.type === "property_identifier")
        addUse(key, { role: "object key", name: key.text, callee: calleeOf(call) });
      return;
    }
    case "type_identifier":
      if (!DECLARED_NAMES.includes(node.parent?.type ?? "")) addUse(node, { role: "type", name: node.text });
      return;
    case "import_statement": {
      const source = node.childForFieldName("source");
      if (!source) return;
      const path = source.text.slice(1, -1);
      addUse(source, { role: "import", name: path });
      const clause = childOfType(node, "import_clause");
      const named = clause && childOfType(clause, "named_imports");
      for (const specifier of named ? namedChildrenOf(named) : []) {
        const name = specifier.childForFieldName("name");
        if (name) addUse(name, { role: "imported symbol", name: name.text, receiver: path });
      }
      return;
    }
    case "jsx_opening_element":
    case "jsx_self_closing_element": {
      const name = node.childForFieldName("name");
      if (!name) return;
      addUse(name, { role: "jsx element", name: name.text });
      for (const attribute of namedChildrenOf(node).filter((child) => child.type === "jsx_attribute")) {
        const prop = attribute.namedChild(0);
        if (prop) addUse(prop, { role: "jsx prop", name: prop.text, callee: name.text });
      }
      return;
    }
    case "arrow_function": {
      // `e => ...`: one parameter written without parentheses.
      const parameter = node.childForFieldName("parameter");
      if (parameter?.type === "identifier") addDeclaration(parameter, { kind: "parameter", name: parameter.text });
      return;
    }
    case "array_pattern":
    case "object_pattern":
      // `const [title, setTitle] = useState()`, `const { data } = await response.json()`.
      for (const part of namedChildrenOf(node)) {
        const name =
          part.type === "identifier" || part.type === "shorthand_property_identifier_pattern"
            ? part
            : (part.childForFieldName("value") ?? part.childForFieldName("left"));
        if (name?.type === "identifier" || name?.type === "shorthand_property_identifier_pattern")
          addDeclaration(name, { kind: "variable", name: name.text });
      }
      return;
    case "catch_clause": {
      const parameter = node.childForFieldName("parameter");
      if (parameter?.type === "identifier") addDeclaration(parameter, { kind: "parameter", name: parameter.text });
      return;
    }
    case "assignment_expression": {
      // `window.__bridgeInstalled = true`: the example gives the object a property of its own.
      const left = node.childForFieldName("left");
      const property = left?.type === "member_expression" ? left.childForFieldName("property") : undefined;
      if (property) addDeclaration(property, { kind: "variable", name: property.text });
      return;
    }
    case "variable_declarator": {
      const name = node.childForFieldName("name");
      if (name?.type !== "identifier") return;
      const type = node.childForFieldName("type")?.namedChild(0)?.text;
      const value = node.childForFieldName("value");
      const callee = value && (value.type === "new_expression" || value.type === "call_expression") ? calleeOf(value) : undefined;
      addDeclaration(name, {
        kind: "variable",
        name: name.text,
        ...(type ? { type } : {}),
        ...(callee && isTypeLike(callee) ? { constructedWith: callee } : {}),
        ...(callee ? { initializedBy: callee } : {}),
      });
      return;
    }
    case "function_declaration":
    case "class_declaration": {
      const name = node.childForFieldName("name");
      const kind = node.type === "class_declaration" ? "class" : "function";
      if (name) addDeclaration(name, { kind, name: name.text });
      return;
    }
    case "required_parameter":
    case "optional_parameter": {
      const name = node.childForFieldName("pattern");
      const type = node.childForFieldName("type")?.namedChild(0)?.text;
      if (name?.type === "identifier") addDeclaration(name, { kind: "parameter", name: name.text, ...(type ? { type } : {}) });
      return;
    }
    case "formal_parameters":
      // Plain JavaScript parameters are bare identifiers (TypeScript wraps them, read above).
      for (const name of namedChildrenOf(node).filter((child) => child.type === "identifier"))
        addDeclaration(name, { kind: "parameter", name: name.text });
      return;
  }
};
