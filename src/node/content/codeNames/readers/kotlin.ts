import type { Node } from "web-tree-sitter";
import {
  callHandedLambda,
  childOfType,
  childrenOf,
  isTypeLike,
  memberRole,
  namedChildrenOf,
  typeQualifierOf,
  valueOf,
  type NodeReader,
} from "../codeUses";

/** The Kotlin grammar names no fields: children are told apart by their types. */

function memberOf(suffix: Node | undefined): Node | undefined {
  return suffix && childOfType(suffix, "simple_identifier");
}

/** What a call_expression calls, as written: `MapOptions`, `map.setCenter`. */
function calleeOf(call: Node): string | undefined {
  return call.namedChild(0)?.text;
}

/** The declaration's initial value, as written, when it has one. */
function withValue(node: Node): { value?: string } {
  const value = valueOf(node);
  return value ? { value } : {};
}

export const readKotlin: NodeReader = (node, { addUse, addDeclaration }) => {
  switch (node.type) {
    case "navigation_expression":
    case "directly_assignable_expression": {
      // An assignment's target is a flat chain (`a`, `.b`, `.c`); a navigation expression nests
      // one suffix per level. Either way a member's receiver is the text before its suffix.
      for (const suffix of namedChildrenOf(node).filter(
        (child) => child.type === "navigation_suffix",
      )) {
        const member = memberOf(suffix);
        if (!member) continue;
        const receiver = node.text.slice(0, suffix.startIndex - node.startIndex).trim();
        const called =
          node.parent?.type === "call_expression" &&
          node.parent.namedChild(0)?.id === node.id &&
          suffix.id === node.lastNamedChild?.id;
        addUse(member, {
          role: memberRole(receiver, member.text, called),
          name: member.text,
          receiver,
          called,
        });
      }
      return;
    }
    case "call_expression": {
      const callee = node.namedChild(0);
      if (callee?.type === "simple_identifier")
        addUse(callee, { role: "call", name: callee.text, called: true });
      // A Gradle Kotlin DSL plugin: `id("com.android.application")`.
      const argument =
        callee?.text === "id" ? node.namedChild(1)?.namedChild(0)?.namedChild(0) : undefined; // value_argument
      const id = argument?.namedChild(0);
      const content =
        id?.type === "string_literal" && id.namedChildCount === 1 ? id.namedChild(0) : undefined;
      if (argument?.namedChildCount === 1 && content)
        addUse(content, { role: "plugin id", name: content.text });
      return;
    }
    case "value_argument": {
      // A label is the identifier before `=`; `f(x)` has none.
      if (!childrenOf(node).some((child) => child.type === "=")) return;
      const label = childOfType(node, "simple_identifier");
      const call = node.parent?.parent?.parent;
      if (label && call?.type === "call_expression")
        addUse(label, { role: "argument label", name: label.text, callee: calleeOf(call) });
      return;
    }
    case "type_identifier":
      if (node.parent?.type === "user_type") {
        const qualifier = typeQualifierOf(node);
        addUse(node, {
          role: "type",
          name: node.text,
          ...(qualifier ? { receiver: qualifier } : {}),
        });
      }
      return;
    case "package_header": {
      const path = childOfType(node, "identifier");
      if (path) addDeclaration(path, { kind: "package", name: path.text });
      return;
    }
    case "import_header": {
      const path = childOfType(node, "identifier");
      // `import org.maplibre.android.maps.*` imports a whole package.
      const wildcard = childOfType(node, "wildcard_import") ? ".*" : "";
      if (path) addUse(path, { role: "import", name: path.text + wildcard });
      return;
    }
    case "property_declaration": {
      const variable = childOfType(node, "variable_declaration");
      const name = variable && childOfType(variable, "simple_identifier");
      if (!variable || !name) return;
      const type = childOfType(variable, "user_type", "nullable_type")?.text;
      const call = childOfType(node, "call_expression");
      const callee = call && calleeOf(call);
      addDeclaration(name, {
        kind: "variable",
        name: name.text,
        ...(type ? { type } : {}),
        ...(callee && isTypeLike(callee) ? { constructedWith: callee } : {}),
        ...withValue(node),
      });
      return;
    }
    case "lambda_parameters": {
      // `{ view, mapData -> ... }`: the example's own names, typed by the call they are passed to.
      const handedBy = node.parent ? callHandedLambda(node.parent) : undefined;
      for (const parameter of namedChildrenOf(node)) {
        const name = childOfType(parameter, "simple_identifier");
        const type = childOfType(parameter, "user_type", "nullable_type")?.text;
        if (name)
          addDeclaration(name, {
            kind: "parameter",
            name: name.text,
            ...(type ? { type } : handedBy ? { handedBy } : {}),
          });
      }
      return;
    }
    case "function_declaration": {
      const name = childOfType(node, "simple_identifier");
      if (!name) return;
      addDeclaration(name, { kind: "function", name: name.text });
      // `override fun onPinpointOpen(...)` in `object : PinpointOpenListener { }` or a class with
      // supertypes: the method is the supertypes' to have.
      const modifiers = childOfType(node, "modifiers");
      const overrides = modifiers?.text.split(/\s+/).includes("override") ?? false;
      const owner = node.parent?.type === "class_body" ? node.parent.parent : undefined;
      if (!overrides || !owner) return;
      const supertypes = namedChildrenOf(owner)
        .filter((child) => child.type === "delegation_specifier")
        .map(
          (child) =>
            (childOfType(child, "constructor_invocation") ?? child).namedChild(0)?.text ?? "",
        )
        .filter(Boolean);
      if (supertypes.length > 0)
        addUse(name, { role: "overridden method", name: name.text, callee: supertypes.join(",") });
      return;
    }
    case "class_declaration":
    case "object_declaration": {
      const name = childOfType(node, "type_identifier");
      const supertypes = namedChildrenOf(node)
        .filter((child) => child.type === "delegation_specifier")
        .map(
          (child) =>
            (childOfType(child, "constructor_invocation") ?? child).namedChild(0)?.text ?? "",
        )
        .filter(Boolean);
      if (name)
        addDeclaration(name, {
          kind: "class",
          name: name.text,
          ...(supertypes.length > 0 ? { supertypes } : {}),
        });
      return;
    }
    case "enum_entry": {
      // `enum class Mode { FAST, SLOW }`: each entry is the example's own name.
      const name = childOfType(node, "simple_identifier");
      if (name) addDeclaration(name, { kind: "variable", name: name.text });
      return;
    }
    case "parameter":
    case "class_parameter": {
      const name = childOfType(node, "simple_identifier");
      const type = childOfType(node, "user_type", "nullable_type", "function_type")?.text;
      if (name)
        addDeclaration(name, { kind: "parameter", name: name.text, ...(type ? { type } : {}) });
      return;
    }
  }
};
