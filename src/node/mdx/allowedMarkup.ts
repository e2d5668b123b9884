import { describeUnsafeUrl } from "../../shared/urlSafety";
import { browserAttributeName, isComponentName } from "./attributeNames";
import { componentPropNames, propNamesOf, propValueProblem } from "./componentProps";
import { describeReceived } from "./valueTypes";

/**
 * What a doc may write as JSX, decided by allow-list: anything not listed here is refused by the
 * build, so a new kind of dangerous markup (a browser feature, an element nobody thought of) is
 * refused by default rather than shipped. The lists are what Markdown itself produces plus the
 * plain HTML a writer needs for structure the Markdown syntax lacks (definition lists, details,
 * figures, keyboard keys, pictures and videos of the product). A doc's look is the site's: no
 * element may carry a style or a class (PRESENTATION_ATTRIBUTES).
 */

/** HTML elements a doc may write, each rendered as written. */
const ALLOWED_ELEMENTS: ReadonlySet<string> = new Set([
  // What Markdown produces (a writer may spell it as JSX too).
  "a",
  "blockquote",
  "br",
  "code",
  "del",
  "em",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "img",
  "li",
  "ol",
  "p",
  "pre",
  "strong",
  "table",
  "tbody",
  "td",
  "th",
  "thead",
  "tr",
  "ul",
  // Text and layout HTML a writer needs.
  "abbr",
  "b",
  "caption",
  "cite",
  "col",
  "colgroup",
  "dd",
  "details",
  "dfn",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "i",
  "ins",
  "kbd",
  "mark",
  "picture",
  "q",
  "s",
  "samp",
  "small",
  "source",
  "span",
  "sub",
  "summary",
  "sup",
  "tfoot",
  "time",
  "u",
  "var",
  "video",
  "audio",
  "track",
  "wbr",
]);

/**
 * Elements refused with their own reason: they run code, load a document or a plug-in, change
 * how every URL or the whole page is read, or collect what a reader types.
 */
const REFUSED_ELEMENTS: Record<string, string> = {
  script:
    "runs code in the reader's browser; the site's own scripts are its only ones: show code in a fenced code block",
  style: "restyles the whole site; ask for a theme change instead",
  link: "loads a style sheet or other resource into the page",
  meta: "changes how the page is read (a refresh can send readers to another site)",
  base: "changes what every relative URL of the page points to",
  title: "changes the page's title; write it in the frontmatter",
  head: "belongs to the site's frame",
  html: "belongs to the site's frame",
  body: "belongs to the site's frame",
  form: "collects what readers type and sends it elsewhere",
  button: "belongs to a form or a script; link to a page instead",
  textarea: "belongs to a form",
  select: "belongs to a form",
  option: "belongs to a form",
  iframe: "embeds another document; link to it instead",
  frame: "embeds another document; link to it instead",
  frameset: "embeds other documents; link to them instead",
  object: "embeds a plug-in or another document; link to it instead",
  embed: "embeds a plug-in or another document; link to it instead",
  applet: "embeds a plug-in",
  portal: "embeds another document",
  svg: "can hold scripts and links of its own: save the drawing as an .svg file and show it with an image",
  math: "can hold links of its own",
  template: "holds markup the site never renders",
  noscript: "holds markup outside the site's checks",
  slot: "belongs to web components",
};

/** Attributes any allowed element may carry (React's names and HTML's, compared lower-case). */
const GLOBAL_ATTRIBUTES = new Set([
  "id",
  "title",
  "lang",
  "dir",
  "role",
  "tabindex",
  "hidden",
  "translate",
]);

/**
 * Attributes that give markup a look of its own, as the lists hold names (`className` is
 * `classname`, and the browser's `class`). An allow-list of CSS was beaten by spelling: a big
 * `padding` on a transparent link took the clicks meant for the page's title, and a class named
 * after one of the site's CSS-module classes laid an invisible link over the navbar; nothing
 * in the content needed either. So a page's look comes only from Markdown and the site's
 * components, whose styles the site owns, and a layout a page lacks is a component to add.
 */
const PRESENTATION_ATTRIBUTES = ["style", "class", "classname"] as const;

/** The site's components, which give a doc's markup the look the site owns. */
const SITE_COMPONENTS = componentPropNames()
  .map(([component]) => component)
  .join(", ");

const PRESENTATION_REASON = `gives the page a look of its own: a doc's presentation comes only from Markdown and the site's components (${SITE_COMPONENTS}); if a page needs a layout they do not give, add a layout component to the site (WRITING.md, "Presentation")`;

