const loading = new Map<string, Promise<void>>();

/**
 * Adds a stylesheet to the page once and resolves when it applies, so that a lazily loaded part
 * never shows unstyled. A failed load is removed so that a retry adds it again.
 */
export function loadStylesheet(href: string): Promise<void> {
  const existing = loading.get(href);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      loading.delete(href);
      reject(new Error("The search styles could not be loaded."));
    };
    document.head.appendChild(link);
  });
  loading.set(href, promise);
  return promise;
}
