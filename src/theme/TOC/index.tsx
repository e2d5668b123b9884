import type { TocEntry } from "./filterHeadings";
import * as styles from "./styles.module.css";

export interface Props {
  entries: readonly TocEntry[];
}

function Entries({ entries }: Props) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className={styles.link}>
            {entry.text}
          </a>
          {entry.children.length > 0 ? <Entries entries={entry.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** "On this page": the page's h2 and h3 headings (or the levels its frontmatter asks for). */
export default function TOC({ entries }: Props) {
  if (entries.length === 0) return null;
  return (
    <nav className={styles.toc} aria-label="On this page">
      <p className={styles.title}>On this page</p>
      <Entries entries={entries} />
    </nav>
  );
}
