import { useEffect, useRef, useState } from "react";
import { trackEvent } from "../../lib/analytics";
import * as styles from "./styles.module.css";

export interface Props {
  /** Reads the code when the reader copies: the block's text as rendered. */
  getCode: () => string;
  /** The block's language, reported with the copy (docs/analytics.md). */
  language?: string;
}

/** Copies the block's code; says "Copied" for two seconds, announced to screen readers. */
export default function CopyButton({ getCode, language }: Props) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    const code = getCode();
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      // Clipboard access can be refused (insecure context, permissions); fall back to a selection.
      const area = document.createElement("textarea");
      area.value = code;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      document.execCommand("copy");
      area.remove();
    }
    setCopied(true);
    trackEvent("copy_code", { language: language ?? "text" });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), 2000);
  };

  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={copied ? "Copied" : "Copy code to clipboard"}
      onClick={copy}
      data-copied={copied ? "true" : undefined}
    >
      <span aria-live="polite">{copied ? "Copied" : "Copy"}</span>
    </button>
  );
}
