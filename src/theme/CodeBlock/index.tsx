import { Highlight } from "prism-react-renderer";
import CopyButton from "./CopyButton";
import { parseMeta } from "./parseMeta";
import { Prism, prismLanguage } from "./prismLanguages";
import * as styles from "./styles.module.css";

export interface Props {
  code: string;
  language?: string;
  /** The fence's meta string: title, highlighted lines, line numbers. */
  metastring?: string;
}

// Token colours come from CSS (styles.module.css) so they follow the colour mode.
const classOnlyTheme = { plain: {}, styles: [] };

/** A highlighted code block with an optional title, line highlights, numbers and a copy button. */
export default function CodeBlock({ code, language, metastring }: Props) {
  const meta = parseMeta(metastring);
  const source = code.replace(/\n$/, "");
  const prismName = prismLanguage(language);
  return (
    <div className={styles.codeBlock} data-language={prismName}>
      {meta.title ? <div className={styles.title}>{meta.title}</div> : null}
      <div className={styles.content}>
        <Highlight prism={Prism} code={source} language={prismName} theme={classOnlyTheme}>
          {({ className, tokens, getLineProps, getTokenProps }) => (
            <pre className={`${className} ${styles.pre}`} tabIndex={0}>
              <code className={meta.showLineNumbers ? styles.numbered : undefined}>
                {tokens.map((line, index) => {
                  const lineProps = getLineProps({ line });
                  const highlighted = meta.highlightedLines.has(index + 1);
                  return (
                    <span
                      key={index}
                      {...lineProps}
                      className={`${lineProps.className} ${styles.line} ${highlighted ? styles.highlighted : ""}`}
                      data-highlighted={highlighted ? "true" : undefined}
                    >
                      {meta.showLineNumbers ? (
                        <span className={styles.lineNumber} aria-hidden="true">
                          {index + 1}
                        </span>
                      ) : null}
                      {line.map((token, key) => (
                        <span key={key} {...getTokenProps({ token })} />
                      ))}
                      {"\n"}
                    </span>
                  );
                })}
              </code>
            </pre>
          )}
        </Highlight>
        <CopyButton code={source} language={prismName} />
      </div>
    </div>
  );
}
