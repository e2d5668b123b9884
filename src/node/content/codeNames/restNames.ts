import type { DocText } from "../docText";
import type { Fact } from "../sdkVocabulary";
import type { CodeUse } from "./codeUses";
import type { UnresolvedName } from "./resolveCodeNames";

/**
 * The REST half of the invention check: every address of the REST API a page writes (in a code
 * block, a `curl` command, an inline code span or a table cell) is read with the WHATWG URL
 * parser, its path looked up among the paths the REST facts give (numeric segments read as
 * `:id`), and each query parameter, and each `-d`/`--data-urlencode` field of a `curl -G`
 * command, among the names the facts of that path (and the pagination fact) write.
 */

export interface RestVocabulary {
  /** Each path template the facts give (`/v3.0/lists/:id`), with the words of its facts. */
  paths: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * The HTTP methods the facts give each path with (`GET/PUT/DELETE /v3.0/lists/:id`); a path
   * the facts write without a method is absent (its methods are not known).
   */
  methods: ReadonlyMap<string, ReadonlySet<string>>;
  /** Parameters every list endpoint takes (the pagination fact's). */
  everywhere: ReadonlySet<string>;
  /** Every word of the REST facts: the fields a request body or response may have. */
  fields: ReadonlySet<string>;
}

const API_ORIGIN = "https://api.getwemap.com";
/** A path of the API as pages write it: `/v3.0/...`, alone or after the API's origin. */
export const REST_ADDRESS = /(?:https:\/\/api\.getwemap\.com)?(\/v\d+\.\d+\/[^\s"'`)\\<>|]*)/g;
const WORD = /[A-Za-z_][\w]*/g;
const METHOD = "GET|POST|PUT|PATCH|DELETE";
const METHODS_AND_PATH = new RegExp(
  `\\b((?:${METHOD})(?:/(?:${METHOD}))*)\\s+(?:https://api\\.getwemap\\.com)?(/v\\d+\\.\\d+/[^\\s"'\`)\\\\<>|?]*)`,
  "g",
);
const REST_SECTIONS = ["rest_api", "services", "url_parameters_and_webview"];

/** `/v3.0/lists/80412/pinpoints` and `/v3.0/lists/{id}` → `/v3.0/lists/:id/pinpoints`. */
export function pathTemplate(pathname: string): string {
  return pathname
    .replace(/\/+$/, "")
    .split("/")
    .map((segment) => (/^(?:\d+|:\w+|\{\w+\}|<\w+>)$/.test(segment) ? ":id" : segment))
    .join("/");
}

export function restVocabularyOf(facts: readonly Fact[]): RestVocabulary {
  const paths = new Map<string, Set<string>>();
  const everywhere = new Set<string>();
  const fields = new Set<string>();
  const methods = new Map<string, Set<string>>();
  for (const fact of facts) {
    if (!REST_SECTIONS.includes(fact.section ?? "")) continue;
    const text = `${fact.name}\n${fact.signature ?? ""}\n${fact.notes ?? ""}`;
    const words = text.replace(/https?:\/\/\S+/g, " ").match(WORD) ?? [];
    for (const word of words) fields.add(word);
    for (const match of text.matchAll(REST_ADDRESS)) {
      const template = pathTemplate(match[1] ?? "");
      const known = paths.get(template) ?? new Set<string>();
      for (const word of words) known.add(word);
      paths.set(template, known);
    }
    for (const written of text.matchAll(METHODS_AND_PATH)) {
      const template = pathTemplate(written[2] ?? "");
      const known = methods.get(template) ?? new Set<string>();
      for (const method of (written[1] ?? "").split("/")) known.add(method);
      methods.set(template, known);
    }
    if (/pagination/i.test(fact.name)) for (const word of words) everywhere.add(word);
  }
  return { paths, methods, everywhere, fields };
}

/**
 * The keys of a REST page's JSON examples that no REST fact writes. Which endpoint an example
 * belongs to is the prose's to say, so a key is judged against the fields of every endpoint.
 */
export function unresolvedJsonFields(
  uses: readonly CodeUse[],
  rest: RestVocabulary,
): UnresolvedName[] {
  return uses
    .filter((use) => use.role === "json field" && !rest.fields.has(use.name))
    .map((use) => ({
      name: use.name,
      as: "a field of the REST API",
      line: use.line,
      column: use.column,
    }));
}

/** Where offset `index` of a piece's value sits in the page. */
function placeIn(
  piece: DocText["pieces"][number],
  index: number,
): { line: number; column: number } {
  const before = piece.value.slice(0, index).split("\n");
  const row = before.length - 1;
  const column = (before[row]?.length ?? 0) + 1;
  return row === 0
    ? {
        line: piece.line,
        column: piece.column + column - 1 + (piece.place === "inline code" ? 1 : 0),
      }
    : { line: piece.line + row, column: (piece.lineColumns?.[row] ?? piece.column) + column - 1 };
}

/**
 * The HTTP method a page writes for the address at `index` of a piece: just before it in the
 * same piece (`POST /v3.0/lists` in a span or an HTTP block), after `-X`/`--request` in a curl
 * command, or alone in another cell of the same table row (a prose piece on the same line).
 */
function methodOf(
  text: DocText,
  piece: DocText["pieces"][number],
  index: number,
): { name: string; place: { line: number; column: number } } | undefined {
  const lineStart = piece.value.lastIndexOf("\n", index - 1) + 1;
  const before = new RegExp(`\\b(${METHOD})\\s+$`).exec(piece.value.slice(lineStart, index));
  if (before?.[1])
    return { name: before[1], place: placeIn(piece, lineStart + (before.index ?? 0)) };
  // `curl -X POST URL`: the method is the request's, whose address is the command's first one.
  const commandStart = piece.value.lastIndexOf("curl", index);
  const firstAddress =
    commandStart < 0 ? -1 : piece.value.slice(commandStart).search(/https?:\/\//) + commandStart;
  const command = new RegExp(`(?:-X|--request)\\s+(${METHOD})\\b`).exec(
    piece.value.slice(Math.max(commandStart, 0)),
  );
  if (command) command.index += Math.max(commandStart, 0);
  if (command?.[1] && piece.place === "code block" && firstAddress === index)
    return {
      name: command[1],
      place: placeIn(piece, (command.index ?? 0) + command[0].length - command[1].length),
    };
  if (piece.place !== "inline code") return undefined;
  const cell = text.pieces.find(
    (other) =>
      other.place === "prose" &&
      other.line === piece.line &&
      new RegExp(`^\\s*(?:${METHOD})\\s*$`).test(other.value),
  );
  return cell
    ? { name: cell.value.trim(), place: { line: cell.line, column: cell.column } }
    : undefined;
}

/** The fields a `curl -G` command sends as its query, with their offsets in the text. */
function curlFields(command: string): { name: string; index: number }[] {
  if (!/\bcurl\b/.test(command) || !/(?:^|\s)(?:-G|--get)\b/.test(command)) return [];
  return [...command.matchAll(/(?:--data-urlencode|--data|-d)\s+(["']?)([A-Za-z_][\w]*)=/g)].map(
    (field) => ({
      name: field[2] ?? "",
      index: (field.index ?? 0) + field[0].length - (field[2]?.length ?? 0) - 1,
    }),
  );
}

export function unresolvedRestNames(text: DocText, rest: RestVocabulary): UnresolvedName[] {
  const found: UnresolvedName[] = [];
  for (const piece of text.pieces) {
    if (piece.place === "prose") continue;
    for (const match of piece.value.matchAll(REST_ADDRESS)) {
      const written = match[1] ?? "";
      let url: URL;
      try {
        url = new URL(written, API_ORIGIN);
      } catch {
        continue;
      }
      const template = pathTemplate(decodeURIComponent(url.pathname));
      const words = rest.paths.get(template);
      const start = (match.index ?? 0) + match[0].length - written.length;
      if (!words) {
        found.push({ name: template, as: "a path of the REST API", ...placeIn(piece, start) });
        continue;
      }
      const method = methodOf(text, piece, match.index ?? 0);
      const allowed = rest.methods.get(template);
      if (method && allowed && !allowed.has(method.name))
        found.push({
          name: `${method.name} ${template}`,
          as: "a method and path of the REST API",
          ...method.place,
        });
      const queryAt = start + written.indexOf("?");
      for (const name of new Set(url.searchParams.keys()))
        if (!words.has(name) && !rest.everywhere.has(name))
          found.push({
            name,
            as: `a query parameter of \`${template}\``,
            ...placeIn(piece, queryAt + written.slice(written.indexOf("?")).indexOf(name)),
          });
      // `curl -G URL --data-urlencode "name=value"`: the fields are the query too.
      if (piece.place === "code block")
        for (const field of curlFields(piece.value))
          if (!words.has(field.name) && !rest.everywhere.has(field.name))
            found.push({
              name: field.name,
              as: `a query parameter of \`${template}\``,
              ...placeIn(piece, field.index),
            });
    }
  }
  return found;
}
