import Link from "../Link";
import * as styles from "./styles.module.css";

export interface Props {
  crumbs: readonly { label: string; href?: string }[];
  /** The current page's own label, last in the trail. */
  current: string;
  /** Where the trail starts: the version's docs home. */
  homeHref: string;
}

/** Where the page sits: docs home › categories › page. */
export default function Breadcrumbs({ crumbs, current, homeHref }: Props) {
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to={homeHref}>Docs</Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={`${crumb.label}:${crumb.href ?? ""}`}>
            {crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : <span>{crumb.label}</span>}
          </li>
        ))}
        <li aria-current="page">
          <span>{current}</span>
        </li>
      </ol>
    </nav>
  );
}
