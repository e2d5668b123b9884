import { findBrokenOutputLinks, type BrokenOutputLink } from "../../src/node/output/checkOutput";
import { parseMarkdownPage, type MarkdownReader } from "../../src/node/output/readMarkdownFiles";

/**
 * The Markdown a contributor reads in the repository, whose links must lead somewhere: the three
 * root files, everything under docs/ and the dated measurement records. Other Markdown (package
 * READMEs, generated reports) is not the project's documentation.
 */
const CHECKED_FILES = [
  /^(README|CONTRIBUTING|WRITING)\.md$/,
  /^docs\/.+\.md$/,
  /^bench\/results\/runs\/[^/]+\.md$/,
];

/**
 * The repository stands in for the site the output check reads: every file is "served" at its
 * own path under this origin, so a relative link resolves as GitHub resolves it. `.invalid` is
 * reserved: no written link can name this origin by accident.
 */
const REPOSITORY_ORIGIN = "https://repository.invalid";

function isCheckedRepositoryDoc(file: string): boolean {
  return CHECKED_FILES.some((pattern) => pattern.test(file));
}

/**
 * Every link of the repository's documentation that leads to no file, or to a heading a checked
 * file does not have. It is the output check's reading of Markdown (headings slugged as GitHub
 * slugs them) and its link rules, so the documentation and the built twins are held to one
 * definition of a broken link. `files` are the repository's files, relative, with forward
 * slashes; other sites are not fetched.
 */
export function findBrokenRepositoryLinks(
  files: readonly string[],
  read: (file: string) => string,
  reader: MarkdownReader,
): BrokenOutputLink[] {
  const pages = files
    .filter(isCheckedRepositoryDoc)
    .map((file) => parseMarkdownPage(file, read(file), reader));
  return findBrokenOutputLinks({ pages, files, pathPrefix: "", siteUrl: REPOSITORY_ORIGIN });
}

/** `docs/a.md: ../b.md#c: /b.md has no anchor #c`: the file, the link as written, why. */
export function formatBrokenRepositoryLink({ file, link, reason }: BrokenOutputLink): string {
  return `${file}: ${link.url}: ${reason}`;
}
