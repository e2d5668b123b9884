/**
 * What a source file declares, in one shape for every language the audit reads: the facts are
 * compared with these, whatever the SDK's language.
 */
export type DeclarationKind =
  | "class"
  | "struct"
  | "protocol"
  | "interface"
  | "enum"
  | "extension"
  | "object"
  | "mixin"
  | "typealias"
  | "function"
  | "method"
  | "constructor"
  | "property"
  | "getter"
  | "setter"
  | "enumCase"
  | "variable";

/** The kinds that declare a type, whose members the audit lists. */
export const TYPE_KINDS: ReadonlySet<DeclarationKind> = new Set([
  "class",
  "struct",
  "protocol",
  "interface",
  "enum",
  "extension",
  "object",
  "mixin",
  "typealias",
]);

export interface Declaration {
  name: string;
  /**
   * The type the declaration is a member of: for a Swift or Dart extension the extended type,
   * for a Kotlin extension function its receiver, for a companion member the class.
   */
  container?: string;
  kind: DeclarationKind;
  /** The 1-based line of the declaration's name, then the last line of the whole declaration. */
  line: number;
  startLine: number;
  endLine: number;
  /** Whether a user of the SDK can reach it: `public`/`open` in Swift, no `_` in Dart… */
  isPublic: boolean;
  /** Keywords that change what the declaration is (`static`, `optional`, `companion`…). */
  modifiers: readonly string[];
  /** The parameter list's text without its parentheses, for what can be called. */
  parameters?: string;
  /** The return type's text, for functions and methods. */
  returns?: string;
  /** The declared type's text: a property's, an alias's, a TypeScript member's. */
  type?: string;
  /** For TypeScript: whether the member is a property whose type is a function. */
  callable?: boolean;
  /** For TypeScript: the names the file exports the declaration under (`default`, `Livemap`). */
  exports?: readonly string[];
}

/** A declaration with the file of the checkout it is in. */
export interface LocatedDeclaration extends Declaration {
  path: string;
}
