// Compiles MDX files the way the site does (MDX 2, GitHub-flavoured Markdown, directives) and
// reports syntax errors with file and line, so writers can check pages without a full build.
import { readFile } from "node:fs/promises";
import { compile } from "@mdx-js/mdx";
import matter from "gray-matter";
import remarkGfm from "remark-gfm";
import remarkDirective from "remark-directive";

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("usage: node scripts/check-mdx.mjs FILE.mdx [FILE.mdx ...]");
  process.exit(2);
}

let failures = 0;
for (const file of files) {
  const source = await readFile(file, "utf8");
  const { content, data } = matter(source);
  // Frontmatter lines are stripped before compiling: add them back so line numbers match the file.
  const frontmatterLines = source.slice(0, source.length - content.length).split("\n").length - 1;
  if (typeof data.title !== "string" || data.title.trim() === "") {
    console.error(`${file}: frontmatter: "title" is required and must be a non-empty string`);
    failures += 1;
  }
  try {
    await compile(content, { remarkPlugins: [remarkGfm, remarkDirective] });
  } catch (error) {
    const line = error.line ? error.line + frontmatterLines : "?";
    console.error(`${file}:${line}: ${error.reason ?? error.message}`);
    failures += 1;
  }
}
console.log(`${files.length - failures} of ${files.length} file(s) compile`);
process.exit(failures === 0 ? 0 : 1);
