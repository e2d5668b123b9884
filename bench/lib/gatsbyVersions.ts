import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * Gatsby and the packages its runtime pairs with: the site's plugins and the libraries Gatsby's
 * browser runtime imports (gatsby-link, gatsby-script, the router and its scroll handler). The
 * newest-Gatsby check moves them together, each within its major version.
 */
const GATSBY_PACKAGES = [
  "gatsby",
  "gatsby-plugin-mdx",
  "gatsby-plugin-preact",
  "gatsby-plugin-react-helmet",
  "gatsby-source-filesystem",
  "gatsby-plugin-google-gtag",
  "gatsby-link",
  "gatsby-react-router-scroll",
  "@gatsbyjs/reach-router",
  "gatsby-script",
] as const;

export interface PackageVersions {
  name: string;
  /** The version installed in the project. */
  pinned: string;
  /** The newest published in the pinned version's major. */
  newest: string;
}

/** A release's numbers, or undefined for a prerelease or anything that is not `x.y.z`. */
function releaseNumbers(version: string): [number, number, number] | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function compareReleases(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * The newest release of `major`: the `latest` tag when it is of that major (what `npm install`
 * would take), else the highest release of the major; prereleases never. Undefined when the
 * major has no release.
 */
export function newestInMajor(
  major: number,
  latest: string | undefined,
  versions: readonly string[],
): string | undefined {
  const latestNumbers = latest === undefined ? undefined : releaseNumbers(latest);
  if (latestNumbers?.[0] === major) return latest;
  let newest: [number, number, number] | undefined;
  for (const version of versions) {
    const numbers = releaseNumbers(version);
    if (numbers?.[0] === major && (!newest || compareReleases(numbers, newest) > 0))
      newest = numbers;
  }
  return newest?.join(".");
}

/** The version of a package installed under `projectDir`. */
export function installedVersion(projectDir: string, name: string): string {
  const file = path.join(projectDir, "node_modules", name, "package.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version;
}

/** What the registry publishes of a package: its tags and versions (one `npm view`). */
function publishedVersions(name: string): { latest?: string; versions: string[] } {
  const result = spawnSync("npm", ["view", name, "dist-tags", "versions", "--json"], {
    encoding: "utf8",
  });
  if (result.status !== 0) {
    const reason = result.error?.message ?? result.stderr?.trim() ?? "";
    throw new Error(`npm view ${name} failed: ${reason}`);
  }
  const view = JSON.parse(result.stdout) as {
    "dist-tags"?: { latest?: string };
    versions?: string[] | string;
  };
  const versions = view.versions ?? [];
  return {
    latest: view["dist-tags"]?.latest,
    versions: Array.isArray(versions) ? versions : [versions],
  };
}

/** Pinned and newest versions of every package the check moves. */
export function resolveGatsbyVersions(projectDir: string): PackageVersions[] {
  return GATSBY_PACKAGES.map((name) => {
    const pinned = installedVersion(projectDir, name);
    const major = Number(pinned.split(".")[0]);
    const { latest, versions } = publishedVersions(name);
    const newest = newestInMajor(major, latest, versions);
    if (!newest) throw new Error(`${name} has no published ${major}.x release`);
    return { name, pinned, newest };
  });
}
