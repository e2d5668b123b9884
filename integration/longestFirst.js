/**
 * The order in which the build-failure files start on jest's two workers: longest first, so that
 * the last file to start is a short one. jest orders by the durations in its cache, which a fresh
 * clone does not have, and then by file size, which here puts the 190 s file second and a 60 s
 * one last but one. Durations measured on this 2-core machine in npm test (CONTRIBUTING.md);
 * a file not listed starts after these, largest first.
 */
const fs = require("node:fs");
const path = require("node:path");

const LONGEST_FIRST = [
  "failedBuildOutput.test.ts", // 190 s: seven failed builds, two of them after webpack
  "productionInstall.test.ts", // 150 s: npm install (mostly waiting on disk), then a build
  "outputSafety.test.ts", // 125 s: three builds
  "buildFailures.test.ts", // 110 s
  "buildSignals.test.ts", // 75 s
  "buildLock.test.ts", // 60 s
];

class LongestFirst {
  sort(tests) {
    const rank = (test) => {
      const index = LONGEST_FIRST.indexOf(path.basename(test.path));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    const size = (test) => fs.statSync(test.path).size;
    return [...tests].sort((a, b) => rank(a) - rank(b) || size(b) - size(a));
  }

  cacheResults() {}
}

module.exports = LongestFirst;
