// Gatsby's documented Jest set-up: Babel with Gatsby's preset, plus TypeScript.
module.exports = require("babel-jest").default.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
});
