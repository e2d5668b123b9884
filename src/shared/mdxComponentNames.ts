/**
 * The components a doc may use without importing them. The build refuses any other capitalised
 * JSX name, and the theme renders these (src/theme/mdx/components.tsx).
 */
export const MDX_COMPONENT_NAMES = ["Admonition", "TabItem", "Tabs"] as const;

export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number];
