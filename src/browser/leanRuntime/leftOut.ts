/**
 * The error a stand-in of src/browser/leanRuntime/ throws when the site starts to need what it
 * replaced: one text for all of them, so the bundle carries it once.
 */
export function leftOut(what: string, instead: string): Error {
  return new Error(
    `${what} is left out of the browser bundle (src/node/gatsby/leanBrowserRuntime.ts): ${instead}.`,
  );
}
