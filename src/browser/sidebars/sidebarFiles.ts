import { withPrefix } from "gatsby";
import type { Sidebar } from "../../shared/sidebar";

/**
 * The sidebars loaded whole in this browser tab, by file. A doc page ships only the part of its
 * sidebar it shows open (src/shared/sidebarView.ts); the whole sidebar is fetched once, when the
 * reader opens a category the page left out, and then serves every page of that sidebar.
 */
const loaded = new Map<string, Sidebar>();
const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

/** The whole sidebar of `file`, if this tab has loaded it. */
export function loadedSidebar(file: string): Sidebar | undefined {
  return loaded.get(file);
}

/** Calls `listener` whenever a sidebar file has loaded; returns the unsubscribe function. */
export function onSidebarLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads a sidebar file once (concurrent calls share the request); a failure may be retried. */
export function loadSidebarFile(file: string): Promise<void> {
  if (loaded.has(file)) return Promise.resolve();
  const pending = loading.get(file);
  if (pending) return pending;
  const request = fetch(withPrefix(file))
    .then((response) => {
      if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
      return response.json() as Promise<Sidebar>;
    })
    .then((sidebar) => {
      loaded.set(file, sidebar);
      for (const listener of listeners) listener();
    })
    .finally(() => loading.delete(file));
  loading.set(file, request);
  return request;
}

/** Tests only: forget every loaded sidebar. */
export function resetSidebarFilesForTests(): void {
  loaded.clear();
  loading.clear();
}
