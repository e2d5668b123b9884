import type { CodeLanguage } from "./platformVocabulary";

/**
 * Members every value of a language has, whatever its type: Kotlin's scope functions
 * (kotlinlang.org/docs/scope-functions.html) and Any's members, java.lang.Object's, Swift's
 * `self` and `init`, Dart's Object members.
 */
export const EVERY_VALUE_HAS: Readonly<Record<CodeLanguage, readonly string[]>> = {
  kotlin: [
    "let",
    "also",
    "apply",
    "run",
    "takeIf",
    "takeUnless",
    "toString",
    "equals",
    "hashCode",
    "javaClass",
  ],
  java: ["toString", "equals", "hashCode", "getClass"],
  // Every enum with raw values has `rawValue` and `init(rawValue:)` (RawRepresentable:
  // developer.apple.com/documentation/swift/rawrepresentable).
  swift: ["self", "init", "rawValue"],
  dart: ["toString", "hashCode", "runtimeType"],
};
