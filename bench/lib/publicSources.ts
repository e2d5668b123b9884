import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * The public Wemap sources each docs version documents, read at the commits it pins (WRITING.md,
 * "What version 1.13 documents"; the current version documents each repository's newest
 * commit): a mutant the benchmark makes must be absent from them, not only from the facts, so
 * that it is really no name of that SDK at that version. Read from the bare mirrors under
 * /work/.mirror (or MUTATION_MIRRORS) with git, never checked out.
 */

/** A repository and the part of its tree that is the SDK of a platform (a wrapper's bridge folder). */
interface SourcePart {
  repository: string;
  /** Paths of the tree that count; every file when absent. */
  under?: RegExp;
}

/** The sources of each platform folder's SDK; pages outside a platform folder get every one. */
const SOURCES_OF_FOLDER: Readonly<Record<string, readonly SourcePart[]>> = {
  android: [
    { repository: "wemap/livemap-android-sdk-sample" },
    { repository: "wemap/react-native-wemap-livemap", under: /^android\// },
    { repository: "wemap/wemap-sdk-flutter-webview", under: /^android\// },
  ],
  ios: [
    { repository: "wemap/livemap-ios-sdk" },
    { repository: "wemap/livemap-ios-sdk-sample" },
    { repository: "wemap/react-native-wemap-livemap", under: /^ios\// },
    { repository: "wemap/wemap-sdk-flutter-webview", under: /^ios\// },
  ],
  flutter: [{ repository: "wemap/wemap-sdk-flutter-webview" }],
  "flutter-native": [{ repository: "wemap/wemap-sdk-flutter-sample" }],
  "react-native": [
    { repository: "wemap/react-native-wemap-livemap" },
    { repository: "wemap/wemap-expo-webview" },
  ],
  "android-native": [{ repository: "wemap/wemap-sdk-sample-apps-android" }],
  "ios-native": [
    { repository: "wemap/wemap-sdk-sample-apps-ios" },
    { repository: "wemap/wemap-sdk-ios-distribution" },
    { repository: "wemap/cocoapods-specs" },
  ],
  javascript: [
    { repository: "wemap/wemap-sdk-js-examples" },
    { repository: "wemap/livemap-ios-sdk" },
  ],
  examples: [{ repository: "wemap/wemap-sdk-js-examples" }],
};

const REPOSITORIES = [
  "wemap/livemap-android-sdk-sample",
  "wemap/react-native-wemap-livemap",
  "wemap/wemap-sdk-flutter-webview",
  "wemap/livemap-ios-sdk",
  "wemap/livemap-ios-sdk-sample",
  "wemap/wemap-sdk-flutter-sample",
  "wemap/wemap-expo-webview",
  "wemap/wemap-sdk-sample-apps-android",
  "wemap/wemap-sdk-sample-apps-ios",
  "wemap/wemap-sdk-ios-distribution",
  "wemap/cocoapods-specs",
  "wemap/wemap-sdk-js-examples",
];

/**
 * The commits version 1.13 pins (WRITING.md's table and the facts' release_history). The iOS
 * sample apps have no 0.28.0 tag: ded1177 ("update with version 0.28.2") is that minor's last.
 * Repositories not named here are read at their newest commit (served or unversioned).
 */
const PINNED_1_13: Readonly<Record<string, string>> = {
  "wemap/livemap-android-sdk-sample": "4f2c80c",
  "wemap/wemap-sdk-flutter-webview": "a91a1b1",
  "wemap/react-native-wemap-livemap": "33482c0",
  "wemap/livemap-ios-sdk": "v2.6.0",
  "wemap/wemap-sdk-sample-apps-android": "0.28.0",
  "wemap/wemap-sdk-sample-apps-ios": "ded1177",
  "wemap/wemap-sdk-ios-distribution": "0.28.0",
};

/** The commit a docs version reads a repository at. */
function pinnedCommit(version: string, repository: string): string {
  return version === "1.13" ? (PINNED_1_13[repository] ?? "HEAD") : "HEAD";
}

/** The platform folder of a page (`android-native/map.mdx` → `android-native`). */
function folderOfPage(page: string): string | undefined {
  const folder = page.split("/")[0];
  return folder && folder in SOURCES_OF_FOLDER ? folder : undefined;
}

function sourcePartsOf(page: string): readonly SourcePart[] {
  const folder = folderOfPage(page);
  return folder
    ? (SOURCES_OF_FOLDER[folder] ?? [])
    : REPOSITORIES.map((repository) => ({ repository }));
}

/** What a set of sources writes: every identifier, and the text to look paths up in. */
export interface SourceText {
  words: ReadonlySet<string>;
  text: string;
}

const TEXT_FILE =
  /\.(?:kt|kts|java|swift|dart|js|jsx|ts|tsx|json|xml|gradle|md|yaml|yml|podspec|rb|plist|h|m|properties|txt|html|pbxproj|resolved|lock)$|(?:^|\/)(?:Podfile|Package\.swift|Cartfile)$/;

const mirrors = () => process.env.MUTATION_MIRRORS ?? "/work/.mirror";

function gitDirOf(repository: string): string {
  return path.join(mirrors(), repository.replace("/", "+"), "repo");
}

/** The text files of a repository at a commit, path and content; empty when its mirror is absent. */
export function readTree(repository: string, commit: string): { path: string; text: string }[] {
  const gitDir = gitDirOf(repository);
  if (!fs.existsSync(gitDir)) return [];
  const git = (args: string[], input?: string) =>
    execFileSync("git", ["--git-dir", gitDir, ...args], {
      encoding: "utf8",
      maxBuffer: 1 << 30,
      ...(input === undefined ? {} : { input }),
    });
  const entries = git(["ls-tree", "-r", "-l", commit])
    .split("\n")
    .map((line) => /^\d+ blob ([0-9a-f]+)\s+(\d+|-)\t(.*)$/.exec(line))
    .filter(
      (match): match is RegExpExecArray =>
        match !== null && TEXT_FILE.test(match[3] ?? "") && Number(match[2]) < 2_000_000,
    );
  if (entries.length === 0) return [];
  // One `cat-file --batch` for the whole tree: a process per file would take minutes.
  const out = execFileSync("git", ["--git-dir", gitDir, "cat-file", "--batch"], {
    input: entries.map((entry) => entry[1]).join("\n") + "\n",
    maxBuffer: 1 << 30,
  });
  const files: { path: string; text: string }[] = [];
  let offset = 0;
  for (const entry of entries) {
    const header = out.subarray(offset, out.indexOf(10, offset)).toString();
    const size = Number(header.split(" ")[2]);
    const start = out.indexOf(10, offset) + 1;
    files.push({ path: entry[3] ?? "", text: out.subarray(start, start + size).toString("utf8") });
    offset = start + size + 1;
  }
  return files;
}

const cache = new Map<string, { path: string; text: string }[]>();

/** The sources of a page's SDK at a docs version: its platform's repositories at the pinned commits. */
export function sourcesOf(version: string, page: string): SourceText {
  const texts: string[] = [];
  for (const part of sourcePartsOf(page)) {
    const commit = pinnedCommit(version, part.repository);
    const key = `${part.repository}@${commit}`;
    let files = cache.get(key);
    if (!files) {
      files = readTree(part.repository, commit);
      cache.set(key, files);
    }
    for (const file of files) if (!part.under || part.under.test(file.path)) texts.push(file.text);
  }
  const text = texts.join("\n");
  return { words: new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? []), text };
}

/** Whether the sources write `name` whole (a path or a coordinate, not inside a longer one). */
export function writesWhole(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return new RegExp(`(?<![\\w$.:/-])${escaped}(?![\\w$-])`).test(text);
}
