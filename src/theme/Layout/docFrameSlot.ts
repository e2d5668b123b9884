import type { ComponentType, ReactNode } from "react";
import type { FrameDoc } from "./framePage";

export interface DocFrameProps {
  doc: FrameDoc;
  /** The page's path without the base URL, to mark the current page in the sidebar. */
  path: string;
  children: ReactNode;
}

let docFrame: ComponentType<DocFrameProps> | undefined;

/**
 * The doc frame (sidebar and table of contents) comes with the doc template's code, which
 * registers it here: the layout renders it around every doc, yet pages that are not docs (the
 * home page, search, 404) never load it. Gatsby loads a page's template before rendering the
 * page, on the server, on a first load and on a navigation, so a doc always finds it here.
 */
export function provideDocFrame(frame: ComponentType<DocFrameProps>): void {
  docFrame = frame;
}

/** The registered doc frame; the layout fails loudly if a doc comes without it. */
export function registeredDocFrame(): ComponentType<DocFrameProps> {
  if (!docFrame)
    throw new Error(
      "A doc page rendered before its template registered the doc frame (src/theme/Layout/docFrameSlot.ts): import the template's module first.",
    );
  return docFrame;
}
