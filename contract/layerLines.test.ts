import fs from "node:fs";
import path from "node:path";
import { LAYERS } from "../lint/layers.mjs";

/**
 * README "Architecture" gives each layer's production lines (TypeScript under the layer's
 * folders, tests, fixtures, mocks and declarations left out), so a reader sees where the code is
 * and how much of it; the figures may drift by a tenth before this fails and asks for today's.
 */
const root = path.join(__dirname, "..");
const TOLERANCE = 0.1;

function productionFiles(place: string): string[] {
  const full = path.join(root, place);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [place];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter(
      (file) =>
        !/(^|[/\\])(__tests__|__fixtures__|__mocks__)[/\\]/.test(file) &&
        !/\.test\.tsx?$/.test(file) &&
        !file.endsWith(".d.ts"),
    );
}

function linesOf(file: string): number {
  return fs.readFileSync(path.join(root, file), "utf8").split("\n").length - 1;
}

function readmeFigures(): Map<string, number> {
  const text = fs.readFileSync(path.join(root, "README.md"), "utf8");
  const start = text.indexOf("<!-- layer-lines -->");
  const end = text.indexOf("<!-- /layer-lines -->");
  if (start === -1 || end < start) throw new Error("README.md has no block <!-- layer-lines -->");
  const figures = new Map<string, number>();
  for (const line of text.slice(start, end).split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    const lines = Number((cells[2] ?? "").replace(/[,\s]/g, ""));
    if (cells[1] && Number.isFinite(lines) && lines > 0) figures.set(cells[1], lines);
  }
  return figures;
}

describe("README's production lines per layer", () => {
  const figures = readmeFigures();

  it.each(LAYERS.map((layer) => [layer.name, layer.folders] as const))(
    "%s: within a tenth of today's",
    (name, folders) => {
      const today = folders.flatMap(productionFiles).reduce((sum, file) => sum + linesOf(file), 0);
      const written = figures.get(name);
      expect({ layer: name, written }).toEqual({ layer: name, written: expect.any(Number) });
      const drift = Math.abs((written ?? 0) - today) / today;
      if (drift > TOLERANCE)
        throw new Error(
          `README.md gives ${written} production lines for ${name}; today it has ${today}: write today's figure`,
        );
    },
  );
});
