import fs from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import layerImportsRule from "./lint/layerImportsRule.mjs";

// Pages are rendered to HTML by React and hydrated by Preact (docs/performance.md, "What Preact asked of the code"): the two
// number `useId` values differently, so ids come from where an element sits instead.
const NO_USE_ID = {
  name: "react",
  importNames: ["useId"],
  message: "Build the id from the element's place with domId (src/lib/domId.ts).",
};

/**
 * The layers of src/ (README "Architecture"): the build side and the browser side never load
 * each other; both load src/shared, which loads neither. Wiring and tools outside the layers
 * (gatsby-*.ts, scripts/, e2e/, …) load every layer, so a layer may not load them either: that
 * would be loading, through them, what it may not load. site.config.ts is the one file outside
 * the layers that both sides read (the browser bundle imports it as it is), so it is held to
 * what src/shared may load, plus package.json.
 */
const BROWSER_FOLDERS = [
  "src/lib",
  "src/browser",
  "src/contexts",
  "src/hooks",
  "src/theme",
  "src/templates",
  "src/pages",
  "src/types",
];
const SHARED = { name: "the shared contract (src/shared)", folders: ["src/shared"] };
const BUILD = { name: "the build side (src/node)", folders: ["src/node"] };
const BROWSER = { name: "the browser side (src/lib, src/theme, …)", folders: BROWSER_FOLDERS };
const SITE_CONFIG = {
  name: "the site configuration (site.config.ts)",
  folders: ["site.config.ts"],
};
/** Who may not load whom, and what outside the layers each may load besides packages. */
const SHARED_LAYER = { ...SHARED, mayNotLoad: [BUILD, BROWSER], outside: [] };
const LAYERS = [
  SHARED_LAYER,
  { ...BUILD, mayNotLoad: [BROWSER], outside: ["site.config.ts"] },
  { ...BROWSER, mayNotLoad: [BUILD], outside: ["site.config.ts"] },
  { ...SITE_CONFIG, mayNotLoad: [BUILD, BROWSER], outside: ["package.json"] },
];
const ARCHITECTURE = 'README "Architecture"';
// Types and pure helpers only: nothing that reads files or renders.
const SHARED_PACKAGES = "^(node:|fs$|path$|child_process$|react($|-|\\x2F)|preact|gatsby)";
const SHARED_PACKAGES_MESSAGE = `src/shared holds types and pure helpers only: no Node built-ins, React or Gatsby (${ARCHITECTURE}).`;
const SOURCE_EXTENSIONS = "{ts,tsx,mts,cts,js,jsx,mjs,cjs}";
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

const capitalized = (text) => text[0].toUpperCase() + text.slice(1);

/** What a layer may load, in words: itself, src/shared, what it reads outside, packages. */
const mayLoad = (layer) => [
  "itself",
  ...(layer === SHARED_LAYER ? [] : SHARED.folders),
  ...layer.outside,
  "packages",
];

/** Zones of import/no-restricted-paths, as lint/layerImportsRule.mjs takes them. */
function layerZones() {
  return LAYERS.flatMap((layer) => [
    ...layer.mayNotLoad.map((forbidden) => ({
      target: layer.folders,
      from: forbidden.folders,
      message: `${capitalized(layer.name)} may not load ${forbidden.name}: put what both sides need in src/shared (${ARCHITECTURE}).`,
    })),
    {
      target: layer.folders,
      from: ".",
      // The layers above have zones of their own, with their own message.
      except: [
        ...new Set([
          ...layer.folders,
          ...SHARED.folders,
          ...layer.mayNotLoad.flatMap((forbidden) => forbidden.folders),
          ...layer.outside,
          "node_modules",
        ]),
      ],
      message:
        `${capitalized(layer.name)} may load only ${mayLoad(layer).join(", ")}: ` +
        `wiring and tools outside the layers load every layer, so loading them is loading a layer (${ARCHITECTURE}).`,
    },
  ]);
}

const LAYERED_FILES = LAYERS.flatMap((layer) =>
  layer.folders.map((folder) =>
    folder.includes(".") ? folder : `${folder}/**/*.${SOURCE_EXTENSIONS}`,
  ),
);

function layerConfigs() {
  const root = fs.realpathSync(import.meta.dirname);
  return [
    {
      files: LAYERED_FILES,
      plugins: { layers: { rules: { imports: layerImportsRule } } },
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
