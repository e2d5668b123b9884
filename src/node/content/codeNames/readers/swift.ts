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

/** What a call_expression calls, as written: `MapOptions`, `map.setCenter`. */
function calleeOf(call: Node): string | undefined {
  return call.namedChild(0)?.text;
}

const TYPES = ["user_type", "optional_type", "array_type", "dictionary_type", "function_type"];

/** The type a conditional or forced cast names (`item as? Coordinates` → `Coordinates`). */
function castType(value: Node | null | undefined): string | undefined {
  if (value?.type !== "as_expression") return undefined;
  const operator = childOfType(value, "as_operator")?.text ?? "";
  return /^as\s*[?!]$/.test(operator) ? value.childForFieldName("name")?.text : undefined;
}

/** The declaration's initial value, as written, when it has one. */
function withValue(node: Node): { value?: string } {
  const value = valueOf(node);
  return value ? { value } : {};
}

/** The types a type (or extension) conforms to, as written, comma-separated; "" for none. */
function conformancesOf(owner: Node | null | undefined): string {
  return owner
    ? namedChildrenOf(owner)
        .filter((child) => child.type === "inheritance_specifier")
        .map((child) => child.childForFieldName("inherits_from")?.text ?? "")
        .filter(Boolean)
        .join(",")
    : "";
}

/** Type nodes a parameter's type may be wrapped in (`Navigation?`, `[Navigation]`). */
const TYPE_WRAPPERS = new Set(["user_type", "optional_type", "array_type", "dictionary_type"]);

/**
 * For a type written as a parameter's type of a method of a type that conforms to others
 * (`didStartNavigation navigation: Navigation` in `extension X: NavigationManagerDelegate`), the
 * conformances: the method implements theirs, so its parameters' types are theirs to name.
 */
function conformancesOfParameterType(identifier: Node): string {
  let node = identifier.parent;
  while (node && TYPE_WRAPPERS.has(node.type)) node = node.parent;
  const method = node?.type === "parameter" ? node.parent : undefined;
  if (method?.type !== "function_declaration" || method.parent?.type !== "class_body") return "";
  return conformancesOf(method.parent.parent);
}

