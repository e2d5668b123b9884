import Link from "../Link";
import * as styles from "./styles.module.css";
import type { NavLink } from "../../shared/docPage";

export interface Props {
  previous: NavLink | null;
  next: NavLink | null;
}

/** Links to the previous and next pages of the sidebar. */
export default function DocPaginator({ previous, next }: Props) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.paginator} aria-label="Docs pages">
      {previous ? (
        <Link to={previous.href} className={styles.link} rel="prev">
          <span className={styles.sub}>Previous</span>
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.href} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.sub}>Next</span>
          <span className={styles.label}>{next.label} »</span>
        </Link>
      ) : null}
    </nav>
  );
}
