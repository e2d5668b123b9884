import type { DocTree } from "../../shared/docTree";
import { splitFrontmatter } from "./frontmatterBlock";
import { OUTLINE_DATA_KEY, type DocOutline } from "./outline";
import { withFrame } from "./problems";
import rehypeCodeBlocks from "./rehypeCodeBlocks";
import remarkAdmonitions from "./remarkAdmonitions";
import remarkCheckMdx from "./remarkCheckMdx";
import remarkOutline from "./remarkOutline";
import remarkTwin, { TWIN_DATA_KEY } from "./remarkTwin";
import remarkUnravel from "./remarkUnravel";
import { serializeTree } from "./serializeTree";
import { docTextOf, type DocText, type MdastNode } from "../content/docText";
import { firstLineTooDeep, MAX_CONTAINER_DEPTH } from "./containerDepth";
import { firstTooDeep, isStackOverflow, MAX_NESTING_DEPTH, tooDeepMessage } from "./nestingDepth";
import { loadMdxToolchain, type MdxToolchain } from "./toolchain";
import type { TreeNode } from "./tree";
import type { TwinNode } from "../twins/twinTree";
import type { ContentProblem } from "../../shared/docPage";

/** Bump when the output of processDoc changes, so cached results are not reused. */
export const DOC_PROCESSOR_VERSION = "11";

/** A doc's source, read from its file. */
export interface DocSource {
  /** The whole file, frontmatter included. */
  source: string;
  absolutePath: string;
  /** The file relative to the project, as messages name it. */
  sourceFile: string;
}

/** Everything the build learns from one compile of a doc. */
export interface ProcessedDoc extends DocOutline {
  /** The content the page renders; null when the doc has errors. */
  tree: DocTree | null;
  /** The body of the doc's Markdown twin (src/node/twins), links as written; null on errors. */
  twin: TwinNode | null;
  /** Errors (and nothing else) found while compiling, with their places and code frames. */
  problems: ContentProblem[];
  /**
   * What the content checks read (src/node/content/docText.ts), from the same parse. Cached
   * with the compile, so the invention check re-judges a doc against edited facts without
   * compiling it again.
   */
  text: DocText;
}

/** The one plugin list of the site: the build, `gatsby develop` and `npm run check` use it. */
function sitePlugins(toolchain: MdxToolchain) {
  return {
    remark: [
      remarkUnravel,
      remarkAdmonitions,
      remarkCheckMdx,
      [remarkOutline, toolchain],
      remarkTwin,
    ],
    rehype: [rehypeCodeBlocks],
  };
}

interface VFileMessageLike {
  reason?: string;
  message: string;
  line?: number | null;
  column?: number | null;
  fatal?: boolean | null;
  place?: { line?: number; column?: number; start?: { line?: number; column?: number } } | null;
}

/** MDX syntax messages end with a link to MDX's troubleshooting page; writers need the reason. */
function reasonOf(message: VFileMessageLike): string {
  return (message.reason ?? message.message).replace(/\s*\n?\s*More info:?.*$/s, "").trim();
}

