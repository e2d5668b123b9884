import path from "node:path";
import type { ExampleBlock } from "./exampleBlocks";
import { CONTEXT_MODULE_PREFIX } from "./exampleEnvironment";

/**
 * The file the compiler reads for a block, and where the block's first line sits in it.
 *
 * - A module is compiled as written.
 * - A fragment is the body of an async function, after one line that imports its context's
 *   names (WRITING.md, "Examples are compiled"): it may use them, `await`, and declare what it
 *   likes, but not import or export.
 * - A quote is compiled at the top level of a module, after a line that brings the quoted
 *   module's other types into scope under their own names, so that its declarations read as
 *   the package's do; ./quoteCheck.ts then compares them with the package's.
 */

export interface ExampleSource {
  fileName: string;
  text: string;
  /** The 0-based line of the file where the block's first line is. */
  firstLine: number;
  block: ExampleBlock;
}

/** Where the in-memory file of a block lives: beside code-examples/node_modules, so imports resolve. */
function exampleFileName(root: string, block: ExampleBlock): string {
  return path.join(root, ".blocks", block.sourceFile, `${block.index}.${block.language}`);
}

/** The name quotes import their module under; no page may name a thing so. */
export const QUOTED_MODULE = "__quoted";

/**
 * The block's file. `contextNames` are the values of the fragment's context; `quotedTypes` the
 * types of the quoted module that the quote does not declare itself (empty on the first pass).
 */
export function exampleSourceOf(
  root: string,
  block: ExampleBlock,
  contextNames: readonly string[] = [],
  quotedTypes: readonly string[] = [],
): ExampleSource {
  const fileName = exampleFileName(root, block);
  switch (block.kind.kind) {
    case "module":
      return { fileName, text: block.code, firstLine: 0, block };
    case "fragment": {
      const imports = `import { ${contextNames.join(", ")} } from "${CONTEXT_MODULE_PREFIX}${block.kind.context}";`;
      const opening =
        block.language === "ts" || block.language === "tsx"
          ? "export async function example(): Promise<void> {"
          : "export async function example() {";
      return { fileName, text: `${imports}\n${opening}\n${block.code}\n}\n`, firstLine: 2, block };
    }
    case "quote": {
      const header = `import type * as ${QUOTED_MODULE} from ${JSON.stringify(block.kind.module)};`;
      const aliases = quotedTypes
        .map((name) => `type ${name} = ${QUOTED_MODULE}.${name};`)
        .join(" ");
      return { fileName, text: `${header}\n${aliases}\n${block.code}\n`, firstLine: 2, block };
    }
  }
}
