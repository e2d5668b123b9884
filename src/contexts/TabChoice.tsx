import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { getStorage } from "../lib/storage";
import { STORAGE_KEYS } from "../lib/storageKeys";
import { createRequiredContext } from "./createRequiredContext";

interface TabChoiceValue {
  /** groupId → the value the reader chose, once known on the client. */
  choices: Readonly<Record<string, string>>;
  choose(groupId: string, value: string): void;
  /** Called by a tab group after hydration: loads the stored choice and follows other tabs. */
  register(groupId: string): () => void;
}

const [TabChoiceContext, useTabChoice] = createRequiredContext<TabChoiceValue>("TabChoiceProvider");
export { useTabChoice };

/**
 * Tab choices per group, shared by every tab group on the page and across pages, stored across
 * visits. Stored choices are read after hydration so the server's HTML and the first client
 * render agree.
 */
export function TabChoiceProvider({ children }: { children: ReactNode }) {
  const [choices, setChoices] = useState<Record<string, string>>({});

  const remember = useCallback((groupId: string, value: string | null) => {
    if (value === null) return;
    setChoices((previous) =>
      previous[groupId] === value ? previous : { ...previous, [groupId]: value },
    );
  }, []);

  const choose = useCallback(
    (groupId: string, value: string) => {
      remember(groupId, value);
      getStorage().set(STORAGE_KEYS.tabChoice(groupId), value);
    },
    [remember],
  );

  const register = useCallback(
    (groupId: string) => {
      const storage = getStorage();
      const key = STORAGE_KEYS.tabChoice(groupId);
      remember(groupId, storage.get(key));
      return storage.subscribe(key, (value) => remember(groupId, value));
    },
    [remember],
  );

  const value = useMemo(() => ({ choices, choose, register }), [choices, choose, register]);
  return <TabChoiceContext.Provider value={value}>{children}</TabChoiceContext.Provider>;
}

/** The chosen value of a group, once the stored choice is loaded. */
export function useGroupChoice(groupId: string | undefined) {
  const { choices, choose, register } = useTabChoice();
  useEffect(() => (groupId ? register(groupId) : undefined), [groupId, register]);
  return {
    chosen: groupId ? choices[groupId] : undefined,
    choose: (value: string) => (groupId ? choose(groupId, value) : undefined),
  };
}
