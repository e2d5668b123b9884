import { MDX_COMPONENT_NAMES } from "../../shared/mdxComponentNames";
import {
  attributeProblem,
  attributeValueProblem,
  elementProblem,
  presentationProblem,
} from "./allowedMarkup";
import { attributeKey, isComponentName } from "./attributeNames";
import { missingPropProblem } from "./componentProps";
import { evaluateProgram, ExpressionError, type EstreeNode } from "./evaluateExpression";
import { spreadKeys } from "./spreadKeys";
import { visit } from "unist-util-visit";
import { reportError, type JsxAttribute, type PluginFile, type Point, type TreeNode } from "./tree";

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

/**
 * Where an attribute is written: MDX gives attributes no place of their own, so it is found in
 * the source after the element's start (the `occurrence`-th `name` preceded by a space, before
 * its value; the first by default).
 */
function attributePlace(
  node: TreeNode,
  name: string,
  file: PluginFile,
  occurrence = 0,
): Point | undefined {
  const start = node.position?.start;
  if (!start || start.offset === undefined || typeof file.value !== "string") return start;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`\\s${escaped}(?=[\\s=/>]|$)`, "g");
  const source = file.value.slice(start.offset, node.position?.end.offset);
  let match: RegExpExecArray | null = null;
  for (let seen = 0; seen <= occurrence; seen++) {
    const next = pattern.exec(source);
    if (!next) break;
    match = next;
  }
  if (!match) return start;
  const offset = start.offset + match.index + 1;
  const before = file.value.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n"), offset };
}

/**
 * What the page renders for an attribute: its text, its expression's value, or `true` when it
 * is written without one (`<details open>`). `evaluated: false` when its expression could not be
 * evaluated (already reported).
 */
function renderedValue(attribute: JsxAttribute): { evaluated: boolean; value?: unknown } {
  const { value } = attribute;
  if (value === null || value === undefined) return { evaluated: true, value: true };
  if (typeof value === "string") return { evaluated: true, value };
  const data = value.data ?? {};
  return Object.hasOwn(data, "evaluated")
    ? { evaluated: true, value: data.evaluated }
    : { evaluated: false };
}

/**
 * A spread attribute is refused: the check judges attributes one by one. One that sets the
 * markup's look (`{...{style: {}}}`) is refused for that, at its key, as the attribute would be.
 */
function checkSpread(node: TreeNode, attribute: JsxAttribute, file: PluginFile): void {
  const name = node.name ?? "";
  const program = attribute.data?.estree as EstreeNode | undefined;
  for (const key of spreadKeys(program)) {
    const problem = presentationProblem(name, key.name, `<${name} {...{${key.name}}}>`);
    if (problem) {
      reportError(file, problem, estreePlace(key.node, node.position), ORIGIN);
      return;
    }
  }
  reportError(
    file,
    "spread attributes (`{...props}`) are not supported: write each attribute",
    program ? estreePlace(program, node.position) : node.position,
    ORIGIN,
  );
}

/**
 * An admonition's attributes written on its directive (`:::note{.wide}`, kept by
 * remarkAdmonitions.ts): the page renders none of them, and one that would set its look is
 * refused as on the element, at the directive's `{`.
 */
function checkDirectiveAttributes(node: TreeNode, file: PluginFile): void {
  const written = node.data?.directiveAttributes as Record<string, unknown> | undefined;
  const name = node.name ?? "";
  const kind = node.attributes?.find((attribute) => attribute.name === "type")?.value;
  for (const key of Object.keys(written ?? {})) {
    const problem = presentationProblem(name, key, `:::${String(kind)}{${key}}`);
    if (problem) reportError(file, problem, directiveBracePlace(node, file), ORIGIN);
  }
}

/** Where a directive's attributes start: the first `{` of its opening line, or the directive. */
function directiveBracePlace(node: TreeNode, file: PluginFile): Point | undefined {
  const start = node.position?.start;
  if (!start || start.offset === undefined || typeof file.value !== "string") return start;
  const line = file.value.slice(start.offset).split("\n", 1)[0] ?? "";
  const brace = line.indexOf("{");
  if (brace === -1) return start;
  return { line: start.line, column: start.column + brace, offset: start.offset + brace };
}

