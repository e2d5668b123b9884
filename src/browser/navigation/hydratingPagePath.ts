import { gatsbyWindow } from "../gatsbyRuntime";
import { isHydrated } from "../signals/pageSignals";

/**
 * The path the server rendered the document at, while the browser is still hydrating that
 * document; undefined on the server, and once the page has hydrated (Gatsby never updates it
 * on navigation). A first render in the browser that must match the server's HTML reads it: on
 * the not-found page the server renders `/404.html`, while Gatsby's location in the browser is
 * the address the reader asked for, and Preact's hydration keeps the server's attributes
 * whatever the first render says.
 */
export function hydratingPagePath(): string | undefined {
  if (typeof window === "undefined" || isHydrated(document.documentElement)) return undefined;
  return gatsbyWindow().pagePath;
}
