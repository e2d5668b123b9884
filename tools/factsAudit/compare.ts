import {
  alternatives,
  callableClaim,
  keywordClaim,
  memberClaims,
  typedClaim,
  type CallableClaim,
  type TypedClaim,
} from "./factClaims";
import { parseParameters, type Language, type Parameter } from "./parameters";
import { normalType, typeDifference } from "./signatureText";
import { TYPE_KINDS, type DeclarationKind, type LocatedDeclaration } from "./surface/declaration";

/**
 * How a fact disagrees with the declaration of its symbol: another kind of declaration or
 * export, or another signature. Each difference is a sentence a maintainer can act on.
 */
interface FactToCompare {
  kind: string;
  signature?: string;
  notes?: string;
}

export type DifferenceClass = "kind" | "export" | "signature";

export interface Difference {
  class: DifferenceClass;
  message: string;
}

const CALLABLE: ReadonlySet<DeclarationKind> = new Set(["function", "method", "constructor"]);
const DATA: ReadonlySet<DeclarationKind> = new Set([
  "property",
  "getter",
  "setter",
  "enumCase",
  "variable",
]);

/** What the source declares, in the words of the facts' kinds. */
function describe(declaration: LocatedDeclaration): string {
  if (declaration.kind === "property" && declaration.callable) return "a property of function type";
  if (declaration.kind === "typealias" && /\bFunction\b|=>|->/.test(declaration.type ?? ""))
    return "a function type alias";
  return `a ${declaration.kind === "enumCase" ? "enum case" : declaration.kind}`;
}

const isCallableData = (declaration: LocatedDeclaration) =>
  Boolean(declaration.callable) ||
  /\bFunction\b|=>|->|Callback\??$/.test(declaration.type ?? "") ||
  (declaration.kind === "typealias" && /\bFunction\b|=>|->/.test(declaration.type ?? ""));

/** Whether a declaration can be what a fact of this kind says. */
function kindAgrees(factKind: string, declaration: LocatedDeclaration): boolean {
  switch (factKind) {
    case "class":
      return TYPE_KINDS.has(declaration.kind) || declaration.kind === "variable";
    case "method":
      return (
        CALLABLE.has(declaration.kind) ||
        (declaration.kind === "property" && Boolean(declaration.callable))
      );
    case "event":
      return (
        CALLABLE.has(declaration.kind) ||
        (DATA.has(declaration.kind) && isCallableData(declaration)) ||
        (declaration.kind === "typealias" && isCallableData(declaration))
      );
    case "field":
    case "property":
      // A property that holds a function is called, not read: a method's or an event's fact.
      return DATA.has(declaration.kind) && !declaration.callable;
    default:
      return true;
  }
}

const KEYWORD_KINDS: Readonly<Record<string, readonly DeclarationKind[]>> = {
  class: ["class"],
  struct: ["struct"],
  protocol: ["protocol"],
  interface: ["interface"],
  enum: ["enum"],
  typedef: ["typealias"],
  typealias: ["typealias"],
  type: ["typealias"],
  mixin: ["mixin"],
  extension: ["extension"],
  object: ["object"],
};

function parameterWords(parameter: Parameter, language: Language): string {
  const label = language === "swift" && parameter.label ? `${parameter.label} ` : "";
  return `${label}${parameter.name ?? ""}${parameter.type ? `: ${parameter.type}` : ""}`;
}

