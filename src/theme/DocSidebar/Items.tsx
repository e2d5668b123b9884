import Link from "../Link";
import { classifyUrl } from "../../shared/urlSafety";
import Category from "./Category";
import * as styles from "./styles.module.css";
import type { Sidebar } from "../../shared/sidebar";

export interface Props {
  items: Sidebar;
  activePath: string;
  /**
   * Where this level sits in the sidebar (the sidebar's key and the positions above it), so a
   * category remembers its state by its place, not its label: two sibling categories may share
   * a label.
   */
  stateKey: string;
}

/** The items of one level of the sidebar. */
export default function SidebarItems({ items, activePath, stateKey }: Props) {
  return (
    <>
      {/* A sidebar's items do not move while it is shown: their position is their identity. */}
      {items.map((item, index) =>
        item.type === "category" ? (
          <Category
            key={index}
            item={item}
            activePath={activePath}
            stateKey={`${stateKey}/${index}`}
          />
        ) : (
          <li key={index} className={styles.item}>
            {classifyUrl(item.href).kind === "site-path" ? (
              <Link
                to={item.href}
                className={styles.link}
                aria-current={item.href === activePath ? "page" : undefined}
              >
                {item.label}
              </Link>
            ) : (
              <a href={item.href} className={styles.link} target="_blank" rel="noopener noreferrer">
                {item.label}
              </a>
            )}
          </li>
        ),
      )}
    </>
  );
}
