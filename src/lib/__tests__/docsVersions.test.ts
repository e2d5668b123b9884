import type { NavbarData } from "../../node/model/clientData";
import { equivalentPath, versionOfPath } from "../docsVersions";

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
});
