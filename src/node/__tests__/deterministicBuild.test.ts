import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  deterministicBuild,
  LinkedPathNames,
  OutputCompilationHash,
} from "../gatsby/deterministicBuild";

/** A project whose node_modules is a link to an install elsewhere, as a second checkout's. */
function linkedProject(): { project: string; install: string } {
  const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "linked-names-")));
  const install = path.join(base, "shared", "node_modules");
  fs.mkdirSync(path.join(install, "react"), { recursive: true });
  const project = path.join(base, "deep", "er", "site");
  fs.mkdirSync(project, { recursive: true });
  fs.symlinkSync(install, path.join(project, "node_modules"));
  return { project, install };
}

/** Runs the plugin's hook on one resolved module, as webpack would. */
function resolvedModule(plugin: LinkedPathNames, createData: Record<string, unknown>) {
  let afterResolve: ((data: { createData: Record<string, unknown> }) => void) | undefined;
  plugin.apply({
    hooks: {
      normalModuleFactory: {
        tap: (_name, hook) =>
          hook({ hooks: { afterResolve: { tap: (_n, resolve) => (afterResolve = resolve) } } }),
      },
    },
  });
  afterResolve?.({ createData });
  return createData;
}

describe("LinkedPathNames", () => {
  it("names a module of a linked node_modules by its path from the project", () => {
    const { project, install } = linkedProject();
    const real = path.join(install, "react", "index.js");
    const linked = path.join(project, "node_modules", "react", "index.js");
    const loader = path.join(install, "babel-loader", "lib", "index.js");
    const created = resolvedModule(LinkedPathNames.forProject(project), {
      request: `${loader}!${real}`,
      userRequest: real,
      resource: real,
      context: path.dirname(real),
      type: "javascript/auto",
    });
    expect(created).toEqual({
      request: `${path.join(project, "node_modules", "babel-loader", "lib", "index.js")}!${linked}`,
      userRequest: linked,
      resource: linked,
      context: path.dirname(linked),
      type: "javascript/auto",
    });
  });

  it("leaves a project with its own node_modules alone", () => {
    const { install } = linkedProject();
    const project = path.dirname(install);
    const file = path.join(install, "react", "index.js");
    const created = resolvedModule(LinkedPathNames.forProject(project), { resource: file });
    expect(created).toEqual({ resource: file });
  });
});

describe("OutputCompilationHash", () => {
  /** The hash a compilation ends with once its assets are processed. */
  function hashOf(assets: Record<string, string>, webpackHash: string): string | undefined {
    const compilation: {
      hash?: string;
      fullHash?: string;
      hooks: { afterProcessAssets: { tap(name: string, hook: (a: unknown) => void): void } };
    } = {
      hash: webpackHash,
      hooks: {
        afterProcessAssets: {
          tap: (_name, hook) =>
            hook(
              Object.fromEntries(
                Object.entries(assets).map(([name, text]) => [name, { source: () => text }]),
              ),
            ),
        },
      },
    };
    new OutputCompilationHash().apply({
      hooks: {
        normalModuleFactory: { tap: () => undefined },
        thisCompilation: { tap: (_name, hook) => hook(compilation as never) },
      },
    });
    return compilation.hash;
  }

  it("is the same for the same bundles, whatever webpack's own hash was", () => {
    const bundles = { "app-1.js": "a()", "commons-2.js": "b()" };
    expect(hashOf(bundles, "from-one-folder")).toBe(hashOf(bundles, "from-another"));
    expect(hashOf(bundles, "x")).toMatch(/^[0-9a-f]{20}$/);
  });

  it("changes when a bundle's bytes or name change", () => {
    const first = hashOf({ "app-1.js": "a()" }, "x");
    expect(hashOf({ "app-1.js": "a();" }, "x")).not.toBe(first);
    expect(hashOf({ "app-2.js": "a()" }, "x")).not.toBe(first);
  });
});

describe("deterministicBuild", () => {
  const run = (stage: string) => {
    const setWebpackConfig = jest.fn();
    const args = {
      stage,
      actions: { setWebpackConfig },
      store: { getState: () => ({ program: { directory: "/project" } }) },
    };
    (deterministicBuild as (args: unknown) => void)(args);
    return setWebpackConfig;
  };

  it("adds its plugins to the production bundles", () => {
    expect(run("build-javascript")).toHaveBeenCalledTimes(1);
    expect(run("build-html")).toHaveBeenCalledTimes(1);
  });

  it("leaves gatsby develop's bundles alone, whose hot reloading names updates by webpack's hash", () => {
    expect(run("develop")).not.toHaveBeenCalled();
    expect(run("develop-html")).not.toHaveBeenCalled();
  });
});
