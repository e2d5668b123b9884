import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { readFacts, type Fact } from "../../sdkVocabulary";

/**
 * The declarations of code-examples/declarations/ are written from the SDK facts, and a page's
 * example compiles against them: each declaration must cite the fact it is written from
 * (`@fact <section>: <fact name>`), the fact must exist, and a name a page can write (a member, a
 * function, a class, a constant, a namespace) must be written in one of the facts it cites. A
 * declaration written from nothing, or naming what its fact does not, fails here.
 */

const projectRoot = path.join(__dirname, "..", "..", "..", "..", "..");
const declarationsRoot = path.join(projectRoot, "code-examples", "declarations");

/** Folders whose files declare no SDK API: the DOM as JavaScript reads it. */
const NOT_SDK = ["javascript-only"];
/** Folders whose type names pages never write (they reach them through createLivemap). */
const UNNAMED_TYPES = ["livemap-js-sdk"];

interface Finding {
  where: string;
  problem: string;
}

const FACT_TAG = /^\s*([\w-]+):\s*(.+?)\s*$/;

/** The facts a node's own JSDoc cites, as `section: name` pairs. */
function citationsOf(node: ts.Node): { section: string; name: string }[] {
  return ts
    .getJSDocTags(node)
    .filter(
      (tag) =>
        tag.tagName.text === "fact" &&
        (ts.getJSDocCommentsAndTags(node) as readonly ts.Node[]).includes(tag.parent),
    )
    .flatMap((tag) => {
      const comment =
        typeof tag.comment === "string" ? tag.comment : ts.getTextOfJSDocComment(tag.comment);
      const match = FACT_TAG.exec(comment ?? "");
      return match?.[1] && match[2]
        ? [{ section: match[1], name: match[2] }]
        : [{ section: "", name: comment ?? "" }];
    });
}

/** The name a page writes for a declaration, and whether it must appear in its fact. */
function nameOf(
  node: ts.Node,
  namedTypes: boolean,
): { name: string; checked: boolean } | undefined {
  if (ts.isExportAssignment(node)) return { name: "default", checked: false };
  if (ts.isConstructorDeclaration(node)) return { name: "constructor", checked: false };
  const name = (node as { name?: ts.Node }).name;
  if (!name || !(ts.isIdentifier(name) || ts.isStringLiteral(name))) return undefined;
  const isType = ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node);
  return { name: name.text, checked: !isType || namedTypes };
}

const DECLARATION_KINDS = new Set([
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.PropertySignature,
  ts.SyntaxKind.MethodSignature,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.PropertyDeclaration,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.Constructor,
  ts.SyntaxKind.VariableStatement,
  ts.SyntaxKind.ModuleDeclaration,
  ts.SyntaxKind.ExportAssignment,
]);

