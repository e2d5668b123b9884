import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The module edges of a project as TypeScript resolves them, with the project's own compiler
 * options: what tools/reach follows from the production entries, and what the second reading
 * of the layer rule (contract/layerEdges.test.ts) judges from every file of src/.
 */

/** The compiler options of `root`'s tsconfig.json (`extends`, `paths` and `baseUrl` read). */
export function compilerOptionsOf(root: string): ts.CompilerOptions {
  const configFile = path.join(root, "tsconfig.json");
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (!parsed) throw new Error(`${configFile} could not be read`);
  return parsed.options;
}

/** One module a file names, and the file TypeScript resolves it to (links followed). */
export interface ModuleEdge {
  specifier: string;
  /** The real path of the file it lands on. */
  resolved: string;
  /** Whether TypeScript found it as a package (in node_modules). */
  isPackage: boolean;
}

/**
 * Every module `file` names that TypeScript resolves: import, import type, export … from,
 * import(), `typeof import()`, require() (in TypeScript files too), `import x = require()` and
 * `/// <reference types>`. What resolves to nothing is left out: TypeScript reports it.
 */
export function moduleEdges(file: string, options: ts.CompilerOptions): ModuleEdge[] {
  const { importedFiles, typeReferenceDirectives } = ts.preProcessFile(
    fs.readFileSync(file, "utf8"),
    true,
    true,
  );
  const imports = importedFiles.map(({ fileName }) => ({
    specifier: fileName,
    resolved: ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule,
  }));
  const types = typeReferenceDirectives.map(({ fileName }) => ({
    specifier: fileName,
    resolved: ts.resolveTypeReferenceDirective(fileName, file, options, ts.sys)
      .resolvedTypeReferenceDirective,
  }));
  return [...imports, ...types].flatMap(({ specifier, resolved }) =>
    resolved?.resolvedFileName
      ? [
          {
            specifier,
            resolved: fs.realpathSync(resolved.resolvedFileName),
            isPackage: Boolean(resolved.isExternalLibraryImport),
          },
        ]
      : [],
  );
}
