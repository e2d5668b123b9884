import { MDXProvider } from "@mdx-js/react";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
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

const components = {
  a: MdxLink,
  pre: CodeBlock,
  table: Table,
  h2: (props: ComponentPropsWithoutRef<"h2">) => <Heading as="h2" {...props} />,
  h3: (props: ComponentPropsWithoutRef<"h3">) => <Heading as="h3" {...props} />,
  h4: (props: ComponentPropsWithoutRef<"h4">) => <Heading as="h4" {...props} />,
  h5: (props: ComponentPropsWithoutRef<"h5">) => <Heading as="h5" {...props} />,
  h6: (props: ComponentPropsWithoutRef<"h6">) => <Heading as="h6" {...props} />,
  Tabs,
  TabItem,
  Admonition,
};

/** Components MDX pages render with, available to writers without imports. */
export default function MDXComponentsProvider({ children }: { children: ReactNode }) {
  return <MDXProvider components={components}>{children}</MDXProvider>;
}
