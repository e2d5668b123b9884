import { Component, type ReactNode } from "react";
import * as styles from "./styles.module.css";

export interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a page that throws while rendering: shows "This page crashed.", the error's message
 * and a "Try again" button that renders the page again. It wraps the main content only, so the
 * navbar and footer keep working.
 */
export default class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    console.error("A page crashed while rendering.", error);
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className={styles.crashed} role="alert">
        <h1>This page crashed.</h1>
        <p className={styles.message}>{error.message}</p>
        <button type="button" className={styles.retry} onClick={this.retry}>
          Try again
        </button>
      </div>
    );
  }
}
