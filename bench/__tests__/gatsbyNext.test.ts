import { passed, renderGatsbyNextReport, type GatsbyNextResult } from "../lib/gatsbyNextReport";
import { newestInMajor } from "../lib/gatsbyVersions";

describe("newestInMajor", () => {
  const versions = ["4.25.9", "5.9.0", "5.16.1", "5.16.2-next.0", "5.10.3", "6.0.0"];

  it("takes the latest tag when it is of the major, as npm install would", () => {
    expect(newestInMajor(5, "5.16.1", versions)).toBe("5.16.1");
    // npm takes the tag even below a higher release of the range (a release published later).
    expect(newestInMajor(5, "5.10.3", versions)).toBe("5.10.3");
  });

  it("else takes the major's highest release, by number and not by text", () => {
    expect(newestInMajor(5, "6.0.0", versions)).toBe("5.16.1");
    expect(newestInMajor(4, "6.0.0", versions)).toBe("4.25.9");
  });

  it("never takes a prerelease, and has nothing for a major without a release", () => {
    expect(newestInMajor(5, "5.17.0-next.1", [...versions, "5.17.0-next.1"])).toBe("5.16.1");
    expect(newestInMajor(7, "6.0.0", versions)).toBeUndefined();
  });
});

const result = (steps: GatsbyNextResult["steps"], newest = "5.16.1"): GatsbyNextResult => ({
  date: "2026-11-28T09:00:00.000Z",
  versions: [
    { name: "gatsby", pinned: "5.16.1", newest },
    { name: "gatsby-link", pinned: "5.16.0", newest: "5.16.0" },
  ],
  steps,
});
const ok = { name: "npm run build", ok: true, seconds: 61.2, detail: "Done building in 60 sec" };

describe("the newest-Gatsby report", () => {
  it("says newest = pinned when no package has a newer release", () => {
    const report = renderGatsbyNextReport(result([ok]));
    expect(report).toContain("**passed**");
    expect(report).toContain("newest = pinned (gatsby 5.16.1)");
    expect(report).toContain("| npm run build | ok | 61.2 | Done building in 60 sec |");
  });

  it("names the version tried when it is newer", () => {
    const report = renderGatsbyNextReport(result([ok], "5.17.0"));
    expect(report).toContain("gatsby 5.16.1 is pinned, 5.17.0 was tried");
    expect(report).toContain("| gatsby | 5.16.1 | 5.17.0 (newer) |");
  });

  it("fails when a step failed or none ran, and keeps a failure's lines in its cell", () => {
    const failed = { ...ok, ok: false, detail: "exit code 1\nError: a | b" };
    expect(passed(result([ok, failed]))).toBe(false);
    expect(passed(result([]))).toBe(false);
    expect(renderGatsbyNextReport(result([failed]))).toContain(
      "| npm run build | failed | 61.2 | exit code 1<br>Error: a \\| b |",
    );
  });
});
