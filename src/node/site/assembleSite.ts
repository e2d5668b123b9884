import fs from "node:fs";
import path from "node:path";
import { resolveNavbarTargets } from "../config/navbarTargets";
import type { NavbarTargets } from "../../shared/clientData";
import type { SiteConfig } from "../../shared/siteConfig/schema";
import { validateSiteConfig } from "../config/validateSiteConfig";
import type { RawDoc } from "../content/docRecords";
import { invalidUtf8At, stripBom } from "../content/encoding";
import { loadGrammars } from "../content/codeNames/parseCode";
import { inventedNameProblems, readInventionInputs } from "../content/inventionCheck";
import { exampleProblems } from "../content/examples/exampleProblems";
import { checkProjectFiles, isReachedThroughLink } from "../content/projectFiles";
import { checkStaticFiles } from "../content/staticFiles";
import { BuildError, BuildErrors } from "../errors/BuildError";
import { toPosixPath } from "../links/docFileLinks";
import type { DocSource, ProcessedDoc } from "../mdx/processDoc";
import { sortProblems } from "../mdx/problems";
import { docsOverSearchBudget } from "../search/searchBudget";
import {
  buildDocsModel,
  buildDocsModelLeniently,
  type DocsModel,
  type LenientSidebars,
} from "../model/docsModel";
import { planDocPages, type DocPagePlan } from "../pages/planDocPages";
import { checkDocFrontmatter, standInFrontmatter } from "./docFrontmatter";
import {
  categoryLabels,
  frontmatterTextLinks,
  linksInText,
  markdownReaderFor,
  TEXT_FIELDS,
} from "./frontmatterText";
import { docTooLargeProblem } from "./docTooLarge";
import { docContentOf } from "./docContent";
import { checkSiteLinks } from "./siteLinks";
import type { ContentProblem, DocContent } from "../../shared/docPage";

/** A doc file of the content folder, read from disk. */
export interface DocFile {
  absolutePath: string;
  source: string;
  /** Gatsby's node id when the data layer has one (the page does not need it). */
  nodeId?: string;
  /** The file's size when it is over the limit for a doc: it was not read (`source` is ""). */
  tooLarge?: number;
}

export interface SiteAssemblyInput {
  projectRoot: string;
  contentRoot: string;
  staticRoot: string;
  docTemplate: string;
  /** The `code-examples/` folder the examples are compiled against (src/node/content/examples/). */
  examplesRoot: string;
  docFiles: readonly DocFile[];
  /** The site configuration as written, and its file for messages. */
  rawConfig: unknown;
  configFile: string;
  /** Pages that src/pages creates, which docs may link to. */
  otherPages: readonly string[];
  /** Development: drafts built, broken links are warnings, the last good model is reused. */
  development: boolean;
  /** The id of the node holding a page's content (Gatsby's createNodeId in a build). */
  contentIdOf?: (permalink: string) => string;
  /** Compiles a doc (the caller memoises by content). */
  processDoc: (doc: DocSource) => Promise<ProcessedDoc>;
  /**
   * Development: the model of the last run that had one, used when the versions or the docs'
   * identities are broken (a sidebars file in error does not need it: see `sidebars`).
   */
  lastModel?: DocsModel;
  /**
   * Development: a sidebars file in error leaves out its items in error instead of stopping the
   * model, so deletes and renames still take effect while the writer fixes it.
   */
  lenientSidebars?: LenientSidebars;
}

export interface AssembledSite {
  model?: DocsModel;
  config?: SiteConfig;
  /**
   * Where the navbar's `doc` and `docSidebar` items lead in the latest version, resolved once
   * here (which also checks them); the navbar data every page reads is made from these.
   */
  navbarTargets?: NavbarTargets;
  pages: DocPagePlan[];
  /** Compiles of the model's docs, by permalink. */
  processed: Map<string, ProcessedDoc>;
  /** The source file of each of the model's docs (absolute, POSIX), by permalink. */
  sourceFiles: Map<string, string>;
  /** Every problem, sorted by file and line. */
  problems: ContentProblem[];
}

function relative(projectRoot: string, file: string): string {
  return toPosixPath(path.relative(projectRoot, file));
}

