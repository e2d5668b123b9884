import { Link, withPrefix } from "gatsby";
import siteConfig from "../../../../site.config";
import * as styles from "./styles.module.css";

/**
 * The site logo, in its light and dark variants; CSS shows the one matching the theme. Its files
 * are in `static/`, served under the base URL.
 */
export default function Logo() {
  const { logo } = siteConfig.navbar;
  return (
    <Link to={logo.href ?? "/"} className={styles.logo}>
      <img
        className={styles.light}
        src={withPrefix(logo.src)}
        alt={logo.alt}
        width={logo.width}
        height={logo.height}
      />
      <img
        className={styles.dark}
        src={withPrefix(logo.srcDark)}
        alt={logo.alt}
        width={logo.width}
        height={logo.height}
      />
      <span className={styles.title}>Developers</span>
    </Link>
  );
}
