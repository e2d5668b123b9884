import { Children, isValidElement, useLayoutEffect, useRef, type ReactNode } from "react";
import { declare, type DeclaredHead } from "./headDeclarations";
import { writeHead } from "./headWriter";
import { mergeHeads } from "./mergedHead";

/**
 * Stands in for react-helmet in the production bundle (src/node/gatsby/leanBrowserRuntime.ts):
 * the head the site's pages declare (src/theme/SiteHead, the doc template) written to the
 * document as react-helmet writes it, without react-helmet, react-side-effect and
 * react-fast-compare (5.7 KiB). The HTML renderer keeps react-helmet, whose tags (marked
 * `data-react-helmet`) this takes over; `gatsby develop` keeps it too.
 *
 * As with react-helmet, on the animation frame after any `<Helmet>` mounts, unmounts or changes,
 * the document gets the merged head (mergedHead.ts, headWriter.ts) and the innermost
 * `onChangeClientState` is called, on a first load too. src/browser/__tests__/
 * helmetDifferential.test.tsx holds it to react-helmet.
 */

export interface HelmetProps {
  children?: ReactNode;
  onChangeClientState?: () => void;
}

/** The declarations of the mounted Helmets, by render order. */
const mounted = new Map<number, DeclaredHead>();
let renders = 0;
let pendingFrame: number | undefined;

function writeMounted(): void {
  pendingFrame = undefined;
  const heads = [...mounted.entries()].sort(([a], [b]) => a - b).map(([, head]) => head);
  const head = mergeHeads(heads);
  writeHead(head);
  head.onChangeClientState?.();
}

/** Changes within one frame are written once, on the next. */
function writeOnNextFrame(): void {
  if (pendingFrame !== undefined) cancelAnimationFrame(pendingFrame);
  pendingFrame = requestAnimationFrame(writeMounted);
}

/**
 * What react-helmet compares (deeply) to tell that a Helmet changed: its children, their props
 * in any order.
 */
function signatureOf(children: ReactNode): string {
  return JSON.stringify(
    Children.toArray(children).map((child) =>
      isValidElement(child) ? [child.type, Object.entries(child.props as object).sort()] : child,
    ),
  );
}

/** Declares part of the page's head; renders nothing where it stands. */
export function Helmet({ children, onChangeClientState }: HelmetProps) {
  // Render order (parent before child, siblings in order) ranks the declarations.
  const order = useRef<number>();
  order.current ??= ++renders;
  // A render that changes neither the children nor the callback keeps the declarations it had,
  // as react-helmet keeps a Helmet's props: the same head is not written again, and props given
  // in another order keep the order that tells a tag's key.
  const declared = useRef<{ signature: string; head: DeclaredHead }>();
  const signature = signatureOf(children);
  if (
    declared.current?.signature !== signature ||
    declared.current.head.onChangeClientState !== onChangeClientState
  ) {
    declared.current = { signature, head: declare(children, onChangeClientState) };
  }
  const { head } = declared.current;

  // Layout effects, run in the commit as react-helmet registers a Helmet: Preact (the bundle's
  // renderer) runs other effects after a paint, so the frame after a navigation would write the
  // head without the new page's Helmets, and a change would be written a frame late.
  useLayoutEffect(() => {
    mounted.set(order.current as number, head);
    writeOnNextFrame();
  }, [head]);
  useLayoutEffect(() => {
    const id = order.current as number;
    return () => {
      mounted.delete(id);
      writeOnNextFrame();
    };
  }, []);
  return null;
}
