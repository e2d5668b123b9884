import { closingIndex, splitTopLevel, topLevelIndexOf } from "./signatureText";

/**
 * A parameter list read the same way from a fact's signature and from the source, in the
 * language of the file the symbol is declared in.
 */
export type Language = "swift" | "dart" | "typescript" | "kotlin" | "java";

export interface Parameter {
  /** Swift's argument label when it differs from the name (`_`, `WemapEventId`). */
  label?: string;
  name?: string;
  type?: string;
  /** TypeScript `x?:`, a Dart parameter in `[...]` or `{...}` without `required`, a default. */
  optional: boolean;
  /** Dart named parameters (`{...}`). */
  named: boolean;
  hasDefault: boolean;
}

export function languageOfPath(file: string): Language | undefined {
  if (/\.swift$/.test(file)) return "swift";
  if (/\.dart$/.test(file)) return "dart";
  if (/\.tsx?$/.test(file)) return "typescript";
  if (/\.kt$/.test(file)) return "kotlin";
  if (/\.java$/.test(file)) return "java";
  return undefined;
}

/** `Type = default` as the type and whether a default is there. */
function withoutDefault(text: string): { text: string; hasDefault: boolean } {
  const parts = splitTopLevel(text, ["="]);
  return { text: parts[0] ?? text, hasDefault: parts.length > 1 };
}

function swiftParameter(text: string): Parameter {
  const colon = splitTopLevel(text, [":"]);
  const head = (colon[0] ?? "").trim().split(/\s+/);
  const typed = colon.length > 1 ? withoutDefault(colon.slice(1).join(":")) : undefined;
  const [first, second] = head;
  return {
    ...(second !== undefined
      ? { label: first ?? "", name: second }
      : first !== undefined && first !== ""
        ? { name: first }
        : {}),
    ...(typed ? { type: typed.text.replace(/^inout\s+/, "").trim() } : {}),
    optional: typed?.hasDefault ?? false,
    named: false,
    hasDefault: typed?.hasDefault ?? false,
  };
}

function typeScriptParameter(text: string): Parameter {
  const { text: body, hasDefault } = withoutDefault(text);
  const colon = splitTopLevel(body, [":"]);
  const head = (colon[0] ?? "").trim().replace(/^\.\.\./, "");
  const optional = head.endsWith("?");
  return {
    name: head.replace(/\?$/, ""),
    ...(colon.length > 1 ? { type: colon.slice(1).join(":").trim() } : {}),
    optional: optional || hasDefault,
    named: false,
    hasDefault,
  };
}

function kotlinParameter(text: string): Parameter {
  const { text: body, hasDefault } = withoutDefault(text);
  const colon = splitTopLevel(body, [":"]);
  const name = (colon[0] ?? "").trim().split(/\s+/).pop() ?? "";
  return {
    name,
    ...(colon.length > 1 ? { type: colon.slice(1).join(":").trim() } : {}),
    optional: hasDefault,
    named: false,
    hasDefault,
  };
}

/** `final Type name`, `@Nullable Type name`, `Type... names`. */
function javaParameter(text: string): Parameter {
  const words = text
    .replace(/@\w+(?:\([^)]*\))?\s*/g, "")
    .replace(/\bfinal\s+/, "")
    .trim();
  const name = /([A-Za-z_$][\w$]*)$/.exec(words)?.[1];
  const type = name ? words.slice(0, words.length - name.length).trim() : words;
  return {
    ...(name ? { name } : {}),
    ...(type ? { type } : {}),
    optional: false,
    named: false,
    hasDefault: false,
  };
}

/** `Type name`, `required Type name`, `this.name`, `Type? name = x`, `void Function() cb`. */
function dartParameter(text: string, group: "positional" | "named" | "optional"): Parameter {
  const { text: body, hasDefault } = withoutDefault(text);
  const required = /^required\s+/.test(body);
  const words = body
    .replace(/^required\s+/, "")
    .replace(/^(?:final|covariant)\s+/, "")
    .trim();
  const name = /([A-Za-z_$][\w$]*)$/.exec(words)?.[1];
  // `this.options` and `super.key` take the field's type: the parameter writes none.
  const type = name
    ? words
        .slice(0, words.length - name.length)
        .replace(/(?:this|super)\.$/, "")
        .trim()
    : words;
  return {
    ...(name ? { name } : {}),
    ...(type ? { type } : {}),
    optional: group !== "positional" && !required,
    named: group === "named",
    hasDefault,
  };
}

export function parseParameters(text: string, language: Language): Parameter[] {
  const trimmed = text.trim();
  if (trimmed === "") return [];
  if (language === "dart") {
    // A `{…}` at the list's top level holds the named parameters, a `[…]` the optional positional ones.
    const group = topLevelIndexOf(trimmed, ["{", "["]);
    const end = group >= 0 ? closingIndex(trimmed, group) : -1;
    if (group < 0 || end < 0)
      return splitTopLevel(trimmed, [","]).map((part) => dartParameter(part, "positional"));
    const kind = trimmed[group] === "{" ? "named" : "optional";
    return [
      ...splitTopLevel(trimmed.slice(0, group), [","]).map((part) =>
        dartParameter(part, "positional"),
      ),
      ...splitTopLevel(trimmed.slice(group + 1, end), [","]).map((part) =>
        dartParameter(part, kind),
      ),
    ];
  }
  const read = {
    swift: swiftParameter,
    typescript: typeScriptParameter,
    kotlin: kotlinParameter,
    java: javaParameter,
  }[language];
  return splitTopLevel(trimmed, [","]).map((part) => read(part));
}
