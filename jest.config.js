/** Jest runs unit and component tests; the browser tests live in e2e/ and run with Playwright. */
module.exports = {
  testEnvironment: "node",
  // Jest's default is one worker fewer than the cores: one worker on a 2-core machine. Two
  // workers ran this layer in 74 s instead of 122 s here (CONTRIBUTING.md).
  maxWorkers: 2,
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  // lint/*.mjs too: the layer table is one module, read by ESLint and by contract/.
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest/preprocess.js" },
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
  },
  testPathIgnorePatterns: [
    "/node_modules/",
    "/\\.cache/",
    "/public/",
    "/e2e/",
    "/integration/",
    "/built/",
  ],
  // Gatsby's browser modules and the ES-module-only unist utilities and stopword list are
  // compiled for jest.
  transformIgnorePatterns: [
    "/node_modules/(?!(gatsby|gatsby-script|gatsby-link|property-information|unist-util-visit|unist-util-visit-parents|unist-util-is|hast-util-to-string|mdast-util-to-string|stopword)/)",
  ],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  setupFiles: ["<rootDir>/jest/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest/setup-tests.js"],
};
