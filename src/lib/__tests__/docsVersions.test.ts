import type { NavbarData } from "../../node/model/clientData";
import { displayedVersion, equivalentPath, navbarDocTarget, versionOfPath } from "../docsVersions";

const data: NavbarData = {
  versions: [
    { name: "1.14", label: "1.14", isLatest: true, path: "/docs", mainDocUrl: "/docs" },
    { name: "1.13", label: "1.13", isLatest: false, path: "/docs/1.13", mainDocUrl: "/docs/1.13" },
  ],
  docUrls: {
    "1.14": {
      index: "/docs",
      "android/Listeners/MapClick": "/docs/android/Listeners/MapClick",
      "android/Listeners/WebGLContextLost": "/docs/android/Listeners/WebGLContextLost",
    },
    "1.13": {
      index: "/docs/1.13",
      "android/Listeners/MapClick": "/docs/1.13/android/Listeners/MapClick",
    },
  },
  targets: { docs: {}, sidebars: {} },
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
    expect(equivalentPath("/docs/android/Listeners/MapClick", older, data)).toBe(
      "/docs/1.13/android/Listeners/MapClick",
    );
    expect(equivalentPath("/docs/1.13/android/Listeners/MapClick", latest, data)).toBe(
      "/docs/android/Listeners/MapClick",
    );
    expect(equivalentPath("/docs/android/Listeners/WebGLContextLost", older, data)).toBe(
      "/docs/1.13",
    );
    expect(equivalentPath("/search", older, data)).toBe("/docs/1.13");
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
    expect(navbarDocTarget("/docs", "/", "1.13", data)).toBe("/docs/1.13");
    expect(navbarDocTarget("/docs", "/docs/android/Listeners/MapClick", "1.13", data)).toBe(
      "/docs",
    );
    expect(navbarDocTarget("/docs", "/docs/1.13/android/Listeners/MapClick", null, data)).toBe(
      "/docs/1.13",
    );
  });
});
