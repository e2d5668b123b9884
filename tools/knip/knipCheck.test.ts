import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import config from "../../knip.config";

/**
 * The unused-code step of `npm run lint`: knip with the project's own configuration
 * (knip.config.ts), run on a small project laid out as this one is. A clean project passes;
 * each kind of dead code planted in it fails the step, named by file.
 */

const root = path.join(__dirname, "..", "..");
const knipBin = path.join(root, "node_modules", "knip", "bin", "knip.js");

// A module path written apart, so that the dependency scan (tools/dependencies) does not read
// the fixture's imports as this project's.
const from = (specifier: string) => ` fr${""}om "${specifier}";\n`;

/** What the clean project holds: each file reached as knip.config.ts says it is. */
const CLEAN: Record<string, string> = {
  "package.json": JSON.stringify({ name: "knip-fixture", private: true }),
  "tsconfig.json": JSON.stringify({
    compilerOptions: { module: "esnext", moduleResolution: "bundler", jsx: "react-jsx" },
  }),
  // An npm script's file, and what it imports.
  "scripts/run.ts": `import { used }${from("../src/node/lib")}used();\n`,
  "src/node/lib.ts": [
    "export function used(): number { return local(); }",
    "function local(): number { return 1; }",
    // Used by a test alone: still used.
    "export const forTests = 2;",
    "",
  ].join("\n"),
  "src/node/__tests__/lib.test.ts": `import { forTests }${from("../lib")}void forTests;\n`,
  // A child process a test starts by path.
  "tools/run.cli.ts": `import { used }${from("../src/node/lib")}used();\n`,
  // An alias target: webpack loads it and Gatsby's runtime imports its exports.
  "src/browser/leanRuntime/router.tsx": "export function navigate(): void {}\n",
  // Projects of their own and the docs: not this project's modules.
  "code-examples/contexts/example.ts": "export const example = 1;\n",
  "content/docs/page.mdx": "# A page\n",
};

function writeProject(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wemap-knip-"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  // The project's configuration as it is evaluated here, written as JSON (the same object).
  fs.writeFileSync(path.join(dir, "knip.json"), JSON.stringify(config));
  fs.writeFileSync(
    path.join(dir, "jest.config.js"),
    'module.exports = { testMatch: ["**/*.test.ts"] };\n',
  );
  return dir;
}

interface KnipIssue {
  file: string;
  exports: { name: string }[];
  types: { name: string }[];
  files?: { name: string }[];
}

function runKnip(dir: string): { status: number | null; files: string[]; issues: KnipIssue[] } {
  const run = spawnSync(process.execPath, [knipBin, "--reporter", "json", "--no-config-hints"], {
    cwd: dir,
    encoding: "utf8",
    // knip starts no server; generous for a machine busy with builds.
    timeout: 60_000,
  });
  if (run.error) throw run.error;
  if (run.stdout.trim() === "") throw new Error(`knip printed nothing: ${run.stderr}`);
  const report = JSON.parse(run.stdout) as { files?: string[]; issues: KnipIssue[] };
  // knip 6 lists unused files among the issues; older ones apart.
  const files = [
    ...(report.files ?? []),
    ...report.issues.flatMap((issue) => (issue.files ?? []).map(() => issue.file)),
  ];
  return { status: run.status, files, issues: report.issues };
}

const namesIn = (issues: KnipIssue[]) =>
  issues
    .flatMap((issue) =>
      [...issue.exports, ...issue.types].map(({ name }) => `${issue.file} ${name}`),
    )
    .sort();

jest.setTimeout(120_000);

describe("knip, the unused-code step of npm run lint", () => {
  it("is a step of npm run lint", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    // The steps `npm run lint` runs, with each `npm run <script>` step read as that script's.
    const steps = (script: string): string[] =>
      (manifest.scripts[script] ?? "").split(" && ").flatMap((step) => {
        const named = /^npm run (\S+)$/.exec(step)?.[1];
        return named ? steps(named) : [step];
      });
    expect(steps("lint")).toContain("knip");
  });

  it("passes a project whose every export and file is used, as knip.config.ts says", () => {
    const result = runKnip(writeProject(CLEAN));
    expect({ files: result.files, exports: namesIn(result.issues) }).toEqual({
      files: [],
      exports: [],
    });
    expect(result.status).toBe(0);
  });

  it("fails on each kind of dead code, naming its file", () => {
    const dir = writeProject({
      ...CLEAN,
      "src/node/lib.ts": [
        CLEAN["src/node/lib.ts"],
        // Exported, used nowhere.
        "export const planted = 3;",
        // Exported, used only in its own file.
        "export function ownFileOnly(): number { return 4; }",
        "export const viaOwnFile = ownFileOnly();",
        // An exported type nothing imports.
        "export interface PlantedShape { a: number }",
        // A default export nothing imports.
        "export default function unnamed(): void {}",
        "",
      ].join("\n"),
      // Imported by the script, re-exported through it to no one.
      "src/node/reexport.ts": `export { used as again }${from("./lib")}`,
      "scripts/run.ts": `import { used }${from("../src/node/lib")}import "../src/node/reexport";\nused();\n`,
      // A module nothing loads.
      "src/node/orphan.ts": "export const orphan = 5;\n",
      // An enum and a class exported unused.
      "src/shared/kinds.ts": "export enum Kind { A }\nexport class Box {}\n",
      "tools/kinds.cli.ts": `import "../src/shared/kinds";\n`,
    });
    const result = runKnip(dir);
    expect(result.status).not.toBe(0);
    expect(result.files).toEqual(["src/node/orphan.ts"]);
    expect(namesIn(result.issues)).toEqual([
      "src/node/lib.ts PlantedShape",
      "src/node/lib.ts default",
      "src/node/lib.ts ownFileOnly",
      "src/node/lib.ts planted",
      "src/node/lib.ts viaOwnFile",
      "src/node/reexport.ts again",
      "src/shared/kinds.ts Box",
      "src/shared/kinds.ts Kind",
    ]);
  });
});
