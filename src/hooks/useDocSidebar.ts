import { useCallback, useEffect, useReducer } from "react";
import { loadedSidebar, loadSidebarFile, onSidebarLoaded } from "../browser/sidebars/sidebarFiles";
import type { DocSidebarView } from "../shared/sidebarView";
import type { Sidebar } from "../shared/sidebar";

export interface DocSidebarState {
  /** The sidebar to show: whole once loaded in this tab, else the page's own copy. */
  items: Sidebar | undefined;
  /** Loads the whole sidebar (for a category the page's copy left closed and empty). */
  loadAll: () => Promise<void>;
}

/**
 * A doc's sidebar. The page's copy is what the server rendered, so hydration sees the same
 * items; the whole sidebar replaces it once a category needed it, on this page and the next.
 */
export function useDocSidebar(view: DocSidebarView | null): DocSidebarState {
  const [, loadedOne] = useReducer((count: number) => count + 1, 0);
  useEffect(() => onSidebarLoaded(loadedOne), []);
  const file = view?.file;
  const loadAll = useCallback(() => (file ? loadSidebarFile(file) : Promise.resolve()), [file]);
  const items = view ? (loadedSidebar(view.file) ?? view.items) : undefined;
  return { items, loadAll };
}
