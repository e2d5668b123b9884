import { createContext, useContext } from "react";

/**
 * Loads the items a page's copy of its sidebar left out (closed categories'), so a category can
 * open. Outside a doc frame, every sidebar is whole and there is nothing to load.
 */
const LoadAllItemsContext = createContext<() => Promise<void>>(() => Promise.resolve());

export const LoadAllItemsProvider = LoadAllItemsContext.Provider;

export function useLoadAllItems(): () => Promise<void> {
  return useContext(LoadAllItemsContext);
}
