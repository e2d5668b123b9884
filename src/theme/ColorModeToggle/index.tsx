import { useEffect, useState } from "react";
import { useColorMode } from "../../contexts/ColorMode";
import * as styles from "./styles.module.css";

/** Switches between light and dark; absent when the configuration disables the switch. */
export default function ColorModeToggle() {
  const { colorMode, setColorMode, isSwitchDisabled } = useColorMode();
  // The server cannot know the reader's mode: render the button's state after hydration only.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (isSwitchDisabled) return null;
  const next = colorMode === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={() => setColorMode(next)}
      disabled={!hydrated}
      aria-label={`Switch to ${next} mode (currently ${colorMode} mode)`}
      title={`Switch to ${next} mode`}
    >
      <span aria-hidden="true">{colorMode === "dark" ? "☾" : "☀"}</span>
    </button>
  );
}
