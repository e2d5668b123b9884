import { cssValueTokens } from "./cssValueTokens";
import { reactStyleName, styleDeclarations } from "./styleObject";
import { describeValueType, showValue } from "./valueTypes";

/**
 * What a doc's `style` may set, decided by allow-list, as the page renders it (the object of
 * React names and values that serializeTree.ts ships, never the string as written): a writer
 * needs colours, text, spacing, borders, simple sizes and a few display values. Everything that
 * can lift an element over the page or out of its place is left out, and so refused:
 * `position`, `inset`/`top`/`left`..., `z-index`, `transform`, `translate`, `scale`, `rotate`,
 * `float`, `opacity`, `pointer-events`, `content`, `clip-path`, `mask`, `filter`, and paint
 * that reaches past the element's box (`box-shadow`, `outline`, `text-shadow`). An in-flow
 * element, however big, pushes what follows instead of covering it; negative values (which pull
 * it over its neighbours) and viewport units (which size it by the window) are refused in every
 * value. No value may load anything or read a value from elsewhere: only the colour functions
 * are allowed (no `url()`, `image-set()`, `expression()`, `var()`, `env()`, `attr()`).
 */
const STYLE_PROPERTIES: Record<string, readonly string[]> = {
  colours: ["color", "background", "background-color"],
  text: [
    "font-family",
    "font-size",
    "font-style",
    "font-variant",
    "font-weight",
    "letter-spacing",
    "line-height",
    "overflow-wrap",
    "text-align",
    "text-decoration",
    "text-decoration-color",
    "text-decoration-line",
    "text-decoration-style",
    "text-transform",
    "vertical-align",
    "white-space",
    "word-break",
    "word-spacing",
    "list-style-type",
  ],
  spacing: [
    "margin",
    "margin-top",
    "margin-right",
    "margin-bottom",
    "margin-left",
    "margin-block",
    "margin-inline",
    "padding",
    "padding-top",
    "padding-right",
    "padding-bottom",
    "padding-left",
    "padding-block",
    "padding-inline",
    "gap",
    "row-gap",
    "column-gap",
  ],
  borders: [
    "border",
    "border-top",
    "border-right",
    "border-bottom",
    "border-left",
    "border-color",
    "border-style",
    "border-width",
    "border-radius",
    "border-collapse",
    "border-spacing",
  ],
  sizes: ["width", "height", "min-width", "min-height", "max-width", "max-height", "box-sizing"],
  display: ["display", "flex", "flex-direction", "flex-wrap", "align-items", "justify-content"],
};

/** Every CSS property a style may set, in the order WRITING.md lists them. */
export const ALLOWED_STYLE_PROPERTIES: readonly string[] = Object.values(STYLE_PROPERTIES).flat();

/** The allowed properties by the name the page sets them with (React's), to their CSS name. */
const BY_REACT_NAME = new Map(ALLOWED_STYLE_PROPERTIES.map((name) => [reactStyleName(name), name]));

/** The groups of properties, for WRITING.md ("Styles"; allowedStyles.test.ts compares). */
export function styleGroups(): [group: string, properties: readonly string[]][] {
  return Object.entries(STYLE_PROPERTIES);
}

/**
 * Properties whose lengths would move the element out of its line: `vertical-align: 500px`
 * raises it over the text above. Keywords only.
 */
const KEYWORDS_ONLY: Record<string, readonly string[]> = {
  "vertical-align": [
    "baseline",
    "sub",
    "super",
    "text-top",
    "text-bottom",
    "middle",
    "top",
    "bottom",
  ],
};

/** Functions a value may call: colours, which load and read nothing. */
export const STYLE_FUNCTIONS: readonly string[] = [
  "rgb",
  "rgba",
  "hsl",
  "hsla",
  "hwb",
  "lab",
  "lch",
  "oklab",
  "oklch",
  "color",
];

/** Units a number may have (`deg` for a colour's hue); any other, viewport units first. */
export const STYLE_UNITS: readonly string[] = ["px", "em", "rem", "ex", "ch", "pt", "%", "deg"];

/** Why some functions are refused, by name (lower case); the rest are "not a colour". */
const REFUSED_FUNCTIONS: Record<string, string> = {
  url: "a style may not load anything",
  "image-set": "a style may not load anything",
  image: "a style may not load anything",
  "cross-fade": "a style may not load anything",
  element: "a style may not show another element",
  src: "a style may not load anything",
  expression: "it runs code in old browsers",
  var: "a style may not read a value from elsewhere: write the value in place",
  env: "a style may not read a value from elsewhere: write the value in place",
  attr: "a style may not read a value from elsewhere: write the value in place",
};

const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

