import path from "node:path";
import { classifyUrl } from "../../shared/urlSafety";

/**
 * One form for file paths in link keys and lookups: forward slashes, whatever the OS. On
 * Windows `C:\site\content\docs\a.mdx` becomes `C:/site/content/docs/a.mdx`, so a writer's
 * `../Model/Coordinates.mdx` resolves the same way everywhere.
 */
export function toPosixPath(file: string): string {
  return file.replace(/\\/g, "/");
}

/** The absolute POSIX path a relative link written in `fromFile` points at. */
export function resolveRelativeFile(fromFile: string, target: string): string {
  const from = toPosixPath(fromFile);
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), safeDecode(target)));
}

function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/**
 * Whether `href` is written as a link to a doc file (`./page.mdx`, `../a/b.md#part`): a relative
 * URL, as the site's classifier reads it, naming a Markdown file.
 */
export function isDocFileLink(href: string): boolean {
  const target = href.split("#", 1)[0] ?? "";
  return /\.mdx?$/.test(target) && classifyUrl(target).kind === "relative";
}

/**
 * The URL of a doc-file link written in `fromFile`, with its anchor, or undefined when the file
 * is not a doc of the site. `docsByFile` maps docs' POSIX absolute paths to their URLs.
 */
export function docFileLinkUrl(
  href: string,
  fromFile: string,
  docsByFile: ReadonlyMap<string, string>,
): string | undefined {
  const [target = "", anchor] = href.split("#", 2);
  const url = docsByFile.get(resolveRelativeFile(fromFile, target));
  if (!url) return undefined;
  return anchor ? `${url}#${anchor}` : url;
}
