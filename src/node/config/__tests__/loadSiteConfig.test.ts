import fs from "node:fs";
// eslint-disable-next-line layers/imports -- the test replaces Node's private compile to show the loader does without it; it loads nothing with Module
import Module from "node:module";
import os from "node:os";
import path from "node:path";
import { loadSiteConfig } from "../loadSiteConfig";

describe("loadSiteConfig", () => {
  let folder: string;
  let configPath: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "site-config-"));
    configPath = path.join(folder, "site.config.ts");
    fs.writeFileSync(path.join(folder, "package.json"), JSON.stringify({ version: "1.2.3" }));
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  const writeConfig = (title: string) =>
    fs.writeFileSync(
      configPath,
      [
        'import packageJson from "./package.json";',
        'import path from "node:path";',
        "const config: { title: string; version: string; folder: string } = {",
        `  title: ${JSON.stringify(title)},`,
        "  version: packageJson.version,",
        "  folder: path.basename(__dirname),",
        "};",
        "export default config;",
      ].join("\n"),
    );

  it("reads the file as it is now, with what it imports, on every call", () => {
    writeConfig("First");
    expect(loadSiteConfig(configPath)).toEqual({
      title: "First",
      version: "1.2.3",
      folder: path.basename(folder),
    });
    writeConfig("Second");
    expect(loadSiteConfig(configPath)).toMatchObject({ title: "Second" });
  });

  it("runs the configuration without Node's private module internals", () => {
    writeConfig("Public");
    const internals = Module.prototype as unknown as Record<string, unknown>;
    const compile = internals._compile;
    internals._compile = () => {
      throw new Error("Module.prototype._compile is private to Node");
    };
    try {
      expect(loadSiteConfig(configPath)).toMatchObject({ title: "Public" });
    } finally {
      internals._compile = compile;
    }
  });

  it("names the configuration file in the stack of an error it throws", () => {
    fs.writeFileSync(configPath, 'throw new Error("broken configuration");\nexport default {};\n');
    let thrown: unknown;
    try {
      loadSiteConfig(configPath);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error).message).toBe("broken configuration");
    expect((thrown as Error).stack).toContain(configPath);
  });
});
