import type { ReactNode } from "react";
import * as styles from "./styles.module.css";

type AdmonitionType = "note" | "tip" | "info" | "warning" | "danger";

export interface Props {
  type: AdmonitionType;
  title?: string;
  children: ReactNode;
}

const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger",
};

const ICONS: Record<AdmonitionType, string> = {
  note: "ℹ︎",
  tip: "✓",
  info: "ℹ︎",
  warning: "!",
  danger: "!!",
};

/**
 * A callout written `:::kind[Title]` in MDX; a note, tip, info, warning or danger. An `aside`
 * named by its title: complementary content a screen reader lists as a landmark. No live-region
 * role (`alert`): the text is part of the page, not news to interrupt the reader with.
 */
export default function Admonition({ type, title, children }: Props) {
  const heading = title ?? DEFAULT_TITLES[type];
  return (
    <aside className={`${styles.admonition} ${styles[type] ?? ""}`} aria-label={heading}>
      <p className={styles.heading}>
        <span aria-hidden="true" className={styles.icon}>
          {ICONS[type]}
        </span>
        {heading}
      </p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
