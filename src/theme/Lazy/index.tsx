import type { ComponentType } from "react";
import { useLazyModule } from "./useLazyModule";
import * as styles from "./styles.module.css";

export interface Props<P extends object> {
  /** Loads the component, typically `() => import("./Heavy").then((m) => m.default)`. */
  load: () => Promise<ComponentType<P>>;
  /** Props handed to the component once loaded. */
  props: P;
  /** Wait before showing the spinner, in ms. */
  delay?: number;
}

/**
 * A part of the page loaded on demand: nothing for the first 200 ms, then a spinner; on failure
 * the error and a Retry button that loads it again.
 */
export default function Lazy<P extends object>({ load, props, delay }: Props<P>) {
  const [state, retry] = useLazyModule(load, delay);
  if (state.status === "loaded") {
    const Component = state.value;
    return <Component {...props} />;
  }
  if (state.status === "failed") {
    return (
      <div className={styles.failed} role="alert">
        <p>{state.error.message}</p>
        <button type="button" className={styles.retry} onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  return state.showSpinner ? (
    <div className={styles.spinner} role="status" aria-live="polite">
      <span className={styles.wheel} aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  ) : null;
}
