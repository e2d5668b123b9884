import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

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
      // Pages are rendered to HTML by React and hydrated by Preact (README "Performance"): the
      // two number `useId` values differently, so ids come from where an element sits instead.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react",
              importNames: ["useId"],
              message: "Build the id from the element's place with domId (src/lib/domId.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
