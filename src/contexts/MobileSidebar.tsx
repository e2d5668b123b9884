import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { createRequiredContext } from "./createRequiredContext";

interface MobileSidebarValue {
  shown: boolean;
  toggle(): void;
  close(): void;
  /** What the page offers as the panel's secondary menu (the doc sidebar), if anything. */
  secondary: ReactNode | null;
  setSecondary(content: ReactNode | null): void;
  /** Whether the panel shows the secondary menu rather than the navbar items. */
  showSecondary: boolean;
  setShowSecondary(value: boolean): void;
}

const [MobileSidebarContext, useMobileSidebar] =
  createRequiredContext<MobileSidebarValue>("MobileSidebarProvider");
export { useMobileSidebar };

/** The phone-sized navigation panel's state, shared by the navbar toggle, the panel and pages. */
export function MobileSidebarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const [secondary, setSecondary] = useState<ReactNode | null>(null);
  const [showSecondary, setShowSecondary] = useState(true);

  const toggle = useCallback(() => {
    setShown((value) => !value);
    // Opening on a doc page starts on its sidebar.
    setShowSecondary(true);
  }, []);
  const close = useCallback(() => setShown(false), []);

  const value = useMemo(
    () => ({ shown, toggle, close, secondary, setSecondary, showSecondary, setShowSecondary }),
    [shown, toggle, close, secondary, showSecondary],
  );
  return <MobileSidebarContext.Provider value={value}>{children}</MobileSidebarContext.Provider>;
}

/** Offers `content` as the mobile panel's secondary menu while the calling page is shown. */
export function useSecondaryMenu(content: ReactNode | null): void {
  const { setSecondary } = useMobileSidebar();
  useEffect(() => {
    setSecondary(content);
    return () => setSecondary(null);
  }, [content, setSecondary]);
}
