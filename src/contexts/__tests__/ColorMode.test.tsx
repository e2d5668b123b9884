/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ColorModeProvider, resolveColorMode, type ColorModeSettings } from "../ColorMode";
import ColorModeToggle from "../../theme/ColorModeToggle";
import { initialScript } from "../../lib/initialScript";
import { resetStorageForTests } from "../../lib/storage";

/** A MediaQueryList stand-in whose `matches` changes in place, as a browser's does. */
function mockSystemDark(dark: boolean) {
  const listeners: (() => void)[] = [];
  const list = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    removeEventListener: () => undefined,
  };
  window.matchMedia = jest.fn().mockImplementation(() => list);
  return {
    listeners,
    change(next: boolean) {
      list.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const switchable: ColorModeSettings = {
  defaultMode: "light",
  disableSwitch: false,
  respectPrefersColorScheme: true,
};
const lightOnly: ColorModeSettings = {
  defaultMode: "light",
  disableSwitch: true,
  respectPrefersColorScheme: false,
};

describe("colour mode", () => {
  beforeEach(() => {
    resetStorageForTests();
    localStorage.clear();
    document.documentElement.removeAttribute("data-theme");
    document.documentElement.removeAttribute("data-announcement-bar-dismissed");
  });

  it("resolves the stored choice, then the system preference, then the default", () => {
    expect(resolveColorMode(switchable, "dark", false)).toBe("dark");
    expect(resolveColorMode(switchable, null, true)).toBe("dark");
    expect(resolveColorMode({ ...switchable, respectPrefersColorScheme: false }, null, true)).toBe(
      "light",
    );
    expect(resolveColorMode(lightOnly, "dark", true)).toBe("light");
  });

  it("toggles, stores the choice under 'theme' and sets <html data-theme>", () => {
    mockSystemDark(false);
    render(
      <ColorModeProvider settings={switchable}>
        <ColorModeToggle />
      </ColorModeProvider>,
    );
    expect(document.documentElement).toHaveAttribute("data-theme", "light");
    fireEvent.click(screen.getByRole("button", { name: /Switch to dark mode/ }));
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    expect(localStorage.getItem("theme")).toBe("dark");
  });

  it("follows the system preference while the reader has made no choice", () => {
    const system = mockSystemDark(true);
    render(
      <ColorModeProvider settings={switchable}>
        <ColorModeToggle />
      </ColorModeProvider>,
    );
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    act(() => system.change(false));
    expect(document.documentElement).toHaveAttribute("data-theme", "light");
  });

  it("renders no toggle and stays on the default when the switch is disabled", () => {
    mockSystemDark(true);
    localStorage.setItem("theme", "dark");
    render(
      <ColorModeProvider settings={lightOnly}>
        <ColorModeToggle />
      </ColorModeProvider>,
    );
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("data-theme", "light");
  });

  it("the pre-paint script applies the stored theme and a dismissed announcement", () => {
    mockSystemDark(false);
    localStorage.setItem("theme", "dark");
    localStorage.setItem("docusaurus.announcement.id", "bar-1");
    localStorage.setItem("docusaurus.announcement.dismiss", "true");
    new Function(initialScript({ ...switchable, announcementId: "bar-1" }))();
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    expect(document.documentElement).toHaveAttribute("data-announcement-bar-dismissed", "true");
  });

  it("the pre-paint script ignores a dismissal of another bar and survives refused storage", () => {
    mockSystemDark(true);
    localStorage.setItem("docusaurus.announcement.id", "old-bar");
    localStorage.setItem("docusaurus.announcement.dismiss", "true");
    new Function(initialScript({ ...switchable, announcementId: "new-bar" }))();
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    expect(document.documentElement).not.toHaveAttribute("data-announcement-bar-dismissed");
    jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() =>
      new Function(initialScript({ ...lightOnly, announcementId: "x" }))(),
    ).not.toThrow();
    expect(document.documentElement).toHaveAttribute("data-theme", "light");
    jest.restoreAllMocks();
  });
});
