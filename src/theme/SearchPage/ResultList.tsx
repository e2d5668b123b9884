import Link from "../Link";
import type { ResultGroup } from "../../lib/search/pageResults";
import Marked from "./Marked";
import * as styles from "./styles.module.css";

export interface Props {
  query: string;
  groups: readonly ResultGroup[];
  /** Whether more result pages may follow: the list shows a button that loads them. */
  more?: boolean;
  /** The next result pages are being loaded. */
  loadingMore?: boolean;
  onMore?: () => void;
}

/** Results page by page: the page title, then each matching section with its snippet. */
export default function ResultList({
  query,
  groups,
  more = false,
  loadingMore = false,
  onMore,
}: Props) {
  if (groups.length === 0) {
    return (
      <p className={styles.status} role="status">
        No results for “{query}”. Try other words, or the name of a method or class.
      </p>
    );
  }
  return (
    <>
      <p className={styles.status} role="status">
        {more ? "The first " : ""}
        {groups.length === 1 ? "1 page" : `${groups.length} pages`} found for “{query}”
      </p>
      <ol className={styles.groups} aria-label="Search results">
        {groups.map((group) => (
          <li key={group.url} className={styles.group}>
            <p className={styles.section}>{group.section}</p>
            <h2 className={styles.pageTitle}>
              <Link to={group.url}>
                <Marked parts={group.title} />
              </Link>
            </h2>
            <ul className={styles.entries}>
              {group.entries.map((entry) => (
                <li key={entry.url} className={styles.entry}>
                  {entry.heading ? (
                    <Link to={entry.url} className={styles.entryHeading}>
                      <Marked parts={entry.heading} />
                    </Link>
                  ) : null}
                  <p className={styles.snippet}>
                    <Marked parts={entry.snippet} />
                  </p>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {more ? (
        <button type="button" className={styles.more} onClick={onMore} disabled={loadingMore}>
          {loadingMore ? "Loading more results…" : "More results"}
        </button>
      ) : null}
    </>
  );
}
