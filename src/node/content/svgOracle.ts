import type createDOMPurifyType from "dompurify";
import type { JSDOM as JSDOMType } from "jsdom";
import { escapeRegExp } from "./codeNames/writtenIn";

/**
 * jsdom and DOMPurify, loaded on the first SVG judged: they take about 240 ms to load, and every
 * process that loads the content pipeline (each build and its workers, `npm run check`, the
 * unit tests of the pipeline) would pay it, although few sites have an SVG in static/.
 */
function sanitizerModules(): {
  JSDOM: typeof JSDOMType;
  createDOMPurify: typeof createDOMPurifyType;
} {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { JSDOM } = require("jsdom") as typeof import("jsdom");
  const createDOMPurify = require("dompurify") as typeof createDOMPurifyType;
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { JSDOM, createDOMPurify };
}

/** Something an SVG holds that the sanitizer would take out, with where it starts in the text. */
export interface SvgFinding {
  /** Offset in the source of the tag or attribute, when it could be placed. */
  offset?: number;
  message: string;
}

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const ELEMENT_NODE = 1;
const PROCESSING_INSTRUCTION_NODE = 7;
const DOCUMENT_TYPE_NODE = 10;

const WHY =
  "DOMPurify's SVG profile takes it out (it can run script, load another document or change where a link leads)";
const FIX = "export the drawing as plain SVG without it";

/**
 * Judges an SVG of `static/` with a maintained sanitizer as the oracle, rather than a list of
 * dangerous spellings of our own: the file is parsed as a browser parses `image/svg+xml` (jsdom's
 * XML parser, which runs nothing and loads nothing), then DOMPurify with its SVG and SVG-filter
 * profiles sanitizes the tree in place. Whatever it removes is a finding: the drawing a reader
 * gets must be the one the sanitizer would leave. Around the sanitizer, what it does not see:
 * the root must be an SVG `<svg>` (DOMPurify cannot remove the root in place), and a document
 * type or a processing instruction outside the root is refused (a DTD declares entities and
 * default attributes; `<?xml-stylesheet?>` can apply XSLT).
 */
export function judgeSvg(source: string): SvgFinding[] {
  const { JSDOM, createDOMPurify } = sanitizerModules();
  let document: Document;
  try {
    ({ document } = new JSDOM(source, { contentType: "image/svg+xml" }).window);
  } catch (error) {
    // The XML parser (saxes) names the place as `about:blank:<line>:<column>: <what>`.
    const [, line, column, what] = /^about:blank:(\d+):(\d+): (.*)$/.exec(firstLine(error)) ?? [];
    return [
      {
        offset: line ? offsetAt(source, Number(line), Number(column)) : undefined,
        message: `the file is not well-formed XML, so a browser shows an error instead of the drawing: ${what ?? firstLine(error)}`,
      },
    ];
  }
  const findings: SvgFinding[] = [];
  for (const node of Array.from(document.childNodes)) {
    if (node.nodeType === DOCUMENT_TYPE_NODE)
      findings.push({
        offset: offsetOf(source, /<!DOCTYPE\b/i),
        message:
          "<!DOCTYPE> is not allowed in static/: a document type can declare entities and default attributes (an onload on every element) that no check reads; delete it, browsers draw the SVG without it",
      });
    else if (node.nodeType === PROCESSING_INSTRUCTION_NODE)
      findings.push({
        offset: offsetOf(source, new RegExp(`<\\?${escapeRegExp(node.nodeName)}\\b`)),
        message: `<?${node.nodeName}?> is not allowed in static/: an instruction to the reader's browser (a stylesheet can be XSLT, which writes a document of its own); delete it`,
      });
  }
  const root = document.documentElement;
  if (root.namespaceURI !== SVG_NAMESPACE || root.localName !== "svg") {
    findings.push({
      offset: startTagsByName(source).get(root.nodeName)?.[0],
      message: `the root element is <${root.nodeName}>${root.namespaceURI ? ` in ${root.namespaceURI}` : " without a namespace"}, not an SVG <svg>: write <svg xmlns="${SVG_NAMESPACE}">`,
    });
    return findings;
  }
  const places = placeElements(source, root);
  const purify = createDOMPurify(
    document.defaultView as unknown as Parameters<typeof createDOMPurify>[0],
  );
  purify.sanitize(root, { USE_PROFILES: { svg: true, svgFilters: true }, IN_PLACE: true });
  for (const removed of purify.removed) {
    if ("attribute" in removed && removed.attribute) {
      const element = removed.from as Element;
      const name = removed.attribute.name;
      findings.push({
        offset: attributeOffset(source, places.get(element), name),
        message: `<${element.nodeName} ${name}="${shorten(removed.attribute.value)}">: the attribute is not allowed in static/: ${WHY}; ${FIX}`,
      });
    } else if ("element" in removed && removed.element.nodeType === ELEMENT_NODE) {
      const element = removed.element as Element;
      findings.push({
        offset: places.get(element),
        message: `the element <${element.nodeName}> is not allowed in static/: ${WHY}; ${FIX}`,
      });
    }
  }
  return findings;
}

/**
 * Where each element's start tag is in the source: the n-th element of a name in document order
 * is the n-th start tag of that name in the text, once comments, CDATA sections and
 * instructions are blanked out.
 */
function placeElements(source: string, root: Element): Map<Element, number> {
  const places = new Map<Element, number>();
  const tags = startTagsByName(source);
  const seen = new Map<string, number>();
  const visit = (element: Element) => {
    const count = seen.get(element.nodeName) ?? 0;
    seen.set(element.nodeName, count + 1);
    const offset = tags.get(element.nodeName)?.[count];
    if (offset !== undefined) places.set(element, offset);
    for (const child of Array.from(element.children)) visit(child);
  };
  visit(root);
  return places;
}

/**
 * The offsets of every start tag, by tag name, outside comments, CDATA and instructions: one
 * pass over the text, whatever the number of elements.
 */
function startTagsByName(source: string): Map<string, number[]> {
  const blanked = source.replace(
    /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>/g,
    (text) => " ".repeat(text.length),
  );
  const tags = new Map<string, number[]>();
  for (const match of blanked.matchAll(/<([^\s/>!?]+)(?=[\s/>])/g)) {
    const name = match[1] ?? "";
    tags.set(name, [...(tags.get(name) ?? []), match.index]);
  }
  return tags;
}

/** The attribute's offset inside the start tag that begins at `tagOffset`. */
function attributeOffset(source: string, tagOffset: number | undefined, name: string) {
  if (tagOffset === undefined) return undefined;
  const end = source.indexOf(">", tagOffset);
  const tag = source.slice(tagOffset, end === -1 ? undefined : end);
  const match = new RegExp(`\\s(${escapeRegExp(name)})\\s*=`).exec(tag);
  return match ? tagOffset + match.index + 1 : tagOffset;
}

/** The offset of a 1-based line and column, within the text. */
function offsetAt(source: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const next = source.indexOf("\n", offset);
    if (next === -1) break;
    offset = next + 1;
  }
  return Math.min(offset + Math.max(column - 1, 0), source.length);
}

function offsetOf(source: string, pattern: RegExp): number | undefined {
  return pattern.exec(source)?.index;
}

function shorten(value: string): string {
  return value.length > 60 ? `${value.slice(0, 57)}...` : value;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
}
