import { z } from "zod";
import type { GrammarName } from "./parseCode";

/**
 * The names of the languages and platforms the site's code is written on (Kotlin's `listOf`,
 * Android's `Bundle`, UIKit's `viewDidLoad`, Flutter's `Padding`, React's `useRef`), each list
 * with its source: the resolver accepts them where the code uses a name that is not the SDK's.
 * Read from data/code-vocabulary.json.
 */

export const CODE_VOCABULARY_FILE = "data/code-vocabulary.json";

/**
 * The languages a vocabulary is given for. JavaScript and TypeScript have none: the TypeScript
 * compiler resolves their names against the real declarations (src/node/content/examples/).
 */
export type CodeLanguage = "kotlin" | "java" | "swift" | "dart";

export function languageOfGrammar(grammar: GrammarName): CodeLanguage | undefined {
  return grammar === "json" ? undefined : grammar;
}

const LANGUAGES = ["kotlin", "java", "swift", "dart"] as const;

const vocabularySchema = z.object({
  languages: z.array(z.enum(LANGUAGES)).min(1),
  source: z.string().min(10, "each list needs its source: where the names can be checked"),
  /**
   * The facts sections of the SDK a sample app's list was read from: its names (the SDK's
   * own among them) count only on the pages of that SDK. A list without sections is the
   * language's or platform's, for every page.
   */
  sections: z.array(z.string().min(1)).min(1).optional(),
  /**
   * The module a list gives the names of (`Combine`), for one the check has no declarations of
   * otherwise: its names count only on a page that imports it, and, like an Apple framework's
   * (./appleFrameworks.ts), such an import supplies them and nothing else.
   */
  module: z
    .string()
    .regex(/^[A-Za-z_]\w*$/, "a module is one identifier")
    .optional(),
  names: z.array(z.string().regex(/^[A-Za-z_$][\w$]*$/, "a name is one identifier")).min(1),
});
const fileSchema = z.object({ vocabularies: z.array(vocabularySchema) });

type VocabularyList = z.infer<typeof vocabularySchema>;

/** The lists of data/code-vocabulary.json, and the names they give a page's block. */
export interface PlatformVocabulary {
  lists: readonly VocabularyList[];
  /** The names a block of `language` may use on a page judged against `sections`. */
  namesFor: (language: CodeLanguage, sections: readonly string[]) => ReadonlySet<string>;
  /** The names of the hand-written lists alone (the language's and platform's, no sample app's). */
  languageNamesFor: (language: CodeLanguage) => ReadonlySet<string>;
  /** The names a module's list gives (`module`), undefined when no list is that module's. */
  moduleNamesFor: (language: CodeLanguage, module: string) => ReadonlySet<string> | undefined;
}

/** The lists of a code vocabulary; a malformed file names the item and what was expected. */
export function platformVocabularyOf(
  text: string,
  file = CODE_VOCABULARY_FILE,
): PlatformVocabulary {
  const parsed = fileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}`);
  }
  const lists = parsed.data.vocabularies;
  const built = new Map<string, ReadonlySet<string>>();
  return {
    lists,
    namesFor: (language, sections) => {
      const key = `${language}:${sections.join(",")}`;
      let names = built.get(key);
      if (!names) {
        names = new Set(
          lists
            .filter((list) => !list.module && list.languages.includes(language))
            .filter(
              (list) =>
                !list.sections || list.sections.some((section) => sections.includes(section)),
            )
            .flatMap((list) => list.names),
        );
        built.set(key, names);
      }
      return names;
    },
    languageNamesFor: (language) => {
      const key = language;
      let names = built.get(key);
      if (!names) {
        names = new Set(
          lists
            .filter((list) => !list.sections && !list.module && list.languages.includes(language))
            .flatMap((list) => list.names),
        );
        built.set(key, names);
      }
      return names;
    },
    moduleNamesFor: (language, module) => {
      const key = `${language}@${module}`;
      let names = built.get(key);
      if (!names) {
        const ofModule = lists.filter(
          (list) => list.module === module && list.languages.includes(language),
        );
        if (ofModule.length === 0) return undefined;
        names = new Set(ofModule.flatMap((list) => list.names));
        built.set(key, names);
      }
      return names;
    },
  };
}
