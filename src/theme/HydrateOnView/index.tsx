import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactElement } from "react";
import { isHydrating } from "../../lib/hydration";
import { holdClicks } from "./heldClicks";
import { whenNearViewport } from "./nearViewport";

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A part near the end of a page whose code a first load does not fetch: its module is loaded
 * when the part comes within a viewport's height of the visible area, or when the reader clicks
 * it first. Until then the server's HTML stays as it is (a part that suspends while hydrating is
 * kept by Preact, as src/theme/HydrateLater does), so nothing moves; a click that comes first is
 * held and replayed once the part has hydrated. Any other render (an in-app navigation) loads the
 * module at once. The server renders the part in place: Gatsby's HTML renderer waits for every
 * lazy module (renderToPipeableStream's onAllReady), and without a boundary React writes no
 * marker around it.
 */
export function hydrateOnView<P extends object>(part: string, load: Load<P>): ComponentType<P> {
  // lazy() types its element with a ref prop P may not take; the part is rendered with P alone.
  const Part = lazy(load) as unknown as ComponentType<P>;
  // One per page load: the part hydrates once; later renders are the client's own.
  let hydrated = false;
  let afterHydration: (() => void)[] = [];
  let wanted: Promise<unknown> | undefined;
  let wantNow: () => void = () => undefined;

  function Hydrated(props: P) {
    useEffect(() => {
      hydrated = true;
      const replays = afterHydration;
      afterHydration = [];
      for (const replay of replays) replay();
    }, []);
    return <Part {...props} />;
  }

  function WaitForView(props: P): ReactElement {
    if (!hydrated && isHydrating()) {
      if (!wanted) {
        // The server's HTML of the part: refs are not attached while the tree hydrates.
        const view = whenNearViewport(document.querySelector(`[data-on-view="${part}"]`));
        wantNow = view.now;
        wanted = view.near.then(load);
      }
      throw wanted;
    }
    return <Hydrated {...props} />;
  }

  function OnView(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const node = wrapper.current;
      if (!node || hydrated) return undefined;
      return holdClicks(
        node,
        () => hydrated,
        () => wantNow(),
        (replay) => afterHydration.push(replay),
      );
    }, []);
    if (typeof window === "undefined")
      return (
        <div data-on-view={part}>
          <Part {...props} />
        </div>
      );
    return (
      <div ref={wrapper} data-on-view={part}>
        <Suspense fallback={null}>
          <WaitForView {...props} />
        </Suspense>
      </div>
    );
  }
  OnView.displayName = `HydrateOnView(${part})`;
  return OnView;
}
