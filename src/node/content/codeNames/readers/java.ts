import type { Node } from "web-tree-sitter";
import {
  childOfType,
  isTypeLike,
  memberRole,
  namedChildrenOf,
  valueOf,
  type NodeReader,
} from "../codeUses";

/** The declaration's initial value, as written, when it has one. */
function withValue(node: Node): { value?: string } {
  const value = valueOf(node);
  return value ? { value } : {};
}

export const readJava: NodeReader = (node, { addUse, addDeclaration }) => {
  switch (node.type) {
    case "method_invocation": {
      const name = node.childForFieldName("name");
      const receiver = node.childForFieldName("object");
      if (!name) return;
      if (receiver)
        addUse(name, { role: "member", name: name.text, receiver: receiver.text, called: true });
      else addUse(name, { role: "call", name: name.text, called: true });
      return;
    }
    case "field_access": {
      const field = node.childForFieldName("field");
      const receiver = node.childForFieldName("object");
      if (field && receiver)
        addUse(field, {
          role: memberRole(receiver.text, field.text, false),
          name: field.text,
          receiver: receiver.text,
          called: false,
        });
      return;
    }
    case "type_identifier":
      addUse(node, { role: "type", name: node.text });
      return;
    case "package_declaration": {
      const path = childOfType(node, "scoped_identifier", "identifier");
      if (path) addDeclaration(path, { kind: "package", name: path.text });
      return;
    }
    case "import_declaration": {
      const path = childOfType(node, "scoped_identifier", "identifier");
      // `import android.widget.*;` imports a whole package.
      const wildcard = childOfType(node, "asterisk") ? ".*" : "";
      if (path) addUse(path, { role: "import", name: path.text + wildcard });
      return;
    }
    case "local_variable_declaration":
    case "field_declaration": {
      const type = node.childForFieldName("type")?.text;
      for (const declarator of namedChildrenOf(node).filter(
        (child) => child.type === "variable_declarator",
      )) {
        const name = declarator.childForFieldName("name");
        if (!name) continue;
        const value = declarator.childForFieldName("value");
        const constructed =
          value?.type === "object_creation_expression"
            ? value.childForFieldName("type")?.text
            : undefined;
        addDeclaration(name, {
          kind: "variable",
          name: name.text,
          ...(type && type !== "var" ? { type } : {}),
          ...(constructed && isTypeLike(constructed) ? { constructedWith: constructed } : {}),
          ...withValue(declarator),
        });
      }
      return;
    }
    case "method_declaration": {
      const name = node.childForFieldName("name");
      if (!name) return;
      addDeclaration(name, { kind: "function", name: name.text });
      // `new PinpointOpenListener() { @Override public void onPinpointOpen(...) }`: the method
      // is the anonymous class's supertype's to have.
      const annotated = childOfType(node, "modifiers")?.text.includes("@Override") ?? false;
      const created = node.parent?.type === "class_body" ? node.parent.parent : undefined;
      const supertype =
        created?.type === "object_creation_expression"
          ? created.childForFieldName("type")?.text
          : undefined;
      if (annotated && supertype)
        addUse(name, { role: "overridden method", name: name.text, callee: supertype });
      return;
    }
    case "class_declaration":
    case "interface_declaration": {
      const name = node.childForFieldName("name");
      const superclass = node.childForFieldName("superclass")?.namedChild(0)?.text;
      const interfaces = node.childForFieldName("interfaces")?.namedChild(0);
      const supertypes = [
        ...(superclass ? [superclass] : []),
        ...(interfaces ? namedChildrenOf(interfaces).map((type) => type.text) : []),
      ];
      if (name)
        addDeclaration(name, {
          kind: "class",
          name: name.text,
          ...(supertypes.length > 0 ? { supertypes } : {}),
        });
      return;
    }
    case "formal_parameter": {
      const name = node.childForFieldName("name");
      const type = node.childForFieldName("type")?.text;
      if (name)
        addDeclaration(name, { kind: "parameter", name: name.text, ...(type ? { type } : {}) });
      return;
    }
    case "lambda_expression": {
      // `(view, map) -> ...` or `view -> ...`: names the lambda's target type gives their types.
      const parameters = node.childForFieldName("parameters");
      const names =
        parameters?.type === "identifier"
          ? [parameters]
          : parameters
            ? namedChildrenOf(parameters)
            : [];
      // Handed to a method (`livemap.addMapClickListener(coordinates -> ...)`), the method says
      // what the parameters hold.
      const call = node.parent?.type === "argument_list" ? node.parent.parent : undefined;
      const method = call?.type === "method_invocation" ? call.childForFieldName("name") : null;
      const object = call?.childForFieldName("object");
      const handedBy = method
        ? object
          ? `${object.text}.${method.text}`
          : method.text
        : undefined;
      for (const name of names.filter((child) => child.type === "identifier"))
        addDeclaration(name, {
          kind: "parameter",
          name: name.text,
          ...(handedBy ? { handedBy } : {}),
        });
      return;
    }
  }
};