/** Why a fact's parameters are not the source's, or undefined when they agree. */
function parameterDifference(
  fact: Parameter[],
  source: Parameter[],
  language: Language,
): string | undefined {
  if (fact.length !== source.length)
    return `${fact.length} parameter${fact.length === 1 ? "" : "s"} where the source has ${source.length} (${source.map((parameter) => parameterWords(parameter, language)).join(", ")})`;
  for (let index = 0; index < fact.length; index++) {
    const written = fact[index];
    const declared = source[index];
    if (!written || !declared) continue;
    const position = `parameter ${index + 1}`;
    if (language === "swift") {
      const writtenLabel = written.label ?? written.name;
      const declaredLabel = declared.label ?? declared.name;
      if (writtenLabel !== declaredLabel)
        return `${position}'s label is ${declaredLabel ?? "none"} in the source, not ${writtenLabel ?? "none"}`;
      if (written.label && written.name && written.name !== declared.name)
        return `${position} is named ${declared.name ?? "?"}, not ${written.name}`;
    } else if (written.name && declared.name && written.name !== declared.name) {
      return `${position} is ${declared.name} in the source, not ${written.name}`;
    }
    if (written.type && declared.type) {
      const difference = typeDifference(written.type, declared.type);
      if (difference)
        return `${position} (${declared.name ?? declared.label ?? "?"}): ${difference}`;
    }
    if (written.named !== declared.named)
      return `${position} (${declared.name ?? "?"}) is ${declared.named ? "named" : "positional"} in the source`;
    if ((written.type || language === "dart") && written.optional !== declared.optional)
      return `${position} (${declared.name ?? "?"}) is ${declared.optional ? "optional" : "required"} in the source`;
    if (language === "swift" && written.type && written.hasDefault !== declared.hasDefault)
      return `${position} (${declared.name ?? "?"}) ${declared.hasDefault ? "has" : "has no"} default value in the source`;
  }
  return undefined;
}

const VOID = new Set(["", "Void", "()", "void"]);

function returnDifference(
  claim: CallableClaim,
  declaration: LocatedDeclaration,
  language: Language,
): string | undefined {
  const declared = declaration.returns ?? (declaration.callable ? undefined : "");
  if (claim.returns === undefined) {
    // Swift writes no return type for Void; elsewhere an omitted type is a fact that says nothing.
    if (language === "swift" && declared !== undefined && !VOID.has(normalType(declared)))
      return `returns ${declared} in the source`;
    return undefined;
  }
  if (declared === undefined) return undefined;
  if (VOID.has(normalType(claim.returns)) && VOID.has(normalType(declared))) return undefined;
  const difference = typeDifference(claim.returns, declared);
  return difference ? `return type: ${difference}` : undefined;
}

function callableDifference(
  claim: CallableClaim,
  declaration: LocatedDeclaration,
  language: Language,
): string | undefined {
  if (language === "typescript" && declaration.kind === "property" && claim.form === "method")
    return "the source declares a property of function type (`name: (…) => T`), the fact a method (`name(…): T`)";
  if (language === "typescript" && declaration.kind === "method" && claim.form === "arrow")
    return "the source declares a method (`name(…): T`), the fact a property of function type (`(…) => T`)";
  const parameters = parameterDifference(
    claim.parameters,
    parseSourceParameters(declaration, language),
    language,
  );
  return parameters ?? returnDifference(claim, declaration, language);
}

function parseSourceParameters(declaration: LocatedDeclaration, language: Language): Parameter[] {
  return parseParameters(declaration.parameters ?? "", language);
}

function typedDifference(claim: TypedClaim, declaration: LocatedDeclaration): string | undefined {
  const declared = declaration.type;
  if (declared === undefined) return undefined;
  const difference = typeDifference(claim.type, declared);
  if (difference) return `type: ${difference}`;
  const optional = declaration.modifiers.includes("optional");
  if (declaration.path.match(/\.tsx?$/) && claim.optional !== optional)
    return `${declaration.name} is ${optional ? "optional" : "required"} in the source`;
  return undefined;
}

export interface CompareInput {
  fact: FactToCompare;
  /** The declaration at the recorded place, then the other overloads of the same name. */
  declaration: LocatedDeclaration;
  overloads: readonly LocatedDeclaration[];
  /** The members of the declared type, for a type fact. */
  members: readonly LocatedDeclaration[];
  /** The names the file, and the package's entry module, export the declaration under. */
  packageExports?: readonly string[];
  /**
   * The repository's type aliases: a signature may also write the alias a member's type names
   * (`final OnMapReadyCallback? onMapReady; typedef OnMapReadyCallback = void Function()`).
   */
  aliases?: readonly LocatedDeclaration[];
  language: Language;
}

/** The text of the fact that claims an export form: `named export`, `default export`. */
function exportClaim(fact: FactToCompare): "named" | "default" | undefined {
  const text = `${fact.signature ?? ""} ${fact.notes ?? ""}`;
  if (/\bdefault export\b/.test(text)) return "default";
  if (/\bnamed export\b/.test(text)) return "named";
  return undefined;
}

