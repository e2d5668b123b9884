import fs from "node:fs";
import path from "node:path";
import { LAYERS, WIRING_IN_SRC, brokenArrow, layerOf } from "../lint/layers.mjs";
import { compilerOptionsOf, moduleEdges } from "../tools/reach/moduleEdges";

/**
 * The second reading of the layer rule: the module edges TypeScript's own resolution finds
 * (tools/reach/moduleEdges.ts), judged against the table the ESLint rule is built from
 * (lint/layers.mjs). The ESLint rule reads the syntax and resolves with its own resolver and
 * alias tables; this one resolves with the compiler, so a way round one is caught by the other.
 */

export interface BrokenEdge {
  from: string;
  to: string;
  /** The arrow it breaks, in the ESLint rule's words. */
  arrow: string;
}

const SOURCE = /\.[cm]?[jt]sx?$/;
const slashed = (file: string) => file.split(path.sep).join("/");

/** Every file under `folder` (relative to `root`), links listed but not followed. */
function filesUnder(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => slashed(path.relative(root, path.join(entry.parentPath, entry.name))));
}

/** The files of src/ that are in no layer (nor wiring Gatsby loads from src/ by name). */
export function filesInNoLayer(root: string): string[] {
  return filesUnder(root, "src")
    .filter((file) => !layerOf(file) && !WIRING_IN_SRC.includes(file))
    .sort();
}

/** Every edge from a file of a layer that breaks an arrow, judged by real paths. */
export function brokenLayerEdges(root: string): BrokenEdge[] {
  const realRoot = fs.realpathSync(root);
  const options = compilerOptionsOf(root);
  const layered = LAYERS.flatMap((layer) =>
    layer.folders.flatMap((place) =>
      fs.existsSync(path.join(root, place)) && fs.statSync(path.join(root, place)).isFile()
        ? [place]
        : filesUnder(root, place),
    ),
  );
  const sources = [
    ...new Set(
      layered
        .filter((file) => SOURCE.test(file) && fs.statSync(path.join(root, file)).isFile())
        .map((file) => slashed(path.relative(realRoot, fs.realpathSync(path.join(root, file))))),
    ),
  ].sort();
  return sources.flatMap((from) =>
    moduleEdges(path.join(realRoot, from), options).flatMap(({ resolved }) => {
      const to = slashed(path.relative(realRoot, resolved));
      const arrow = brokenArrow(from, to);
      return arrow ? [{ from, to, arrow }] : [];
    }),
  );
}
