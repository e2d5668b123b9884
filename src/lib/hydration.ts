/**
 * Whether the page being rendered is the hydration of the server's HTML: the first render of a
 * first load whose document holds the markup React wrote at build time. Components that leave
 * parts of that markup to the browser as it is (src/theme/MdxContent) ask this; every other
 * render (an in-app navigation, `gatsby develop`, a page rendered without server markup, the
 * server itself, jest) renders the whole tree.
 *
 * It also keeps the turns of the frame's parts that hydrate later (src/theme/HydrateLater):
 * hydration is one task for the renderer, and the frame (navbar, sidebar, table of contents,
 * footer) was most of it, a task long enough to block a phone's main thread
 * (docs/performance.md). Each such part keeps the server's HTML during the first render and is
 * hydrated in a task of its own afterwards, one part per task, in the order they asked.
 */

let hydrating = false;
/** True in the task where a part that waited is hydrated: it is a hydration too. */
let resuming = false;

/** The parts still waiting for their turn, in the order they asked. */
const waiting: Array<{ part: string; release: () => void }> = [];
/**
 * Parts the layout hides at this viewport's width (a `media` query that does not match): each
 * waits until its query matches, or a navigation comes, and the page's hydration does not wait
 * for it. A phone never lays out the desktop sidebar, so it need not build it either.
 */
const hidden: Array<{ part: string; release: () => void }> = [];
/** Parts that have asked for a turn during this page's hydration. */
const asked = new Set<string>();
/** Called once no part waits any more and the last one has rendered. */
let afterParts: Array<(waited: boolean) => void> = [];
let stepScheduled = false;

/**
 * Called once as the browser runtime starts (onClientEntry), before Gatsby's first render.
 * Gatsby hydrates only when its focus wrapper has children (cache-dir/production-app.js), and
 * that is read here rather than during the render, when the renderer may already have put the
 * frame's first elements into a wrapper that started empty.
 */
export function noteServerMarkup(doc: Document): void {
  hydrating = (doc.getElementById("gatsby-focus-wrapper")?.children.length ?? 0) > 0;
}

/** Called once the first render is in the document (onInitialClientRender). */
export function endHydration(): void {
  hydrating = false;
}

/**
 * True while the server's HTML is being hydrated: the page's first render, and the render of a
 * part of the frame whose turn has come (HydrateLater), so a doc's article hydrated later keeps
 * its HTML as well.
 */
export function isHydrating(): boolean {
  return hydrating || resuming;
}

/** Marks the current task as hydrating released parts; their render runs in its microtasks. */
function resumeInThisTask(): void {
  resuming = true;
  // Queued before the next turn's timer, so it runs first.
  setTimeout(() => {
    resuming = false;
  }, 0);
}

/** Runs what waited for the parts, in a task after the last one's render. */
function finishIfDone(): void {
  if (waiting.length > 0) return;
  const callbacks = afterParts;
  afterParts = [];
  for (const callback of callbacks) callback(true);
}

/**
 * One task of the turns: releases the next part (the renderer hydrates it in this task's
 * microtasks), or, once none waits, runs what waited for them all.
 */
function step(): void {
  stepScheduled = false;
  const next = waiting.shift();
  if (!next) {
    finishIfDone();
    return;
  }
  resumeInThisTask();
  next.release();
  scheduleStep();
}

function scheduleStep(): void {
  if (stepScheduled || (waiting.length === 0 && afterParts.length === 0)) return;
  stepScheduled = true;
  setTimeout(step, 0);
}

/**
 * For a part of the frame that hydrates later: a promise the first time the part renders while
 * the page hydrates (the renderer keeps the server's HTML until it settles), nothing after.
 * A part rendered again before its turn (its parent re-rendered) hydrates in that render:
 * Preact loses a part that suspends twice (compat's Suspense restores the component's parent
 * node from the second suspension, when it was already cleared), so it is never asked to.
 * With `media`, the query under which the layout shows the part: while it does not match, the
 * part waits outside the turns (see `hidden`).
 */
export function hydrationTurn(part: string, media?: string): Promise<void> | undefined {
  if (!hydrating || asked.has(part)) {
    // Its promise is left unsettled: settling it would make the boundary render the part once
    // more as a resumed hydration, which applies no attribute (the language menu kept the
    // server's href). An unsettled promise holds nothing but its boundary's count.
    for (const list of [waiting, hidden]) {
      const index = list.findIndex((entry) => entry.part === part);
      if (index >= 0) list.splice(index, 1);
    }
    return undefined;
  }
  asked.add(part);
  const query = media ? window.matchMedia(media) : undefined;
  const promise = new Promise<void>((release) => {
    const entry = { part, release };
    if (!query || query.matches) {
      waiting.push(entry);
      return;
    }
    hidden.push(entry);
    // Released in the task where the query starts to match, unless a navigation released it
    // first (it has left the list then).
    query.onchange = () => {
      const index = hidden.indexOf(entry);
      if (!query.matches || index < 0) return;
      hidden.splice(index, 1);
      resumeInThisTask();
      release();
    };
  });
  scheduleStep();
  return promise;
}

/**
 * Gives every part still waiting its turn at once, the hidden ones included (a navigation is
 * about to render, and hydration would not apply its props to a part still waiting).
 */
export function hydrateWaitingPartsNow(): void {
  const released = waiting.splice(0).concat(hidden.splice(0));
  if (released.length > 0) resumeInThisTask();
  for (const entry of released) entry.release();
}

/**
 * Calls `callback` once every part has hydrated: at once when none waits (`waited` false), else
 * in a task after the last one's render (`waited` true; the parts' effects run after a frame).
 */
export function afterWaitingParts(callback: (waited: boolean) => void): void {
  if (waiting.length === 0 && !stepScheduled) {
    callback(false);
    return;
  }
  afterParts.push(callback);
  scheduleStep();
}
