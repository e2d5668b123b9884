/**
 * An element id built from a key that says where the element sits (a sidebar position, a navbar
 * slot), the same in the server's HTML and in the browser. The site's ids are not taken from
 * `useId`: pages are rendered to HTML by React and hydrated by Preact, and the two number their
 * `useId` values differently, which would break `aria-controls` links after hydration.
 */
export function domId(prefix: string, key: string): string {
  const tail = key.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "");
  return tail ? `${prefix}-${tail}` : prefix;
}
