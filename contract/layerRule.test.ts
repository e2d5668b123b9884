import { spawnSync } from "node:child_process";
import path from "node:path";

/**
 * The ESLint rule that keeps src/ in layers (eslint.config.mjs): the build side (src/node) and
 * the browser side never import each other, and src/shared imports neither. Each case lints a
 * made-up file at a made-up place, so the cases cover depths and import shapes the site's own
 * files do not have today.
 */
interface Case {
  file: string;
  code: string;
}

const root = path.join(__dirname, "..");

/** Lints every case in one ESLint process (ESLint loads its flat config as an ES module). */
function restrictedImportMessages(cases: Case[]): string[][] {
  const script = `
    import { ESLint } from "eslint";
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
    const out = [];
    for (const c of cases) {
      const [result] = await eslint.lintText(c.code, { filePath: c.file });
      out.push(result.messages.filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "no-restricted-syntax").map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const run = spawnSync(
    process.execPath,
    ["--input-type=module", "-e", script, JSON.stringify(cases)],
    { cwd: root, encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

const refused: Case[] = [
  {
    file: "src/theme/DocPage/index.tsx",
    code: 'import type { X } from "../../node/pages/plan";\n',
  },
  { file: "src/lib/search/engine.ts", code: 'import { x } from "../../node/search/index";\n' },
  { file: "src/lib/a.ts", code: 'export { x } from "../node/x";\n' },
  { file: "src/hooks/useThing.ts", code: 'import "../node/sideEffect";\n' },
  { file: "src/theme/A/B/C/deep.tsx", code: 'import { x } from "../../../../node/a/b";\n' },
  { file: "src/templates/doc.tsx", code: 'import * as n from "../node";\n' },
  { file: "src/node/a.ts", code: 'import { x } from "../lib/x";\n' },
  { file: "src/node/search/b.ts", code: 'import type { T } from "../../theme/SearchModal";\n' },
  { file: "src/node/x/y/z.ts", code: 'import { h } from "../../../hooks/useThing";\n' },
  { file: "src/shared/a.ts", code: 'import { x } from "../lib/x";\n' },
  { file: "src/shared/search/b.ts", code: 'import type { T } from "../../node/search/c";\n' },
  { file: "src/theme/Lazy/index.tsx", code: 'export const load = () => import("../../node/x");\n' },
  { file: "src/shared/io.ts", code: 'import fs from "node:fs";\nexport { fs };\n' },
  {
    file: "src/shared/view.ts",
    code: 'import { createElement } from "react";\nexport { createElement };\n',
  },
  { file: "src/node/gatsby/a.ts", code: 'const t = require("../../theme/Root");\nexport { t };\n' },
];

const allowed: Case[] = [
  { file: "src/theme/DocPage/index.tsx", code: 'import type { X } from "../../shared/docPage";\n' },
  { file: "src/node/search/b.ts", code: 'import { t } from "../../shared/search/tokenize";\n' },
  // src/node has a `pages` folder of its own: one level up from src/node/site is src/node.
  { file: "src/node/site/a.ts", code: 'import { plan } from "../pages/planDocPages";\n' },
  { file: "src/theme/A/index.tsx", code: 'import { b } from "../B";\n' },
  { file: "src/lib/search/a.ts", code: 'import { r } from "./ranking";\n' },
  {
    file: "src/theme/Lazy/index.tsx",
    code: 'export const load = () => import("../SearchModal");\n',
  },
];

describe("the layer rule of src/", () => {
  const messages = restrictedImportMessages([...refused, ...allowed]);

  it.each(refused.map((c, i) => [c.file, c.code.trim(), i]))(
    "refuses, in %s, %s",
    (_file, _code, index) => {
      expect(messages[index as number]).toHaveLength(1);
      expect(messages[index as number]?.[0]).toMatch(/src\/shared/);
    },
  );

  it.each(allowed.map((c, i) => [c.file, c.code.trim(), refused.length + i]))(
    "allows, in %s, %s",
    (_file, _code, index) => {
      expect(messages[index as number]).toEqual([]);
    },
  );
});