/** Attributes allowed on some elements only, by element (lower-case). */
const ELEMENT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ["href", "target", "rel", "hreflang", "download", "type"],
  img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
  source: ["src", "srcset", "sizes", "type", "media", "width", "height"],
  video: [
    "src",
    "poster",
    "controls",
    "width",
    "height",
    "loop",
    "muted",
    "playsinline",
    "preload",
  ],
  audio: ["src", "controls", "loop", "muted", "preload"],
  track: ["src", "kind", "label", "srclang", "default"],
  blockquote: ["cite"],
  q: ["cite"],
  del: ["cite", "datetime"],
  ins: ["cite", "datetime"],
  time: ["datetime"],
  details: ["open"],
  ol: ["start", "reversed", "type"],
  li: ["value"],
  td: ["colspan", "rowspan", "headers", "align"],
  th: ["colspan", "rowspan", "headers", "scope", "abbr", "align"],
  col: ["span", "width"],
  colgroup: ["span", "width"],
  abbr: ["title"],
};

/**
 * Attributes that hold a URL, whatever the element (lower-case, without `-` or `:`): the build
 * reads each through the site's URL classifier, so an allowed attribute cannot carry a script
 * URL and a refused one is named with its URL.
 */
const URL_ATTRIBUTES = new Set([
  "href",
  "to",
  "src",
  "srcset",
  "action",
  "formaction",
  "xlinkhref",
  "ping",
  "poster",
  "cite",
  "data",
  "background",
  "codebase",
  "longdesc",
  "manifest",
  "usemap",
  "icon",
  "lowsrc",
  "dynsrc",
  "archive",
  "classid",
  "itemtype",
  "profile",
]);

/** URL attributes the link checker reads (src/node/mdx/remarkOutline.ts). */
const LINK_CHECKED = new Set(["href", "to", "src"]);

/** Attributes refused with their own reason (lower-case, without `-` or `:`). */
const REFUSED_ATTRIBUTES: Record<string, string> = {
  ...Object.fromEntries(PRESENTATION_ATTRIBUTES.map((name) => [name, PRESENTATION_REASON])),
  dangerouslysetinnerhtml: "puts unchecked HTML into the page",
  srcdoc: "embeds a whole document",
  httpequiv: "acts as an HTTP header (a refresh can send readers to another site)",
  formaction: "sends a form elsewhere",
  is: "turns the element into a custom element",
  nonce: "belongs to the site's own scripts",
};

/** A name as the lists hold it: lower case, without `-`, `:` or `_`. */
function normalised(name: string): string {
  return name.toLowerCase().replace(/[-:_]/g, "");
}

/** An HTML element's attribute as the browser reads it, normalised (`HREF`, `Href` → `href`). */
function htmlAttribute(name: string): string {
  return normalised(browserAttributeName(name));
}

/** The entry of a list by own property only: `constructor` is no element nor attribute. */
function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The URLs an attribute's value holds: one, or one per candidate of a `srcset`, or per `ping`. */
function urlsOf(attribute: string, value: string): string[] {
  const name = htmlAttribute(attribute);
  if (name === "srcset") {
    return value
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
      .filter((url) => url !== "");
  }
  if (name === "ping" || name === "archive") return value.split(/\s+/).filter(Boolean);
  return [value];
}

/**
 * Why a doc may not write this element, or `undefined` when it may. Script elements are
 * recognised in any letter case (`<SCRIPT>`), namespaced names (`<svg:script>`) are refused.
 */
export function elementProblem(element: string): string | undefined {
  const lower = element.toLowerCase();
  const local = lower.includes(":") ? lower.slice(lower.lastIndexOf(":") + 1) : lower;
  const reason = own(REFUSED_ELEMENTS, local);
  if (reason) return `the element <${element}> is not allowed in a doc: it ${reason}`;
  if (isComponentName(element)) return undefined;
  if (element.includes(":") || !ALLOWED_ELEMENTS.has(element)) {
    return `the element <${element}> is not allowed in a doc: use Markdown, the site's components or the HTML listed in docs/errors.md`;
  }
  return undefined;
}

/** An attribute's name as the lists hold it: the browser's for an HTML element, else as written. */
function listedName(element: string, attribute: string): string {
  return isComponentName(element) ? normalised(attribute) : htmlAttribute(attribute);
}

/**
 * Why `attribute` may not be given to `element` when it would set the markup's look (`style`,
 * `class`, `className`, in any spelling the checks read as one of them), or `undefined`. For
 * attributes written other than as `name=value`: a key of a spread (`{...{style: {}}}`), an
 * attribute of an admonition (`:::note{.wide}`); `where` names what the writer wrote.
 */
export function presentationProblem(
  element: string,
  attribute: string,
  where = `<${element} ${attribute}>`,
): string | undefined {
  const name = listedName(element, attribute);
  if (!(PRESENTATION_ATTRIBUTES as readonly string[]).includes(name)) return undefined;
  return `${where}: the attribute "${attribute}" is not allowed, it ${PRESENTATION_REASON}`;
}

