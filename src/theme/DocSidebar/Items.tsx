import { Link } from "gatsby";
import type { Sidebar } from "../../node/sidebars/schema";
import Category from "./Category";
import * as styles from "./styles.module.css";

export interface Props {
  items: Sidebar;
  activePath: string;
  /** Key of the enclosing level, so categories remember their state per sidebar. */
  stateKey: string;
}

/** The items of one level of the sidebar. */
export default function SidebarItems({ items, activePath, stateKey }: Props) {
  return (
    <>
      {items.map((item) =>
        item.type === "category" ? (
          <Category
            key={`${item.label}:${item.href ?? ""}`}
            item={item}
            activePath={activePath}
            stateKey={`${stateKey}/${item.label}`}
          />
        ) : (
          <li key={item.href} className={styles.item}>
            {item.href.startsWith("/") ? (
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
