import { isValidElement, type ReactNode } from "react";

/**
 * The head without the `<meta name="generator">` Gatsby adds to every page
 * (cache-dir/static-entry.js): no reader or crawler needs it, and every first load carried it.
 */
export function withoutGeneratorMeta(components: ReactNode[]): ReactNode[] {
  return components.filter(
    (component) =>
      !(
        isValidElement<{ name?: unknown }>(component) &&
        component.type === "meta" &&
        component.props.name === "generator"
      ),
  );
}
