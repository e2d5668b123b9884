import { codeNamesOf } from "./codeNamesOf";
import { grammarOfFence, parseCodeSync } from "./parseCode";
import { languageOfGrammar, type CodeLanguage } from "./platformVocabulary";

/**
 * The names a repository's code uses without declaring them, per language: what
 * scripts/build-code-vocabulary.ts writes as a sample app's list of data/code-vocabulary.json
 * (the platform's and language's names, and the SDK's as its samples write them). A name the
 * repository declares anywhere is its own, not the platform's. Needs loadGrammars() first.
 */

const EXTENSION_FENCE: Readonly<Record<string, string>> = {
  ".kt": "kotlin",
  ".java": "java",
  ".swift": "swift",
  ".dart": "dart",
};

/** Build output and vendored dependencies are not the repository's code. */
const NOT_SOURCE = /(?:^|\/)(?:node_modules|build|dist|Pods)\//;

/** The fence a repository file is read as, if it is code the check reads. */
export function fenceOfFile(file: string): string | undefined {
  if (NOT_SOURCE.test(file)) return undefined;
  const extension = /\.[^./]+$/.exec(file)?.[0] ?? "";
  return EXTENSION_FENCE[extension];
}

export function usedNotDeclared(
  files: readonly { path: string; text: string }[],
): Map<CodeLanguage, string[]> {
  const used = new Map<CodeLanguage, Set<string>>();
  const declared = new Map<CodeLanguage, Set<string>>();
  for (const file of files) {
    const fence = fenceOfFile(file.path);
    const grammar = fence ? grammarOfFence(fence) : undefined;
    const language = grammar && languageOfGrammar(grammar);
    if (!fence || !language) continue;
    const parsed = parseCodeSync(file.text, fence);
    if (!parsed) continue;
    const names = codeNamesOf(parsed);
    parsed.tree.delete();
    const uses = used.get(language) ?? new Set<string>();
    const own = declared.get(language) ?? new Set<string>();
    for (const use of names.uses)
      if (use.role !== "import" && /^[A-Za-z_$][\w$]*$/.test(use.name)) uses.add(use.name);
    for (const declaration of names.declarations) own.add(declaration.name);
    used.set(language, uses);
    declared.set(language, own);
  }
  return new Map(
    [...used].map(([language, uses]) => [
      language,
      [...uses].filter((name) => !declared.get(language)?.has(name)).sort(),
    ]),
  );
}
