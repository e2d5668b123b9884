import type { ColorMode, ColorModeSettings } from "../../../contexts/ColorMode";

/**
 * The colour modes a reader can ever see. With the switch disabled the site stays in its default
 * mode, so the other logo would be an image downloaded on every first load and never shown (an
 * `<img>` hidden by CSS is still fetched).
 */
export function modesShown(settings: ColorModeSettings): ColorMode[] {
  return settings.disableSwitch ? [settings.defaultMode] : ["light", "dark"];
}
