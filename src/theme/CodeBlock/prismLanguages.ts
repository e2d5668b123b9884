/* eslint-disable @typescript-eslint/no-require-imports */
import { Prism } from "prism-react-renderer";

// prism-react-renderer bundles a subset of Prism's grammars. The docs also show Java, Dart,
// Groovy (Gradle), Ruby (Podfiles), shell, HTTP and properties files: Prism's own grammar files
// register themselves on a global `Prism`, so it is set before they are required.
(globalThis as { Prism?: typeof Prism }).Prism = Prism;
require("prismjs/components/prism-java");
require("prismjs/components/prism-dart");
require("prismjs/components/prism-groovy");
require("prismjs/components/prism-ruby");
require("prismjs/components/prism-bash");
require("prismjs/components/prism-http");
require("prismjs/components/prism-properties");

/** Fence names writers use that Prism knows under another name. */
export const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
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

export function prismLanguage(language: string | undefined): string {
  if (!language) return "text";
  const name = LANGUAGE_ALIASES[language] ?? language;
  return Prism.languages[name] ? name : "text";
}

export { Prism };
