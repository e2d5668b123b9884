/**
 * How long after the last createPages run of `gatsby develop` the search files are rebuilt: long
 * enough that a writer saving every second or two is not slowed by a rebuild running when the
 * next save arrives (one second was not: edits took 130 ms longer), short enough that search
 * has the new text by the time the writer looks for it.
 */
export const SEARCH_REBUILD_DELAY_MS = 2500;

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * Development: rebuilds the search files once the edited page is on screen. Rebuilding the index
 * of an edited version (its shards and page files) is about 200 ms that the page does not need;
 * run inside createPages, it delayed every edit by as much. Each call replaces the one before,
 * so a writer saving quickly gets one rebuild, of the latest content.
 */
export function rebuildSearchLater(
  rebuild: () => void,
  report: (error: unknown) => void,
  delayMs = SEARCH_REBUILD_DELAY_MS,
): void {
  if (pending) clearTimeout(pending);
  pending = setTimeout(() => {
    pending = undefined;
    try {
      rebuild();
    } catch (error) {
      report(error);
    }
  }, delayMs);
  // A pending rebuild never keeps the process alive.
  pending.unref?.();
}
