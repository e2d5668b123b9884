/**
 * Resolves once `element` is within a viewport's height of the visible area (or at once where
 * there is no IntersectionObserver), or when `now` is called: a part's code is wanted then.
 */
export function whenNearViewport(element: Element | null): {
  near: Promise<void>;
  now: () => void;
} {
  let settle: () => void = () => undefined;
  const near = new Promise<void>((resolve) => {
    settle = resolve;
  });
  if (!element || typeof IntersectionObserver === "undefined") {
    settle();
    return { near, now: settle };
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) now();
    },
    { rootMargin: "100% 0px" },
  );
  function now() {
    observer.disconnect();
    settle();
  }
  observer.observe(element);
  return { near, now };
}
