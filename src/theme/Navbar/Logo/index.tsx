import { withPrefix } from "gatsby";
import Link from "../../Link";
import siteConfig from "../../../../site.config";
import { modesShown } from "./modesShown";
import * as styles from "./styles.module.css";

/**
 * The site logo, in its light and dark variants; CSS shows the one matching the theme. Only the
 * variants of the modes the site can show are rendered. Its files are in `static/`, served under
 * the base URL.
 */
export default function Logo() {
  const { logo } = siteConfig.navbar;
  const modes = modesShown(siteConfig.colorMode);
  return (
    <Link to={logo.href ?? "/"} className={styles.logo}>
      {modes.map((mode) => (
        <img
          key={mode}
          className={styles[mode]}
          src={withPrefix(mode === "dark" ? logo.srcDark : logo.src)}
          alt={logo.alt}
          width={logo.width}
          height={logo.height}
        />
      ))}
      <span className={styles.title}>Developers</span>
    </Link>
  );
}
