import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import type { ExampleBlock } from "./exampleBlocks";
import {
  compilerOptionsFor,
  familyOf,
  type ExampleEnvironment,
  type ExampleFamily,
} from "./exampleEnvironment";
import { ExampleHost } from "./exampleHost";
import { exampleSourceOf, type ExampleSource } from "./exampleSources";
import { passedKeyProblems } from "./passedKeys";
import { checkQuote, quotedModuleTypes } from "./quoteCheck";

/**
 * Compiles every example block of the site with the TypeScript compiler: one language service
 * for TypeScript and TSX (strict), one for JavaScript and JSX (checkJs), sharing the parsed
 * library files. A block's errors are mapped back to the doc's line and column.
 */

export interface ExampleDiagnostic {
  block: ExampleBlock;
  line: number;
  column: number;
  /** The compiler's code (TS2339), or undefined for what the check itself finds (a quote's difference). */
  code?: number;
  message: string;
}

/** The compiler's message on one line: its chain of reasons, joined. */
function messageOf(diagnostic: ts.Diagnostic): string {
  return ts
    .flattenDiagnosticMessageText(diagnostic.messageText, "\n")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" ");
}

/** The doc's place of an offset in a block's file; the block's first line when outside it. */
function placeOf(
  source: ExampleSource,
  file: ts.SourceFile | undefined,
  start: number | undefined,
) {
  const { block } = source;
  if (!file || start === undefined)
    return { line: block.line, column: block.column, inBlock: false };
  const { line, character } = file.getLineAndCharacterOfPosition(start);
  const row = line - source.firstLine;
  if (row < 0 || row >= block.code.split("\n").length)
    return { line: block.line, column: block.column, inBlock: false };
  return { line: block.line + row, column: block.column + character, inBlock: true };
}

/** Modification times of the declarations and contexts: a changed one re-judges every block. */
function environmentKey(root: string): string {
  const times: string[] = [];
  const walk = (folder: string) => {
    if (!fs.existsSync(folder)) return;
    if (!fs.statSync(folder).isDirectory()) {
      times.push(`${folder}:${fs.statSync(folder).mtimeMs}`);
      return;
    }
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else times.push(`${full}:${fs.statSync(full).mtimeMs}`);
    }
  };
  for (const folder of ["declarations", "contexts"]) walk(path.join(root, folder));
  walk(path.join(root, "node_modules", ".package-lock.json"));
  return times.sort().join("|");
}

export class ExampleCompiler {
  private readonly hosts: Record<ExampleFamily, ExampleHost>;
  // The diagnostics of each file by its text: `gatsby develop` compiles again on every save,
  // and a save changes one doc's blocks at most.
  private readonly judged = new Map<
    string,
    { text: string; key: string; diagnostics: ExampleDiagnostic[] }
  >();

  constructor(private readonly environment: ExampleEnvironment) {
    const registry = ts.createDocumentRegistry();
    const hostOf = (family: ExampleFamily) =>
      new ExampleHost(
        compilerOptionsFor(environment.root, family),
        environment.root,
        family === "javascript"
          ? [...environment.globals, ...environment.javascriptGlobals]
          : environment.globals,
        registry,
      );
    this.hosts = { typescript: hostOf("typescript"), javascript: hostOf("javascript") };
  }

  private sourcesOf(
    blocks: readonly ExampleBlock[],
    quotedTypes: ReadonlyMap<string, string[]>,
  ): ExampleSource[] {
    return blocks.map((block) => {
      const context =
        block.kind.kind === "fragment"
          ? this.environment.contexts.get(block.kind.context)
          : undefined;
      const source = exampleSourceOf(this.environment.root, block, context?.names ?? []);
      const types = quotedTypes.get(source.fileName);
      return types ? exampleSourceOf(this.environment.root, block, [], types) : source;
    });
  }

  private setFiles(sources: readonly ExampleSource[]): void {
    for (const family of ["typescript", "javascript"] as const)
      this.hosts[family].setFiles(
        new Map(
          sources
            .filter((source) => familyOf(source.block.language) === family)
            .map((source) => [source.fileName, source.text]),
        ),
      );
  }

