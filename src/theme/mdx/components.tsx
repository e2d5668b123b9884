import type { ComponentPropsWithoutRef, ComponentType } from "react";
import type { MdxComponentName } from "../../shared/mdxComponentNames";
import CodeBlock from "../CodeBlock";
import Admonition from "./Admonition";
import Heading from "./Heading";
import MdxLink from "./Link";
import Tabs, { TabItem } from "./Tabs";
import * as styles from "./styles.module.css";

function Table(props: ComponentPropsWithoutRef<"table">) {
  // Wide tables scroll inside their own box rather than widening the page on a phone; the box
  // takes focus so keyboard readers can scroll it too.
  return (
    <div className={styles.tableWrapper} tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** Elements of a doc that render with the site's components instead of plain HTML. */
const elements = {
  a: MdxLink,
  pre: CodeBlock,
  table: Table,
  h2: (props: ComponentPropsWithoutRef<"h2">) => <Heading as="h2" {...props} />,
  h3: (props: ComponentPropsWithoutRef<"h3">) => <Heading as="h3" {...props} />,
  h4: (props: ComponentPropsWithoutRef<"h4">) => <Heading as="h4" {...props} />,
  h5: (props: ComponentPropsWithoutRef<"h5">) => <Heading as="h5" {...props} />,
  h6: (props: ComponentPropsWithoutRef<"h6">) => <Heading as="h6" {...props} />,
};

/** The components writers use in MDX without importing them (the build checks the names). */
const writerComponents: Record<MdxComponentName, ComponentType<never>> = {
  Admonition: Admonition as ComponentType<never>,
  TabItem: TabItem as ComponentType<never>,
  Tabs: Tabs as ComponentType<never>,
};

/** Every component a doc's tree can name, by element type or component name. */
export const mdxComponents: Record<string, ComponentType<never>> = {
  ...(elements as Record<string, ComponentType<never>>),
  ...writerComponents,
};

/**
 * The elements of a doc that do something in the browser: a code block's copy button, tabs.
 * When a first load hydrates, only these are hydrated (src/theme/MdxContent); the rest of the
 * article stays the server's HTML.
 */
export const islandTypes: ReadonlySet<string> = new Set(["pre", "Tabs"]);

/**
 * The element each other component's HTML starts with, which a hydration that keeps the server's
 * HTML matches in place of the component (the browser suite's render parity check fails when
 * one is wrong). Links are followed from the article (src/browser/links/keptLinks.ts).
 */
export const rootTags: Readonly<Record<string, string>> = {
  a: "a",
  table: "div",
  h2: "h2",
  h3: "h3",
  h4: "h4",
  h5: "h5",
  h6: "h6",
  Admonition: "aside",
};
