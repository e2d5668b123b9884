import { useCallback, useMemo, useRef, type ReactNode } from "react";
import { createRequiredContext } from "./createRequiredContext";

interface SidebarCategoriesValue {
  /** The open/closed state the reader left a category in, if they toggled it. */
  remembered(key: string): boolean | undefined;
  remember(key: string, collapsed: boolean): void;
}

const [SidebarCategoriesContext, useSidebarCategories] =
  createRequiredContext<SidebarCategoriesValue>("SidebarCategoriesProvider");
export { useSidebarCategories };

/** Remembers categories the reader opened or closed while they move between pages. */
export function SidebarCategoriesProvider({ children }: { children: ReactNode }) {
  const states = useRef(new Map<string, boolean>());
  const remembered = useCallback((key: string) => states.current.get(key), []);
  const remember = useCallback((key: string, collapsed: boolean) => {
    states.current.set(key, collapsed);
  }, []);
  const value = useMemo(() => ({ remembered, remember }), [remembered, remember]);
  return (
    <SidebarCategoriesContext.Provider value={value}>{children}</SidebarCategoriesContext.Provider>
  );
}
