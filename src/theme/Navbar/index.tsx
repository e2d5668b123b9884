import { useState } from "react";
import siteConfig from "../../../site.config";
import NavbarItem from "./Item";
import Logo from "./Logo";
import * as styles from "./styles.module.css";

/** The fixed top bar: logo, left items, right items, and a toggle for the menu on phones. */
export default function Navbar() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const items = siteConfig.navbar.items;
  const left = items.filter((item) => item.position !== "right");
  const right = items.filter((item) => item.position === "right");
  return (
    <nav className={styles.navbar} aria-label="Main">
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.toggle}
          aria-label="Toggle navigation bar"
          aria-expanded={mobileOpen}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <svg width="24" height="24" viewBox="0 0 30 30" aria-hidden="true">
            <path
              stroke="currentColor"
              strokeLinecap="round"
              strokeWidth="2"
              d="M4 7h22M4 15h22M4 23h22"
            />
          </svg>
        </button>
        <Logo />
        <div className={styles.left}>
          {left.map((item, index) => (
            <NavbarItem key={index} item={item} />
          ))}
        </div>
        <div className={styles.right}>
          {right.map((item, index) => (
            <NavbarItem key={index} item={item} />
          ))}
        </div>
      </div>
      {mobileOpen ? (
        <div className={styles.mobilePanel}>
          {items
            .filter((item) => item.type !== "search")
            .map((item, index) => (
              <NavbarItem key={index} item={item} />
            ))}
        </div>
      ) : null}
    </nav>
  );
}
