import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { getStorage } from "../lib/storage";
import { STORAGE_KEYS } from "../lib/storageKeys";
import { createRequiredContext } from "./createRequiredContext";

interface PreferredVersionValue {
  /** The version the reader last chose, once read from storage after hydration. */
  preferred: string | null;
  choose(name: string): void;
  /** Drops a stored choice that names no version of the site. */
  forgetUnless(validNames: readonly string[]): void;
}

const [PreferredVersionContext, usePreferredVersion] = createRequiredContext<PreferredVersionValue>(
  "PreferredVersionProvider",
);
export { usePreferredVersion };

/** The reader's preferred docs version, kept under `docs-preferred-version-<pluginId>`. */
export function PreferredVersionProvider({
  pluginId,
  persist,
  children,
}: {
  pluginId: string;
  /** False when the configuration keeps no version choice. */
  persist: boolean;
  children: ReactNode;
}) {
  const key = STORAGE_KEYS.preferredVersion(pluginId);
  const [preferred, setPreferred] = useState<string | null>(null);

  useEffect(() => {
    if (persist) setPreferred(getStorage().get(key));
  }, [key, persist]);

  const choose = useCallback(
    (name: string) => {
      setPreferred(name);
      if (persist) getStorage().set(key, name);
    },
    [key, persist],
  );

  const forgetUnless = useCallback(
    (validNames: readonly string[]) => {
      if (preferred === null || validNames.includes(preferred)) return;
      setPreferred(null);
      getStorage().remove(key);
    },
    [key, preferred],
  );

  const value = useMemo(
    () => ({ preferred, choose, forgetUnless }),
    [preferred, choose, forgetUnless],
  );
  return (
    <PreferredVersionContext.Provider value={value}>{children}</PreferredVersionContext.Provider>
  );
}
