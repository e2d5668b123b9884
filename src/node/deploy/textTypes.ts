/**
 * Text files the build writes for programs to read, and the type every host sends them with:
 * the docs' Markdown twins (`.md`) and the llms files (`.txt`). The charset is named because
 * their text is UTF-8 and neither `text/markdown` nor `text/plain` says so by default; hosts
 * left alone send `.md` as `text/markdown` without it, or as a download (nginx's mime.types has
 * no `.md`).
 */
export const TEXT_TYPES: Readonly<Record<string, string>> = {
  md: "text/markdown; charset=utf-8",
  txt: "text/plain; charset=utf-8",
};

/** The Content-Type of a file of the build named by its path, when it is one of TEXT_TYPES. */
export function textTypeFor(file: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : TEXT_TYPES[extension];
}
