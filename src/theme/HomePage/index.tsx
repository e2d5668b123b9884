import Link from "../Link";
import siteConfig from "../../../site.config";
import { HOME_AREAS } from "./areas";
import * as styles from "./styles.module.css";

/** The home page: what the site holds and a card for each area. */
export default function HomePage() {
  return (
    <>
      <header className={styles.hero}>
        <h1 className={styles.title}>Documentation, sample apps and how-tos</h1>
        <p className={styles.tagline}>{siteConfig.tagline}.</p>
        <div className={styles.actions}>
          <Link className={styles.primary} to="/docs/getting-started">
            Get started
          </Link>
          <Link className={styles.secondary} to="/docs/about">
            What is Wemap?
          </Link>
        </div>
      </header>
      <section className={styles.areas} aria-labelledby="areas-title">
        <h2 id="areas-title" className="visually-hidden">
          Documentation areas
        </h2>
        <ul className={styles.grid}>
          {HOME_AREAS.map((area) => (
            <li key={area.to}>
              <Link to={area.to} className={styles.card}>
                <h3 className={styles.cardTitle}>{area.title}</h3>
                <p>{area.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
