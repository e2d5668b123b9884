import { useCallback, useEffect, useRef, useState } from "react";
import siteConfig from "../../../site.config";
import { analyticsEnabled } from "../../browser/analytics/analyticsEnabled";
import { pageDimensions, stripBaseUrl } from "../../browser/analytics/pageDimensions";
import { trackEvent } from "../../lib/analytics";
import { getStorage } from "../../lib/storage";
import { STORAGE_KEYS } from "../../lib/storageKeys";
import { FEEDBACK_REASONS, parseFeedbackAnswer, type FeedbackAnswer } from "./feedbackReasons";
import * as styles from "./styles.module.css";

export interface Props {
  /** The page's path (without the base URL): what the answer is about and stored under. */
  page: string;
  /** The docs version the page belongs to. */
  version: string;
}

type Step = { kind: "ask" } | { kind: "reason"; answer: FeedbackAnswer } | { kind: "done" };

export const THANKS = "Thanks for your feedback.";

/**
 * "Was this page helpful?" at the end of a doc: yes or no, then an optional reason, sent as one
 * `doc_feedback` event (docs/analytics.md). The answer is stored per page, so a reader answers
 * once. The event leaves when the reader picks a reason or skips it, or else when they leave the
 * page. Rendered only in builds with analytics, where the answer goes somewhere.
 */
export default function DocFeedback(props: Props) {
  if (!analyticsEnabled()) return null;
  return <DocFeedbackControl {...props} />;
}

function DocFeedbackControl({ page, version }: Props) {
  const storageKey = STORAGE_KEYS.docFeedback(page);
  const [step, setStep] = useState<Step>({ kind: "ask" });
  const [answeredNow, setAnsweredNow] = useState(false);
  const pending = useRef<FeedbackAnswer | undefined>(undefined);
  const reasons = useRef<HTMLFieldSetElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  // The server renders the question; a page answered on an earlier visit shows the thanks.
  useEffect(() => {
    if (parseFeedbackAnswer(getStorage().get(storageKey))) setStep({ kind: "done" });
  }, [storageKey]);

  const send = useCallback(
    (answer: FeedbackAnswer, reason?: string) => {
      pending.current = undefined;
      const path = stripBaseUrl(page, siteConfig.baseUrl);
      trackEvent("doc_feedback", {
        page_path: path,
        doc_version: version,
        content_group: pageDimensions(path, version, siteConfig.search.searchPagePath)
          .content_group,
        answer,
        ...(reason ? { reason } : {}),
      });
    },
    [page, version],
  );

  // An answer whose reason was never given is sent when the reader leaves the page.
  useEffect(() => {
    const flush = () => {
      if (pending.current) send(pending.current);
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [send]);

  // Focus follows the control, so keyboard and screen-reader users are never dropped on <body>.
  useEffect(() => {
    if (step.kind === "reason") reasons.current?.querySelector("button")?.focus();
    if (step.kind === "done" && answeredNow) status.current?.focus();
  }, [step, answeredNow]);

  const answer = (value: FeedbackAnswer) => {
    getStorage().set(storageKey, value);
    pending.current = value;
    setAnsweredNow(true);
    setStep({ kind: "reason", answer: value });
  };
  const finish = (reason?: string) => {
    if (pending.current) send(pending.current, reason);
    setStep({ kind: "done" });
  };

  return (
    <div className={styles.feedback}>
      {step.kind === "ask" ? (
        <fieldset className={styles.group}>
          <legend className={styles.question}>Was this page helpful?</legend>
          <button type="button" className={styles.button} onClick={() => answer("yes")}>
            Yes
          </button>
          <button type="button" className={styles.button} onClick={() => answer("no")}>
            No
          </button>
        </fieldset>
      ) : null}
      {step.kind === "reason" ? (
        <fieldset ref={reasons} className={styles.group}>
          <legend className={styles.question}>{FEEDBACK_REASONS[step.answer].question}</legend>
          {FEEDBACK_REASONS[step.answer].reasons.map((reason) => (
            <button
              key={reason.value}
              type="button"
              className={styles.button}
              onClick={() => finish(reason.value)}
            >
              {reason.label}
            </button>
          ))}
          <button type="button" className={styles.skip} onClick={() => finish()}>
            Skip
          </button>
        </fieldset>
      ) : null}
      {/* Announced only when answered now; a page answered earlier just says so. */}
      {step.kind === "done" && !answeredNow ? <p className={styles.status}>{THANKS}</p> : null}
      <p ref={status} role="status" tabIndex={-1} className={styles.status}>
        {step.kind === "done" && answeredNow ? THANKS : ""}
      </p>
    </div>
  );
}
