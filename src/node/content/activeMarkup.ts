import { Tokenizer, type TokenizerCallbacks } from "htmlparser2";
import { classifyUrl, describeUnsafeUrl } from "../../shared/urlSafety";

/**
 * How a browser reads a file opened by its address: as HTML, or as XML (an SVG), where an
 * element of the XHTML namespace runs script as in HTML.
 */
export type MarkupKind = "html" | "xml";

/** Something in an HTML, SVG or XML file that could run script, with its offset in the text. */
export interface ActiveMarkup {
  offset: number;
  message: string;
}

/** Elements that run code, embed a document that can, or redirect the file's URLs. */
const REFUSED_ELEMENTS: Readonly<Record<string, string>> = {
  script: "it runs code in the reader's browser",
  iframe: "it embeds another document, which can run code",
  frame: "it embeds another document, which can run code",
  frameset: "it embeds other documents, which can run code",
  portal: "it embeds another document, which can run code",
  fencedframe: "it embeds another document, which can run code",
  object: "it embeds a plugin or another document, which can run code",
  embed: "it embeds a plugin or another document, which can run code",
  applet: "it embeds a plugin, which runs code",
  base: "it changes where every relative URL of the file leads",
  foreignobject:
    "it puts HTML inside the SVG, where scripts and event handlers hide from an SVG reader",
};

/** SVG animations, which can set an attribute of another element: a link's target too. */
const ANIMATIONS = new Set(["set", "animate", "animatetransform", "animatemotion", "animatecolor"]);

/**
 * Attributes a browser follows or loads as a URL, on any element (an HTML attribute means
 * nothing on most elements, so checking it everywhere costs nothing and misses nothing).
 */
const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "poster",
  "data",
  "codebase",
  "cite",
  "background",
  "longdesc",
  "usemap",
  "manifest",
  "icon",
  "lowsrc",
  "dynsrc",
  "profile",
  "classid",
  "srcset",
  "imagesrcset",
  "ping",
  "archive",
]);

/**
 * Raster images written into an image element as `data:` URLs, as drawing programs export
 * them: an image decodes and never runs script. Every other `data:` URL is refused.
 */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif)[;,]/i;
const DATA_IMAGE_PLACES = new Set(["img src", "image href", "feimage href"]);

/** What a message adds to a finding only a second reading saw (see findActiveMarkup). */
export const HIDDEN_NOTE =
  "(inside a comment, CDATA section or raw text, which a browser may read as markup)";

/** The file's encoding must be the one this check reads. */
const UTF8_LABELS = new Set(["utf-8", "utf8"]);

/**
 * Elements whose content an HTML browser reads as text up to the first `</name` (raw text and
 * RCDATA, with scripting on): htmlparser2 reads some of them as markup.
 */
const RAW_TEXT_ELEMENTS = new Set([
  "script",
  "style",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "noscript",
  "title",
  "textarea",
]);

/** Readings after the first: each unveils one level of nesting; real files need one or two. */
const MAX_READINGS = 16;

interface Attribute {
  /** As written: `xlink:HREF`, `onLoad`. */
  name: string;
  /** With character references decoded, as the browser reads it. */
  value: string;
  offset: number;
}

interface OpenTag {
  name: string;
  /** Offsets of its `<` and its `>`. */
  start: number;
  end: number;
  attributes: Attribute[];
}

/** `svg:SCRIPT` → `script`: what the browser's namespace-aware reading makes of a name. */
function localName(name: string): string {
  const lower = name.toLowerCase();
  return lower.slice(lower.lastIndexOf(":") + 1);
}

/**
 * Every opening tag of the text as htmlparser2's tokenizer reads it (HTML, or XML in xmlMode),
 * with the offsets of the tag and of each attribute, and attribute values decoded.
 */
function openTags(text: string, kind: MarkupKind): OpenTag[] {
  const tags: OpenTag[] = [];
  let tag: OpenTag | undefined;
  let attribute: Attribute | undefined;
  // Offsets in the callbacks are the tokenizer's, in its buffer: these make them the text's.
  const offsetOf = (index: number) => tokenizer.getAbsoluteIndex() - tokenizer._index + index;
  const endTag = () => {
    if (!tag) return;
    tag.end = offsetOf(tokenizer._index);
    tags.push(tag);
    tag = undefined;
  };
  const ignore = () => undefined;
  const callbacks: TokenizerCallbacks = {
    onopentagname(name) {
      tag = { name, start: offsetOf(tokenizer.sectionStart) - 1, end: -1, attributes: [] };
    },
    onattribname(name) {
      attribute = { name, value: "", offset: offsetOf(tokenizer.sectionStart) };
    },
    onattribdata(value) {
      if (attribute) attribute.value += value;
    },
    onattribend() {
      if (tag && attribute) tag.attributes.push(attribute);
      attribute = undefined;
    },
    onopentagend: endTag,
    onselfclosingtag: endTag,
    onclosetag: ignore,
    ontext: ignore,
    oncomment: ignore,
    oncdata: ignore,
    ondeclaration: ignore,
    onprocessinginstruction: ignore,
    onend: ignore,
    onerror(error) {
      throw error;
    },
  };
  const tokenizer = new Tokenizer({ xmlMode: kind === "xml", decodeEntities: true }, callbacks);
  tokenizer.end(text);
  return tags;
}

