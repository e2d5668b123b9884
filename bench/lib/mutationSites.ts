import { MAVEN, NPM, POD, PUB } from "../../src/node/content/apiShapes";
import type { DocText, TextPiece } from "../../src/node/content/docText";
import type { InventionInputs } from "../../src/node/content/inventionCheck";
import { attributedCodeNames } from "../../src/node/content/codeNames/codeNameCheck";
import type { CodeUse } from "../../src/node/content/codeNames/codeUses";
import { isRestDoc, sectionsOf } from "../../src/node/content/codeNames/factScopes";
import { codeNamesOf } from "../../src/node/content/codeNames/codeNamesOf";
import { parseCodeSync } from "../../src/node/content/codeNames/parseCode";
import { pathTemplate, REST_ADDRESS } from "../../src/node/content/codeNames/restNames";
import type { NameKind } from "./inventName";

/**
 * Where a doc's code names the SDK: each place the mutation benchmark may change into an
 * invented name. Identifiers come from the check's own reading (codeNameCheck's
 * attributedCodeNames: a name it finds in the SDK facts, not in the page's declarations or the
 * language's and platform's lists); package coordinates, REST addresses, REST JSON fields and
 * layout names from the code the check reads them in.
 */

/** The place a name sits in, as the report counts them. */
type Position =
  | "method"
  | "member"
  | "argument label"
  | "prop"
  | "object key"
  | "event name"
  | "class/type"
  | "overridden method"
  | "import path"
  | "package coordinate"
  | "REST path"
  | "query parameter";

export interface MutationSite {
  /** The doc's file relative to its version's folder: both versions of a page share it. */
  page: string;
  docId: string;
  /** The doc's file relative to the project, as problems name it. */
  file: string;
  /** The code block's fence language (`kotlin`, `xml`, `bash`...). */
  language: string;
  position: Position;
  kind: NameKind;
  name: string;
  line: number;
  column: number;
}

const FENCE_LANGUAGE: Readonly<Record<string, string>> = {
  kt: "kotlin",
  kts: "kotlin",
  gradle: "groovy",
  yml: "yaml",
  sh: "bash",
  shell: "bash",
};

function fenceLanguage(piece: TextPiece): string {
  const lang = (piece.lang ?? "text").toLowerCase();
  return FENCE_LANGUAGE[lang] ?? lang;
}

function positionOfUse(use: CodeUse): Position | undefined {
  switch (use.role) {
    case "member":
      return use.called ? "method" : "member";
    case "enum member":
      return "member";
    case "call":
      return /^[A-Z]/.test(use.name) ? "class/type" : "method";
    case "type":
    case "jsx element":
      return "class/type";
    case "argument label":
      return "argument label";
    case "object key":
    case "json field":
      return "object key";
    case "jsx prop":
      return "prop";
    case "event name":
      return "event name";
    case "overridden method":
      return "overridden method";
    case "import":
    case "imported symbol":
      return "import path";
    case "plugin id":
      return "package coordinate";
  }
}

/** The code block a page line falls in. */
function blockAt(text: DocText, line: number): TextPiece | undefined {
  return text.pieces.find(
    (piece) =>
      piece.place === "code block" &&
      line >= piece.line &&
      line < piece.line + piece.value.split("\n").length,
  );
}

/** Where offset `index` of a code block's value sits in the page. */
function placeInBlock(piece: TextPiece, index: number): { line: number; column: number } {
  const before = piece.value.slice(0, index).split("\n");
  return {
    line: piece.line + before.length - 1,
    column: piece.column + (before[before.length - 1]?.length ?? 0),
  };
}

/** The SDK's identifiers, imports and plugin ids the check reads in a doc's code blocks. */
function identifierSites(
  docId: string,
  text: DocText,
  inputs: InventionInputs,
): Omit<MutationSite, "page" | "file">[] {
  return attributedCodeNames(docId, text, inputs.codeNames).flatMap(({ use, attribution }) => {
    const position = positionOfUse(use);
    const block = blockAt(text, use.line);
    if (attribution !== "sdk" || !position || !block) return [];
    const language = fenceLanguage(block);
    const kind: NameKind =
      use.role === "import"
        ? language === "dart"
          ? "dart import"
          : "dotted path"
        : use.role === "plugin id"
          ? "dotted path"
          : "identifier";
    // A Dart import's node is its quoted string: the path starts after the quote.
    const column = use.role === "import" && language === "dart" ? use.column + 1 : use.column;
    return [{ docId, language, position, kind, name: use.name, line: use.line, column }];
  });
}