function checkElement(node: TreeNode, file: PluginFile): void {
  const name = node.name ?? "";
  const refused = name ? elementProblem(name) : undefined;
  if (refused) {
    reportError(file, refused, node.position, ORIGIN);
  } else if (isComponentName(name)) {
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
  /** Each attribute's key (`href` for `HREF`), to the name it was first written with. */
  const written = new Map<string, string>();
  /** How often each exact spelling was seen, to place the second `href` on the second. */
  const spellings = new Map<string, number>();
  for (const attribute of node.attributes ?? []) {
    const place = attribute.position ?? node.position;
    if (attribute.type === "mdxJsxExpressionAttribute") {
      checkSpread(node, attribute, file);
      continue;
    }
    if (attribute.value && typeof attribute.value === "object") {
      evaluateInto(attribute.value, file, place);
    }
    // A refused element is reported once, not once more for each of its attributes.
    if (!name || !attribute.name || refused) continue;
    const occurrence = spellings.get(attribute.name) ?? 0;
    spellings.set(attribute.name, occurrence + 1);
    const at = () => attributePlace(node, attribute.name ?? "", file, occurrence);
    const key = attributeKey(name, attribute.name);
    const first = written.get(key);
    if (first !== undefined) {
      reportError(
        file,
        `<${name} ${attribute.name}>: ${first === attribute.name ? `"${first}" is written twice` : `"${first}" and "${attribute.name}" are one attribute (${key}) written twice`}; the page would render only one of them: write it once`,
        at(),
        ORIGIN,
      );
      continue;
    }
    written.set(key, attribute.name);
    const nameProblem = attributeProblem(name, attribute.name);
    if (nameProblem) {
      reportError(file, nameProblem, at(), ORIGIN);
      continue;
    }
    const rendered = renderedValue(attribute);
    if (!rendered.evaluated) continue;
    const problem = attributeValueProblem(name, attribute.name, rendered.value);
    if (problem) reportError(file, problem, at(), ORIGIN);
  }
  if (!refused && isComponentName(name)) {
    const missing = missingPropProblem(name, [...written.values()]);
    if (missing) reportError(file, missing, node.position, ORIGIN);
  }
}

/** Markdown link or image syntax left as text because its URL has a space: `![d](/a b.svg)`. */
const SPACED_URL = /(!?)\[[^\]\n]*\]\(([^()\s"'<>]*\s[^()"'<>]*)\)/;

function checkSpacedUrl(node: TreeNode, file: PluginFile): void {
  const match = SPACED_URL.exec(String(node.value ?? ""));
  if (!match) return;
  const [whole, bang, url = ""] = match;
  const start = node.position?.start;
  let place: Point | undefined = start;
  if (start?.offset !== undefined && typeof file.value === "string") {
    const offset = file.value.indexOf(whole, start.offset);
    if (offset !== -1) {
      const before = file.value.slice(0, offset);
      place = { line: before.split("\n").length, column: offset - before.lastIndexOf("\n") };
    }
  }
  const trimmed = url.trim();
  reportError(
    file,
    `${whole} is not read as ${bang ? "an image" : "a link"}: a URL cannot hold a space; write ${trimmed.replace(/\s/g, "%20")} (or <${trimmed}>)`,
    place,
    ORIGIN,
  );
}

/** A string attribute's value, or its evaluated expression's value. */
function valueOf(node: TreeNode, name: string): unknown {
  const attribute = node.attributes?.find(
    (candidate) => candidate.type === "mdxJsxAttribute" && candidate.name === name,
  );
  if (!attribute) return undefined;
  const { value } = attribute;
  return value && typeof value === "object" ? value.data?.evaluated : value;
}

/**
 * `<Tabs defaultValue>` must name one of its `<TabItem value>`s: the page would otherwise fail
 * only when rendered, without a place. Checked after the attributes are evaluated.
 */
function checkTabs(node: TreeNode, file: PluginFile): void {
  const defaultValue = valueOf(node, "defaultValue");
  if (defaultValue === undefined) return;
  const values: unknown[] = [];
  visit(node, (inner: TreeNode) => {
    if (inner !== node && inner.type.startsWith("mdxJsx") && inner.name === "TabItem") {
      values.push(valueOf(inner, "value"));
    }
  });
  if (values.includes(defaultValue)) return;
  reportError(
    file,
    `<Tabs defaultValue=${JSON.stringify(defaultValue)}> names no <TabItem value> of these tabs; the values are ${values.map((value) => JSON.stringify(value)).join(", ") || "none"}`,
    attributePlace(node, "defaultValue", file),
    ORIGIN,
  );
}

/**
 * Checks what MDX allows but this site cannot build or must not ship: `import`/`export`,
 * components it does not provide, HTML elements and attributes outside the allow-list of
 * `allowedMarkup.ts` (scripts, event handlers, frames, forms, styles and classes...), unsafe URLs in any
 * URL-bearing attribute, and expressions that are not plain values. Expressions are evaluated here, once, and
 * the values kept on the tree for the serialiser. Every problem is reported with its place and
 * the build goes on checking, so a writer sees all of a file's problems at once.
 */
export default function remarkCheckMdx() {
  return (tree: TreeNode, file: PluginFile) => {
    // Checked once every attribute below them is evaluated.
    const tabs: TreeNode[] = [];
    visit(tree, (node: TreeNode) => {
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
          checkDirectiveAttributes(node, file);
          if (node.name === "Tabs") tabs.push(node);
          break;
        case "mdxFlowExpression":
        case "mdxTextExpression":
          evaluateInto(node, file, node.position);
          break;
        case "text":
          checkSpacedUrl(node, file);
          break;
        default:
          break;
      }
    });
    for (const node of tabs) checkTabs(node, file);
  };
}
