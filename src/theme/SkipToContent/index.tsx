import * as styles from "./styles.module.css";

export const MAIN_CONTENT_ID = "__main";

/** The first focusable element: lets keyboard readers jump past the navbar to the content. */
export default function SkipToContent() {
  const moveFocus = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`} onClick={moveFocus}>
      Skip to main content
    </a>
  );
}
