/** The kinds of doc the site has; each follows one structure (see WRITING.md). */
export type PageKind = "reference" | "guide" | "example" | "rest" | "landing" | "article";

const REFERENCE = [
  /^android\/(Callbacks|Listeners|Model|Options)\//,
  /^android\/(Livemap|LivemapView)$/,
  /^ios\/(livemap|classes\/.+|protocols\/.+)$/,
  /^flutter\/(Livemap|LivemapController)\/.+$/,
  /^flutter\/(Livemap|LivemapController)-class$/,
  /^react-native\/(interfaces|modules)\/.+$/,
  /^javascript\/livemap$/,
  /^flutter-native\/widgets$/,
];
const LANDING =
  /^(index|examples|rest|services|react-native|react-native\/modules|flutter\/Livemap|flutter\/LivemapController)$/;

/** Derives a doc's kind from its id, once, so checks and templates never guess from slugs. */
export function pageKind(id: string): PageKind {
  if (LANDING.test(id)) return "landing";
  if (REFERENCE.some((pattern) => pattern.test(id))) return "reference";
  if (/(^|\/)examples\/|^flutter-native\/example$/.test(id)) return "example";
  if (/^(rest|services)\//.test(id)) return "rest";
  if (/getting-started$/.test(id)) return "guide";
  return "article";
}
