import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { GLOBAL_SHAPE, constantString } from "./findInternalUses";

/**
 * Gatsby's internal names: the names Gatsby's own code reads, writes and spells (members,
 * object keys, strings) that neither its public declarations nor any other installed package's
 * declarations have. A member of the site with such a name is a candidate use of an internal
 * (findInternalUses.ts); everything Gatsby shares with the web platform, Node, React, webpack or
 * its documented API drops out.
 */

/**
 * Where Gatsby's code is, from node_modules: its runtime (cache-dir) and build (dist), the
 * packages it runs the site with, and react-helmet, whose server output
 * gatsby-plugin-react-helmet writes into every page (the marker the head code relies on).
 */
const GATSBY_CODE = [
  "gatsby/cache-dir",
  "gatsby/dist",
  "gatsby-cli/lib",
  "gatsby-core-utils/dist",
  "gatsby-worker/dist",
  "gatsby-link/dist",
  "gatsby-script/dist",
  "@gatsbyjs/reach-router/dist",
  "react-helmet/lib",
];

/**
 * Gatsby's documented API, as declared: the package's own declarations but `internal.d.ts`
 * ("an internal API. It does not follow semver"), and those of its public packages.
 */
const GATSBY_PUBLIC = ["gatsby-link", "gatsby-script"];
const GATSBY_PRIVATE_DECLARATIONS = new Set(["internal.d.ts"]);

/** Packages of Gatsby's, whose declarations are no one else's API. */
const GATSBY_PACKAGE = /^(gatsby($|-)|@gatsbyjs\/)/;
/**
 * Declarations left out of the platform: Apple's SDK types, which the content checks read (15
 * MB of names no Gatsby internal shares), only slow the reading down.
 */
const NOT_PLATFORM = /^@nativescript\//;

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") files.push(...filesUnder(file, test));
    } else if (test(file)) files.push(file);
  }
  return files;
}

/**
 * Every identifier and string a declaration file holds, read by tokens (quick, and enough). A
 * template literal type's `}` must be read again as the template's continuation, or the rest of
 * the file would be read inside out.
 */
function tokensOf(text: string, into: Set<string>): void {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  const braces: ("template" | "block")[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.OpenBraceToken) braces.push("block");
    else if (token === ts.SyntaxKind.TemplateHead) braces.push("template");
    else if (token === ts.SyntaxKind.CloseBraceToken) {
      if (braces.pop() === "template") {
        token = scanner.reScanTemplateToken(false);
        if (token === ts.SyntaxKind.TemplateMiddle) braces.push("template");
      }
    } else if (
      token === ts.SyntaxKind.Identifier ||
      token === ts.SyntaxKind.StringLiteral ||
      token === ts.SyntaxKind.NoSubstitutionTemplateLiteral
    )
      into.add(scanner.getTokenValue());
  }
}

/**
 * The names a module of Gatsby's reads, writes or spells: member names, object and
 * destructuring keys, strings and their `/`-separated parts, and names shaped as its globals.
 * Its local variables are left out: the site cannot reach them.
 */
function namesSpelledIn(file: string, text: string, into: Set<string>): void {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JSX);
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node)) into.add(node.name.text);
    else if (ts.isElementAccessExpression(node)) {
      const name = constantString(node.argumentExpression);
      if (name !== undefined) into.add(name);
    } else if (
      (ts.isPropertyAssignment(node) ||
        ts.isShorthandPropertyAssignment(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isBindingElement(node)) &&
      node.name !== undefined
    ) {
      const key = ts.isBindingElement(node) ? (node.propertyName ?? node.name) : node.name;
      if (ts.isIdentifier(key) || ts.isStringLiteralLike(key)) into.add(key.text);
    } else if (ts.isStringLiteralLike(node)) {
      into.add(node.text);
      for (const part of node.text.split("/")) into.add(part);
    } else if (ts.isIdentifier(node) && GLOBAL_SHAPE.test(node.text)) into.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
}

export interface Vocabulary {
  /** Names only Gatsby's code spells. */
  internal: Set<string>;
  /** How many of Gatsby's files were read (a check that the folders were found). */
  gatsbyFiles: number;
}

/**
 * The internal names of the Gatsby installed under `nodeModules`, for a project whose
 * package.json is `packageJson`: the platform is every declaration of the packages the project
 * and Gatsby depend on, and of @types.
 */
export function gatsbyVocabulary(nodeModules: string, packageJson: string): Vocabulary {
  const spelled = new Set<string>();
  let gatsbyFiles = 0;
  for (const dir of GATSBY_CODE) {
    for (const file of filesUnder(path.join(nodeModules, dir), (name) => /\.m?js$/.test(name))) {
      namesSpelledIn(file, fs.readFileSync(file, "utf8"), spelled);
      gatsbyFiles += 1;
    }
  }

  const known = new Set<string>();
  const gatsbyDir = path.join(nodeModules, "gatsby");
  for (const entry of fs.readdirSync(gatsbyDir)) {
    if (entry.endsWith(".d.ts") && !GATSBY_PRIVATE_DECLARATIONS.has(entry))
      tokensOf(fs.readFileSync(path.join(gatsbyDir, entry), "utf8"), known);
  }
  const project = JSON.parse(fs.readFileSync(packageJson, "utf8")) as Record<string, unknown>;
  const gatsby = JSON.parse(fs.readFileSync(path.join(gatsbyDir, "package.json"), "utf8")) as
    Record<string, unknown> | undefined;
  const dependencies = (manifest: Record<string, unknown> | undefined, field: string) =>
    Object.keys((manifest?.[field] as Record<string, string> | undefined) ?? {});
  const packages = new Set([
    ...dependencies(project, "dependencies"),
    ...dependencies(project, "devDependencies"),
    ...dependencies(gatsby, "dependencies"),
    ...fs.readdirSync(path.join(nodeModules, "@types")).map((name) => `@types/${name}`),
  ]);
  // The types @types packages are written with (csstype for React's styles).
  for (const name of [...packages].filter((name) => name.startsWith("@types/"))) {
    const manifest = path.join(nodeModules, name, "package.json");
    if (fs.existsSync(manifest))
      for (const dependency of dependencies(
        JSON.parse(fs.readFileSync(manifest, "utf8")) as Record<string, unknown>,
        "dependencies",
      ))
        packages.add(dependency);
  }
  for (const name of packages) {
    const isPublicGatsby = GATSBY_PUBLIC.includes(name) || name.startsWith("gatsby-plugin-");
    if (NOT_PLATFORM.test(name) || (GATSBY_PACKAGE.test(name) && !isPublicGatsby)) continue;
    for (const file of filesUnder(path.join(nodeModules, name), (file) => file.endsWith(".d.ts")))
      tokensOf(fs.readFileSync(file, "utf8"), known);
  }
  return {
    internal: new Set([...spelled].filter((name) => name !== "" && !known.has(name))),
    gatsbyFiles,
  };
}