  /** A fragment whose context does not exist: told once, at its first line, and not compiled. */
  private unknownContext(block: ExampleBlock): ExampleDiagnostic | undefined {
    if (block.kind.kind !== "fragment" || this.environment.contexts.has(block.kind.context))
      return undefined;
    const known = [...this.environment.contexts.keys()].sort().join(", ");
    return {
      block,
      line: block.line,
      column: block.column,
      message: `there is no fragment context \`${block.kind.context}\`: the contexts are ${known} (code-examples/contexts/)`,
    };
  }

  /** Every error of every block; an empty list when all of them compile. */
  judge(all: readonly ExampleBlock[]): ExampleDiagnostic[] {
    const unknown = all.flatMap((block) => this.unknownContext(block) ?? []);
    const blocks = all.filter((block) => !unknown.some((found) => found.block === block));
    return [...unknown, ...this.compileAll(blocks)];
  }

  private compileAll(blocks: readonly ExampleBlock[]): ExampleDiagnostic[] {
    let sources = this.sourcesOf(blocks, new Map());
    this.setFiles(sources);
    // A quote sees the quoted module's types by name: they are read from the module, then written
    // into the quote's second line.
    const quotes = sources.filter((source) => source.block.kind.kind === "quote");
    if (quotes.length > 0) {
      const program = this.hosts.typescript.program();
      const quotedTypes = new Map<string, string[]>();
      for (const quote of quotes) {
        const declared = new Set(quoteNamesOf(quote.block.code));
        const types = quotedModuleTypes(program, quote.fileName);
        if (types)
          quotedTypes.set(
            quote.fileName,
            types.filter((name) => !declared.has(name)),
          );
      }
      sources = this.sourcesOf(blocks, quotedTypes);
      this.setFiles(sources);
    }
    const key = environmentKey(this.environment.root);
    const live = new Set(sources.map((source) => source.fileName));
    for (const name of [...this.judged.keys()]) if (!live.has(name)) this.judged.delete(name);
    return sources.flatMap((source) => {
      const known = this.judged.get(source.fileName);
      if (known && known.text === source.text && known.key === key)
        return known.diagnostics.map((found) => ({ ...found, block: source.block }));
      const diagnostics = this.compile(source);
      this.judged.set(source.fileName, { text: source.text, key, diagnostics });
      return diagnostics;
    });
  }

  private compile(source: ExampleSource): ExampleDiagnostic[] {
    const host = this.hosts[familyOf(source.block.language)];
    const found: ExampleDiagnostic[] = host.diagnosticsOf(source.fileName).map((diagnostic) => {
      const place = placeOf(source, diagnostic.file, diagnostic.start);
      const message = messageOf(diagnostic);
      return {
        block: source.block,
        line: place.line,
        column: place.column,
        code: diagnostic.code,
        message: place.inBlock ? message : `in what the block's meta wraps it in: ${message}`,
      };
    });
    if (found.length > 0) return found;
    const program = host.program();
    const file = program.getSourceFile(source.fileName);
    const problems =
      source.block.kind.kind === "quote"
        ? checkQuote(program, source.fileName, source.block.kind.module)
        : passedKeyProblems(program, source.fileName, isSdkFile);
    return problems.map((problem) => {
      const { line, column } = placeOf(source, file, problem.start);
      return { block: source.block, line, column, message: problem.message };
    });
  }
}

/** A file of the SDK: a declaration written from the facts, or an installed `@wemap` package. */
function isSdkFile(fileName: string): boolean {
  const posix = fileName.split(path.sep).join("/");
  return (
    /\/code-examples\/declarations\/(?!javascript-only\/)/.test(posix) ||
    /\/code-examples\/node_modules\/@wemap\//.test(posix)
  );
}

/** The names a quote's code declares or imports at its top level (read without the program). */
function quoteNamesOf(code: string): string[] {
  const file = ts.createSourceFile(
    "quote.ts",
    code,
    ts.ScriptTarget.ES2022,
    false,
    ts.ScriptKind.TS,
  );
  return file.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      return [
        ...(clause?.name ? [clause.name.text] : []),
        ...(bindings && ts.isNamedImports(bindings)
          ? bindings.elements.map((element) => element.name.text)
          : []),
        ...(bindings && ts.isNamespaceImport(bindings) ? [bindings.name.text] : []),
      ];
    }
    if (ts.isVariableStatement(statement))
      return statement.declarationList.declarations.flatMap((declaration) =>
        ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
      );
    const name = (statement as { name?: ts.Node }).name;
    return name && ts.isIdentifier(name) ? [name.text] : [];
  });
}
