import { MDX_COMPONENT_NAMES } from "../../lib/mdxComponentNames";
import { evaluateProgram, ExpressionError, type EstreeNode } from "./evaluateExpression";
import { reportError, walk, type PluginFile, type Point, type TreeNode } from "./tree";

const ORIGIN = "wemap:mdx";
const COMPONENTS = MDX_COMPONENT_NAMES.join(", ");

/** Where an estree node starts in the file (estree columns are 0-based). */
function estreePlace(node: EstreeNode, fallback?: { start: Point }): Point | undefined {
  if (node.loc) return { line: node.loc.start.line, column: node.loc.start.column + 1 };
  return fallback?.start;
}

/** The closest known component name, for a "did you mean" hint (`Tab` → `Tabs`). */
function closestComponent(name: string): string | undefined {
  const lower = name.toLowerCase();
  return MDX_COMPONENT_NAMES.find(
    (known) => known.toLowerCase().startsWith(lower) || lower.startsWith(known.toLowerCase()),
  );
}

function evaluateInto(
  holder: { data?: Record<string, unknown> },
  file: PluginFile,
  fallback: TreeNode["position"],
): void {
  const program = holder.data?.estree as EstreeNode | undefined;
  if (!program) return;
  try {
    holder.data = { ...holder.data, evaluated: evaluateProgram(program) };
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    reportError(file, error.message, estreePlace(error.node, fallback), ORIGIN);
  }
}

function checkElement(node: TreeNode, file: PluginFile): void {
  const name = node.name ?? "";
  if (/^[A-Z]/.test(name) || name.includes(".")) {
    if (!(MDX_COMPONENT_NAMES as readonly string[]).includes(name)) {
      const hint = closestComponent(name);
      reportError(
        file,
        `unknown component <${name}>: ${hint ? `did you mean <${hint}>? ` : ""}the components available without import are ${COMPONENTS}`,
        node.position,
        ORIGIN,
      );
    }
  }
  for (const attribute of node.attributes ?? []) {
    const place = attribute.position ?? node.position;
    if (attribute.type === "mdxJsxExpressionAttribute") {
      reportError(
        file,
        "spread attributes (`{...props}`) are not supported: write each attribute",
        place,
        ORIGIN,
      );
      continue;
    }
    if (attribute.value && typeof attribute.value === "object") {
      evaluateInto(attribute.value, file, place);
    }
  }
}

/**
 * Checks what MDX allows but this site cannot build: `import`/`export`, components it does not
 * provide, and expressions that are not plain values. Expressions are evaluated here, once, and
 * the values kept on the tree for the serialiser. Every problem is reported with its place and
 * the build goes on checking, so a writer sees all of a file's problems at once.
 */
export default function remarkCheckMdx() {
  return (tree: TreeNode, file: PluginFile) => {
    walk(tree, (node) => {
      switch (node.type) {
        case "mdxjsEsm":
          reportError(
            file,
            `\`import\` and \`export\` are not supported in this site's MDX: the components ${COMPONENTS} are available without import; show code in a fenced code block, and write values in place`,
            node.position,
            ORIGIN,
          );
          break;
        case "mdxJsxFlowElement":
        case "mdxJsxTextElement":
          checkElement(node, file);
          break;
        case "mdxFlowExpression":
        case "mdxTextExpression":
          evaluateInto(node, file, node.position);
          break;
        default:
          break;
      }
    });
  };
}
