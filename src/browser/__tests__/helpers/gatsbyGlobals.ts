/** The globals Gatsby's runtime sets on the window and the site's hooks read and wrap. */
export interface GatsbyGlobals {
  ___loader?: unknown;
  ___navigate?: (to: string) => void;
}

export const gatsbyGlobals = () => window as unknown as GatsbyGlobals;

/**
 * Fake timers for each test of the suite (the hooks defer their work to later tasks), and
 * Gatsby's globals removed after it, so that no test sees another's loader or navigate.
 */
export function withFakeTimersAndGatsbyGlobals(): void {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete gatsbyGlobals().___loader;
    delete gatsbyGlobals().___navigate;
  });
}
