import type { Node } from "web-tree-sitter";
import type { PagePosition } from "./parseCode";

/**
 * What a code block uses and declares, as the invention check must resolve it: every use is a
 * name the page's code relies on existing, in the role that says where to look it up.
 */

export type UseRole =
  /** `receiver.name`, read or called (`called`). */
  | "member"
  /** `Type.NAME` (not called), or Swift's `.name` whose type is unknown (`receiver` ""). */
  | "enum member"
  /** A call or constructor call of a bare name: `MapOptions(...)`, `new Foo()`. */
  | "call"
  /** A named argument: Kotlin `name =`, Swift `label:`, Dart `name:`; `callee` is what is called. */
  | "argument label"
  /** A key of an object literal passed straight to a call (JS/TS); `callee` is what is called. */
  | "object key"
  /** A type written in an annotation, a generic argument, a supertype or `new T`. */
  | "type"
  /** A module or package path imported. */
  | "import"
  /** A symbol imported by name; `receiver` is the module path. */
  | "imported symbol"
  | "jsx element"
  /** A JSX attribute; `callee` is the element's name. */
  | "jsx prop"
  /**
   * A method a type implements for the types it conforms to, and each of its argument labels
   * (Swift's `func navigationManager(_:didArrive:)` in `extension X: Delegate`); `callee` lists
   * the conformances, comma-separated.
   */
  | "overridden method"
  /** A Gradle plugin id (`id("com.android.application")`, `id 'com.android.application'`). */
  | "plugin id"
  /** A key of a JSON document (a REST request body or response example). */
  | "json field"
  /** An event name handed to `addEventListener` (or `removeEventListener`) of `receiver`. */
  | "event name";

export interface CodeUse extends PagePosition {
  role: UseRole;
  name: string;
  receiver?: string;
  callee?: string;
  called?: boolean;
}

/** A `package` is the package a Kotlin or Java file declares it is in: its name is the path. */
type DeclarationKind = "variable" | "function" | "class" | "parameter" | "package";

/** A name the example declares itself, with what it says the name holds. */
export interface CodeDeclaration extends PagePosition {
  kind: DeclarationKind;
  name: string;
  /** The type it is declared with, as written. */
  type?: string;
  /** The type-like name it is initialised by calling (`val x = MapOptions(...)`), to follow it. */
  constructedWith?: string;
  /** What it is initialised by calling, as written (`wemap.v1.createLivemap`). */
  initializedBy?: string;
  /** The expression it is initialised with, as written (`binding.mapView`, `Handler(looper)`). */
  value?: string;
  /**
   * For a parameter of a lambda (closure) handed to a call, what that call calls, as written
   * (`livemap.addMapClickListener` of `livemap.addMapClickListener { coordinates -> }`): the
   * call decides what the parameter holds.
   */
  handedBy?: string;
  /** A class's supertypes, as written (`Fragment`, `PointOfInterestManagerListener`). */
  supertypes?: string[];
}

export interface CodeNames {
  uses: CodeUse[];
  declarations: CodeDeclaration[];
}

/** What a grammar's reader is handed for each node: where to record what it finds. */
interface ReaderContext {
  addUse: (node: Node, use: Omit<CodeUse, "line" | "column">) => void;
  addDeclaration: (node: Node, declaration: Omit<CodeDeclaration, "line" | "column">) => void;
}

/** A grammar's reader: looks at one node (the walk visits every named node of the snippet). */
export type NodeReader = (node: Node, context: ReaderContext) => void;

/**
 * `Type.NAME` read without a call is an enum member (or a constant of one); anything else on a
 * receiver is a member. The case of both names is what tells them apart in code the check has
 * no types for: the SDKs' enums are written `LocationSource.GPS`, `Environment.PROD`.
 */
export function memberRole(receiver: string, name: string, called: boolean): UseRole {
  const lastPart = receiver.split(".").pop() ?? "";
  return !called && /^[A-Z]/.test(lastPart) && /^[A-Z]/.test(name) ? "enum member" : "member";
}

/** A callee's name looks like a type: the call constructs it (Kotlin, Swift and Dart write no `new`). */
export function isTypeLike(name: string): boolean {
  return /^[A-Z]/.test(name);
}

/**
 * The type a nested type is written inside, as written (`Snackbar` of `Snackbar.Callback`,
 * `Outer<T>` of `Outer<T>.Inner`); undefined for a type named alone or first.
 */
export function typeQualifierOf(identifier: Node): string | undefined {
  const type = identifier.parent;
  if (type?.type !== "user_type" || type.firstNamedChild?.id === identifier.id) return undefined;
  const qualifier = type.text
    .slice(0, identifier.startIndex - type.startIndex)
    .replace(/\s*\.\s*$/, "")
    .trim();
  return qualifier || undefined;
}

/** The nodes between a lambda and the call it is handed to, in Kotlin's and Swift's grammars. */
const BETWEEN_LAMBDA_AND_CALL = new Set([
  "annotated_lambda",
  "value_argument",
  "value_arguments",
  "call_suffix",
]);

/**
 * What the call a lambda is handed to calls, as written (`map.load` of `map.load { x -> }` or
 * `map.load(done: { x in })`); undefined for a lambda handed to no call.
 */
export function callHandedLambda(lambda: Node): string | undefined {
  let node = lambda.parent;
  while (node && BETWEEN_LAMBDA_AND_CALL.has(node.type)) node = node.parent;
  return node?.type === "call_expression" ? node.namedChild(0)?.text : undefined;
}

/** The text after a declaration's `=` (`val x: T = expr` → `expr`), if it has one. */
export function valueOf(declaration: Node): string | undefined {
  const match = /(?<![=!<>])=(?!=)([^]*)$/.exec(declaration.text);
  const value = match?.[1]?.trim();
  return value ? value : undefined;
}

/** The named children of a node, without the nulls web-tree-sitter's types allow. */
export function namedChildrenOf(node: Node): Node[] {
  return node.namedChildren.filter((child): child is Node => child !== null);
}

export function childrenOf(node: Node): Node[] {
  return node.children.filter((child): child is Node => child !== null);
}

/** The first named child of one of `types`. */
export function childOfType(node: Node, ...types: string[]): Node | undefined {
  return namedChildrenOf(node).find((child) => types.includes(child.type));
}
