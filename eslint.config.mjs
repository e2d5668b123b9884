import fs from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import inALayerRule from "./lint/inALayerRule.mjs";
import layerImportsRule from "./lint/layerImportsRule.mjs";
import {
  ARCHITECTURE,
  LAYERED_FILES,
  SHARED,
  SOURCE_EXTENSIONS,
  layerZones,
} from "./lint/layers.mjs";

// Pages are rendered to HTML by React and hydrated by Preact (docs/performance.md, "What Preact asked of the code"): the two
// number `useId` values differently, so ids come from where an element sits instead.
const NO_USE_ID = {
  name: "react",
  importNames: ["useId"],
  message: "Build the id from the element's place with domId (src/lib/domId.ts).",
};

// Types and pure helpers only: nothing that reads files or renders.
const SHARED_PACKAGES = "^(node:|fs$|path$|child_process$|react($|-|\\x2F)|preact|gatsby)";
const SHARED_PACKAGES_MESSAGE = `src/shared holds types and pure helpers only: no Node built-ins, React or Gatsby (${ARCHITECTURE}).`;
/** What an extensionless specifier may name, in the order TypeScript and webpack try them. */
const RESOLVED_EXTENSIONS = [
  ".ts",
  ".tsx",
  ".d.ts",
  ".mts",
  ".cts",
  ".js",
  ".jsx",
  ".mjs",
  ".cjs",
  ".json",
];

function layerConfigs() {
  const root = fs.realpathSync(import.meta.dirname);
  const plugin = { rules: { imports: layerImportsRule, "in-a-layer": inALayerRule } };
  return [
    {
      // Every file of src/, so that a folder no layer names fails even if nothing imports it.
      files: [`src/**/*.${SOURCE_EXTENSIONS}`],
      plugins: { layers: plugin },
      rules: { "layers/in-a-layer": ["error", { basePath: root }] },
    },
    {
      files: LAYERED_FILES,
      plugins: { layers: plugin },
      settings: {
        "import/resolver": {
          // Real paths, as Node and webpack load them: a folder linked into a layer is judged
          // by where its files are.
          node: { extensions: RESOLVED_EXTENSIONS, preserveSymlinks: false },
        },
      },
      rules: { "layers/imports": ["error", { basePath: root, zones: layerZones() }] },
    },
    {
      files: SHARED.folders.map((folder) => `${folder}/**/*.${SOURCE_EXTENSIONS}`),
      rules: {
        "no-restricted-imports": [
          "error",
          {
            paths: [NO_USE_ID],
            patterns: [{ regex: SHARED_PACKAGES, message: SHARED_PACKAGES_MESSAGE }],
          },
        ],
        // import() and require() too, which no-restricted-imports does not read.
        "no-restricted-syntax": [
          "error",
          ...["ImportExpression > Literal", "CallExpression[callee.name='require'] > Literal"].map(
            (node) => ({
              selector: `${node}[value=/${SHARED_PACKAGES}/]`,
              message: SHARED_PACKAGES_MESSAGE,
            }),
          ),
        ],
      },
    },
  ];
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
    files: ["**/*.{js,jsx,mjs,cjs}"],
    languageOptions: {
      globals: { ...globals.node, ...globals.jest },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The declarations the pages' examples compile against copy the SDKs' types as the SDKs
    // write them (`Boolean`, `{}`, `any`, a class with only a constructor): they are facts about
    // those packages, not this project's code style (code-examples/README.md).
    files: ["code-examples/**/*.d.ts"],
    rules: {
      "@typescript-eslint/no-wrapper-object-types": "off",
      "@typescript-eslint/no-empty-object-type": "off",
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-extraneous-class": "off",
    },
  },
  ...layerConfigs(),
);
