import fs from "node:fs";
import path from "node:path";
import type { DocText, TextPiece } from "../../src/node/content/docText";
import { inventedNames, type InventionInputs } from "../../src/node/content/inventionCheck";
import {
  attributedCodeNames,
  codeNameInputsOf,
} from "../../src/node/content/codeNames/codeNameCheck";
import { platformVocabularyOf } from "../../src/node/content/codeNames/platformVocabulary";
import { fenceOfFile, usedNotDeclared } from "../../src/node/content/codeNames/sampleVocabulary";
import type { Fact } from "../../src/node/content/sdkVocabulary";
import type { AlarmTally, SampleAppFigures } from "./mutationReport";
import { halfOf, type Half, type PageSplit } from "./mutationSet";

/**
 * False alarms of the invention check on code nobody wrote for it: the public Wemap sample apps,
 * from local checkouts (one folder per repository, named as the repository, under the folder
 * given). Each app is one page of its platform's docs (the current version: the checkouts are the
 * repositories' newest commits, which the current docs pin) and each of its source files a code
 * block on it, so that a file may use what another file of the app declares, as a page's blocks
 * do. Every problem the check reports on that page is a false alarm.
 *
 * The sample apps' lists of data/code-vocabulary.json were read from these very apps: the list of
 * each measured repository is read again here from its files without the judged half's, so a
 * file is judged by a vocabulary that never saw it.
 */

export interface SampleApp {
  repository: string;
  /** The doc id its files are judged on: a page of its platform's folder. */
  docId: string;
  /** Only files under this path count (the Flutter plugin's example app). */
  under?: string;
}

export const SAMPLE_APPS: readonly SampleApp[] = [
  { repository: "wemap/wemap-sdk-sample-apps-android", docId: "android-native/sample-app" },
  { repository: "wemap/livemap-android-sdk-sample", docId: "android/sample-app" },
  { repository: "wemap/wemap-sdk-sample-apps-ios", docId: "ios-native/sample-app" },
  { repository: "wemap/livemap-ios-sdk-sample", docId: "ios/sample-app" },
  { repository: "wemap/wemap-sdk-flutter-sample", docId: "flutter-native/sample-app" },
  { repository: "wemap/wemap-sdk-flutter-webview", docId: "flutter/sample-app", under: "example/" },
];

/** The files of a checkout: every text file, and the ones judged (code of the check's languages). */
function checkoutFiles(root: string): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(relative);
      else if (fenceOfFile(relative))
        files.push({ path: relative, text: fs.readFileSync(path.join(root, relative), "utf8") });
    }
  };
  walk("");
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** The key a file is split by: its repository and path. */
export function fileKey(app: Pick<SampleApp, "repository">, file: string): string {
  return `${app.repository}:${file}`;
}

/** The judged files of an app's checkout, by key. */
function judgedFiles(
  folder: string,
  app: SampleApp,
): { key: string; path: string; text: string }[] {
  const root = path.join(folder, app.repository.split("/")[1] ?? "");
  if (!fs.existsSync(root)) return [];
  return checkoutFiles(root)
    .filter(
      (file) =>
        !/\.(?:js|jsx|ts|tsx)$/.test(file.path) && (!app.under || file.path.startsWith(app.under)),
    )
    .map((file) => ({ key: fileKey(app, file.path), ...file }));
}

/** A page whose code blocks are the given files, one after the other, each with its first line. */
function pageOfFiles(files: readonly { path: string; text: string }[]): {
  text: DocText;
  blocks: { path: string; first: number; last: number }[];
} {
  const pieces: TextPiece[] = [];
  const blocks: { path: string; first: number; last: number }[] = [];
  let line = 1;
  for (const file of files) {
    const fence = fenceOfFile(file.path) ?? "text";
    const value = file.text.replace(/\n$/, "");
    const rows = value.split("\n").length;
    // The fence's line, the code, the closing fence and a blank line.
    pieces.push({ place: "code block", lang: fence, value, line: line + 1, column: 1 });
    blocks.push({ path: file.path, first: line + 1, last: line + rows });
    line += rows + 3;
  }
  return { text: { pieces, paragraphs: [], headings: [] }, blocks };
}

interface RepositoryVocabulary {
  repository: string;
  /** Files the repository's list is read from: all of its files but the judged half's. */
  files: { path: string; text: string }[];
}

/**
 * The check's inputs with each measured repository's sample list read again from the files
 * given (the judged half's files left out); other lists as data/code-vocabulary.json has them.
 */
