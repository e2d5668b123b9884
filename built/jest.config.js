/** Tests that read the production build in public/: they run after `gatsby build`. */
module.exports = {
  rootDir: "..",
  testEnvironment: "node",
  testMatch: ["<rootDir>/built/**/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest/preprocess.js" },
  testTimeout: 600000,
};