/**
 * Why this attribute may not be written on this element, or `undefined` when it may. An HTML
 * element's attribute is judged by the name the browser reads (`HREF` as `href`, `ONCLICK` as
 * `onclick`); a component's prop by its name as written, case and all. Values are checked by
 * `attributeValueProblem`.
 */
export function attributeProblem(element: string, attribute: string): string | undefined {
  const component = isComponentName(element);
  const name = listedName(element, attribute);
  const where = `<${element} ${attribute}>`;
  if (/^on/.test(name)) {
    return `${where}: event handler attributes run code in the reader's browser and are not allowed`;
  }
  const reason = own(REFUSED_ATTRIBUTES, name);
  if (reason) return `${where}: the attribute "${attribute}" is not allowed, it ${reason}`;
  const allowed = component
    ? propNamesOf(element)
    : [...GLOBAL_ATTRIBUTES, ...(own(ELEMENT_ATTRIBUTES, element) ?? [])];
  if (allowed === undefined) return undefined; // an unknown component, reported by name
  const known = component
    ? allowed.includes(attribute)
    : name.startsWith("data") || name.startsWith("aria") || allowed.includes(name);
  // `data` alone is <object>'s URL, not a data-* attribute.
  if (known && name !== "data") return undefined;
  return `${where}: the attribute "${attribute}" is not allowed on <${element}>; allowed: ${
    component ? allowed.join(", ") : `${allowed.join(", ")}, data-*, aria-*`
  }`;
}

/**
 * Why this value may not be written in this attribute, or `undefined` when it may. `value` is
 * what the page renders: the text, the expression's value, or `true` for an attribute written
 * without a value (`<details open>`).
 */
export function attributeValueProblem(
  element: string,
  attribute: string,
  value: unknown,
): string | undefined {
  if (isComponentName(element)) return propValueProblem(element, attribute, value);
  const name = htmlAttribute(attribute);
  const where = `<${element} ${attribute}`;
  if (URL_ATTRIBUTES.has(name)) {
    if (typeof value !== "string")
      return `${where}>: a URL must be text (a string), not ${describeReceived(value)}`;
    // `href`, `to` and `src` are links the outline hands to the link checker, which classifies
    // them (and checks that they lead somewhere): reporting them here too would say it twice.
    if (!LINK_CHECKED.has(name)) {
      for (const url of urlsOf(attribute, value)) {
        const problem = describeUnsafeUrl(url);
        if (problem) return `unsafe URL in ${where}>: ${problem}`;
      }
    }
    return undefined;
  }
  // React writes anything else as text: an array would join, an object read "[object Object]".
  const plain =
    typeof value === "string" ||
    typeof value === "boolean" ||
    (typeof value === "number" && Number.isFinite(value));
  if (!plain)
    return `${where}>: the value must be text, a number or true/false, not ${describeReceived(value)}`;
  if (element === "a" && name === "target" && value !== "_blank" && value !== "_self") {
    return `<a target=${JSON.stringify(value)}>: only "_blank" and "_self" are allowed`;
  }
  return undefined;
}

/** The allow-list as docs/errors.md lists it (contract/readmeLists.test.ts compares). */
export interface MarkupLists {
  /** Attributes every allowed element may carry, besides `data-*` and `aria-*`. */
  globalAttributes: string[];
  /** Each allowed element with the attributes of its own (none for most). */
  elements: [element: string, attributes: readonly string[]][];
  /** The site's components and their props. */
  components: [component: string, props: readonly string[]][];
  /** Elements refused with their reason. */
  refusedElements: [element: string, reason: string][];
  /** Attributes refused on any element, those of one reason together (event handlers aside). */
  refusedAttributes: [attributes: string[], reason: string][];
  /** Attributes whose value goes through the URL classifier. */
  urlAttributes: string[];
}

/** The names refused, those of one reason together, in the list's order. */
function byReason(reasons: Record<string, string>): [names: string[], reason: string][] {
  const grouped = new Map<string, string[]>();
  for (const [name, reason] of Object.entries(reasons)) {
    grouped.set(reason, [...(grouped.get(reason) ?? []), name]);
  }
  return [...grouped].map(([reason, names]) => [names, reason]);
}

export function markupLists(): MarkupLists {
  return {
    globalAttributes: [...GLOBAL_ATTRIBUTES],
    elements: [...ALLOWED_ELEMENTS]
      .sort()
      .map((element) => [element, own(ELEMENT_ATTRIBUTES, element) ?? []]),
    components: componentPropNames(),
    refusedElements: Object.entries(REFUSED_ELEMENTS),
    refusedAttributes: byReason(REFUSED_ATTRIBUTES),
    urlAttributes: [...URL_ATTRIBUTES],
  };
}