/** Input errors of the sidebars, versions or config, as content problems (one per problem). */
function problemsOfBuildError(error: unknown): ContentProblem[] {
  const errors =
    error instanceof BuildErrors ? error.errors : error instanceof BuildError ? [error] : undefined;
  if (!errors) throw error;
  return errors.flatMap((one) =>
    one.problems.map((problem) => ({
      file: one.file,
      message: problem.at ? `${problem.at}: ${problem.message}` : problem.message,
      severity: "error" as const,
    })),
  );
}

/**
 * A doc whose bytes are not UTF-8 (saved as Latin-1, say): read anyway, its accents would be
 * published as U+FFFD. Named with the place of the first bad byte.
 */
function encodingProblem(projectRoot: string, absolutePath: string): ContentProblem | undefined {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(absolutePath);
  } catch {
    return undefined;
  }
  const bad = invalidUtf8At(bytes);
  if (!bad) return undefined;
  return {
    file: relative(projectRoot, absolutePath),
    line: bad.line,
    column: bad.column,
    message: `the file is not UTF-8: byte ${bad.byte} here is no UTF-8 character (an accent saved as Latin-1 or Windows-1252?); save the file as UTF-8`,
    severity: "error",
  };
}

/**
 * Everything the build knows about the site, from the content files and the configuration:
 * the docs model, each doc compiled once, every link checked, and one page plan per doc. It
 * never throws for bad input: it returns every problem with its file and place, so the build
 * fails listing them all, `gatsby develop` shows them on the pages they concern while every
 * other page keeps working, and `npm run check` prints them.
 */
