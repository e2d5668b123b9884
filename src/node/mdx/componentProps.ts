import { ADMONITION_KINDS } from "./remarkAdmonitions";
import { describeReceived } from "./valueTypes";

/** What a component's prop takes, as its component reads it (src/theme/mdx). */
type PropType =
  { type: "string" } | { type: "boolean" } | { type: "one of"; values: readonly string[] };

interface PropSpec {
  of: PropType;
  /** The component misbehaves without it (a `<TabItem>` without `value` is never shown). */
  required?: boolean;
}

const text: PropSpec = { of: { type: "string" } };

/**
 * The props of the site's components, by component, with their types: the page would fail, or
 * render nonsense, on any other (`<TabItem value={1}>` is dropped from its tabs,
 * `<Admonition type="constructor">` takes a class from the prototype of its styles).
 */
const COMPONENT_PROPS: Record<string, Record<string, PropSpec>> = {
  Admonition: {
    type: { of: { type: "one of", values: ADMONITION_KINDS }, required: true },
    title: text,
  },
  Tabs: { groupId: text, defaultValue: text },
  TabItem: {
    value: { ...text, required: true },
    label: text,
    default: { of: { type: "boolean" } },
  },
};

function propsOf(component: string): Record<string, PropSpec> | undefined {
  return Object.hasOwn(COMPONENT_PROPS, component) ? COMPONENT_PROPS[component] : undefined;
}

/** The props each component takes, by component, for docs/errors.md's lists. */
export function componentPropNames(): [component: string, props: string[]][] {
  return Object.entries(COMPONENT_PROPS).map(([component, props]) => [
    component,
    Object.keys(props),
  ]);
}

/** The props a component takes, or undefined for an unknown component (reported by name). */
export function propNamesOf(component: string): string[] | undefined {
  const props = propsOf(component);
  return props && Object.keys(props);
}

function expected(of: PropType): string {
  if (of.type === "one of") return `one of ${of.values.map((value) => `"${value}"`).join(", ")}`;
  return of.type === "string" ? "text (a string)" : "true or false";
}

function fits(of: PropType, value: unknown): boolean {
  if (of.type === "string") return typeof value === "string";
  if (of.type === "boolean") return typeof value === "boolean";
  return typeof value === "string" && of.values.includes(value);
}

/**
 * Why this value may not be this prop of this component, or undefined when it may (or when the
 * prop is not one of the component's, which is reported by name). An attribute written without
 * a value (`<TabItem default>`) is `true`.
 */
export function propValueProblem(
  component: string,
  prop: string,
  value: unknown,
): string | undefined {
  const props = propsOf(component);
  const spec = props && Object.hasOwn(props, prop) ? props[prop] : undefined;
  if (!spec || fits(spec.of, value)) return undefined;
  return `<${component} ${prop}>: must be ${expected(spec.of)}, not ${describeReceived(value)}`;
}

/** Why this component lacks a prop it needs (`written`: the props it has), or undefined. */
export function missingPropProblem(
  component: string,
  written: readonly string[],
): string | undefined {
  const props = propsOf(component) ?? {};
  for (const [prop, spec] of Object.entries(props)) {
    if (spec.required && !written.includes(prop))
      return `<${component}> needs a "${prop}": ${expected(spec.of)}`;
  }
  return undefined;
}
