import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { consentHandlingEnabled, siteConsentStore } from "../../browser/analytics/siteConsent";
import { useConsent } from "./useConsent";
import * as styles from "./styles.module.css";

/**
 * The analytics consent choice (Google Consent Mode v2): a footer button, "Cookie settings",
 * and a small banner at the bottom of the window, asked until the reader answers and shown
 * again from the button. The banner is not modal: the page stays usable, and nothing is
 * stored in cookies until the reader accepts. Renders nothing when consent handling is off.
 */
export default function ConsentChoice() {
  if (!consentHandlingEnabled()) return null;
  return <ConsentChoiceEnabled />;
}

function ConsentChoiceEnabled() {
  const { choice, open, reopened } = useConsent();
  const settingsButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasReopened = useRef(false);
  // One consent banner per page: a fixed id is unique.
  const titleId = "consent-title";

  // Opened by the reader: focus moves into the banner, and back to the button after a choice.
  // Opened by itself on a first visit, it leaves focus where it is.
  useEffect(() => {
    if (open && reopened) {
      wasReopened.current = true;
      heading.current?.focus();
    } else if (!open && wasReopened.current) {
      wasReopened.current = false;
      settingsButton.current?.focus();
    }
  }, [open, reopened]);

  const choose = (next: "granted" | "denied") => siteConsentStore().choose(next);
  const current =
    choice === "granted"
      ? "You have accepted analytics cookies."
      : choice === "denied"
        ? "You have declined analytics cookies."
        : null;

  return (
    <>
      <button
        ref={settingsButton}
        type="button"
        className={styles.settings}
        aria-expanded={open}
        onClick={() => siteConsentStore().reopen()}
      >
        Cookie settings
      </button>
      {open
        ? createPortal(
            <section className={styles.banner} aria-labelledby={titleId}>
              <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
                Analytics cookies
              </h2>
              <p className={styles.text}>
                May we use Google Analytics cookies to see which pages help? Until you accept,
                visits are counted without cookies. “Cookie settings” in the footer changes your
                choice.
                {current ? ` ${current}` : null}
              </p>
              <div className={styles.actions}>
                <button type="button" className={styles.choice} onClick={() => choose("granted")}>
                  Accept
                </button>
                <button type="button" className={styles.choice} onClick={() => choose("denied")}>
                  Decline
                </button>
              </div>
            </section>,
            document.body,
          )
        : null}
    </>
  );
}
