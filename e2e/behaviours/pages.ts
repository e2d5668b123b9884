/**
 * The pages the shared behaviours visit. They are real docs of the site: the production specs
 * find them in the build, and the develop run copies them into its site (BEHAVIOUR_DOCS), so
 * both runs click the same links in the same content.
 */

export interface DocPage {
  path: string;
  /** The file under content/ it is built from. */
  file: string;
  h1: string;
  /** The frontmatter's description, which the page's meta description carries. */
  description: string;
}

/** A long guide: an anchor of its own, links to another page and to an anchor of that page. */
export const GUIDE = {
  path: "/docs/javascript/getting-started",
  file: "docs/javascript/getting-started.mdx",
  h1: "Getting started with the JavaScript SDK",
  description:
    "Add the livemap to a web page with the JavaScript SDK, wait for it to be ready and make your first calls.",
  /** A heading far enough down that opening the page at it scrolls the window. */
  deepHeading: "listen-to-events",
  /** An entry of its table of contents, and the heading it leads to. */
  tocEntry: { name: "Complete page", id: "complete-page" },
} as const satisfies DocPage & Record<string, unknown>;

/** The reference GUIDE links to, with a heading GUIDE links to directly. */
export const REFERENCE = {
  path: "/docs/javascript/livemap",
  file: "docs/javascript/livemap.mdx",
  h1: "Livemap JavaScript API",
  description:
    "Reference of wemap.v1.createLivemap and of every method and event of the livemap instance it returns.",
  linkedHeading: "wemap-js-sdk-packages",
} as const satisfies DocPage & Record<string, unknown>;

/** Two pages whose tabs share a group: a choice on one applies on the other. */
export const TABBED = {
  first: "/docs/android/Options/EaseTo",
  second: "/docs/android/Options/FitBounds",
  files: ["docs/android/Options/EaseTo.mdx", "docs/android/Options/FitBounds.mdx"],
  groupId: "android-language",
  /** The tab selected first, and the one the test picks (label and stored value). */
  defaultTab: "Kotlin",
  chosen: { label: "Java", value: "java" },
} as const;

/** A search that finds one of these pages first, at a heading. */
export const SEARCHED = {
  query: "Wemap JS SDK packages",
  hitTitle: "Wemap JS SDK packages",
  href: `${REFERENCE.path}#${REFERENCE.linkedHeading}`,
  headingId: REFERENCE.linkedHeading,
} as const;

/** The docs the develop run copies from the site (integration/siteCopy.ts copySiteDocs). */
export const BEHAVIOUR_DOCS: readonly { path: string; file: string }[] = [
  GUIDE,
  REFERENCE,
  { path: TABBED.first, file: TABBED.files[0] },
  { path: TABBED.second, file: TABBED.files[1] },
];

/** The title the site gives a doc page: the page's title, then the site's. */
export const titleOf = (page: { h1: string }) => `${page.h1} | Wemap Developers`;