export const readSwift: NodeReader = (node, { addUse, addDeclaration }) => {
  switch (node.type) {
    case "navigation_expression": {
      const receiver = node.childForFieldName("target");
      const member = node.childForFieldName("suffix")?.childForFieldName("suffix");
      if (!receiver || member?.type !== "simple_identifier") return;
      const called =
        node.parent?.type === "call_expression" && node.parent.namedChild(0)?.id === node.id;
      addUse(member, {
        role: memberRole(receiver.text, member.text, called),
        name: member.text,
        receiver: receiver.text,
        called,
      });
      return;
    }
    case "prefix_expression": {
      // `.ground`: an enum case (or static member) of a type only the call's signature knows.
      const target = node.childForFieldName("target");
      // Handed to a call (`filterByTags(tags, matchMode: .and)`), it is a value of the type that
      // call's parameter takes: the call is kept to look the case up in its owner's facts.
      const call =
        node.parent?.type === "value_argument" ? node.parent.parent?.parent?.parent : undefined;
      const callee = call?.type === "call_expression" ? calleeOf(call) : undefined;
      if (childrenOf(node)[0]?.type === "." && target?.type === "simple_identifier")
        addUse(target, {
          role: "enum member",
          name: target.text,
          receiver: "",
          ...(callee ? { callee } : {}),
        });
      return;
    }
    case "call_expression": {
      const callee = node.namedChild(0);
      if (callee?.type === "simple_identifier")
        addUse(callee, { role: "call", name: callee.text, called: true });
      return;
    }
    case "value_argument": {
      const label = node.childForFieldName("name")?.namedChild(0);
      const call = node.parent?.parent?.parent;
      if (label && call?.type === "call_expression")
        addUse(label, { role: "argument label", name: label.text, callee: calleeOf(call) });
      return;
    }
    case "type_identifier":
      // `@objc`, `@available(iOS 13, *)`: an attribute's name is the compiler's, not a type.
      if (node.parent?.type === "user_type" && node.parent.parent?.type !== "attribute") {
        const qualifier = typeQualifierOf(node);
        const conformances = qualifier ? "" : conformancesOfParameterType(node);
        addUse(node, {
          role: "type",
          name: node.text,
          ...(qualifier ? { receiver: qualifier } : {}),
          ...(conformances ? { callee: conformances } : {}),
        });
      }
      return;
    case "import_declaration": {
      const path = childOfType(node, "identifier");
      if (path) addUse(path, { role: "import", name: path.text });
      return;
    }
    case "property_declaration": {
      const name = node.childForFieldName("name")?.childForFieldName("bound_identifier");
      if (!name) return;
      const annotation = childOfType(node, "type_annotation");
      const value = node.childForFieldName("value");
      const type = (annotation && childOfType(annotation, ...TYPES)?.text) ?? castType(value);
      const callee = value?.type === "call_expression" ? calleeOf(value) : undefined;
      addDeclaration(name, {
        kind: "variable",
        name: name.text,
        ...(type ? { type } : {}),
        ...(callee && isTypeLike(callee) ? { constructedWith: callee } : {}),
        ...withValue(node),
      });
      return;
    }
    case "if_statement":
    case "guard_statement":
    case "while_statement":
      // `if let poi = item as? PointOfInterest`, `guard let source = VPSARKitLocationSource(...)`:
      // each name a condition binds holds what its expression gives, typed by a cast. A bare
      // `if let mapView` rebinds a name already declared, and declares nothing new.
      for (const bound of node.childrenForFieldName("bound_identifier")) {
        const value = bound?.nextNamedSibling;
        if (
          !bound ||
          !value ||
          value.type === "value_binding_pattern" ||
          value.type === "statements"
        )
          continue;
        const cast = castType(value);
        const callee = value.type === "call_expression" ? calleeOf(value) : undefined;
        addDeclaration(bound, {
          kind: "variable",
          name: bound.text,
          ...(cast ? { type: cast } : {}),
          ...(callee && isTypeLike(callee) ? { constructedWith: callee } : {}),
          value: value.text,
        });
      }
      return;
    case "function_declaration": {
      const name = node.childForFieldName("name");
      if (!name) return;
      addDeclaration(name, { kind: "function", name: name.text });
      // In a type (or extension) that conforms to others, a method implements theirs: its name
      // and its argument labels are the conformances' to have.
      const owner = node.parent?.type === "class_body" ? node.parent.parent : undefined;
      const callee = conformancesOf(owner);
      if (!callee) return;
      addUse(name, { role: "overridden method", name: name.text, callee });
      for (const parameter of namedChildrenOf(node).filter((child) => child.type === "parameter")) {
        const label = parameter.childForFieldName("external_name");
        if (label && label.text !== "_")
          addUse(label, { role: "overridden method", name: label.text, callee });
      }
      return;
    }
    case "class_declaration":
    case "protocol_declaration": {
      const name = node.childForFieldName("name");
      if (name) addDeclaration(name, { kind: "class", name: name.text });
      return;
    }
    case "enum_entry":
      // `case vps, simulator`: each case of the example's own enum is its own name, which a
      // leading dot (`.vps`) writes without its type.
      for (const name of node.childrenForFieldName("name"))
        if (name?.type === "simple_identifier")
          addDeclaration(name, { kind: "variable", name: name.text });
      return;
    case "tuple_type_item":
    case "tuple_expression": {
      // `(mode: UserTrackingMode, title: String)`: a tuple's labels are the example's own names.
      for (const label of node.childrenForFieldName("name"))
        if (label?.type === "simple_identifier")
          addDeclaration(label, { kind: "variable", name: label.text });
      return;
    }
    case "parameter":
    case "lambda_parameter": {
      // `_ controller: T`: the external label comes first, the name used inside is the last one.
      const name = namedChildrenOf(node)
        .filter((child) => child.type === "simple_identifier")
        .pop();
      const type = childOfType(node, ...TYPES)?.text;
      // A closure's parameter is typed by the call the closure is handed to.
      const closure = node.type === "lambda_parameter" ? node.parent?.parent?.parent : undefined;
      const handedBy = closure?.type === "lambda_literal" ? callHandedLambda(closure) : undefined;
      if (name)
        addDeclaration(name, {
          kind: "parameter",
          name: name.text,
          ...(type ? { type } : handedBy ? { handedBy } : {}),
        });
      return;
    }
  }
};
