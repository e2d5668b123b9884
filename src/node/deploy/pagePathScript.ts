import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

/** Gatsby's per-page inline script (cache-dir/static-entry.js, gatsby 5). */
const SCRIPT_LOADER_ID = "gatsby-script-loader";

/** What replaces `window.pagePath="/docs/about";` in it: the same value, read from an attribute. */
export const PAGE_PATH_FROM_ATTRIBUTE =
  'window.pagePath=document.currentScript.getAttribute("data-page-path");';

interface InlineScriptProps {
  id?: string;
  dangerouslySetInnerHTML?: { __html?: unknown };
}

/**
 * Gatsby writes `window.pagePath="<the page>"` in an inline script of every page, so each page's
 * script differs and a Content-Security-Policy would need one hash per page. This moves the path
 * into the element's `data-page-path` attribute and leaves a script that reads it, identical on
 * every page (the rest of the script, such as the compilation hash, is kept). Throws if Gatsby's
 * script no longer has the expected shape, rather than shipping pages a CSP would block.
 */
export function withPagePathAttribute(components: ReactNode[], pagePath: string): ReactNode[] {
  return components.map((component) => {
    if (!isValidElement<InlineScriptProps>(component)) return component;
    if (component.props.id !== SCRIPT_LOADER_ID) return component;
    const html = component.props.dangerouslySetInnerHTML?.__html;
    const assignment = `window.pagePath=${JSON.stringify(pagePath)};`;
    if (typeof html !== "string" || !html.includes(assignment)) {
      throw new Error(
        `Gatsby's #${SCRIPT_LOADER_ID} script of ${pagePath} no longer contains ${assignment}: ` +
          "update src/node/deploy/pagePathScript.ts for this Gatsby version.",
      );
    }
    return cloneElement(component as ReactElement<Record<string, unknown>>, {
      "data-page-path": pagePath,
      dangerouslySetInnerHTML: { __html: html.replace(assignment, PAGE_PATH_FROM_ATTRIBUTE) },
    });
  });
}
