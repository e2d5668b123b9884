import { z } from "zod";
import type { GrammarName } from "./parseCode";

/**
 * The names of the languages and platforms the site's code is written on (Kotlin's `listOf`,
 * Android's `Bundle`, UIKit's `viewDidLoad`, Flutter's `Padding`, React's `useRef`), each list
 * with its source: the resolver accepts them where the code uses a name that is not the SDK's.
 * Read from data/code-vocabulary.json.
 */

export const CODE_VOCABULARY_FILE = "data/code-vocabulary.json";

/** The languages a vocabulary is given for: JavaScript, TypeScript and TSX share `script`. */
export type CodeLanguage = "kotlin" | "java" | "swift" | "dart" | "script";

export function languageOfGrammar(grammar: GrammarName): CodeLanguage | undefined {
  switch (grammar) {
    case "javascript":
    case "typescript":
    case "tsx":
      return "script";
    case "json":
      return undefined;
    default:
      return grammar;
  }
}

const LANGUAGES = ["kotlin", "java", "swift", "dart", "script"] as const;

const vocabularySchema = z.object({
  languages: z.array(z.enum(LANGUAGES)).min(1),
  source: z.string().min(10, "each list needs its source: where the names can be checked"),
  names: z.array(z.string().regex(/^[A-Za-z_$][\w$]*$/, "a name is one identifier")).min(1),
});
const fileSchema = z.object({ vocabularies: z.array(vocabularySchema) });

export type PlatformVocabulary = ReadonlyMap<CodeLanguage, ReadonlySet<string>>;

/** The names of each language; a malformed file names the item and what was expected. */
export function platformVocabularyOf(text: string, file = CODE_VOCABULARY_FILE): PlatformVocabulary {
  const parsed = fileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}`);
  }
  const names = new Map<CodeLanguage, Set<string>>(LANGUAGES.map((language) => [language, new Set<string>()]));
  for (const vocabulary of parsed.data.vocabularies)
    for (const language of vocabulary.languages) for (const name of vocabulary.names) names.get(language)?.add(name);
  return names;
}
