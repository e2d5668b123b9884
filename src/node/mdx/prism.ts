/* eslint-disable @typescript-eslint/no-require-imports */
import { normalizeTokens, Prism } from "prism-react-renderer";

// prism-react-renderer bundles a subset of Prism's grammars. The docs also show Java, Dart,
// Groovy (Gradle), Ruby (Podfiles), shell, HTTP and properties files: Prism's grammar files
// register themselves on a global `Prism`, so it is set before they are required. This runs at
// build time only: pages ship already-highlighted code and no highlighter.
(globalThis as { Prism?: typeof Prism }).Prism = Prism;
require("prismjs/components/prism-java");
require("prismjs/components/prism-dart");
require("prismjs/components/prism-groovy");
require("prismjs/components/prism-ruby");
require("prismjs/components/prism-bash");
require("prismjs/components/prism-http");
require("prismjs/components/prism-properties");

/** Fence names writers use that Prism knows under another name. */
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  sh: "bash",
  shell: "bash",
  zsh: "bash",
  console: "bash",
  kt: "kotlin",
  kts: "kotlin",
  gradle: "groovy",
  objc: "objectivec",
  "objective-c": "objectivec",
  yml: "yaml",
  ts: "typescript",
  js: "javascript",
  rb: "ruby",
  podfile: "ruby",
};

/** Fence names that mean "plain text, no highlighting". */
const PLAIN_TEXT = ["text", "txt", "plain", "plaintext"];

function isGrammar(name: string): boolean {
  const grammar = (Prism.languages as Record<string, unknown>)[name];
  return typeof grammar === "object" && grammar !== null;
}

/**
 * Prism's name for a fence language; "text" for a fence without one or one of the plain-text
 * names; undefined when the site cannot highlight it (the build then fails, listing
 * `supportedFenceLanguages()`), so a typo such as `kotin` never ships as plain text silently.
 */
export function prismLanguage(language: string | undefined | null): string | undefined {
  if (!language || PLAIN_TEXT.includes(language)) return "text";
  const name = LANGUAGE_ALIASES[language] ?? language;
  return isGrammar(name) ? name : undefined;
}

/** Every fence language the site highlights, with its aliases, sorted. */
export function supportedFenceLanguages(): string[] {
  const names = Object.keys(Prism.languages).filter(isGrammar);
  return [...new Set([...names, ...Object.keys(LANGUAGE_ALIASES), ...PLAIN_TEXT])].sort();
}

/** A run of text with the token types that apply to it. */
export interface TokenRun {
  text: string;
  classes: string[];
}

/** Tokenises code into lines of runs, so each line can be marked on its own. */
export function highlightLines(code: string, language: string): TokenRun[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return code.split("\n").map((line) => (line ? [{ text: line, classes: [] }] : []));
  return normalizeTokens(Prism.tokenize(code, grammar)).map((line) =>
    line
      // An empty line comes back as one "\n" token marked `empty`: the line's own break is
      // added by the caller, and a second one would double every blank line of the code.
      .filter((token) => token.content !== "" && !token.empty)
      .map((token) => ({
        text: token.content,
        classes:
          token.types.includes("plain") && token.types.length === 1
            ? []
            : ["token", ...token.types],
      })),
  );
}
