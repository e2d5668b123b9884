/**
 * Writes the sample-app lists of data/code-vocabulary.json: the names the public Wemap sample
 * apps and SDK repositories use without declaring them (the platform's and language's names,
 * and the SDK's as its own samples write them), one list per repository and language, each with
 * the repository and commit it was read at. Hand-written lists (any other source) are kept.
 *
 * Maintainers run it after `fetch` brought the repositories (git directories under
 * /work/.mirror, or CODE_VOCABULARY_MIRRORS): npx tsx scripts/build-code-vocabulary.ts
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { loadGrammars } from "../src/node/content/codeNames/parseCode";
import {
  CODE_VOCABULARY_FILE,
  type CodeLanguage,
} from "../src/node/content/codeNames/platformVocabulary";
import { fenceOfFile, usedNotDeclared } from "../src/node/content/codeNames/sampleVocabulary";

/**
 * The facts sections of the SDK each repository samples or is, per language of its code: its
 * list counts on that SDK's pages only (a JavaScript SDK example's `livemap.fitBounds` is no
 * name of the React Native ref). The native code of a wrapper (Kotlin and Swift in the Flutter
 * plugin, Java and Swift in the React Native package) is the bridge's.
 */
const SECTIONS: Readonly<Record<string, Partial<Record<CodeLanguage, string[]>>>> = {
  "wemap/wemap-sdk-sample-apps-android": { kotlin: ["android_native"], java: ["android_native"] },
  "wemap/wemap-sdk-sample-apps-ios": { swift: ["ios_native"] },
  "wemap/livemap-android-sdk-sample": { java: ["android_webview"], kotlin: ["android_webview"] },
  "wemap/livemap-ios-sdk-sample": { swift: ["ios_webview"] },
  "wemap/livemap-ios-sdk": { swift: ["ios_webview"] },
  "wemap/wemap-sdk-flutter-sample": {
    dart: ["flutter_native"],
    kotlin: ["flutter_native"],
    swift: ["flutter_native"],
  },
  "wemap/wemap-sdk-flutter-webview": {
    dart: ["flutter_webview"],
    kotlin: ["wrapper_bridges"],
    swift: ["wrapper_bridges"],
  },
  "wemap/react-native-wemap-livemap": {
    java: ["react_native", "wrapper_bridges"],
    swift: ["react_native", "wrapper_bridges"],
  },
};

const REPOSITORIES = [
  "wemap/wemap-sdk-sample-apps-android",
  "wemap/wemap-sdk-sample-apps-ios",
  "wemap/livemap-android-sdk-sample",
  "wemap/livemap-ios-sdk-sample",
  "wemap/livemap-ios-sdk",
  "wemap/wemap-sdk-flutter-sample",
  "wemap/wemap-sdk-flutter-webview",
  "wemap/react-native-wemap-livemap",
];
const mirrors = process.env.CODE_VOCABULARY_MIRRORS ?? "/work/.mirror";
const git = (repo: string, ...args: string[]) =>
  execFileSync("git", ["--git-dir", repo, ...args], { encoding: "utf8", maxBuffer: 1 << 28 });

/** Kotlin and Java code on Android calls the same platform classes (`Log`, `View`, `Intent`). */
const SHARED_PLATFORM: Partial<Record<CodeLanguage, CodeLanguage[]>> = {
  kotlin: ["kotlin", "java"],
  java: ["kotlin", "java"],
};

interface VocabularyList {
  languages: CodeLanguage[];
  source: string;
  sections?: string[];
  names: string[];
}

void (async () => {
  await loadGrammars();
  const lists: VocabularyList[] = [];
  for (const repository of REPOSITORIES) {
    const gitDir = path.join(mirrors, repository.replace("/", "+"), "repo");
    if (!fs.existsSync(gitDir)) throw new Error(`${gitDir}: fetch github:${repository} first`);
    const commit = git(gitDir, "rev-parse", "HEAD").trim();
    const files = git(gitDir, "ls-tree", "-r", "--name-only", "HEAD")
      .split("\n")
      .filter((file) => fenceOfFile(file) !== undefined)
      .map((file) => ({ path: file, text: git(gitDir, "show", `${commit}:${file}`) }));
    // A name the repository declares is its own (a sample's activity, the SDK's own API): only
    // what it uses from elsewhere is the platform's.
    for (const [language, names] of usedNotDeclared(files)) {
      if (names.length === 0) continue;
      const sections = SECTIONS[repository]?.[language];
      if (!sections)
        throw new Error(
          `${repository}: say which SDK's pages its ${language} code is for (SECTIONS)`,
        );
      lists.push({
        languages: SHARED_PLATFORM[language] ?? [language],
        source: `${repository}@${commit}: names its ${language} code uses and does not declare`,
        sections,
        names,
      });
    }
  }
  const file = path.join(__dirname, "..", CODE_VOCABULARY_FILE);
  const current = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, "utf8")) as { vocabularies: VocabularyList[] })
    : { vocabularies: [] };
  const handWritten = current.vocabularies.filter(
    (list) => !REPOSITORIES.some((repository) => list.source.startsWith(`${repository}@`)),
  );
  const written = {
    $comment:
      "Names of the languages and platforms the site's code uses, each list with its source (src/node/content/codeNames/platformVocabulary.ts). The lists read from the public Wemap repositories are written by scripts/build-code-vocabulary.ts; the others are written by hand, each from the reference it names.",
    vocabularies: [...handWritten, ...lists],
  };
  fs.writeFileSync(file, `${JSON.stringify(written, null, 2)}\n`);
  console.log(
    lists
      .map((list) => `${list.source.split("@")[0]} ${list.languages.join()}: ${list.names.length}`)
      .join("\n"),
  );
})();
