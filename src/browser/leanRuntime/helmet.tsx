import { useEffect, useRef, type ReactNode } from "react";
import { declare, declaredTitle, type DeclaredHead } from "./headDeclarations";

/**
 * Stands in for react-helmet in the production bundle (src/node/gatsby/leanBrowserRuntime.ts):
 * the head the site's pages declare (src/theme/SiteHead, the doc template) written to the
 * document as react-helmet writes it, without react-helmet, react-side-effect and
 * react-fast-compare (5.7 KiB). The HTML renderer keeps react-helmet, whose tags (marked
 * `data-react-helmet`) this takes over; `gatsby develop` keeps it too.
 *
 * On the animation frame after a change of what the mounted `<Helmet>`s declare, the document
 * gets their merged head (headWriter.ts) and the innermost `onChangeClientState` is called. On
 * the page a reader loaded, the head is the server's, rendered from the same declarations: the
 * writer's code is loaded only when a navigation first changes the head, and until then a
 * change is reported without writing (unless the title shows the declarations differ).
 */

export interface HelmetProps {
  children?: ReactNode;
  onChangeClientState?: () => void;
}

/** The declarations of the mounted Helmets, by render order; each holds the latest render's. */
const mounted = new Map<number, { current: DeclaredHead }>();
let renders = 0;
let pendingFrame: number | undefined;
let written: Promise<void> = Promise.resolve();
/** The page the reader loaded, whose head the server wrote, until the first navigation. */
let loadedPath: string | undefined = window.location.pathname;
/** The `<html>` attributes of the head shown; the server's are those the page declares. */
let shownAttributes: string[] = [];

function declaredHeads(): DeclaredHead[] {
  return [...mounted.entries()].sort(([a], [b]) => a - b).map(([, head]) => head.current);
}

function reportChange(heads: readonly DeclaredHead[]): void {
  const innermost = heads.reduce<DeclaredHead | undefined>(
    (last, head) => (head.onChangeClientState ? head : last),
    undefined,
  );
  innermost?.onChangeClientState?.();
}

function attributeNames(heads: readonly DeclaredHead[]): string[] {
  return [...new Set(heads.flatMap((head) => Object.keys(head.htmlAttributes)))];
}

function headChanged(): void {
  pendingFrame = undefined;
  const heads = declaredHeads();
  const title = declaredTitle(heads);
  if (
    loadedPath === window.location.pathname &&
    (title === undefined || title === document.title)
  ) {
    shownAttributes = attributeNames(heads);
    reportChange(heads);
    return;
  }
  loadedPath = undefined;
  written = written
    .then(() => import("./headWriter"))
    .then(({ writeHead }) => {
      // The declarations as they are once the writer is here.
      const latest = declaredHeads();
      writeHead(latest, shownAttributes);
      shownAttributes = attributeNames(latest);
      reportChange(latest);
    })
    // The writer's chunk did not load (offline): this head stays, the next change tries again.
    .catch((error: unknown) => console.error("Head not written:", error));
}

function scheduleWrite(): void {
  if (pendingFrame !== undefined) cancelAnimationFrame(pendingFrame);
  pendingFrame = requestAnimationFrame(headChanged);
}

/** Settles once the head changes scheduled so far are written (for tests). */
export function headWritten(): Promise<void> {
  return written;
}

/** Declares part of the page's head; renders nothing where it stands. */
export function Helmet({ children, onChangeClientState }: HelmetProps) {
  // Render order (parent before child, siblings in order) ranks the declarations.
  const order = useRef<number>();
  order.current ??= ++renders;
  const head = declare(children, onChangeClientState);
  const signature = JSON.stringify([head.title, head.htmlAttributes, head.tags]);
  const latest = useRef(head);
  latest.current = head;

  useEffect(() => {
    mounted.set(order.current as number, latest);
    scheduleWrite();
  }, [signature]);
  useEffect(() => {
    const id = order.current as number;
    return () => {
      mounted.delete(id);
      scheduleWrite();
    };
  }, []);
  return null;
}

export default Helmet;
