import type { ComponentPropsWithoutRef } from "react";
import * as styles from "./styles.module.css";

type HeadingTag = "h2" | "h3" | "h4" | "h5" | "h6";

export type Props = ComponentPropsWithoutRef<HeadingTag> & { as: HeadingTag };

/** A content heading with a link to itself, so readers can share a section. */
export default function Heading({ as: Tag, id, children, ...rest }: Props) {
  return (
    <Tag id={id} className={styles.heading} {...rest}>
      {children}
      {id ? (
        <a className={styles.anchor} href={`#${id}`} aria-label={`Direct link to this section`}>
          #
        </a>
      ) : null}
    </Tag>
  );
}
