/**
 * Whether the page being rendered is the hydration of the server's HTML: the first render of a
 * first load whose document holds the markup React wrote at build time. Components that leave
 * parts of that markup to the browser as it is (src/theme/MdxContent) ask this; every other
 * render (an in-app navigation, `gatsby develop`, a page rendered without server markup, the
 * server itself, jest) renders the whole tree.
 */

let hydrating = false;

/**
 * Called once as the browser runtime starts (onClientEntry), before Gatsby's first render.
 * Gatsby hydrates only when its focus wrapper has children (cache-dir/production-app.js), and
 * that is read here rather than during the render, when the renderer may already have put the
 * frame's first elements into a wrapper that started empty.
 */
export function noteServerMarkup(doc: Document): void {
  hydrating = (doc.getElementById("gatsby-focus-wrapper")?.children.length ?? 0) > 0;
}

/** Called once the first render is in the document (onInitialClientRender). */
export function endHydration(): void {
  hydrating = false;
}

export function isHydrating(): boolean {
  return hydrating;
}
