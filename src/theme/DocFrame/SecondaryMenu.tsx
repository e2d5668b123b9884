import type { ReactNode } from "react";
import { useSecondaryMenu } from "../../contexts/MobileSidebar";

/**
 * Offers the mobile panel the doc's sidebar as its secondary menu. A leaf of its own: storing
 * the menu changes the panel's context, and a consumer renders again with it; from the frame
 * itself, that render was the whole doc frame, and on a phone it would hydrate the desktop
 * sidebar the layout hides (src/lib/hydration.ts, `hidden`).
 */
export default function SecondaryMenu({ content }: { content: ReactNode | null }) {
  useSecondaryMenu(content);
  return null;
}
