/**
 * Sends an analytics event when analytics are loaded (a GA_MEASUREMENT_ID was given at build
 * time, so gatsby-plugin-google-gtag put `window.gtag` on the page); does nothing otherwise.
 * docs/analytics.md lists every event and its parameters.
 */
type Gtag = (command: "event", name: string, params: Record<string, unknown>) => void;

export function trackEvent(name: string, params: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  const gtag = (window as unknown as { gtag?: Gtag }).gtag;
  if (typeof gtag === "function") gtag("event", name, params);
}
