import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import * as styles from "./styles.module.css";

export interface Props {
  /** The menu's element id, unique on the page (the navbar slot the dropdown fills). */
  id: string;
  label: ReactNode;
  /** Accessible name of the button when the label alone is not enough. */
  ariaLabel?: string;
  /** The menu's entries: links, each rendered by the caller. */
  children: ReactNode;
  align?: "left" | "right";
}

/**
 * A navbar dropdown: a button that opens a menu of links. It closes on a click or touch outside,
 * when focus leaves it (Tab past the last link), on Escape (focus returns to the button), and
 * when a link is followed; arrow keys move between the links.
 */
export default function Dropdown({ id, label, ariaLabel, children, align = "left" }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onOutside);
    document.addEventListener("touchstart", onOutside);
    return () => {
      document.removeEventListener("mousedown", onOutside);
      document.removeEventListener("touchstart", onOutside);
    };
  }, [open]);

  const links = () =>
    Array.from(root.current?.querySelectorAll<HTMLElement>("[role=menu] a") ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = links();
    if (!open) setOpen(true);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    const next = items[(index + step + items.length) % items.length] ?? items[0];
    requestAnimationFrame(() => (open ? next : items[0])?.focus());
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // `relatedTarget` is where focus goes; null when it leaves the page or lands on nothing.
    const next = event.relatedTarget as Node | null;
    if (open && !(next && root.current?.contains(next))) setOpen(false);
  };

  return (
    <div ref={root} className={styles.dropdown} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <div
        id={id}
        role="menu"
        className={`${styles.menu} ${align === "right" ? styles.right : ""}`}
        hidden={!open}
        onClick={() => setOpen(false)}
      >
        {children}
      </div>
    </div>
  );
}