/** The place of a message, falling back to the end of the file when the parser gives none. */
function placeOf(message: VFileMessageLike, body: string): { line: number; column: number } {
  const start = message.place && "start" in message.place ? message.place.start : message.place;
  const line = message.line ?? start?.line;
  const column = message.column ?? start?.column;
  if (line) return { line, column: column ?? 1 };
  const lines = body.split("\n");
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

function toProblem(message: VFileMessageLike, doc: DocSource, body: string): ContentProblem {
  const { line, column } = placeOf(message, body);
  return withFrame(
    { file: doc.sourceFile, line, column, message: reasonOf(message), severity: "error" },
    doc.source,
  );
}

const processors = new WeakMap<MdxToolchain, ReturnType<MdxToolchain["createProcessor"]>>();

/** One processor per toolchain: unified freezes it on first use and it is reusable. */
function processorOf(toolchain: MdxToolchain) {
  let processor = processors.get(toolchain);
  if (!processor) {
    processor = toolchain.createProcessor(sitePlugins(toolchain));
    processors.set(toolchain, processor);
  }
  return processor;
}

const EMPTY_OUTLINE: DocOutline = { headings: [], links: [], explicitIds: [], sections: [] };
const EMPTY_TEXT: DocText = { pieces: [], paragraphs: [], headings: [] };

/**
 * Compiles one doc: parses its MDX (frontmatter lines blanked so that every position is the
 * file's), runs the site's plugins, and returns the tree the page renders with the outline
 * (headings, links, ids, search sections) read from the same tree. Problems never throw: they
 * come back with the file, line, column and a code frame, so the caller decides whether they
 * stop a build (production) or show on the page (development).
 */
export async function processDoc(doc: DocSource, toolchain?: MdxToolchain): Promise<ProcessedDoc> {
  const tools = toolchain ?? (await loadMdxToolchain());
  const { body } = splitFrontmatter(doc.source);
  const processor = processorOf(tools);
  const vfile = tools.createFile({ path: doc.absolutePath, value: body }) as {
    data: Record<string, unknown>;
    messages: VFileMessageLike[];
  };
  let text: DocText = EMPTY_TEXT;
  const failed = (problem: ContentProblem): ProcessedDoc => ({
    ...EMPTY_OUTLINE,
    tree: null,
    twin: null,
    problems: [problem],
    text,
  });
  // Lists and quotes too deep are refused before the parser reads them: its time grows with the
  // square of their depth on every line (src/node/mdx/containerDepth.ts).
  const deepLine = firstLineTooDeep(body);
  if (deepLine) {
    const message = { message: containersTooDeepMessage(MAX_CONTAINER_DEPTH), place: deepLine };
    return failed(toProblem(message, doc, body));
  }
  try {
    const mdast = processor.parse(vfile as never);
    // Measured before anything walks the tree by recursion: the text, the plugins, the page.
    const tooDeep = firstTooDeep(mdast as unknown as TreeNode, MAX_NESTING_DEPTH);
    if (tooDeep) {
      const start = tooDeep.node.position?.start;
      const message = { message: tooDeepMessage(MAX_NESTING_DEPTH), place: start };
      return failed(toProblem(message, doc, body));
    }
    // Read before the plugins run: they change the tree in place.
    text = docTextOf(mdast as unknown as MdastNode, body);
    const hast = (await processor.run(mdast, vfile as never)) as unknown as TreeNode;
    const outline = (vfile.data[OUTLINE_DATA_KEY] as DocOutline | undefined) ?? EMPTY_OUTLINE;
    const problems = vfile.messages
      .filter((message) => message.fatal)
      .map((message) => toProblem(message, doc, body));
    return {
      ...outline,
      tree: problems.length === 0 ? serializeTree(hast) : null,
      twin:
        problems.length === 0
          ? ((vfile.data[TWIN_DATA_KEY] as TwinNode | undefined) ?? null)
          : null,
      problems,
      text,
    };
  } catch (error) {
    if (isStackOverflow(error)) return failed(overflowProblem(error, doc, body));
    return failed(toProblem(error as VFileMessageLike, doc, body));
  }
}

/** The message for a line inside more lists and quotes than the limit, saying what to do. */
function containersTooDeepMessage(limit: number): string {
  return `lists and quotes nested too deeply: this line is inside more than ${limit} of them (each \`>\`, each list marker and each two columns of indentation before its text count one); nest less, or split the list`;
}

/**
 * A doc that ran a step out of stack before its depth could be measured (the MDX parser, acorn
 * inside an expression): the file's error, at the place the parser gives if it gives one, never
 * a bare stack, nor a throw that would take every page of `gatsby develop` down with it.
 */
function overflowProblem(error: unknown, doc: DocSource, body: string): ContentProblem {
  const message = `nested too deeply to be read: reading it ran out of stack (brackets, elements, lists or quotes inside one another, thousands of levels deep); nest less: at most ${MAX_NESTING_DEPTH} levels`;
  const located = error as VFileMessageLike;
  if (located.line || located.place) return toProblem({ ...located, reason: message }, doc, body);
  return { file: doc.sourceFile, message, severity: "error" };
}