export function inputsWithout(
  vocabularyText: string,
  facts: readonly Fact[],
  allowed: ReadonlySet<string>,
  base: InventionInputs,
  repositories: readonly RepositoryVocabulary[],
): InventionInputs {
  const file = JSON.parse(vocabularyText) as {
    vocabularies: { languages: string[]; source: string; sections?: string[]; names: string[] }[];
  };
  const lists = file.vocabularies.flatMap((list) => {
    const repository = repositories.find((one) => list.source.startsWith(`${one.repository}@`));
    if (!repository) return [list];
    const language = /names its (\w+) code uses/.exec(list.source)?.[1] ?? "";
    const names = usedNotDeclared(repository.files).get(language as never) ?? [];
    return names.length > 0
      ? [{ ...list, source: `${list.source} (the judged files left out)`, names }]
      : [];
  });
  const platform = platformVocabularyOf(JSON.stringify({ vocabularies: lists }));
  return { ...base, codeNames: codeNameInputsOf(facts, platform, allowed) };
}

const LANGUAGE_OF_FENCE: Readonly<Record<string, string>> = {
  kotlin: "kotlin",
  java: "java",
  swift: "swift",
  dart: "dart",
};

function tally(files: number, sdkNames: number, falseAlarms: number): AlarmTally {
  return {
    files,
    sdkNames,
    falseAlarms,
    perThousand: sdkNames === 0 ? 0 : Number(((falseAlarms * 1000) / sdkNames).toFixed(2)),
  };
}

/**
 * Judges every sample app found under `folder`; undefined when none is there. Each half is judged
 * apart, with the vocabulary `inputsFor` gives without that half's files (see inputsWithout), so
 * that neither half's figures are circular.
 */
export function sampleAppFalseAlarms(
  folder: string,
  split: Pick<PageSplit, "development" | "heldOut">,
  inputsFor: (judged: ReadonlySet<string>) => InventionInputs,
  halves: readonly Half[] = ["development", "heldOut"],
): SampleAppFigures | undefined {
  const apps = SAMPLE_APPS.map((app) => ({ app, files: judgedFiles(folder, app) })).filter(
    ({ files }) => files.length > 0,
  );
  if (apps.length === 0) return undefined;
  const counts = new Map<string, { files: number; sdkNames: number; falseAlarms: number }>();
  const developmentAlarms: SampleAppFigures["developmentAlarms"] = [];
  const add = (
    half: Half,
    language: string,
    what: "files" | "sdkNames" | "falseAlarms",
    amount = 1,
  ) => {
    for (const key of [`${half}:${language}`, `${half}:all`]) {
      const count = counts.get(key) ?? { files: 0, sdkNames: 0, falseAlarms: 0 };
      count[what] += amount;
      counts.set(key, count);
    }
  };
  for (const judged of halves) {
    const keys = new Set(
      apps
        .flatMap(({ files }) => files.map((file) => file.key))
        .filter((key) => halfOf(split, key) === judged),
    );
    const inputs = inputsFor(keys);
    for (const { app, files } of apps) {
      const { text, blocks } = pageOfFiles(files);
      const blockAt = (line: number) =>
        blocks.findIndex((block) => line >= block.first && line <= block.last);
      const inHalf = blocks.map((block) => keys.has(fileKey(app, block.path)));
      const languageOf = (index: number) =>
        LANGUAGE_OF_FENCE[fenceOfFile(blocks[index]?.path ?? "") ?? ""] ?? "other";
      blocks.forEach((_, index) => {
        if (inHalf[index]) add(judged, languageOf(index), "files");
      });
      for (const { use, attribution } of attributedCodeNames(app.docId, text, inputs.codeNames)) {
        const index = blockAt(use.line);
        if (attribution === "sdk" && inHalf[index]) add(judged, languageOf(index), "sdkNames");
      }
      for (const found of inventedNames(app.docId, text, inputs)) {
        const index = blockAt(found.line);
        const block = blocks[index];
        if (!inHalf[index] || !block) continue;
        add(judged, languageOf(index), "falseAlarms");
        if (judged === "development")
          developmentAlarms.push({
            file: fileKey(app, block.path),
            line: found.line - block.first + 1,
            name: found.name,
            as: found.as,
          });
      }
    }
  }
  const halfFigures = (half: Half) => {
    const byLanguage: Record<string, AlarmTally> = {};
    for (const [key, count] of [...counts].sort(([a], [b]) => a.localeCompare(b)))
      if (key.startsWith(`${half}:`) && !key.endsWith(":all"))
        byLanguage[key.slice(half.length + 1)] = tally(
          count.files,
          count.sdkNames,
          count.falseAlarms,
        );
    const all = counts.get(`${half}:all`) ?? { files: 0, sdkNames: 0, falseAlarms: 0 };
    return { byLanguage, all: tally(all.files, all.sdkNames, all.falseAlarms) };
  };
  return {
    folder,
    halves: { development: halfFigures("development"), heldOut: halfFigures("heldOut") },
    developmentAlarms,
  };
}
