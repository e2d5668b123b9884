import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// Pages are rendered to HTML by React and hydrated by Preact (README "Performance"): the two
// number `useId` values differently, so ids come from where an element sits instead.
const NO_USE_ID = {
  name: "react",
  importNames: ["useId"],
  message: "Build the id from the element's place with domId (src/lib/domId.ts).",
};

/**
 * The layers of src/ (README "Architecture"): the build side (src/node) and the browser side
 * never import each other; both import src/shared, which imports neither. Imports are relative,
 * so a file's depth under src/ says how many `../` reach src/: one pattern per depth names the
 * folders that file may not enter.
 */
const BROWSER_DIRS = [
  "lib",
  "browser",
  "contexts",
  "hooks",
  "theme",
  "templates",
  "pages",
  "types",
];
const LAYERS = [
  {
    name: "shared",
    dirs: ["shared"],
    forbidden: ["node", ...BROWSER_DIRS],
    // Types and pure helpers only: nothing that reads files or renders.
    packages: {
      regex: "^(node:|fs$|path$|child_process$|react($|-|/)|preact|gatsby)",
      message: "src/shared holds types and pure helpers only: no Node built-ins, React or Gatsby.",
    },
  },
  { name: "build", dirs: ["node"], forbidden: BROWSER_DIRS },
  { name: "browser", dirs: BROWSER_DIRS, forbidden: ["node"] },
];
const MAX_DEPTH = 6;

function layerConfigs() {
  const configs = [];
  for (const layer of LAYERS) {
    for (let depth = 1; depth <= MAX_DEPTH; depth++) {
      const folders = "*/".repeat(depth - 1);
      configs.push({
        files: layer.dirs.map((dir) => `src/${dir}/${folders}*.{ts,tsx}`),
        rules: {
          // import() and require() too, which no-restricted-imports does not read.
          "no-restricted-syntax": [
            "error",
            ...[
              "ImportExpression > Literal",
              "CallExpression[callee.name='require'] > Literal",
            ].map((node) => ({
              selector: `${node}[value=/^(\\.\\.\\x2F){${depth}}(${layer.forbidden.join("|")})(\\x2F|$)/]`,
              message: `the ${layer.name} layer may not load src/{${layer.forbidden.join(",")}}: put what both sides need in src/shared (README "Architecture").`,
            })),
          ],
          "no-restricted-imports": [
            "error",
            {
              paths: [NO_USE_ID],
              patterns: [
                {
                  regex: `^(\\.\\./){${depth}}(${layer.forbidden.join("|")})(/|$)`,
                  message:
                    `src/${layer.dirs.length === 1 ? layer.dirs[0] : "<browser side>"} (the ${layer.name} layer) ` +
                    `may not import src/{${layer.forbidden.join(",")}}: put what both sides need in src/shared (README "Architecture").`,
                },
                ...(layer.packages ? [layer.packages] : []),
              ],
            },
          ],
        },
      });
    }
  }
  return configs;
}

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "public",
      ".cache",
      "test-results",
      "bench/results",
      ".tmp",
      // The Starlight project's build and generated pages (bench/lib/starlightSite.ts).
      "bench/starlight/dist",
      "bench/starlight/.astro",
      "bench/starlight/src/content/docs",
      "bench/starlight/public",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      "react/prop-types": "off",
      "no-restricted-imports": ["error", { paths: [NO_USE_ID] }],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  ...layerConfigs(),
);
