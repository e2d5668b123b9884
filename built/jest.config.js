/** Tests that read the production build in public/: they run after `gatsby build`. */
module.exports = {
  rootDir: "..",
  testEnvironment: "node",
  testMatch: ["<rootDir>/built/**/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest/preprocess.js" },
  // The same ES-module-only packages as the unit tests (the reference engine's stop words, and
  // the MDX pipeline that indexes the content).
  transformIgnorePatterns: require("../jest.config.js").transformIgnorePatterns,
  testTimeout: 600000,
  // Jest's default is one worker on a 2-core machine; the search-equivalence parts run side by side.
  maxWorkers: 2,
};
