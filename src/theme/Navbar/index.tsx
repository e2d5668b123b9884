import { useRef } from "react";
import siteConfig from "../../../site.config";
import { usePageLocation } from "../../contexts/PageLocation";
import { useHideOnScroll } from "../../hooks/useHideOnScroll";
import ColorModeToggle from "../ColorModeToggle";
import NavbarItem from "./Item";
import Logo from "./Logo";
import MobileSidebarPanel from "./MobileSidebar/PanelLoader";
import MobileSidebarToggle from "./MobileSidebar/Toggle";
import * as styles from "./styles.module.css";

/** The fixed top bar: logo, left items, right items; on phones a toggle opens a slide-in panel. */
export default function Navbar() {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname, hash } = usePageLocation();
  const hidden = useHideOnScroll(siteConfig.navbar.hideOnScroll, pathname, hash);
  const items = siteConfig.navbar.items;
  const left = items.filter((item) => item.position !== "right");
  const right = items.filter((item) => item.position === "right");
  return (
    <nav
      className={`${styles.navbar} ${hidden ? styles.hidden : ""}`}
      aria-label="Main"
      data-hidden={hidden}
    >
      <div className={styles.inner}>
        <MobileSidebarToggle ref={toggleRef} />
        <Logo />
        <div className={styles.left}>
          {left.map((item, index) => (
            <NavbarItem key={index} item={item} slot={`navbar-left-${index}`} />
          ))}
        </div>
        <div className={styles.right}>
          {right.map((item, index) => (
            <div
              key={index}
              className={item.type === "search" ? styles.keepOnMobile : styles.desktopOnly}
            >
              <NavbarItem item={item} slot={`navbar-right-${index}`} />
            </div>
          ))}
          <div className={styles.desktopOnly}>
            <ColorModeToggle />
          </div>
        </div>
      </div>
      <MobileSidebarPanel toggleRef={toggleRef} />
    </nav>
  );
}
