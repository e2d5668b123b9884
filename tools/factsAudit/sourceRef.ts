/**
 * What a fact's `source` (and `ref`) say about where it was read: the repositories, the files in
 * each, and the refs (`@v2.6.0`, `@a91a1b1`). The facts write sources for people, so the shapes
 * vary: `owner/name:path`, several paths after one repository (`a.swift, model/b.swift`), several
 * repositories joined by ` + `, a line range after a path (`Fragment.kt:411-440`), prose after.
 */
export interface SourcePart {
  repo: string;
  /** Paths as written; a later path may be relative to the first one's folder. */
  paths: string[];
  /** Refs written with `@`, in order. */
  refs: string[];
}

/** `owner/name` before `:`, a space or the end: `livemap-ios-sdk/model/JSONStructs.swift` is a path. */
const REPO = /^([A-Za-z0-9][A-Za-z0-9-]*\/[\w.-]*[\w-])(?=$|[:\s,])/;
const REF = /@([\w./-]*\w)/g;

function pathsOf(text: string): string[] {
  // The path list ends where the prose starts: ` @ref`, ` (note`, ` lines 1-2`, ` and …`.
  const list = text.split(/\s+(?:@|\(|lines?\b|and\b)/)[0] ?? "";
  return list
    .split(/[,;]\s*/)
    .map((item) => item.trim().replace(/:\d+(?:-\d+)?$/, ""))
    .filter((item) => /^[\w.+*-][\w./+*-]*$/.test(item) && !item.startsWith("@"));
}

export function parseSource(source: string): SourcePart[] {
  const parts: SourcePart[] = [];
  for (const piece of source.split(/\s\+\s/)) {
    const text = piece.trim();
    const repo = REPO.exec(text)?.[1];
    const previous = parts.at(-1);
    const owner = repo ?? previous?.repo;
    if (!owner) continue;
    const rest = repo ? text.slice(repo.length) : text;
    const paths = rest.startsWith(":") ? pathsOf(rest.slice(1)) : repo ? [] : pathsOf(rest);
    const refs = [...rest.matchAll(REF)].map((match) => match[1] ?? "").filter((ref) => ref !== "");
    if (!repo && previous && refs.length === 0) {
      // `Livemap.swift @v2.6.0 + model/JSONStructs.swift @v2.6.0`: a path of the same repository.
      previous.paths.push(...paths);
      continue;
    }
    parts.push({ repo: owner, paths, refs });
  }
  return parts;
}

/**
 * The refs a fact's `ref` field names, in order: `40865ba (master, pubspec 0.1.0)`,
 * `v2.6.0 (1ca4188, …)`, `RN 0155b66 (…); Flutter plugin 40865ba`. Only words shaped like
 * commits or tags are kept; which one belongs to which repository is for the mirror to say.
 */
export function refsOf(ref: string | undefined): string[] {
  if (!ref) return [];
  return [...ref.matchAll(/(?<![\w.])(v?\d+\.\d+\.\d+|[0-9a-f]{7,40})(?![\w.])/g)].map(
    (match) => match[1] ?? "",
  );
}
