/**
 * The one way the site reads and writes browser storage. Storage can be missing or refuse
 * access (private mode, a sandboxed iframe, a throwing `localStorage` getter): the site then
 * warns once and carries on without keeping choices. Read and write errors are logged, never
 * thrown. Calling it while rendering on the server is a programming error and throws.
 */

export interface SiteStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Calls `listener` when another tab changes `key`; returns the unsubscribe function. */
  subscribe(key: string, listener: (value: string | null) => void): () => void;
}

let warnedUnavailable = false;

function warnUnavailableOnce(error: unknown): void {
  if (warnedUnavailable) return;
  warnedUnavailable = true;
  console.warn(
    "Browser storage is not available; your choices will not be kept on this visit.",
    error,
  );
}

function resolveLocalStorage(): Storage | null {
  try {
    const storage = window.localStorage;
    const probe = "__wemap_storage_probe__";
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch (error) {
    warnUnavailableOnce(error);
    return null;
  }
}

const noopStorage: SiteStorage = {
  get: () => null,
  set: () => undefined,
  remove: () => undefined,
  subscribe: () => () => undefined,
};

function wrap(storage: Storage): SiteStorage {
  return {
    get(key) {
      try {
        return storage.getItem(key);
      } catch (error) {
        console.error(`Could not read "${key}" from browser storage.`, error);
        return null;
      }
    },
    set(key, value) {
      try {
        storage.setItem(key, value);
      } catch (error) {
        console.error(`Could not write "${key}" to browser storage.`, error);
      }
    },
    remove(key) {
      try {
        storage.removeItem(key);
      } catch (error) {
        console.error(`Could not remove "${key}" from browser storage.`, error);
      }
    },
    subscribe(key, listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === storage && event.key === key) listener(event.newValue);
      };
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
  };
}

let cached: SiteStorage | undefined;

/** The site's storage. Throws when called during server rendering, where no reader exists. */
export function getStorage(): SiteStorage {
  if (typeof window === "undefined") {
    throw new Error(
      "Browser storage was used during server rendering. Read it in an effect or event handler.",
    );
  }
  if (!cached) {
    const storage = resolveLocalStorage();
    cached = storage ? wrap(storage) : noopStorage;
  }
  return cached;
}

/** Forgets the resolved storage; tests use it to simulate a new page load. */
export function resetStorageForTests(): void {
  cached = undefined;
  warnedUnavailable = false;
}
