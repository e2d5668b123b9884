/**
 * How long a category takes to open or close: taller lists take longer so that every list moves
 * at a similar speed, within bounds that keep short lists noticeable and long ones quick.
 */
export function collapseDuration(heightPx: number): number {
  return Math.round(Math.min(Math.max(140 + heightPx * 0.35, 150), 450));
}

/**
 * Animates an element's height between 0 and its content height, then leaves it at its natural
 * height (open) or calls `onClosed` (so it can be hidden). Skips the animation when the reader
 * asked for reduced motion.
 */
export function animateHeight(
  element: HTMLElement,
  opening: boolean,
  onDone: () => void,
): () => void {
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const height = element.scrollHeight;
  if (reduceMotion || height === 0) {
    onDone();
    return () => undefined;
  }
  const duration = collapseDuration(height);
  element.style.overflow = "hidden";
  element.style.height = opening ? "0px" : `${height}px`;
  // Reading layout here makes the browser apply the start height before the transition.
  void element.offsetHeight;
  element.style.transition = `height ${duration}ms ease-in-out`;
  element.style.height = opening ? `${height}px` : "0px";
  element.dataset.animationMs = String(duration);
  const timer = window.setTimeout(() => {
    element.style.removeProperty("height");
    element.style.removeProperty("overflow");
    element.style.removeProperty("transition");
    onDone();
  }, duration);
  return () => window.clearTimeout(timer);
}
