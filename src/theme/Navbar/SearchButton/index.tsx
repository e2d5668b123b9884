import { Link } from "gatsby";
import siteConfig from "../../../../site.config";
import * as styles from "./styles.module.css";

/** The navbar's way into search: the search page, which reads and writes `?q=`. */
export default function SearchButton() {
  return (
    <Link to={siteConfig.search.searchPagePath} className={styles.button} aria-label="Search">
      <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
        <path
          d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
          stroke="currentColor"
          fill="none"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span>Search</span>
    </Link>
  );
}
