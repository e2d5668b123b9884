import { createElement, isValidElement, type ReactNode } from "react";

/**
 * The head with Gatsby's inlined stylesheets (cache-dir/static-entry.js) stripped of their
 * `data-identity="gatsby-global-css"`: no script of a production build reads it (Gatsby's own
 * reader of that attribute is the development server's), and every first load carried it once
 * per stylesheet. `data-href` stays: webpack's CSS loader reads it to know a chunk's styles are
 * on the page already.
 */
export function withoutStyleIdentity(components: ReactNode[]): ReactNode[] {
  return components.map((component) => {
    if (
      !isValidElement<Record<string, unknown>>(component) ||
      component.type !== "style" ||
      !("data-identity" in component.props)
    ) {
      return component;
    }
    const props = { ...component.props };
    delete props["data-identity"];
    // cloneElement can only add or replace props, so the element is made again without it.
    return createElement("style", { ...props, key: component.key });
  });
}
