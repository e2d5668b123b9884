import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { getStorage } from "../lib/storage";
import { STORAGE_KEYS } from "../lib/storageKeys";
import { createRequiredContext } from "./createRequiredContext";

export type ColorMode = "light" | "dark";

export interface ColorModeSettings {
  defaultMode: ColorMode;
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

interface ColorModeValue {
  colorMode: ColorMode;
  /** Switches the theme and stores the reader's choice. */
  setColorMode(mode: ColorMode): void;
  isSwitchDisabled: boolean;
}

const [ColorModeContext, useColorMode] = createRequiredContext<ColorModeValue>("ColorModeProvider");
export { useColorMode };

const DARK_QUERY = "(prefers-color-scheme: dark)";

/** The mode to use: the stored choice, else the system's when respected, else the default. */
export function resolveColorMode(
  settings: ColorModeSettings,
  stored: string | null,
  systemPrefersDark: boolean,
): ColorMode {
  if (settings.disableSwitch) return settings.defaultMode;
  if (stored === "light" || stored === "dark") return stored;
  if (settings.respectPrefersColorScheme) return systemPrefersDark ? "dark" : "light";
  return settings.defaultMode;
}

/**
 * Light or dark on `<html data-theme>`. The inline script of gatsby-ssr set it before the first
 * paint; this provider takes over after hydration, stores choices under "theme", follows choices
 * made in other tabs and, while the reader has made none, the system preference.
 */
export function ColorModeProvider({
  settings,
  children,
}: {
  settings: ColorModeSettings;
  children: ReactNode;
}) {
  const [colorMode, setState] = useState<ColorMode>(settings.defaultMode);

  const apply = useCallback((mode: ColorMode) => {
    document.documentElement.setAttribute("data-theme", mode);
    setState(mode);
  }, []);

  useEffect(() => {
    const storage = getStorage();
    const media = window.matchMedia?.(DARK_QUERY);
    const current = () =>
      resolveColorMode(settings, storage.get(STORAGE_KEYS.theme), Boolean(media?.matches));
    apply(current());
    if (settings.disableSwitch) return undefined;
    const onSystemChange = () => apply(current());
    media?.addEventListener?.("change", onSystemChange);
    const unsubscribe = storage.subscribe(STORAGE_KEYS.theme, () => apply(current()));
    return () => {
      media?.removeEventListener?.("change", onSystemChange);
      unsubscribe();
    };
  }, [settings, apply]);

  const setColorMode = useCallback(
    (mode: ColorMode) => {
      if (settings.disableSwitch) return;
      getStorage().set(STORAGE_KEYS.theme, mode);
      apply(mode);
    },
    [settings.disableSwitch, apply],
  );

  const value = useMemo(
    () => ({ colorMode, setColorMode, isSwitchDisabled: settings.disableSwitch }),
    [colorMode, setColorMode, settings.disableSwitch],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}
