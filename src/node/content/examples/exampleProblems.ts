import path from "node:path";
import type { DocText } from "../docText";
import { withFrame } from "../../mdx/problems";
import type { ContentProblem } from "../../../shared/docPage";
import { exampleBlocksOf, type ExampleBlock } from "./exampleBlocks";
import { ExampleCompiler, type ExampleDiagnostic } from "./exampleCompiler";
import { EXAMPLES_FOLDER, readExampleEnvironment } from "./exampleEnvironment";

/**
 * The examples check as content problems: every TypeScript, TSX, JavaScript and JSX block of
 * the site compiled by the TypeScript compiler against what it imports (./exampleCompiler.ts).
 * It runs with the other content checks (`npm run check`, `gatsby develop`, the build) on the
 * text each doc's compile read.
 */

export interface ExampleDoc {
  sourceFile: string;
  version: string;
  /** The whole file, for the code frame. */
  source: string;
  text: DocText;
}

/** Where WRITING.md explains fragments and quotes: every message that may need them points there. */
const GUIDE = 'WRITING.md, "Examples are compiled"';

/**
 * The compiler's codes for a name the declarations lack: a member (2339, 2551 with a suggestion),
 * a key of an object literal (2353, 2561), an export (2305, 2614, 2724), a prop (2322).
 */
const SDK_NAME_CODES = new Set([2305, 2322, 2339, 2353, 2551, 2561, 2614, 2724]);

/** What a writer can do about the compiler's most common complaints. */
function hintFor(diagnostic: ExampleDiagnostic): string {
  const { block, code } = diagnostic;
  if ((code === 2304 || code === 2552) && block.kind.kind === "module")
    return ` If the block continues an earlier one or assumes a variable, mark it a fragment (\`fragment="…"\` in its meta: ${GUIDE}).`;
  if (code === 2307)
    return ` Examples compile against the packages of ${EXAMPLES_FOLDER}/package.json and the declarations of ${EXAMPLES_FOLDER}/declarations/ (${GUIDE}).`;
  if (code !== undefined && SDK_NAME_CODES.has(code))
    return ` The declarations come from the package itself or, for an SDK that is not installable, from ${EXAMPLES_FOLDER}/declarations/, each citing its fact.`;
  return "";
}

function exampleMessage(diagnostic: ExampleDiagnostic): string {
  if (diagnostic.code === undefined && diagnostic.block.kind.kind === "quote")
    return `the example quotes what the package does not declare: ${diagnostic.message}. Copy the declaration as the package has it (${GUIDE}).`;
  if (diagnostic.code === undefined && diagnostic.message.includes("is no property of"))
    return `the example hands the SDK a key its type does not have: ${diagnostic.message}. Correct the key, or, if the SDK takes it, declare it from its fact in ${EXAMPLES_FOLDER}/declarations/ (${GUIDE}).`;
  if (diagnostic.code === undefined) return `${diagnostic.message} (${GUIDE}).`;
  return `the example does not compile (TS${diagnostic.code}): ${diagnostic.message}${hintFor(diagnostic)}`;
}

let compilers: { root: string; compiler: ExampleCompiler; environmentProblem?: string } | undefined;

function compilerFor(root: string): { compiler?: ExampleCompiler; problem?: string } {
  if (compilers?.root === root)
    return { compiler: compilers.compiler, problem: compilers.environmentProblem };
  const environment = readExampleEnvironment(root);
  if (environment.problem) return { problem: environment.problem };
  const compiler = new ExampleCompiler(environment);
  compilers = { root, compiler };
  return { compiler };
}

/**
 * Every problem of the site's examples, by doc file. `examplesRoot` is the site's
 * `code-examples/` folder. A doc with compile errors of its own is left out by the caller: its
 * text may be partial.
 */
export function exampleProblems(
  examplesRoot: string,
  docs: readonly ExampleDoc[],
): ContentProblem[] {
  const blocks: ExampleBlock[] = [];
  const problems: ContentProblem[] = [];
  const docByFile = new Map(docs.map((doc) => [doc.sourceFile, doc]));
  for (const doc of docs) {
    const found = exampleBlocksOf(doc, doc.text);
    blocks.push(...found.blocks);
    for (const problem of found.problems)
      problems.push(withFrame({ file: doc.sourceFile, ...problem, severity: "error" }, doc.source));
  }
  if (blocks.length === 0) return problems;
  const { compiler, problem } = compilerFor(path.resolve(examplesRoot));
  if (!compiler) {
    problems.push({
      file: EXAMPLES_FOLDER,
      message: `the examples cannot be compiled: ${problem ?? "no compiler"}`,
      severity: "error",
    });
    return problems;
  }
  for (const diagnostic of compiler.judge(blocks)) {
    const doc = docByFile.get(diagnostic.block.sourceFile);
    problems.push(
      withFrame(
        {
          file: diagnostic.block.sourceFile,
          line: diagnostic.line,
          column: diagnostic.column,
          message: exampleMessage(diagnostic),
          severity: "error",
        },
        doc?.source ?? "",
      ),
    );
  }
  return problems;
}