/** Wemap package coordinates written in code: Maven and Gradle, npm, pub, CocoaPods, SPM products. */
function coordinateSites(
  docId: string,
  text: DocText,
  known: ReadonlySet<string>,
): Omit<MutationSite, "page" | "file">[] {
  const sites: Omit<MutationSite, "page" | "file">[] = [];
  for (const piece of text.pieces) {
    if (piece.place !== "code block") continue;
    const found = (name: string, index: number) =>
      sites.push({
        docId,
        language: fenceLanguage(piece),
        position: "package coordinate",
        kind: "coordinate",
        name,
        ...placeInBlock(piece, index),
      });
    for (const pattern of [MAVEN, NPM, PUB])
      for (const match of piece.value.matchAll(pattern))
        if (known.has(match[0])) found(match[0], match.index ?? 0);
    for (const pattern of [POD, /\.product\(\s*name:\s*"(\w+)"/g])
      for (const match of piece.value.matchAll(pattern)) {
        const name = match[1] ?? "";
        if (known.has(name)) found(name, (match.index ?? 0) + match[0].lastIndexOf(name));
      }
  }
  return sites;
}

/** Addresses of the REST API the facts know, and their query parameters. */
function restSites(
  docId: string,
  text: DocText,
  inputs: InventionInputs,
): Omit<MutationSite, "page" | "file">[] {
  const { rest } = inputs.codeNames;
  const sites: Omit<MutationSite, "page" | "file">[] = [];
  for (const piece of text.pieces) {
    if (piece.place !== "code block") continue;
    for (const match of piece.value.matchAll(REST_ADDRESS)) {
      const written = match[1] ?? "";
      let url: URL;
      try {
        url = new URL(written, "https://api.getwemap.com");
      } catch {
        continue;
      }
      const words = rest.paths.get(pathTemplate(decodeURIComponent(url.pathname)));
      if (!words) continue;
      const start = (match.index ?? 0) + match[0].length - written.length;
      const path = written.split("?")[0] ?? written;
      const language = fenceLanguage(piece);
      sites.push({
        docId,
        language,
        position: "REST path",
        kind: "rest path",
        name: path,
        ...placeInBlock(piece, start),
      });
      const query = written.indexOf("?");
      if (query < 0) continue;
      for (const parameter of written.slice(query + 1).matchAll(/(?:^|&)([A-Za-z_]\w*)=/g)) {
        const name = parameter[1] ?? "";
        if (!words.has(name) && !rest.everywhere.has(name)) continue;
        const at =
          start + query + 1 + (parameter.index ?? 0) + parameter[0].length - name.length - 1;
        sites.push({
          docId,
          language,
          position: "query parameter",
          kind: "identifier",
          name,
          ...placeInBlock(piece, at),
        });
      }
    }
    if (piece.lang === "json" && isRestDoc(docId)) {
      const parsed = parseCodeSync(piece.value, "json", piece);
      if (!parsed) continue;
      for (const use of codeNamesOf(parsed).uses)
        if (rest.fields.has(use.name))
          sites.push({
            docId,
            language: "json",
            position: "object key",
            kind: "identifier",
            name: use.name,
            line: use.line,
            column: use.column,
          });
      parsed.tree.delete();
    }
  }
  return sites;
}

/** SDK views of Android layouts and their attributes of the app's namespace, as the facts write them. */
function layoutSites(
  docId: string,
  text: DocText,
  inputs: InventionInputs,
): Omit<MutationSite, "page" | "file">[] {
  const facts = inputs.codeNames.scopes(sectionsOf(docId, "kotlin")).text;
  const sites: Omit<MutationSite, "page" | "file">[] = [];
  for (const piece of text.pieces) {
    if (piece.place !== "code block" || !/^xml$/i.test(piece.lang ?? "")) continue;
    const prefixes = [
      ...piece.value.matchAll(
        /xmlns:([\w-]+)\s*=\s*["']http:\/\/schemas\.android\.com\/apk\/res-auto["']/g,
      ),
    ].map((m) => m[1] ?? "");
    for (const tag of piece.value.matchAll(/<(com\.getwemap\.[\w.]+)([^>]*)>/g)) {
      const name = tag[1] ?? "";
      const at = (tag.index ?? 0) + 1;
      if (facts.includes(name))
        sites.push({
          docId,
          language: "xml",
          position: "class/type",
          kind: "dotted path",
          name,
          ...placeInBlock(piece, at),
        });
      for (const attribute of (tag[2] ?? "").matchAll(/([\w-]+):([\w-]+)\s*=/g)) {
        const [whole, prefix = "", local = ""] = attribute;
        if (!prefixes.includes(prefix) || !new RegExp(`[\\w-]+:${local}(?![\\w$])`).test(facts))
          continue;
        const offset = at + name.length + (attribute.index ?? 0) + whole.indexOf(`${prefix}:`);
        sites.push({
          docId,
          language: "xml",
          position: "prop",
          kind: "prefixed",
          name: `${prefix}:${local}`,
          ...placeInBlock(piece, offset),
        });
      }
    }
  }
  return sites;
}

/**
 * Every place a doc's code blocks name the SDK, in page order, each once. JavaScript and
 * TypeScript blocks are left out: the compiler check judges them.
 */
export function mutationSitesOf(
  doc: { id: string; page: string; file: string },
  text: DocText,
  inputs: InventionInputs,
): MutationSite[] {
  const sites = [
    ...identifierSites(doc.id, text, inputs),
    ...coordinateSites(doc.id, text, inputs.shapes.coordinates),
    ...restSites(doc.id, text, inputs),
    ...layoutSites(doc.id, text, inputs),
  ].filter(
    (site) => !["js", "javascript", "ts", "typescript", "tsx", "jsx"].includes(site.language),
  );
  const seen = new Set<string>();
  return sites
    .filter((site) => {
      const key = `${site.line}:${site.column}:${site.name}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((site) => ({ ...site, page: doc.page, file: doc.file }))
    .sort((a, b) => a.line - b.line || a.column - b.column);
}
