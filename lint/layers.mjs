/**
 * The layers of src/ (README "Architecture"), the one table both readings of the rule use: the
 * ESLint rule (eslint.config.mjs, lint/layerImportsRule.mjs) and the second reading over
 * TypeScript's own resolution (contract/layerEdges.test.ts).
 *
 * The build side and the browser side never load each other; both load src/shared, which loads
 * neither. Wiring and tools outside the layers (gatsby-*.ts, scripts/, e2e/, …) load every
 * layer, so a layer may not load them either: that would be loading, through them, what it may
 * not load. site.config.ts is the one file outside the layers that both sides read (the browser
 * bundle imports it as it is), so it is held to what src/shared may load, plus package.json.
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
export const SHARED = { name: "the shared contract (src/shared)", folders: ["src/shared"] };
const BUILD = { name: "the build side (src/node)", folders: ["src/node"] };
const BROWSER = { name: "the browser side (src/lib, src/theme, …)", folders: BROWSER_FOLDERS };
const SITE_CONFIG = {
  name: "the site configuration (site.config.ts)",
  folders: ["site.config.ts"],
};
/** Who may not load whom, and what outside the layers each may load besides packages. */
const SHARED_LAYER = { ...SHARED, mayNotLoad: [BUILD, BROWSER], outside: [] };
export const LAYERS = [
  SHARED_LAYER,
  { ...BUILD, mayNotLoad: [BROWSER], outside: ["site.config.ts"] },
  { ...BROWSER, mayNotLoad: [BUILD], outside: ["site.config.ts"] },
  { ...SITE_CONFIG, mayNotLoad: [BUILD, BROWSER], outside: ["package.json"] },
];

/**
 * The files of src/ that are wiring, not a layer: Gatsby loads src/html.tsx by name. Every other
 * file of src/ is in a layer's folder, or lint fails on it (lint/inALayerRule.mjs).
 */
export const WIRING_IN_SRC = ["src/html.tsx"];

export const ARCHITECTURE = 'README "Architecture"';
export const SOURCE_EXTENSIONS = "{ts,tsx,mts,cts,js,jsx,mjs,cjs}";

const capitalized = (text) => text[0].toUpperCase() + text.slice(1);

/** Whether `file` (relative to the project, with `/`) is `place`, or inside that folder. */
const isIn = (file, place) => file === place || file.startsWith(`${place}/`);

/** The layer a file (relative to the project, with `/`) is in, or undefined. */
export function layerOf(file) {
  return LAYERS.find((layer) => layer.folders.some((folder) => isIn(file, folder)));
}

/** What a layer may load, in words: itself, src/shared, what it reads outside, packages. */
const mayLoad = (layer) => [
  "itself",
  ...(layer === SHARED_LAYER ? [] : SHARED.folders),
  ...layer.outside,
  "packages",
];

const mayNotLoadMessage = (layer, forbidden) =>
  `${capitalized(layer.name)} may not load ${forbidden.name}: put what both sides need in src/shared (${ARCHITECTURE}).`;

const outsideMessage = (layer) =>
  `${capitalized(layer.name)} may load only ${mayLoad(layer).join(", ")}: ` +
  `wiring and tools outside the layers load every layer, so loading them is loading a layer (${ARCHITECTURE}).`;

/** What a layer may load besides the layers it may not: itself, src/shared, its outside files. */
const allowedPlaces = (layer) => [
  ...new Set([...layer.folders, ...SHARED.folders, ...layer.outside, "node_modules"]),
];

/** Zones of import/no-restricted-paths, as lint/layerImportsRule.mjs takes them. */
export function layerZones() {
  return LAYERS.flatMap((layer) => [
    ...layer.mayNotLoad.map((forbidden) => ({
      target: layer.folders,
      from: forbidden.folders,
      message: mayNotLoadMessage(layer, forbidden),
    })),
    {
      target: layer.folders,
      from: ".",
      // The layers above have zones of their own, with their own message.
      except: [
        ...new Set([
          ...allowedPlaces(layer),
          ...layer.mayNotLoad.flatMap((forbidden) => forbidden.folders),
        ]),
      ],
      message: outsideMessage(layer),
    },
  ]);
}

/**
 * The arrow `from` loading `to` breaks (both relative to the project, with `/`; `to` outside the
 * project is a package), in the words of the ESLint rule's zones, or null when it may. The same
 * table as `layerZones`, read for one edge: the second reading of the rule.
 */
export function brokenArrow(from, to) {
  const layer = layerOf(from);
  if (!layer || to.startsWith("../")) return null;
  const forbidden = layer.mayNotLoad.find((other) =>
    other.folders.some((folder) => isIn(to, folder)),
  );
  if (forbidden) return mayNotLoadMessage(layer, forbidden);
  return allowedPlaces(layer).some((place) => isIn(to, place)) ? null : outsideMessage(layer);
}

/** The files the layer rule lints: every source file of a layer. */
export const LAYERED_FILES = LAYERS.flatMap((layer) =>
  layer.folders.map((folder) =>
    folder.includes(".") ? folder : `${folder}/**/*.${SOURCE_EXTENSIONS}`,
  ),
);
