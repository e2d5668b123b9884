import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import importPlugin from "eslint-plugin-import";
import { aliasOf } from "./moduleAliases.mjs";
import { LOADER_MESSAGES, moduleLoaderUses } from "./moduleLoaders.mjs";
import { moduleSpecifierVisitors, staticValue } from "./moduleSpecifiers.mjs";

/**
 * The layer rule (README "Architecture"): eslint-plugin-import's `no-restricted-paths`, with
 * its zones as options, fed every module the file names (lint/moduleSpecifiers.mjs), not only
 * the four shapes its own visitor reads. It decides by the file a specifier resolves to, so
 * what resolves to no file, or is only known when the code runs, is refused: letting it through
 * would let anything through. An alias (package.json `imports`, tsconfig `paths` and `baseUrl`:
 * lint/moduleAliases.mjs) is judged by the files it names. Module loaders reached any other way
 * than those shapes are refused outright (lint/moduleLoaders.mjs).
 */

const noRestrictedPaths = importPlugin.rules["no-restricted-paths"];
// The resolver no-restricted-paths calls, loaded from the plugin's own dependencies: the same
// module (and cache) wherever npm puts it, and not a package the project would import itself.
const pluginRequire = createRequire(import.meta.resolve("eslint-plugin-import"));
const resolve = pluginRequire("eslint-module-utils/resolve").default;

/**
 * The file's path with symbolic links resolved, as Node and webpack see it: the zones are
 * real paths, and the resolver answers with real paths (`preserveSymlinks: false`), so a file
 * reached through a linked folder is judged by where it is. A file that is not on disk
 * (ESLint's `lintText`) keeps the real path of its nearest existing folder.
 */
function realPathOf(file) {
  const missing = [];
  let existing = file;
  while (!fs.existsSync(existing)) {
    const parent = path.dirname(existing);
    if (parent === existing) return file;
    missing.unshift(path.basename(existing));
    existing = parent;
  }
  return path.join(fs.realpathSync(existing), ...missing);
}

/**
 * Whether a specifier names a file rather than a package: relative or absolute, a URL, or
 * webpack's `loader!file` syntax. A package name that resolves to nothing is left to the
 * build; a path that resolves to nothing could be any file.
 */
function namesAPath(specifier) {
  if (/^[./]/.test(specifier) || specifier.includes("!")) return true;
  return /^[a-z][a-z\d+.-]*:/i.test(specifier) && !specifier.startsWith("node:");
}

const WHY = 'The layer rule (README "Architecture") judges a module by the file it resolves to';

export default {
  meta: {
    type: "problem",
    docs: {
      description:
        "Keeps src/ in layers: every module a file names must resolve, and not into a zone it may not load.",
    },
    schema: noRestrictedPaths.meta.schema,
    messages: {
      computed: `${WHY}, and this one is only known when the code runs: name it with a plain string.`,
      unresolved: `${WHY}, and "{{specifier}}" resolves to no file: name an existing file (a .ts file is imported without an extension).`,
      aliasUnresolved: `${WHY}, and the alias "{{specifier}}" ({{source}}) names no file: {{why}}.`,
      madeRequire: `${WHY}, and a function made by createRequire resolves "{{specifier}}" from the path it was made with, not from this file: load only packages with it, and import the project's files.`,
      ...Object.fromEntries(
        Object.entries(LOADER_MESSAGES).map(([id, text]) => [id, `${text} (${WHY}.)`]),
      ),
    },
  },
  create(context) {
    const file = realPathOf(context.physicalFilename);
    const realContext = Object.create(context, {
      physicalFilename: { value: file },
      getPhysicalFilename: { value: () => file },
    });
    const zones = noRestrictedPaths.create(realContext);

    /** Judges the file or package `target` names, as if `node` named it. */
    const judgeTarget = (node, target) => {
      // no-restricted-paths reads `source.value` and reports on `source`.
      const source =
        node.type === "Literal" && node.value === target ? node : { ...node, value: target };
      zones.ImportDeclaration({ type: "ImportDeclaration", source });
    };

    /** Judges an alias by each file it maps to; false when `specifier` is no alias. */
    const judgeAlias = (node, specifier) => {
      const alias = aliasOf(specifier, path.dirname(file));
      if (!alias) return false;
      const data = { specifier, source: path.relative(path.dirname(file), alias.source) };
      if (alias.invalid) {
        context.report({
          node,
          messageId: "aliasUnresolved",
          data: { ...data, why: alias.invalid },
        });
        return true;
      }
      const files = alias.targets.filter((target) => path.isAbsolute(target));
      const packages = alias.targets.filter((target) => !path.isAbsolute(target));
      const resolved = files.map((target) => resolve(target, realContext));
      if (specifier.startsWith("#")) {
        // Node and webpack pick one condition of `imports`, and which depends on the tool.
        const missing = files.find((_, index) => resolved[index] === undefined);
        if (missing) {
          const why = `it maps to ${path.relative(path.dirname(file), missing)}, which is no file`;
          context.report({ node, messageId: "aliasUnresolved", data: { ...data, why } });
          return true;
        }
        for (const target of [...resolved, ...packages]) judgeTarget(node, target);
        return true;
      }
      // tsconfig: TypeScript takes the first path that is a file, and else looks for a package.
      const first = resolved.find((target) => target !== undefined);
      if (first === undefined) return false;
      judgeTarget(node, first);
      return true;
    };

    const judge = (node, specifier) => {
      if (specifier === null) {
        context.report({ node, messageId: "computed" });
      } else if (judgeAlias(node, specifier)) {
        // judged by what it maps to
      } else if (namesAPath(specifier) && resolve(specifier, realContext) === undefined) {
        context.report({ node, messageId: "unresolved", data: { specifier } });
      } else {
        judgeTarget(node, specifier);
      }
    };

    return {
      ...moduleSpecifierVisitors(judge, context.sourceCode),
      "Program:exit"() {
        const { refusals, madeRequireArguments } = moduleLoaderUses(context.sourceCode);
        for (const refusal of refusals) context.report(refusal);
        // Package names are what these functions are for; Node reads `#` aliases with them too.
        for (const node of madeRequireArguments) {
          const specifier = staticValue(node);
          if (specifier === null) {
            context.report({ node, messageId: "computed" });
          } else if (namesAPath(specifier) || specifier.startsWith("#")) {
            context.report({ node, messageId: "madeRequire", data: { specifier } });
          }
        }
      },
    };
  },
};
