import { useRef, type ComponentPropsWithoutRef } from "react";
import CopyButton from "./CopyButton";
import * as styles from "./styles.module.css";

/** What the build's highlighter (src/node/mdx/rehypeCodeBlocks.ts) puts on a code block's `pre`. */
export type Props = ComponentPropsWithoutRef<"pre"> & {
  "data-language"?: string;
  "data-title"?: string;
  "data-line-numbers"?: string;
};

/**
 * The frame around a code block the build already highlighted: an optional title, the code
 * (scrolling sideways when lines are long) and a copy button.
 */
export default function CodeBlock({ children, ...props }: Props) {
  const pre = useRef<HTMLPreElement>(null);
  const language = props["data-language"] ?? "text";
  const title = props["data-title"];
  return (
    <div className={styles.codeBlock} data-language={language}>
      {title ? <div className={styles.title}>{title}</div> : null}
      <div className={styles.content}>
        <pre
          ref={pre}
          className={styles.pre}
          tabIndex={0}
          data-line-numbers={props["data-line-numbers"]}
        >
          {children}
        </pre>
        <CopyButton getCode={() => pre.current?.textContent ?? ""} language={language} />
      </div>
    </div>
  );
}
