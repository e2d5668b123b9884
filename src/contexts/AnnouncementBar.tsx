import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { getStorage } from "../lib/storage";
import { STORAGE_KEYS } from "../lib/storageKeys";
import { createRequiredContext } from "./createRequiredContext";

interface AnnouncementBarValue {
  isActive: boolean;
  close(): void;
}

const [AnnouncementBarContext, useAnnouncementBar] =
  createRequiredContext<AnnouncementBarValue>("AnnouncementBarProvider");
export { useAnnouncementBar };

/**
 * Whether the announcement bar shows. A dismissal is stored with the bar's id; when the
 * configured id changes, both keys are reset so readers see the new announcement.
 */
export function decideAnnouncementDismissed(
  storedId: string | null,
  storedDismissed: string | null,
  configuredId: string,
): { dismissed: boolean; reset: boolean } {
  if (storedId !== configuredId) return { dismissed: false, reset: true };
  return { dismissed: storedDismissed === "true", reset: false };
}

export function AnnouncementBarProvider({
  id,
  children,
}: {
  /** The configured bar's id, or undefined when there is no bar. */
  id: string | undefined;
  children: ReactNode;
}) {
  // The inline script in gatsby-ssr hides a dismissed bar before first paint; state follows here.
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!id) return;
    const storage = getStorage();
    const decision = decideAnnouncementDismissed(
      storage.get(STORAGE_KEYS.announcementId),
      storage.get(STORAGE_KEYS.announcementDismissed),
      id,
    );
    if (decision.reset) {
      storage.set(STORAGE_KEYS.announcementId, id);
      storage.set(STORAGE_KEYS.announcementDismissed, "false");
    }
    setDismissed(decision.dismissed);
  }, [id]);

  const close = useCallback(() => {
    getStorage().set(STORAGE_KEYS.announcementDismissed, "true");
    document.documentElement.setAttribute("data-announcement-bar-dismissed", "true");
    setDismissed(true);
  }, []);

  const value = useMemo(
    () => ({ isActive: Boolean(id) && !dismissed, close }),
    [id, dismissed, close],
  );
  return (
    <AnnouncementBarContext.Provider value={value}>{children}</AnnouncementBarContext.Provider>
  );
}