export async function assembleSite(input: SiteAssemblyInput): Promise<AssembledSite> {
  const problems: ContentProblem[] = [];
  const docProblems = new Map<string, ContentProblem[]>();
  const addDocProblems = (file: string, found: readonly ContentProblem[]) => {
    if (found.length === 0) return;
    docProblems.set(file, [...(docProblems.get(file) ?? []), ...found]);
    problems.push(...found);
  };

  // Symbolic links, dot files of static/, and files of static/ that are not passive (a path the
  // build owns, a type off the allow-list, a hard link, an SVG that could run script) stop the
  // build before anything is published; a doc reached through a link is left out, its content
  // never shown. In development they show on every page, as any problem of no doc.
  problems.push(
    ...checkProjectFiles(input.projectRoot, {
      contentRoot: input.contentRoot,
      staticRoot: input.staticRoot,
    }),
    ...checkStaticFiles(input.projectRoot, input.staticRoot),
  );
  const docFiles = input.docFiles
    .filter((file) => !isReachedThroughLink(input.contentRoot, file.absolutePath))
    .map((file) => ({ ...file, source: stripBom(file.source) }));
  for (const file of docFiles) {
    const problem =
      file.tooLarge === undefined
        ? encodingProblem(input.projectRoot, file.absolutePath)
        : docTooLargeProblem(relative(input.projectRoot, file.absolutePath), file.tooLarge);
    if (problem) addDocProblems(problem.file, [problem]);
  }
  const sources = new Map<string, DocFile>();
  const rawDocs: RawDoc[] = docFiles.map((file) => {
    const sourceFile = relative(input.projectRoot, file.absolutePath);
    sources.set(file.absolutePath, file);
    // A doc too large to read keeps its place (a sidebar naming it still resolves) and a title.
    const frontmatter =
      file.tooLarge === undefined
        ? checkDocFrontmatter(file.source, sourceFile)
        : { data: standInFrontmatter(sourceFile), problems: [] };
    addDocProblems(sourceFile, frontmatter.problems);
    return {
      nodeId: file.nodeId ?? file.absolutePath,
      absolutePath: file.absolutePath,
      frontmatter: frontmatter.data,
    };
  });

  let model: DocsModel | undefined;
  const modelInput = {
    projectRoot: input.projectRoot,
    contentRoot: input.contentRoot,
    rawDocs,
    includeDrafts: input.development,
  };
  try {
    if (input.development && input.lenientSidebars) {
      const lenient = buildDocsModelLeniently(modelInput, input.lenientSidebars);
      model = lenient.model;
      for (const error of lenient.sidebarErrors) problems.push(...problemsOfBuildError(error));
    } else {
      model = buildDocsModel(modelInput);
    }
  } catch (error) {
    problems.push(...problemsOfBuildError(error));
    model = input.development ? input.lastModel : undefined;
  }

  let config: SiteConfig | undefined;
  let navbarTargets: NavbarTargets | undefined;
  try {
    config = validateSiteConfig(input.configFile, input.rawConfig);
    if (model) {
      const latest = model.versions.find((version) => version.isLatest)?.name ?? "";
      const latestDocs = new Map(
        model.docs.filter((doc) => doc.version === latest).map((doc) => [doc.id, doc.permalink]),
      );
      navbarTargets = resolveNavbarTargets(
        input.configFile,
        config,
        latestDocs,
        model.sidebars[latest] ?? {},
      );
    }
  } catch (error) {
    problems.push(...problemsOfBuildError(error));
  }
  if (!model) {
    return {
      config,
      navbarTargets,
      pages: [],
      processed: new Map(),
      sourceFiles: new Map(),
      problems: sortProblems(problems),
    };
  }

  const fileByNodeId = new Map(rawDocs.map((raw) => [raw.nodeId, raw.absolutePath]));
  const fileByPermalink = new Map(
    model.docs.map((doc) => [doc.permalink, fileByNodeId.get(doc.nodeId) ?? doc.nodeId]),
  );
  const processed = new Map<string, ProcessedDoc>();
  for (const doc of model.docs) {
    const absolutePath = fileByPermalink.get(doc.permalink) ?? "";
    const result = await input.processDoc({
      source: sources.get(absolutePath)?.source ?? "",
      absolutePath,
      sourceFile: doc.sourceFile,
    });
    processed.set(doc.permalink, result);
    addDocProblems(doc.sourceFile, result.problems);
  }

  // Every TypeScript and JavaScript example compiled against the declarations of what it
  // imports, in one program for the site (a doc that does not compile is left out: its
  // compile errors come first, and its text may be partial).
  const exampleDocs = model.docs.flatMap((doc) => {
    const result = processed.get(doc.permalink);
    if (!result || result.problems.length > 0) return [];
    const source = sources.get(fileByPermalink.get(doc.permalink) ?? "")?.source ?? "";
    return [{ sourceFile: doc.sourceFile, version: doc.version, source, text: result.text }];
  });
  const compiled = exampleProblems(input.examplesRoot, exampleDocs);
  // Where the compiler and the invention check's reading of text find one name (`livemap.zoomTo`
  // read as text, `zoomTo` compiled), the compiler's message says more: the other is left out.
  const compiledColumns = new Map<string, number[]>();
  for (const problem of compiled) {
    const key = `${problem.file}:${problem.line}`;
    compiledColumns.set(key, [...(compiledColumns.get(key) ?? []), problem.column ?? 0]);
  }
  const toldByCompiler =
    (file: string) => (found: { name: string; line: number; column: number }) =>
      (compiledColumns.get(`${file}:${found.line}`) ?? []).some(
        (column) => column >= found.column && column <= found.column + found.name.length,
      );

  // The invention check judges the text each compile read (cached with it), against the facts
  // as they are now: a facts edit re-judges every doc and compiles none.
  const { inputs: inventionInputs, problems: inputProblems } = readInventionInputs(
    input.projectRoot,
  );
  problems.push(...inputProblems);
  if (inventionInputs) {
    await loadGrammars();
    for (const doc of model.docs) {
      const result = processed.get(doc.permalink);
      // A doc that does not compile has its compile errors to fix first; its text may be partial.
      if (!result || result.problems.length > 0) continue;
      const source = sources.get(fileByPermalink.get(doc.permalink) ?? "")?.source ?? "";
      const told = toldByCompiler(doc.sourceFile);
      addDocProblems(
        doc.sourceFile,
        inventedNameProblems({ ...doc, source }, result.text, inventionInputs, told),
      );
    }
  }
  for (const problem of compiled) {
    if (problem.line) addDocProblems(problem.file, [problem]);
    else problems.push(problem);
  }

  // The frontmatter's text as its readers read it: Markdown's link syntax is refused, and the
  // URLs a Markdown reader links (in the twin and llms.txt) are checked with the body's links.
  const frontmatterByFile = new Map(rawDocs.map((raw) => [raw.absolutePath, raw.frontmatter]));
  const parseMarkdown = await markdownReaderFor([
    ...[...frontmatterByFile.values()].flatMap((data) =>
      TEXT_FIELDS.map((field) => (data as Record<string, unknown>)[field]),
    ),
    ...Object.values(model.sidebars).flatMap((sidebars) =>
      Object.values(sidebars).flatMap(categoryLabels),
    ),
  ]);
  const checkedDocs = model.docs.map((doc) => {
    const result = processed.get(doc.permalink);
    const absolutePath = fileByPermalink.get(doc.permalink) ?? "";
    const text = frontmatterTextLinks(
      doc.sourceFile,
      sources.get(absolutePath)?.source ?? "",
      (frontmatterByFile.get(absolutePath) ?? {}) as Record<string, unknown>,
      parseMarkdown,
    );
    addDocProblems(doc.sourceFile, text.problems);
    return {
      sourceFile: doc.sourceFile,
      absolutePath: toPosixPath(absolutePath),
      permalink: doc.permalink,
      outline: result ?? { headings: [], links: [], explicitIds: [] },
      otherLinks: text.links,
    };
  });
  const broken = checkSiteLinks({
    model,
    docs: checkedDocs,
    urlsInLabel: (label) => linksInText(label, parseMarkdown).urls,
    config,
    configFile: input.configFile,
    otherPages: input.otherPages,
    staticRoot: input.staticRoot,
    sidebarFiles: Object.fromEntries(
      model.versions.map((version) => [
        version.name,
        relative(input.projectRoot, path.join(input.contentRoot, version.sidebarsFile)),
      ]),
    ),
  });
  for (const link of broken) {
    // An unsafe URL is an error everywhere; a broken link only stops a production build.
    const what = link.unsafe ? `unsafe URL ${link.href}` : `broken link ${link.href}`;
    const problem: ContentProblem = {
      file: link.file,
      ...(link.line ? { line: link.line, column: link.column } : {}),
      message: `${link.at ? `${link.at}: ` : ""}${what}: ${link.reason}`,
      severity: link.unsafe || !input.development ? "error" : "warning",
    };
    if (link.line) addDocProblems(link.file, [problem]);
    else problems.push(problem);
  }

  if (config) {
    const sectionsOf = (doc: { permalink: string }) => processed.get(doc.permalink)?.sections ?? [];
    const budgetKiB = config.budgets.searchIndexKiB;
    for (const { doc, gzipBytes } of docsOverSearchBudget(model, sectionsOf, budgetKiB)) {
      addDocProblems(doc.sourceFile, [
        {
          file: doc.sourceFile,
          message: `its search data is ${(gzipBytes / 1024).toFixed(1)} KiB gzip, over the budget of ${budgetKiB} KiB per search file (site.config.ts budgets.searchIndexKiB): split the page into smaller pages`,
          severity: "error",
        },
      ]);
    }
  }

  const docsByFile = new Map(
    [...fileByPermalink].map(([permalink, file]) => [toPosixPath(file), permalink]),
  );
  const docByPermalink = new Map(model.docs.map((doc) => [doc.permalink, doc]));
  const contentOf = (permalink: string): DocContent => {
    const doc = docByPermalink.get(permalink);
    const result = processed.get(permalink);
    if (!doc || !result) throw new Error(`No compile for ${permalink}`);
    return docContentOf(doc, result, fileByPermalink.get(permalink) ?? "", docsByFile);
  };
  const siteProblems = problems.filter((problem) => !docProblems.has(problem.file));
  const problemsOf = (permalink: string) => {
    if (!input.development) return [];
    const doc = docByPermalink.get(permalink);
    return sortProblems([...(doc ? (docProblems.get(doc.sourceFile) ?? []) : []), ...siteProblems]);
  };
  return {
    model,
    config,
    navbarTargets,
    pages: planDocPages(model, input.docTemplate, contentOf, problemsOf, input.contentIdOf),
    processed,
    sourceFiles: new Map(
      [...fileByPermalink].map(([permalink, file]) => [permalink, toPosixPath(file)]),
    ),
    problems: sortProblems(problems),
  };
}