/** The URLs an attribute holds: one, or a list (`srcset` candidates, `ping`). */
function urlsOf(attribute: string, value: string): string[] {
  if (attribute === "srcset" || attribute === "imagesrcset") {
    return value
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
      .filter((url) => url !== "");
  }
  if (attribute === "ping" || attribute === "archive") {
    return value.split(/[\s,]+/).filter((url) => url !== "");
  }
  return [value];
}

function isUtf8Label(label: string): boolean {
  return UTF8_LABELS.has(label.trim().toLowerCase());
}

/** What is wrong with one opening tag, reported at the tag or at the attribute. */
function checkTag(tag: OpenTag, report: (offset: number, message: string) => void): void {
  const element = localName(tag.name);
  const why = REFUSED_ELEMENTS[element];
  if (why) report(tag.start, `the element <${tag.name}> is not allowed in static/: ${why}`);
  const valueOf = (name: string) =>
    tag.attributes.find((attribute) => localName(attribute.name) === name)?.value;

  if (element === "meta") {
    const equiv = (valueOf("http-equiv") ?? "").trim().toLowerCase();
    if (equiv === "refresh") {
      report(
        tag.start,
        `<${tag.name} http-equiv="refresh"> is not allowed in static/: it sends the reader to another address`,
      );
    }
    const declared =
      valueOf("charset") ??
      (equiv === "content-type"
        ? /charset\s*=\s*([^\s;"']+)/i.exec(valueOf("content") ?? "")?.[1]
        : undefined);
    if (declared !== undefined && !isUtf8Label(declared)) {
      report(
        tag.start,
        `<${tag.name}> declares the encoding "${declared.trim()}": a file of static/ must be UTF-8 and say so, or the browser may read other markup than the check did`,
      );
    }
  }

  if (ANIMATIONS.has(element)) {
    const target = localName((valueOf("attributename") ?? "").trim());
    if (target === "href" || target.startsWith("on")) {
      report(
        tag.start,
        `<${tag.name} attributeName="${target}"> is not allowed in static/: an animation of a link target or an event handler can turn it into script`,
      );
    }
  }

  for (const attribute of tag.attributes) {
    const full = attribute.name.toLowerCase();
    // Namespace declarations name a namespace, not a resource.
    if (full === "xmlns" || full.startsWith("xmlns:")) continue;
    const local = localName(attribute.name);
    const place = `<${tag.name} ${attribute.name}>`;
    if (local.startsWith("on")) {
      report(
        attribute.offset,
        `${place}: event handler attributes run code in the reader's browser and are not allowed in static/`,
      );
      continue;
    }
    if (full === "xml:base") {
      report(
        attribute.offset,
        `${place}: xml:base changes where the file's relative URLs lead and is not allowed in static/`,
      );
      continue;
    }
    if (!URL_ATTRIBUTES.has(local)) continue;
    for (const url of urlsOf(local, attribute.value)) {
      const squeezed = url.replace(/[\t\n\r]/g, "").trim();
      if (DATA_IMAGE_PLACES.has(`${element} ${local}`) && DATA_IMAGE.test(squeezed)) continue;
      const unsafe = describeUnsafeUrl(url);
      if (!unsafe) continue;
      const result = classifyUrl(url);
      const hint =
        result.kind === "unsafe" && result.scheme === "data"
          ? " (a PNG, JPEG, GIF, WebP or AVIF data: image is allowed in <img src> and <image href>)"
          : "";
      report(attribute.offset, `unsafe URL in ${place}: ${unsafe}${hint}`);
    }
  }
}

/**
 * XML's own ways to bring in markup the elements do not show: an XSLT stylesheet, which
 * rewrites the document (scripts included), a document type, whose entities the browser expands
 * into markup and whose default attributes it adds to elements, and an encoding other than the
 * UTF-8 the check reads.
 */
function checkXmlDeclarations(source: string, report: (offset: number, message: string) => void) {
  for (const match of source.matchAll(/<\?xml-stylesheet\b([\s\S]*?)\?>/gi)) {
    const type = /\btype\s*=\s*(["'])([\s\S]*?)\1/i.exec(match[1] ?? "")?.[2]?.trim();
    if (type?.toLowerCase() === "text/css") continue;
    report(
      match.index,
      `<?xml-stylesheet type="${type ?? ""}"?> is not allowed in static/: only a text/css stylesheet is; an XSLT stylesheet can write script into the document`,
    );
  }
  // A document type declares what the elements read does not show: entities the browser
  // expands into markup, and default attributes it adds to elements (an ATTLIST that gives every
  // <svg> an onload). No drawing needs one: refused whole, whatever it declares.
  const doctypes = [...source.matchAll(/<!DOCTYPE\b/gi)];
  for (const match of doctypes) {
    report(
      match.index,
      "<!DOCTYPE> is not allowed in static/: a document type can declare entities and default attributes (an onload on every element) that the browser adds and no check reads; delete it, browsers draw the SVG without it",
    );
  }
  for (const match of doctypes.length > 0 ? [] : source.matchAll(/<!ENTITY\b/gi)) {
    report(
      match.index,
      "<!ENTITY> is not allowed in static/: the browser expands an entity into markup, script included, that no check reads",
    );
  }
  const declared = /^\s*<\?xml\b[^>]*?\bencoding\s*=\s*(["'])([^"']*)\1/i.exec(source);
  if (declared && !isUtf8Label(declared[2] ?? "")) {
    report(
      source.indexOf("<?xml"),
      `the XML declaration names the encoding "${declared[2] ?? ""}": a file of static/ must be UTF-8, or the browser may read other markup than the check did`,
    );
  }
}

/**
 * Everything in an HTML or XML text that could run script: script and embedding elements, event
 * handlers, script and `data:` URLs (raster images aside), `<meta http-equiv="refresh">`,
 * `<base>`, SVG's `<foreignObject>` and animations of a link target, XSLT and entities. Names
 * are compared as the browser reads them: any letter case, any namespace prefix.
 *
 * htmlparser2 and a browser may disagree on where a comment, a CDATA section or the raw text
 * of `<style>` or `<title>` ends (`<!-->` ends a comment at once for a browser). So the text
 * is read again with the tags already read blanked out and `<!`, `<?` opened up: a tag hidden
 * in such a place becomes a tag, and is checked. A file that only shows a commented-out script
 * is refused too: that is the price of never trusting where a comment ends.
 */
export function findActiveMarkup(source: string, kind: MarkupKind): ActiveMarkup[] {
  const found = new Map<string, ActiveMarkup>();
  const report = (offset: number, message: string) => {
    const key = `${offset} ${message}`;
    if (!found.has(key)) found.set(key, { offset, message });
  };
  let text = source;
  for (let reading = 0; reading <= MAX_READINGS; reading += 1) {
    const tags = openTags(text, kind);
    const hidden = (offset: number, message: string) => report(offset, `${message} ${HIDDEN_NOTE}`);
    for (const tag of tags) checkTag(tag, reading === 0 ? report : hidden);
    const next = withTagsBlanked(
      text,
      tags,
      kind === "html" ? rawTextEnds(text, tags) : [],
    ).replace(/<[!?]/g, "  ");
    if (next === text) break;
    if (reading === MAX_READINGS) {
      report(
        tags[0]?.start ?? 0,
        `markup nested deeper than ${MAX_READINGS} levels is not allowed in static/: no check reads it`,
      );
    }
    text = next;
  }
  if (kind === "xml") checkXmlDeclarations(source, report);
  return [...found.values()].sort((a, b) => a.offset - b.offset);
}

/**
 * Where a browser ends each raw-text element of HTML (`<noscript>`, `<textarea>`...): at the
 * first `</name`, even inside what htmlparser2 reads as an attribute value of a tag within
 * (`<noscript><p title="</noscript><img onerror=...>">`, which htmlparser2 reads as one `<p>`).
 */
function rawTextEnds(text: string, tags: readonly OpenTag[]): number[] {
  const ends: number[] = [];
  for (const tag of tags) {
    const name = tag.name.toLowerCase();
    if (!RAW_TEXT_ELEMENTS.has(name)) continue;
    const end = new RegExp(`</${name}[\\s/>]`, "i");
    const match = end.exec(text.slice(tag.end + 1));
    if (match) ends.push(tag.end + 1 + match.index);
  }
  return ends;
}

/**
 * The text with each tag replaced by as many spaces, every other offset where it was. A tag
 * that runs over a browser's end of raw text is blanked only up to there: the browser reads
 * what follows as markup, and so will the next reading.
 */
function withTagsBlanked(text: string, tags: readonly OpenTag[], cuts: readonly number[]): string {
  let result = "";
  let at = 0;
  for (const tag of [...tags].sort((a, b) => a.start - b.start)) {
    if (tag.start < at) continue;
    const cut = cuts.find((offset) => offset > tag.start && offset <= tag.end);
    const end = cut === undefined ? tag.end + 1 : cut;
    result += text.slice(at, tag.start) + " ".repeat(end - tag.start);
    at = end;
  }
  return result + text.slice(at);
}
