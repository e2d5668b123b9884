import type { Node } from "web-tree-sitter";
import type { Declaration, DeclarationKind } from "./declaration";
import {
  childOfType,
  childrenOf,
  firstLine,
  lastLine,
  namedChildrenOf,
  parenthesisedText,
  squeeze,
} from "./treeHelpers";

/**
 * The declarations of a Swift file. The grammar reads `class`, `struct`, `enum`, `extension`
 * and `actor` all as class_declaration: the keyword child says which. A member is public when it
 * is marked `public` or `open`, or is a requirement of a public protocol, a case of a public
 * enum, or a member of a `public extension`.
 */
const TYPE_KEYWORDS: Readonly<Record<string, DeclarationKind>> = {
  class: "class",
  struct: "struct",
  enum: "enum",
  extension: "extension",
  actor: "class",
};

interface Scope {
  container?: string;
  /** Members are public without a modifier of their own (protocol requirements, enum cases). */
  publicByDefault: boolean;
  /** The protocols an extension adds (`extension T: WKNavigationDelegate`): its members implement them. */
  conformances?: readonly string[];
}

function modifiersOf(node: Node): string[] {
  const modifiers = childOfType(node, "modifiers");
  if (!modifiers) return [];
  return namedChildrenOf(modifiers).flatMap((modifier) =>
    modifier.type === "attribute" ? [squeeze(modifier.text)] : modifier.text.split(/\s+/),
  );
}

function isVisible(modifiers: readonly string[], scope: Scope): boolean {
  if (modifiers.some((modifier) => /^(?:private|fileprivate|internal)\b/.test(modifier)))
    return false;
  return scope.publicByDefault || modifiers.includes("public") || modifiers.includes("open");
}

/** The text between a callable's `)` and its body: `-> T`, `throws -> T`, `async`. */
function returnTypeOf(source: string, node: Node): string | undefined {
  const children = childrenOf(node);
  const close = children.find((child) => child.type === ")");
  if (!close) return undefined;
  const body = children.find(
    (child) => child.startIndex > close.startIndex && /body$/.test(child.type),
  );
  const text = squeeze(
    source.slice(close.endIndex, body ? body.startIndex : node.endIndex),
  ).replace(/\bwhere\b.*$/, "");
  const arrow = text.indexOf("->");
  return arrow < 0 ? undefined : text.slice(arrow + 2).trim();
}

export function swiftDeclarations(source: string, root: Node): Declaration[] {
  const found: Declaration[] = [];
  const add = (
    node: Node,
    nameNode: Node,
    kind: DeclarationKind,
    scope: Scope,
    extra: Partial<Declaration> = {},
  ) => {
    const modifiers = [
      ...modifiersOf(node),
      ...(scope.conformances ?? []).map((name) => `conforms:${name}`),
    ];
    found.push({
      name: nameNode.text,
      ...(scope.container ? { container: scope.container } : {}),
      kind,
      line: firstLine(nameNode),
      startLine: firstLine(node),
      endLine: lastLine(node),
      isPublic: isVisible(modifiers, scope),
      modifiers,
      ...extra,
    });
  };

  const visit = (node: Node, scope: Scope) => {
    switch (node.type) {
      case "class_declaration": {
        const keyword =
          childrenOf(node).find((child) => !child.isNamed && child.type in TYPE_KEYWORDS)?.type ??
          "class";
        const kind = TYPE_KEYWORDS[keyword] ?? "class";
        // An extension names the type it extends as a user_type; a type declaration its own name.
        const nameNode =
          kind === "extension"
            ? childOfType(node, "user_type")
            : childOfType(node, "type_identifier");
        if (!nameNode) return;
        const modifiers = modifiersOf(node);
        if (kind !== "extension") add(node, nameNode, kind, scope);
        const body = childOfType(node, "class_body", "enum_class_body");
        const name = nameNode.text;
        const memberScope: Scope = {
          container: name,
          publicByDefault:
            (kind === "enum" && isVisible(modifiers, scope)) ||
            (kind === "extension" && modifiers.includes("public")),
          conformances:
            kind === "extension"
              ? childrenOf(node)
                  .filter((child) => child.type === "inheritance_specifier")
                  .map((child) => squeeze(child.text))
              : [],
        };
        for (const member of body ? namedChildrenOf(body) : []) visit(member, memberScope);
        return;
      }
      case "protocol_declaration": {
        const nameNode = childOfType(node, "type_identifier");
        if (!nameNode) return;
        add(node, nameNode, "protocol", scope);
        const body = childOfType(node, "protocol_body");
        const memberScope = {
          container: nameNode.text,
          publicByDefault: isVisible(modifiersOf(node), scope),
        };
        for (const member of body ? namedChildrenOf(body) : []) visit(member, memberScope);
        return;
      }
      case "function_declaration":
      case "protocol_function_declaration": {
        const nameNode = childOfType(node, "simple_identifier");
        if (!nameNode) return;
        const parameters = parenthesisedText(source, node);
        const returns = returnTypeOf(source, node);
        add(node, nameNode, scope.container ? "method" : "function", scope, {
          ...(parameters !== undefined ? { parameters } : {}),
          ...(returns ? { returns } : {}),
        });
        return;
      }
      case "init_declaration": {
        const keyword = childrenOf(node).find((child) => child.type === "init") ?? node;
        const parameters = parenthesisedText(source, node);
        add(node, keyword, "constructor", scope, parameters !== undefined ? { parameters } : {});
        return;
      }
      case "property_declaration":
      case "protocol_property_declaration": {
        // `let a: Int, b: String` declares each pattern; the type annotation follows its name.
        const patterns = childrenOf(node).filter((child) => child.type === "pattern");
        for (const pattern of patterns) {
          const nameNode = childOfType(pattern, "simple_identifier") ?? pattern;
          const annotation =
            pattern.nextNamedSibling?.type === "type_annotation"
              ? pattern.nextNamedSibling
              : undefined;
          const type = annotation ? squeeze(annotation.text.replace(/^:\s*/, "")) : undefined;
          const binding =
            childOfType(node, "value_binding_pattern")?.text ??
            (node.type === "protocol_property_declaration" ? "var" : "");
          add(node, nameNode, "property", scope, {
            ...(type ? { type } : {}),
            ...(binding
              ? {
                  modifiers: [
                    ...modifiersOf(node),
                    ...(scope.conformances ?? []).map((name) => `conforms:${name}`),
                    binding,
                  ],
                }
              : {}),
          });
        }
        return;
      }
      case "enum_entry": {
        for (const nameNode of childrenOf(node).filter(
          (child) => child.type === "simple_identifier",
        ))
          add(node, nameNode, "enumCase", scope);
        return;
      }
      case "typealias_declaration": {
        const nameNode = childOfType(node, "type_identifier");
        if (nameNode) add(node, nameNode, "typealias", scope);
        return;
      }
      default:
        return;
    }
  };
  for (const node of namedChildrenOf(root)) visit(node, { publicByDefault: false });
  return found;
}
