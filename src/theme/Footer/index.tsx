import { withPrefix } from "gatsby";
import Link from "../Link";
import siteConfig from "../../../site.config";
import ConsentChoice from "../ConsentChoice";
import { isSafeUrl, safeHref } from "../../shared/urlSafety";
import * as styles from "./styles.module.css";

/** Link columns, the logo and the copyright line with the site's version. */
export default function Footer() {
  const { links, logo, copyright } = siteConfig.footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {links.map((column) => (
          <div key={column.title} className={styles.column}>
            <h2 className={styles.title}>{column.title}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.label}>
                  {item.to && isSafeUrl(item.to) ? (
                    <Link to={item.to}>{item.label}</Link>
                  ) : (
                    <a href={safeHref(item.href)} target="_blank" rel="noopener noreferrer">
                      {item.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className={styles.bottom}>
        <Link to={logo.href ?? "/"} className={styles.logo}>
          <img
            src={withPrefix(logo.src)}
            alt={logo.alt}
            width={logo.width}
            height={logo.height}
            loading="lazy"
          />
        </Link>
        <p className={styles.copyright}>{copyright}</p>
        {/* Written out rather than analyticsEnabled(): webpack drops the consent code from a
            build without analytics. */}
        {process.env.GATSBY_ANALYTICS === "on" ? <ConsentChoice /> : null}
      </div>
    </footer>
  );
}
