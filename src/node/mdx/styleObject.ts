import parseStyle from "style-to-object";

/**
 * React's name of a CSS property (`background-color` → `backgroundColor`, `-webkit-mask` →
 * `WebkitMask`, `-ms-grid` → `msGrid`), except custom properties, which React sets as written
 * (`--accent`).
 */
export function reactStyleName(property: string): string {
  if (property.startsWith("--")) return property;
  return property
    .replace(/^-ms-/, "ms-")
    .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The declarations of a `style` string, `[property, value]` in order, as style-to-object reads
 * them. It drops comments (`posi/**\/tion` is `position`, `url/**\/(` is `url(`) and splits
 * declarations its own way, so only what it returns is what the page renders: the MDX check
 * (allowedStyles.ts) reads these, never the string. Throws on a string that is not
 * declarations; the MDX check reports that.
 */
export function styleDeclarations(style: string): [property: string, value: string][] {
  const declarations: [string, string][] = [];
  parseStyle(style, (name, value, declaration) => {
    if (declaration.type === "declaration") declarations.push([name, value]);
  });
  return declarations;
}

/** A `style` string as the page renders it: its declarations, named as React names them. */
export function styleObject(style: string): Record<string, string> {
  return Object.fromEntries(
    styleDeclarations(style).map(([name, value]) => [reactStyleName(name), value]),
  );
}
