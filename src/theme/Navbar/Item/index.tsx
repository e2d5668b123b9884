import Link from "../../Link";
import type { NavbarItem as NavbarItemConfig } from "../../../shared/siteConfig/schema";
import { usePageLocation } from "../../../contexts/PageLocation";
import { usePreferredVersion } from "../../../contexts/PreferredVersion";
import { useNavbarData } from "../../../hooks/useNavbarData";
import { navbarTargetsFor } from "../../../lib/docsVersions";
import { isSafeUrl, safeHref } from "../../../shared/urlSafety";
import Dropdown from "../Dropdown";
import LocaleDropdown from "../LocaleDropdown";
import SearchButton from "../SearchButton";
import VersionDropdown from "../VersionDropdown";
import * as styles from "./styles.module.css";

export interface Props {
  item: NavbarItemConfig;
  /** The item's slot (`navbar-left-0`, `mobile-2`): the start of the ids it renders. */
  slot: string;
}

function SiteOrExternalLink({ label, to, href }: { label: string; to?: string; href?: string }) {
  const { pathname } = usePageLocation();
  if (to && isSafeUrl(to)) {
    const active = pathname === to || pathname.startsWith(`${to}/`);
    return (
      <Link to={to} className={styles.link} aria-current={active ? "page" : undefined}>
        {label}
      </Link>
    );
  }
  return (
    <a href={safeHref(href)} className={styles.link} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** Renders one navbar item according to its type; the build has already refused unknown types. */
export default function NavbarItem({ item, slot }: Props) {
  const data = useNavbarData();
  const { pathname } = usePageLocation();
  const { preferred } = usePreferredVersion();
  const targets = navbarTargetsFor(pathname, preferred, data);
  switch (item.type) {
    case "link":
      return <SiteOrExternalLink label={item.label} to={item.to} href={item.href} />;
    case "doc":
      return <SiteOrExternalLink label={item.label} to={targets.docs[item.docId]} />;
    case "docSidebar":
      return <SiteOrExternalLink label={item.label} to={targets.sidebars[item.sidebarId]} />;
    case "dropdown":
      return (
        <Dropdown id={`${slot}-menu`} label={item.label}>
          {item.items.map((child) =>
            child.to && isSafeUrl(child.to) ? (
              <Link key={child.label} role="menuitem" to={child.to}>
                {child.label}
              </Link>
            ) : (
              <a
                key={child.label}
                role="menuitem"
                href={safeHref(child.href)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {child.label}
              </a>
            ),
          )}
        </Dropdown>
      );
    case "docsVersionDropdown":
      return <VersionDropdown id={`${slot}-menu`} />;
    case "localeDropdown":
      return <LocaleDropdown id={`${slot}-menu`} />;
    case "search":
      return <SearchButton />;
  }
}
