import { Link } from "gatsby";
import { useEffect, useId, useState } from "react";
import type { SidebarItem } from "../../../node/sidebars/schema";
import { containsPath } from "../containsPath";
import SidebarItems from "../Items";
import * as styles from "../styles.module.css";

export interface Props {
  item: Extract<SidebarItem, { type: "category" }>;
  activePath: string;
}

/**
 * A category: collapsed unless it holds the page being read (or its config forces it open).
 * A category with its own page has a link and a separate toggle button.
 */
export default function Category({ item, activePath }: Props) {
  const holdsActive = containsPath(item, activePath);
  const [collapsed, setCollapsed] = useState(item.collapsed ?? !holdsActive);
  const listId = useId();

  // Navigating to a page inside a closed category opens it.
  useEffect(() => {
    if (holdsActive) setCollapsed(false);
  }, [holdsActive, activePath]);

  const toggle = (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={!collapsed}
      aria-controls={listId}
      aria-label={item.href ? `${collapsed ? "Expand" : "Collapse"} ${item.label}` : undefined}
      onClick={() => setCollapsed((value) => !value)}
    >
      {item.href ? null : item.label}
      <span aria-hidden="true" className={styles.chevron} data-collapsed={collapsed} />
    </button>
  );

  return (
    <li className={styles.category}>
      <div className={styles.categoryRow}>
        {item.href ? (
          <Link
            to={item.href}
            className={styles.link}
            aria-current={item.href === activePath ? "page" : undefined}
          >
            {item.label}
          </Link>
        ) : null}
        {toggle}
      </div>
      <ul id={listId} className={styles.list} hidden={collapsed}>
        <SidebarItems items={item.items} activePath={activePath} />
      </ul>
    </li>
  );
}
