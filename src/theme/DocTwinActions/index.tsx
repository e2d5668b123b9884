import { withPrefix } from "gatsby";
import { useState } from "react";
import siteConfig from "../../../site.config";
import { pageDimensions } from "../../browser/analytics/pageDimensions";
import { trackEvent } from "../../lib/analytics";
import { markdownTwinPath } from "../../shared/pagePaths";
import * as styles from "./styles.module.css";

export interface Props {
  /** The doc's page path, without the base URL (`/docs/about`). */
  page: string;
  /** The docs version the page belongs to, reported with the copy. */
  version: string;
}

type Status = "idle" | "copied" | "failed";

/** The twin's text, fetched on click only: no doc page downloads it otherwise. */
async function readTwin(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  return response.text();
}

/**
 * "Copy page" and "View as Markdown": the doc's Markdown twin (built beside the page at its
 * path plus `.md`) on the clipboard or in the browser, for a reader who pastes it into an
 * assistant. The clipboard item is handed over at the click with the text still on its way, so
 * browsers that want the write inside the click (Safari) accept it.
 */
export default function DocTwinActions({ page, version }: Props) {
  const [status, setStatus] = useState<Status>("idle");
  const href = withPrefix(markdownTwinPath(page));

  const copy = async () => {
    const text = readTwin(href);
    try {
      try {
        const blob = text.then((value) => new Blob([value], { type: "text/plain" }));
        await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
      } catch {
        await navigator.clipboard.writeText(await text);
      }
      setStatus("copied");
      trackEvent("copy_page", {
        page_path: page,
        ...pageDimensions(page, version, siteConfig.search.searchPagePath),
      });
    } catch {
      setStatus("failed");
    }
    window.setTimeout(() => setStatus("idle"), 2000);
  };

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={copy}>
        Copy page
      </button>
      <a className={styles.action} href={href} type="text/markdown">
        View as Markdown
      </a>
      <span role="status">
        {status === "copied" ? "Copied" : status === "failed" ? "Could not copy" : ""}
      </span>
    </div>
  );
}
