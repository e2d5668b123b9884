import { STORAGE_KEYS } from "./storageKeys";

/** What the pre-paint script needs from the site configuration. */
export interface InitialScriptOptions {
  defaultMode: "light" | "dark";
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
  /** The configured announcement bar's id, if there is one. */
  announcementId?: string;
}

/**
 * A script inlined at the top of every page's body, run before the first paint: it sets
 * `<html data-theme>` from the stored choice, the system preference or the default, and marks
 * a dismissed announcement bar so CSS hides it. Without it readers would see a flash of the
 * wrong theme, and a dismissed bar would appear and then vanish. It is plain ES5 because it
 * runs before any bundle, and every storage access is guarded because storage may be refused.
 */
export function initialScript(options: InitialScriptOptions): string {
  const settings = JSON.stringify({
    ...options,
    themeKey: STORAGE_KEYS.theme,
    announcementIdKey: STORAGE_KEYS.announcementId,
    announcementDismissedKey: STORAGE_KEYS.announcementDismissed,
  });
  return `(function (o) {
  var root = document.documentElement;
  var theme = o.defaultMode;
  try {
    if (!o.disableSwitch) {
      var stored = window.localStorage.getItem(o.themeKey);
      if (stored === "light" || stored === "dark") theme = stored;
      else if (o.respectPrefersColorScheme && window.matchMedia("(prefers-color-scheme: dark)").matches) theme = "dark";
    }
  } catch (e) {}
  root.setAttribute("data-theme", theme);
  try {
    if (o.announcementId && window.localStorage.getItem(o.announcementIdKey) === o.announcementId &&
        window.localStorage.getItem(o.announcementDismissedKey) === "true") {
      root.setAttribute("data-announcement-bar-dismissed", "true");
    }
  } catch (e) {}
})(${settings});`;
}
