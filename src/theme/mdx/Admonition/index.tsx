import type { ReactNode } from "react";
import * as styles from "./styles.module.css";

export type AdmonitionType = "note" | "tip" | "info" | "warning" | "danger";

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

/** A callout written `:::kind[Title]` in MDX; a note, tip, info, warning or danger. */
export default function Admonition({ type, title, children }: Props) {
  const heading = title ?? DEFAULT_TITLES[type];
  // Warnings and dangers interrupt; notes, tips and info are complementary content.
  const role = type === "warning" || type === "danger" ? "alert" : "note";
  return (
    <div className={`${styles.admonition} ${styles[type] ?? ""}`} role={role} aria-label={heading}>
      <p className={styles.heading}>
        <span aria-hidden="true" className={styles.icon}>
          {ICONS[type]}
        </span>
        {heading}
      </p>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
