/** Build-failure tests: each runs `gatsby build` on a broken copy of the site. */
module.exports = {
  rootDir: "..",
  testEnvironment: "node",
  testMatch: ["<rootDir>/integration/**/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest/preprocess.js" },
  testTimeout: 900000,
  maxWorkers: 2,
  testSequencer: "<rootDir>/integration/longestFirst.js",
};
