import { execFileSync } from "node:child_process";
import path from "node:path";

/**
 * `npm run lint` runs `prettier --check .`, which skips what .prettierignore names. An unanchored
 * pattern there (`content`) also matched src/node/content/ and left its code unformatted: every
 * source file the project keeps must be one Prettier reads. Prettier itself says which files it
 * ignores (its API loads as ES modules, which jest cannot: a node process asks it).
 */
const root = path.join(__dirname, "..", "..", "..");

const ASK_PRETTIER = `
const files = JSON.parse(process.argv[1]);
import("prettier").then(async (prettier) => {
  const ignored = [];
  for (const file of files)
    if ((await prettier.getFileInfo(file, { ignorePath: ".prettierignore" })).ignored) ignored.push(file);
  console.log(JSON.stringify(ignored));
});
`;

it("Prettier's ignore list leaves out no source file of the project", () => {
  const sources = execFileSync("git", ["ls-files", "*.ts", "*.tsx", "*.js", "*.mjs"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    // The comparison site's generated pages.
    .filter((file) => file && !file.startsWith("bench/starlight/src/content/"));
  expect(sources.length).toBeGreaterThan(100);
  const ignored = JSON.parse(
    execFileSync("node", ["-e", ASK_PRETTIER, JSON.stringify(sources)], {
      cwd: root,
      encoding: "utf8",
    }),
  ) as string[];
  expect(ignored).toEqual([]);
});
