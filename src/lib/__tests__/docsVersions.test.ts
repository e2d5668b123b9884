import { displayedVersion, equivalentUrl, navbarTargetsFor, versionOfPath } from "../docsVersions";
import type { NavbarData } from "../../shared/clientData";

const data: NavbarData = {
  versions: [
    { name: "1.14", label: "1.14", isLatest: true, path: "/docs", mainDocUrl: "/docs" },
    { name: "1.13", label: "1.13", isLatest: false, path: "/docs/1.13", mainDocUrl: "/docs/1.13" },
  ],
  targets: {
    "1.14": { docs: { about: "/docs/about" }, sidebars: { docs: "/docs" } },
    "1.13": { docs: { about: "/docs/1.13/about" }, sidebars: { docs: "/docs/1.13" } },
  },
};
const [latest, older] = data.versions as [NavbarData["versions"][0], NavbarData["versions"][0]];

describe("versions in the browser", () => {
  it("finds the version of a URL", () => {
    expect(versionOfPath("/docs/1.13/android/Listeners/MapClick", data.versions)?.name).toBe(
      "1.13",
    );
    expect(versionOfPath("/docs/1.13", data.versions)?.name).toBe("1.13");
    expect(versionOfPath("/docs/android/Listeners/MapClick", data.versions)?.name).toBe("1.14");
    expect(versionOfPath("/", data.versions)?.name).toBe("1.14");
  });

  it("links to the same doc in another version, or to its main doc", () => {
    const mapClick = {
      "1.14": "/docs/android/Listeners/MapClick",
      "1.13": "/docs/1.13/android/Listeners/MapClick",
    };
    expect(equivalentUrl(mapClick, older)).toBe("/docs/1.13/android/Listeners/MapClick");
    expect(equivalentUrl(mapClick, latest)).toBe("/docs/android/Listeners/MapClick");
    // A doc the older version does not have; a page outside the docs.
    expect(equivalentUrl({ "1.14": "/docs/android/Listeners/WebGLContextLost" }, older)).toBe(
      "/docs/1.13",
    );
    expect(equivalentUrl({}, older)).toBe("/docs/1.13");
  });

  it("shows the version being read, else the reader's choice, else the latest", () => {
    const shown = (path: string, preferred: string | null) =>
      displayedVersion(path, preferred, data.versions)?.name;
    expect(shown("/docs/1.13/android/Listeners/MapClick", null)).toBe("1.13");
    expect(shown("/docs/1.13/android/Listeners/MapClick", "1.14")).toBe("1.13");
    expect(shown("/docs/android/Listeners/MapClick", "1.13")).toBe("1.14");
    expect(shown("/", "1.13")).toBe("1.13");
    expect(shown("/search", "1.13")).toBe("1.13");
    expect(shown("/docsearch", "1.13")).toBe("1.13");
    expect(shown("/", null)).toBe("1.14");
    expect(shown("/", "0.9")).toBe("1.14");
  });

  it("points the navbar's doc links at the version shown", () => {
    const about = (path: string, preferred: string | null) =>
      navbarTargetsFor(path, preferred, data).docs.about;
    expect(about("/", "1.13")).toBe("/docs/1.13/about");
    expect(about("/docs/android/Listeners/MapClick", "1.13")).toBe("/docs/about");
    expect(about("/docs/1.13/android/Listeners/MapClick", null)).toBe("/docs/1.13/about");
    expect(about("/search", null)).toBe("/docs/about");
    // A stored version the build no longer has: the latest's links.
    expect(about("/", "0.9")).toBe("/docs/about");
    expect(navbarTargetsFor("/docs/1.13", null, data).sidebars.docs).toBe("/docs/1.13");
  });
});
