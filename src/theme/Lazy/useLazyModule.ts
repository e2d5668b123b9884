import { useCallback, useEffect, useState } from "react";

export type LazyState<T> =
  | { status: "loading"; showSpinner: boolean }
  | { status: "loaded"; value: T }
  | { status: "failed"; error: Error };

/** Default wait before a spinner shows, so fast loads never flash one. */
const LAZY_SPINNER_DELAY_MS = 200;

/**
 * Loads something on demand (a code chunk, an index). While loading, `showSpinner` turns true
 * only after `delay` ms; a failure keeps its error; `retry` starts the load again.
 */
export function useLazyModule<T>(
  load: () => Promise<T>,
  delay = LAZY_SPINNER_DELAY_MS,
): [LazyState<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LazyState<T>>({ status: "loading", showSpinner: false });

  useEffect(() => {
    let cancelled = false;
    setState({ status: "loading", showSpinner: false });
    const timer = window.setTimeout(() => {
      if (!cancelled) {
        setState((current) =>
          current.status === "loading" ? { status: "loading", showSpinner: true } : current,
        );
      }
    }, delay);
    load().then(
      (value) => {
        if (!cancelled) setState({ status: "loaded", value });
      },
      (error: unknown) => {
        if (!cancelled) {
          setState({
            status: "failed",
            error: error instanceof Error ? error : new Error(String(error)),
          });
        }
      },
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // `load` is expected to be stable; a new attempt is what re-runs it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, delay]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return [state, retry];
}
