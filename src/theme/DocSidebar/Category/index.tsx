import { withPrefix } from "gatsby";
import Link from "../../Link";
import { navigateTo } from "../../../browser/links/siteHref";
import { useEffect, useRef, useState } from "react";
import { useSidebarCategories } from "../../../contexts/SidebarCategories";
import { useHydrated } from "../../../hooks/useHydrated";
import { domId } from "../../../lib/domId";
import { animateHeight } from "../collapse";
import { containsPath, firstPageOf } from "../../../shared/sidebarItems";
import SidebarItems from "../Items";
import { useLoadAllItems } from "../loadAllItems";
import * as styles from "../styles.module.css";
import type { SidebarItem } from "../../../shared/sidebar";

export interface Props {
  item: Extract<SidebarItem, { type: "category" }>;
  activePath: string;
  /** Identifies the category across pages: the sidebar's key and its position in the sidebar. */
  stateKey: string;
}

/**
 * A category: collapsed unless it holds the page being read (or the config forces it open), or
 * as the reader left it earlier in this sidebar. Opening and closing animate; a category with its
 * own page has a link and a separate toggle button. Without JavaScript (and until the page is
 * hydrated) a closed category without its own page is a link to its first page, so every page
 * stays reachable.
 */
export default function Category({ item, activePath, stateKey }: Props) {
  const { remembered, remember } = useSidebarCategories();
  const holdsActive = containsPath(item, activePath);
  const [collapsed, setCollapsed] = useState(() =>
    holdsActive ? false : (remembered(stateKey) ?? item.collapsed ?? true),
  );
  const [closing, setClosing] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const opened = useRef(false);
  const listId = domId("sidebar-list", stateKey);
  const hydrated = useHydrated();
  const loadAllItems = useLoadAllItems();
  const itemsLeftOut = item.itemsLeftOut === true;

  // The page shipped this category closed and without its items, and it is open now (the
  // reader opened it on an earlier page): its items come with the whole sidebar.
  useEffect(() => {
    if (!collapsed && itemsLeftOut) void loadAllItems().catch(() => undefined);
  }, [collapsed, itemsLeftOut, loadAllItems]);

  // Navigating to a page inside a closed category opens it.
  useEffect(() => {
    if (holdsActive) setCollapsed(false);
  }, [holdsActive, activePath]);

  useEffect(() => {
    if (!opened.current || !list.current) return undefined;
    opened.current = false;
    return animateHeight(list.current, true, () => undefined);
  }, [collapsed]);

  useEffect(() => {
    if (!closing || !list.current) return undefined;
    return animateHeight(list.current, false, () => {
      setClosing(false);
      setCollapsed(true);
    });
  }, [closing]);

  const open = () => {
    opened.current = true;
    setClosing(false);
    setCollapsed(false);
  };

  const toggle = () => {
    const willCollapse = !collapsed && !closing;
    if (willCollapse) {
      remember(stateKey, true);
      setClosing(true);
    } else if (itemsLeftOut) {
      // Open once the items are there, so the list opens at its height. Should the sidebar's
      // file not load (offline), the category's first page still holds them.
      loadAllItems().then(
        () => {
          remember(stateKey, false);
          open();
        },
        () => {
          const first = firstPageOf(item);
          if (first) navigateTo(first);
        },
      );
    } else {
      remember(stateKey, false);
      open();
    }
  };
  const expanded = !collapsed && !closing;
  const fallbackHref = !hydrated && collapsed && !item.href ? firstPageOf(item) : undefined;

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
        {fallbackHref ? (
          <a href={withPrefix(fallbackHref)} className={styles.link}>
            {item.label}
          </a>
        ) : (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={item.href ? `${expanded ? "Collapse" : "Expand"} ${item.label}` : undefined}
            onClick={toggle}
          >
            {item.href ? null : item.label}
            <span aria-hidden="true" className={styles.chevron} data-collapsed={!expanded} />
          </button>
        )}
      </div>
      {/* A closed category's links are not rendered at all: every page's HTML and DOM then
          grow with the open path only, not with the size of the site. */}
      <ul ref={list} id={listId} className={styles.list} hidden={collapsed}>
        {collapsed ? null : (
          <SidebarItems items={item.items} activePath={activePath} stateKey={stateKey} />
        )}
      </ul>
    </li>
  );
}
