import Link from "../Link";
import siteConfig from "../../../site.config";
import { useAnnouncementBar } from "../../contexts/AnnouncementBar";
import * as styles from "./styles.module.css";

/** The configured announcement, above the navbar, closeable when the configuration says so. */
export default function AnnouncementBar() {
  const bar = siteConfig.announcementBar;
  const { isActive, close } = useAnnouncementBar();
  if (!bar || !isActive) return null;
  return (
    <div
      className={styles.bar}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
      role="region"
      aria-label="Announcement"
      data-announcement-bar=""
    >
      <p className={styles.content}>
        {bar.content}
        {bar.link ? (
          <>
            {" "}
            <Link to={bar.link.to} style={{ color: bar.textColor }}>
              {bar.link.label}
            </Link>
          </>
        ) : null}
      </p>
      {bar.isCloseable ? (
        <button
          type="button"
          className={styles.close}
          aria-label="Close announcement"
          onClick={close}
        >
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
