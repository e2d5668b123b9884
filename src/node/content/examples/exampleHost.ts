import fs from "node:fs";
import ts from "typescript";

/**
 * A TypeScript language service over files that live in memory (the pages' example blocks,
 * wrapped) beside files on disk (the declarations, the contexts, the installed packages). The
 * service keeps the parsed and bound files of its last program, so a second compile after an
 * edit only parses what changed: `gatsby develop` asks again on every save.
 */
export class ExampleHost {
  private readonly memory = new Map<string, { text: string; version: number }>();
  private readonly service: ts.LanguageService;

  constructor(
    private readonly options: ts.CompilerOptions,
    private readonly currentDirectory: string,
    /** Files on disk every program holds (the global declarations). */
    private readonly diskRoots: readonly string[],
    registry: ts.DocumentRegistry,
  ) {
    const host: ts.LanguageServiceHost = {
      getCompilationSettings: () => this.options,
      getCurrentDirectory: () => this.currentDirectory,
      getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
      getScriptFileNames: () => [...this.diskRoots, ...this.memory.keys()],
      getScriptVersion: (fileName) => this.versionOf(fileName),
      getScriptSnapshot: (fileName) => {
        const text = this.memory.get(fileName)?.text ?? ts.sys.readFile(fileName);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      fileExists: (fileName) => this.memory.has(fileName) || ts.sys.fileExists(fileName),
      readFile: (fileName) => this.memory.get(fileName)?.text ?? ts.sys.readFile(fileName),
      directoryExists: (name) => ts.sys.directoryExists(name),
      getDirectories: (name) => ts.sys.getDirectories(name),
      realpath: (name) => ts.sys.realpath?.(name) ?? name,
      useCaseSensitiveFileNames: () => ts.sys.useCaseSensitiveFileNames,
    };
    this.service = ts.createLanguageService(host, registry);
  }

  /** A disk file's version is its modification time: an edited declaration is read again. */
  private versionOf(fileName: string): string {
    const inMemory = this.memory.get(fileName);
    if (inMemory) return String(inMemory.version);
    try {
      return String(fs.statSync(fileName).mtimeMs);
    } catch {
      return "0";
    }
  }

  /** Makes `files` the in-memory files, keeping the versions of those whose text is unchanged. */
  setFiles(files: ReadonlyMap<string, string>): void {
    for (const name of [...this.memory.keys()]) if (!files.has(name)) this.memory.delete(name);
    for (const [name, text] of files) {
      const known = this.memory.get(name);
      if (known?.text === text) continue;
      this.memory.set(name, { text, version: (known?.version ?? 0) + 1 });
    }
  }

  /** The errors the compiler finds in one file: its syntax, then its types. */
  diagnosticsOf(fileName: string): ts.Diagnostic[] {
    const syntactic = this.service.getSyntacticDiagnostics(fileName);
    if (syntactic.length > 0) return syntactic;
    return this.service.getSemanticDiagnostics(fileName);
  }

  program(): ts.Program {
    const program = this.service.getProgram();
    if (!program) throw new Error("the TypeScript language service made no program");
    return program;
  }
}
