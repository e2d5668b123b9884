/**
 * The addresses a built site is asked for when two ways of serving it are compared
 * (e2e/hostRules.spec.ts, e2e/serverParity.spec.ts): every file of the build, every page with
 * its other spellings, with and without a query, and paths no file answers, with theirs.
 */
export function buildAddresses(pages: readonly string[], files: readonly string[]): string[] {
  const unknown = ["/nope", "/docs/about/nope", "/docs/nope.md", "/nope.js", "/nope/a%3Db%20c"];
  const list = new Set<string>([...files, ...unknown]);
  for (const page of [...pages, ...unknown]) {
    const bare = page === "/" ? "" : page;
    const spellings =
      page === "/"
        ? ["/index.html", "/index"]
        : [`${page}/`, `${page}/index.html`, `${page}/index`, `${page}.html`];
    for (const spelling of [page, ...spellings]) list.add(spelling);
    list.add(`${page}?q=1`);
    list.add(`${bare}/index.html?q=1`);
  }
  return [...list];
}