const UNITS_TEXT = STYLE_UNITS.filter((unit) => unit !== "deg").join(", ");
const FUNCTIONS_TEXT = STYLE_FUNCTIONS.map((name) => `${name}()`).join(", ");

/** Why one token sequence may not be the value of `property`, or undefined. */
function valueTextProblem(property: string, value: string): string | undefined {
  // Checked on the text, before any token: the browser decodes escapes into any character
  // (`pos\ition`, `u\rl(`), and a tokenizer that does not would read something else.
  if (value.includes("\\")) return "escapes (\\) are not allowed: write the characters themselves";
  const keywords = own(KEYWORDS_ONLY, property);
  let open = 0;
  for (const token of cssValueTokens(value)) {
    switch (token.type) {
      case "whitespace":
      case "comma":
        break;
      case "hash":
      case "string":
        if (keywords) return `${property} takes one of ${keywords.join(", ")}`;
        break;
      case "bad-string":
        return `the quoted text ${token.text} is not closed on its line`;
      case "ident":
        if (token.name.startsWith("-"))
          return `"${token.name}": names starting with "-" (custom or vendor names) are not allowed`;
        if (keywords && !keywords.includes(token.name.toLowerCase()))
          return `${property} takes one of ${keywords.join(", ")}`;
        break;
      case "function": {
        const name = token.name.toLowerCase();
        if (keywords || !STYLE_FUNCTIONS.includes(name)) {
          const reason = own(REFUSED_FUNCTIONS, name) ?? "only colour functions are allowed";
          return `${token.name}() is not allowed: ${reason} (a value may call ${FUNCTIONS_TEXT})`;
        }
        open++;
        break;
      }
      case "open-paren":
        return `a bracket that follows no function name (as in "url (…)" or "url/**/(…)"): a value may call ${FUNCTIONS_TEXT}, written name(…)`;
      case "close-paren":
        if (open === 0) return 'a ")" that closes nothing';
        open--;
        break;
      case "number":
        if (keywords) return `${property} takes one of ${keywords.join(", ")}`;
        if (token.value < 0)
          return `${token.text}: negative values are not allowed (they pull an element over what is around it)`;
        if (token.unit !== "" && !STYLE_UNITS.includes(token.unit.toLowerCase()))
          return `${token.text}: the unit "${token.unit}" is not allowed; use ${UNITS_TEXT}`;
        break;
      case "delim":
        if (token.value === "/" && !keywords) break;
        if (token.value === "!") return "!important is not allowed";
        if (token.value === "@") return "at-rules (@import...) are not allowed";
        return `the character "${token.value}" is not allowed in a value`;
    }
  }
  return open > 0 ? "a function is not closed with )" : undefined;
}

/** Why this value may not be set for `property` (its CSS name), or undefined. */
function valueProblem(property: string, value: unknown): string | undefined {
  if (typeof value === "number") {
    if (own(KEYWORDS_ONLY, property))
      return `${property} takes one of ${KEYWORDS_ONLY[property]?.join(", ")}`;
    if (!Number.isFinite(value) || value < 0)
      return `${value}: a number in a style must be zero or more`;
    return undefined;
  }
  if (typeof value !== "string")
    return `a value must be text or a number, not ${describeValueType(value)}`;
  return valueTextProblem(property, value);
}

/**
 * Why this style may not be written, or undefined when it may. A string is read as the page
 * renders it (styleObject.ts: its declarations as style-to-object parses them, each named as
 * React names it); an object, written as an expression, is what the page renders as it is.
 * Each declaration is checked, so the one a later duplicate overrides is checked too.
 */
export function styleProblem(
  style: string | Readonly<Record<string, unknown>>,
): string | undefined {
  let declarations: [written: string, value: unknown][];
  if (typeof style === "string") {
    // style-to-object drops at-rules without a word (`@import "x"; color: red` renders nothing).
    if (style.includes("@")) return "at-rules (@import...) are not allowed";
    declarations = styleDeclarations(style);
  } else {
    declarations = Object.entries(style);
  }
  for (const [written, value] of declarations) {
    const name = typeof style === "string" ? reactStyleName(written) : written;
    const property = BY_REACT_NAME.get(name);
    if (property === undefined) {
      const reason = written.startsWith("--")
        ? "custom properties are not allowed (write the value in place)"
        : typeof style !== "string" && BY_REACT_NAME.has(reactStyleName(written))
          ? `write it as React names it: ${reactStyleName(written)}`
          : "it is not a property a style may set";
      return `"${written}": ${reason}; a style may set colours, text, spacing, borders, simple sizes and display (WRITING.md, "Styles", lists them)`;
    }
    const problem = valueProblem(property, value);
    if (problem)
      return `"${written}: ${typeof value === "string" ? value : showValue(value)}": ${problem}`;
  }
  return undefined;
}
