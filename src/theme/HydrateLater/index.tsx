import { Suspense, type ReactElement } from "react";
import { hydrationTurn } from "../../lib/hydration";

export interface Props {
  /** The part's name, unique on the page: its turn is kept by name. */
  part: string;
  /** One element: the renderer keeps a single server node for a part that waits. */
  children: ReactElement;
  /**
   * The media query under which the layout shows the part, when its CSS hides it otherwise:
   * at a width where it is hidden, the part hydrates only once the query matches (or before a
   * navigation), and the page's hydration does not wait for it.
   */
  media?: string;
}

function WaitForTurn({ part, media, children }: Props) {
  const turn = hydrationTurn(part, media);
  // Thrown during hydration, the promise makes Preact keep the part's server HTML as it is
  // and hydrate it when the promise settles (preact/src/diff/index.js, MODE_SUSPENDED).
  if (turn) throw turn;
  return children;
}

/**
 * A part of the frame hydrated in a task of its own after the page's first render, so that
 * hydration is several short tasks instead of one long one (src/lib/hydration.ts). Until its
 * turn, a few milliseconds later, the part is the server's HTML: its links are plain links.
 * Every other render, and the server's, renders it at once.
 */
export default function HydrateLater({ part, media, children }: Props) {
  // The server renders with React, where a boundary would add comment markers to the HTML;
  // Preact's boundary adds no node, so the browser's tree matches the server's HTML.
  if (typeof window === "undefined") return children;
  return (
    <Suspense fallback={null}>
      <WaitForTurn part={part} media={media}>
        {children}
      </WaitForTurn>
    </Suspense>
  );
}
