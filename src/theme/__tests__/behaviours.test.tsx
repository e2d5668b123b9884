/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { PreferredVersionProvider, usePreferredVersion } from "../../contexts/PreferredVersion";
import { nextNavbarHidden, useHideOnScroll } from "../../hooks/useHideOnScroll";
import { navbarTargetsFor } from "../../lib/docsVersions";
import { resetStorageForTests } from "../../lib/storage";

import ErrorBoundary from "../ErrorBoundary";
import type { NavbarData } from "../../shared/clientData";

describe("ErrorBoundary", () => {
  it("shows the crash, the message and re-renders on Try again", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    let shouldThrow = true;
    function Page() {
      if (shouldThrow) throw new Error("Cannot read properties of undefined (reading 'zoom')");
      return <p>Recovered page</p>;
    }
    render(
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "This page crashed." })).toBeInTheDocument();
    expect(
      screen.getByText("Cannot read properties of undefined (reading 'zoom')"),
    ).toBeInTheDocument();
    shouldThrow = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Recovered page")).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});

describe("nextNavbarHidden", () => {
  it("hides on scrolling down, shows on scrolling up and near the top", () => {
    expect(nextNavbarHidden(300, 400, 60, false)).toBe(true);
    expect(nextNavbarHidden(400, 350, 60, true)).toBe(false);
    expect(nextNavbarHidden(100, 50, 60, true)).toBe(false);
    expect(nextNavbarHidden(0, 40, 60, false)).toBe(false);
    expect(nextNavbarHidden(500, 500, 60, true)).toBe(true);
  });
});

describe("preferred docs version", () => {
  const data: NavbarData = {
    versions: [
      { name: "1.14", label: "1.14", isLatest: true, path: "/docs", mainDocUrl: "/docs" },
      {
        name: "1.13",
        label: "1.13",
        isLatest: false,
        path: "/docs/1.13",
        mainDocUrl: "/docs/1.13",
      },
    ],
    targets: {
      "1.14": { docs: { about: "/docs/about" }, sidebars: {} },
      "1.13": { docs: { about: "/docs/1.13/about" }, sidebars: {} },
    },
  };

  it("sends navbar doc links to the version being read, or the preferred one outside the docs", () => {
    const about = (path: string, preferred: string | null) =>
      navbarTargetsFor(path, preferred, data).docs.about;
    expect(about("/docs/1.13/rest", null)).toBe("/docs/1.13/about");
    expect(about("/docs/rest", "1.13")).toBe("/docs/about");
    expect(about("/", "1.13")).toBe("/docs/1.13/about");
    expect(about("/search", null)).toBe("/docs/about");
    expect(about("/", "0.9")).toBe("/docs/about");
  });

  it("removes a stored version that matches no version", () => {
    resetStorageForTests();
    localStorage.setItem("docs-preferred-version-default", "0.9");
    function Probe() {
      const { preferred, forgetUnless } = usePreferredVersion();
      return <button onClick={() => forgetUnless(["1.14", "1.13"])}>{preferred ?? "none"}</button>;
    }
    render(
      <PreferredVersionProvider pluginId="default" persist>
        <Probe />
      </PreferredVersionProvider>,
    );
    expect(screen.getByRole("button")).toHaveTextContent("0.9");
    fireEvent.click(screen.getByRole("button"));
    expect(screen.getByRole("button")).toHaveTextContent("none");
    expect(localStorage.getItem("docs-preferred-version-default")).toBeNull();
  });
});

describe("useHideOnScroll", () => {
  function Probe() {
    return <p>{useHideOnScroll(true, "/docs", "") ? "hidden" : "shown"}</p>;
  }
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, "scrollY", { configurable: true, value: y });
      window.dispatchEvent(new Event("scroll"));
    });

  it("follows each change of direction", () => {
    render(<Probe />);
    scrollTo(500);
    expect(screen.getByText("hidden")).toBeInTheDocument();
    scrollTo(400);
    expect(screen.getByText("shown")).toBeInTheDocument();
    scrollTo(900);
    expect(screen.getByText("hidden")).toBeInTheDocument();
    scrollTo(10);
    expect(screen.getByText("shown")).toBeInTheDocument();
  });
});