/** Every declaration of a file that does not cite an existing fact naming it. */
export function uncitedDeclarations(
  fileName: string,
  text: string,
  facts: readonly Fact[],
  namedTypes = true,
): Finding[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true);
  const byCitation = new Map(facts.map((fact) => [`${fact.section}: ${fact.name}`, fact]));
  const findings: Finding[] = [];
  const visit = (node: ts.Node) => {
    // `declare global` and an augmented platform interface (`interface Window`) are scopes, not API.
    const platformScope =
      (ts.isModuleDeclaration(node) && node.name.text === "global") ||
      (ts.isInterfaceDeclaration(node) && node.name.text === "Window");
    if (DECLARATION_KINDS.has(node.kind) && !platformScope) {
      const target = ts.isVariableStatement(node) ? node.declarationList.declarations[0] : node;
      const named = target && nameOf(target, namedTypes);
      const where = `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1} ${named?.name ?? ""}`;
      const citations = citationsOf(node);
      const cited = citations.flatMap(
        (citation) => byCitation.get(`${citation.section}: ${citation.name}`) ?? [],
      );
      if (citations.length === 0) findings.push({ where, problem: "cites no fact" });
      for (const citation of citations)
        if (!byCitation.has(`${citation.section}: ${citation.name}`))
          findings.push({
            where,
            problem: `cites "${citation.section}: ${citation.name}", which is no fact`,
          });
      if (named?.checked && cited.length > 0) {
        const written = new RegExp(`(?<![\\w$])${named.name.replace(/[$]/g, "\\$")}(?![\\w$])`);
        if (!cited.some((fact) => written.test([fact.name, fact.signature, fact.notes].join(" "))))
          findings.push({
            where,
            problem: `\`${named.name}\` is written in none of the facts it cites`,
          });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

function declarationFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".d.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const facts = readFacts(
  JSON.parse(fs.readFileSync(path.join(projectRoot, "data", "wemap-sdk-facts.json"), "utf8")),
);

describe("the declarations the examples compile against", () => {
  const files = declarationFiles(declarationsRoot).filter(
    (file) =>
      !NOT_SDK.some((folder) =>
        path.relative(declarationsRoot, file).startsWith(`${folder}${path.sep}`),
      ),
  );

  it("are there, for the JavaScript SDK and the React Native bridge at least", () => {
    const names = files.map((file) =>
      path.relative(declarationsRoot, file).split(path.sep).join("/"),
    );
    expect(names).toEqual(
      expect.arrayContaining([
        "globals/livemap-js-sdk.d.ts",
        "@wemap/react-native-wemap-livemap/src/types/index.d.ts",
      ]),
    );
  });

  it.each(files.map((file) => [path.relative(projectRoot, file), file]))(
    "%s: every declaration cites a fact that names it",
    (_, file) => {
      const namedTypes = !UNNAMED_TYPES.some((folder) =>
        path.relative(declarationsRoot, file).startsWith(`${folder}${path.sep}`),
      );
      expect(
        uncitedDeclarations(
          path.relative(projectRoot, file),
          fs.readFileSync(file, "utf8"),
          facts,
          namedTypes,
        ),
      ).toEqual([]);
    },
  );
});

describe("the citation check", () => {
  const known: Fact[] = [
    {
      section: "js_sdk",
      name: "livemap.setZoom",
      kind: "method",
      signature: "setZoom(zoom: number)",
    },
    {
      section: "react_native",
      name: "Coordinates",
      kind: "class",
      signature: "interface Coordinates { longitude: number; latitude: number }",
    },
  ];

  it("passes a declaration citing a fact that writes its name, in a JSDoc of one or several tags", () => {
    const text = [
      "/**",
      " * The map's center.",
      " * @fact react_native: Coordinates",
      " */",
      "export interface Coordinates {",
      "  /** @fact react_native: Coordinates */",
      "  latitude: number;",
      "}",
      "/** @fact js_sdk: livemap.setZoom */",
      "export declare function setZoom(zoom: number): void;",
    ].join("\n");
    expect(uncitedDeclarations("a.d.ts", text, known)).toEqual([]);
  });

  it("refuses a declaration without a citation, one citing no fact, and one its fact does not name", () => {
    const text = [
      "/** @fact react_native: Coordinates */",
      "export interface Coordinates {",
      "  altitude: number;",
      "  /** @fact react_native: Coordinate */",
      "  latitude: number;",
      "  /** @fact react_native: Coordinates */",
      "  bearing: number;",
      "}",
      "/** A setter. */",
      "export declare const zoom: number;",
    ].join("\n");
    expect(
      uncitedDeclarations("a.d.ts", text, known).map(
        (finding) => `${finding.where} ${finding.problem}`,
      ),
    ).toEqual([
      "a.d.ts:3 altitude cites no fact",
      'a.d.ts:5 latitude cites "react_native: Coordinate", which is no fact',
      "a.d.ts:7 bearing `bearing` is written in none of the facts it cites",
      "a.d.ts:10 zoom cites no fact",
    ]);
  });

  it("does not take a member's name written inside a longer one for the name", () => {
    const text =
      "/** @fact js_sdk: livemap.setZoom */\nexport declare function set(zoom: number): void;";
    expect(uncitedDeclarations("a.d.ts", text, known)).toEqual([
      { where: "a.d.ts:2 set", problem: "`set` is written in none of the facts it cites" },
    ]);
  });
});