export function compareFact(input: CompareInput): Difference[] {
  const { fact, declaration, language } = input;
  const differences: Difference[] = [];
  if (!kindAgrees(fact.kind, declaration))
    differences.push({
      class: "kind",
      message: `a fact of kind ${fact.kind}, but the source declares ${describe(declaration)}`,
    });

  const signature = fact.signature ?? "";
  if (fact.kind === "class") {
    const keyword = keywordClaim(signature, declaration.name);
    const allowed = keyword ? KEYWORD_KINDS[keyword] : undefined;
    if (allowed && !allowed.includes(declaration.kind))
      differences.push({
        class: "kind",
        message: `the fact says ${keyword}, the source declares ${describe(declaration)}`,
      });
    const claimed = exportClaim(fact);
    if (claimed && declaration.exports) {
      const names = input.packageExports ?? declaration.exports;
      const form = names.includes("default")
        ? names.some((name) => name !== "default")
          ? "both"
          : "default"
        : names.length > 0
          ? "named"
          : "none";
      if (form !== claimed && form !== "both")
        differences.push({
          class: "export",
          message: `the fact says ${claimed} export; the module exports it ${form === "none" ? "under no name" : form === "default" ? "as its default export only" : `as ${names.join(", ")}`}`,
        });
    }
    for (const member of memberClaims(signature, declaration.name, language)) {
      const candidates = input.members.filter((candidate) =>
        member.name === "init" ? candidate.kind === "constructor" : candidate.name === member.name,
      );
      if (candidates.length === 0) {
        differences.push({
          class: "signature",
          message: `the fact lists ${member.name}, which ${declaration.name} does not declare`,
        });
        continue;
      }
      if (member.labels) {
        const labelsOf = (candidate: LocatedDeclaration) =>
          parseSourceParameters(candidate, language).map(
            (parameter) => parameter.label ?? parameter.name ?? "",
          );
        if (
          !candidates.some(
            (candidate) => labelsOf(candidate).join(":") === member.labels?.join(":"),
          )
        )
          differences.push({
            class: "signature",
            message: `${member.name}(${member.labels.join(":")}:) is not declared; the source has ${candidates.map((candidate) => `${member.name}(${labelsOf(candidate).join(":")}:)`).join(", ")}`,
          });
        continue;
      }
      const claim = member.callable ?? member.typed;
      if (!claim) continue;
      const problems = candidates.map((candidate) =>
        member.callable
          ? callableDifference(member.callable, candidate, language)
          : member.typed
            ? typedDifference(member.typed, candidate)
            : undefined,
      );
      if (problems.every((problem) => problem !== undefined))
        differences.push({ class: "signature", message: `${member.name}: ${problems[0] ?? ""}` });
    }
    const constructors = input.members.filter((member) => member.kind === "constructor");
    const constructorClaim = callableClaim(signature, declaration.name, language);
    if (constructorClaim && constructors.length > 0) {
      const problems = constructors.map((candidate) =>
        callableDifference(constructorClaim, candidate, language),
      );
      if (problems.every((problem) => problem !== undefined))
        differences.push({ class: "signature", message: `constructor: ${problems[0] ?? ""}` });
    }
    return differences;
  }

  // An alias the signature writes beside the member must be the repository's alias.
  for (const alias of input.aliases ?? []) {
    if (
      alias.name === declaration.name ||
      !new RegExp(`\\b(?:typedef|typealias|type)\\s+${alias.name}\\b`).test(signature)
    )
      continue;
    const claim = typedClaim(signature, alias.name, language);
    const difference = claim ? typedDifference(claim, alias) : undefined;
    if (difference)
      differences.push({ class: "signature", message: `typedef ${alias.name}: ${difference}` });
  }

  // A member: each alternative the signature writes as code must agree with one overload.
  for (const alternative of alternatives(signature)) {
    const callable = callableClaim(alternative, declaration.name, language);
    const typed = callable ? undefined : typedClaim(alternative, declaration.name, language);
    if (!callable && !typed) continue;
    const problems = input.overloads.map((overload) =>
      callable
        ? callableDifference(callable, overload, language)
        : typed
          ? typedDifference(typed, overload)
          : undefined,
    );
    if (problems.every((problem) => problem !== undefined))
      differences.push({
        class: "signature",
        message: `\`${(callable ?? typed)?.text ?? alternative}\`: ${problems[0] ?? ""}`,
      });
  }
  return differences;
}
