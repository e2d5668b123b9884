/** @jest-environment jsdom */
import { getStorage, resetStorageForTests } from "../storage";

describe("storage", () => {
  beforeEach(() => {
    jest.restoreAllMocks();
    resetStorageForTests();
    window.localStorage.clear();
  });

  it("reads and writes localStorage", () => {
    getStorage().set("theme", "dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
    expect(getStorage().get("theme")).toBe("dark");
    getStorage().remove("theme");
    expect(getStorage().get("theme")).toBeNull();
  });

  it("warns once and carries on without storing when storage is unavailable", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    const storage = getStorage();
    expect(() => storage.set("theme", "dark")).not.toThrow();
    expect(storage.get("theme")).toBeNull();
    resetStorageForTests();
    getStorage();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/Browser storage is not available/);
  });

  it("logs read and write errors without throwing", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const storage = getStorage();
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("broken");
    });
    expect(() => storage.set("theme", "dark")).not.toThrow();
    expect(storage.get("theme")).toBeNull();
    expect(error.mock.calls.map((call) => call[0])).toEqual([
      'Could not write "theme" to browser storage.',
      'Could not read "theme" from browser storage.',
    ]);
  });

  it("passes on changes made in another tab", () => {
    const listener = jest.fn();
    const unsubscribe = getStorage().subscribe("docusaurus.tab.lang", listener);
    window.dispatchEvent(
      new StorageEvent("storage", {
        key: "docusaurus.tab.lang",
        newValue: "java",
        storageArea: window.localStorage,
      }),
    );
    window.dispatchEvent(
      new StorageEvent("storage", {
        key: "other",
        newValue: "x",
        storageArea: window.localStorage,
      }),
    );
    unsubscribe();
    window.dispatchEvent(
      new StorageEvent("storage", {
        key: "docusaurus.tab.lang",
        newValue: "kotlin",
        storageArea: window.localStorage,
      }),
    );
    expect(listener.mock.calls).toEqual([["java"]]);
  });
});
