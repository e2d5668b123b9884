import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import importPlugin from "eslint-plugin-import";
import {
  madeRequireArguments,
  moduleSpecifierVisitors,
  requireUsedAsValue,
  staticValue,
} from "./moduleSpecifiers.mjs";

/**
 * The layer rule (README "Architecture"): eslint-plugin-import's `no-restricted-paths`, with
 * its zones as options, fed every module the file names (lint/moduleSpecifiers.mjs), not only
 * the four shapes its own visitor reads. It decides by the file a specifier resolves to, so
 * what resolves to no file, or is only known when the code runs, is refused: letting it through
 * would let anything through.
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
      requireAsValue: `${WHY}, and \`require\` used as a value loads modules nobody can follow: give require() a plain string.`,
      madeRequire: `${WHY}, and a function made by createRequire resolves "{{specifier}}" from the path it was made with, not from this file: load only packages with it, and import the project's files.`,
    },
  },
  create(context) {
    const file = realPathOf(context.physicalFilename);
    const realContext = Object.create(context, {
      physicalFilename: { value: file },
      getPhysicalFilename: { value: () => file },
    });
    const zones = noRestrictedPaths.create(realContext);

    const judge = (node, specifier) => {
      if (specifier === null) {
        context.report({ node, messageId: "computed" });
      } else if (namesAPath(specifier) && resolve(specifier, realContext) === undefined) {
        context.report({ node, messageId: "unresolved", data: { specifier } });
      } else {
        // no-restricted-paths reads `source.value` and reports on `source`.
        const source = node.type === "Literal" ? node : { ...node, value: specifier };
        zones.ImportDeclaration({ type: "ImportDeclaration", source });
      }
    };

    return {
      ...moduleSpecifierVisitors(judge, context.sourceCode),
      "Program:exit"() {
        const { sourceCode } = context;
        for (const node of requireUsedAsValue(sourceCode.scopeManager.globalScope)) {
          context.report({ node, messageId: "requireAsValue" });
        }
        // Package names (and names computed from them) are what these functions are for.
        for (const node of madeRequireArguments(sourceCode)) {
          const specifier = staticValue(node);
          if (specifier !== null && namesAPath(specifier)) {
            context.report({ node, messageId: "madeRequire", data: { specifier } });
          }
        }
      },
    };
  },
};
