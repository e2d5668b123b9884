import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The names an Android import makes visible, read from the platform's and AndroidX's own
 * declarations as the published package @nativescript/types-android writes them (TypeScript
 * declaration files generated from the Android SDK's and AndroidX's class files, Material
 * Components among them): a Kotlin or Java page that imports `android.widget.Spinner` may use
 * every member a Spinner has, inherited ones too, and none of them is an invented Wemap name.
 * The check resolves such a name by looking it up in what the class really declares.
 */

/** The declaration files read: the newest platform level and the newest AndroidX set. */
const FILES = ["android-platform-37.d.ts", "androidx-32.d.ts"];

/** Package prefixes the declarations cover; any other import is not looked up here. */
const COVERED = /^(?:android|androidx|com\.google\.android\.material|java|javax|org\.json)\./;

interface ClassEntry {
  /** Its methods and fields, as declared. */
  members: string[];
  /** Fully qualified names of what it extends and implements. */
  supertypes: string[];
}

/** What the declaration files declare: each class by its fully qualified name. */
export interface AndroidIndex {
  classes: Map<string, ClassEntry>;
  /** A nested type written as an alias of its declaration (`View.AccessibilityDelegate`). */
  aliases: Map<string, string>;
  /** The generated names those aliases stand for (the aliases' values, kept as a set). */
  aliasTargets: ReadonlySet<string>;
  /** Each package's and class's own types, by simple name. */
  children: Map<string, string[]>;
}

/** The types an `extends`/`implements` list names, type arguments left out. */
function typeList(text: string | undefined): string[] {
  if (!text) return [];
  const names: string[] = [];
  let depth = 0;
  let current = "";
  for (const character of text) {
    if (character === "<") depth += 1;
    else if (character === ">") depth -= 1;
    else if (depth === 0 && character === ",") {
      names.push(current.trim());
      current = "";
    } else if (depth === 0) current += character;
  }
  names.push(current.trim());
  // The files name the platform `globalAndroid` where `android` would resolve to a nested module
  // (`com.google.android`): android-declarations.d.ts has `import globalAndroid = android`.
  return names
    .filter((name) => /^[\w$.]+$/.test(name))
    .map((name) => name.replace(/^globalAndroid\./, "android."));
}

/**
 * Reads declaration files into an index. Nesting follows the files' tab indentation: each
 * `module` or `class` opened at an indent closes at the `}` of the same indent.
 */
export function indexDeclarations(texts: readonly string[]): AndroidIndex {
  const classes = new Map<string, ClassEntry>();
  const aliases = new Map<string, string>();
  const children = new Map<string, string[]>();
  const addChild = (parent: string, name: string) => {
    const list = children.get(parent) ?? [];
    list.push(name);
    children.set(parent, list);
  };
  for (const text of texts) {
    const stack: { indent: number; name: string; entry?: ClassEntry }[] = [];
    const pathOf = () => stack.map((open) => open.name).join(".");
    for (const line of text.split("\n")) {
      const indent = /^\t*/.exec(line)?.[0].length ?? 0;
      const body = line.slice(indent);
      if (body.startsWith("}")) {
        if (stack.at(-1)?.indent === indent) stack.pop();
        continue;
      }
      const module = /^(?:declare|export) module ([\w$]+) \{/.exec(body);
      if (module?.[1]) {
        if (stack.length > 0) addChild(pathOf(), module[1]);
        stack.push({ indent, name: module[1] });
        continue;
      }
      const declared =
        /^export (?:abstract )?(?:class|interface) ([\w$]+)(?:<[^{]*?>)?\s*(?:extends (.+?))?\s*(?:implements (.+?))?\s*\{\s*$/.exec(
          body,
        );
      if (declared?.[1]) {
        const entry: ClassEntry = {
          members: [],
          supertypes: [...typeList(declared[2]), ...typeList(declared[3])],
        };
        addChild(pathOf(), declared[1]);
        stack.push({ indent, name: declared[1], entry });
        classes.set(pathOf(), entry);
        continue;
      }
      const alias = /^export type ([\w$]+) = ([\w$]+)/.exec(body);
      if (alias?.[1] && alias[2]) {
        addChild(pathOf(), alias[1]);
        aliases.set(`${pathOf()}.${alias[1]}`, `${pathOf()}.${alias[2]}`);
        continue;
      }
      const open = stack.at(-1);
      if (open?.entry && indent === open.indent + 1) {
        const member = /^public (?:static )?(?:abstract )?([\w$]+)\s*[(:<]/.exec(body)?.[1];
        if (member && member !== "class" && member !== "constructor")
          open.entry.members.push(member);
      }
    }
  }
  return { classes, aliases, aliasTargets: new Set(aliases.values()), children };
}

/**
 * The property Kotlin reads a Java getter or setter as (kotlinlang.org, "Calling Java from
 * Kotlin", Getters and setters): `getIntent()` is `intent`, `setTitle(...)` is `title = ...`,
 * `isEnabled()` keeps its name; a leading acronym is lowercased whole (`getURL` is `url`).
 */
export function kotlinPropertyOf(method: string): string | undefined {
  const accessor = /^(?:get|set)([A-Z][\w$]*)$/.exec(method)?.[1];
  if (!accessor) return undefined;
  const capitals = /^[A-Z]+/.exec(accessor)?.[0] ?? "";
  const lowered =
    capitals.length > 1 && capitals.length < accessor.length
      ? capitals.length - 1
      : capitals.length;
  return accessor.slice(0, lowered).toLowerCase() + accessor.slice(lowered);
}

/** The names a class makes visible: its own, its members' and its supertypes', and its nested types'. */
function classNames(
  index: AndroidIndex,
  name: string,
  names: Set<string>,
  seen: Set<string>,
): void {
  const qualified = index.aliases.get(name) ?? name;
  if (seen.has(qualified)) return;
  seen.add(qualified);
  const entry = index.classes.get(qualified);
  if (!entry) return;
  for (const member of entry.members) {
    names.add(member);
    const property = kotlinPropertyOf(member);
    if (property) names.add(property);
  }
  for (const supertype of entry.supertypes) classNames(index, supertype, names, seen);
  for (const parent of new Set([qualified, name])) nestedNames(index, parent, names, seen);
}

/** The types declared in a package or class, with the names each makes visible. */
function nestedNames(index: AndroidIndex, parent: string, names: Set<string>, seen: Set<string>) {
  for (const child of index.children.get(parent) ?? []) {
    // A nested type declared under a generated name and aliased (`View.AccessibilityDelegate`)
    // is read under its alias.
    if (index.aliasTargets.has(`${parent}.${child}`)) continue;
    names.add(child);
    classNames(index, `${parent}.${child}`, names, seen);
  }
}

/**
 * The names an import makes visible: a class with everything it and its supertypes declare; a
 * whole package (`android.widget.*`) with every class in it; a class's static member imported
 * by name. Undefined when the declarations do not have the path.
 */
export function namesOfImport(index: AndroidIndex, importPath: string): Set<string> | undefined {
  const wildcard = importPath.endsWith(".*");
  const target = wildcard ? importPath.slice(0, -2) : importPath;
  const names = new Set<string>();
  const seen = new Set<string>();
  if (index.classes.has(target) || index.aliases.has(target)) {
    names.add(target.slice(target.lastIndexOf(".") + 1));
    classNames(index, target, names, seen);
    return names;
  }
  if (wildcard && index.children.has(target)) {
    nestedNames(index, target, names, seen);
    return names;
  }
  const owner = target.slice(0, target.lastIndexOf("."));
  const member = target.slice(target.lastIndexOf(".") + 1);
  if (index.classes.get(owner)?.members.includes(member)) return new Set([member]);
  return undefined;
}

let loaded: AndroidIndex | undefined;

/**
 * The index of the installed package's declarations, read when first needed. The package is
 * found through Node's own require from the site's root: the bundler that compiles gatsby-node
 * maps `require.resolve` to its own modules (there it was `undefined`, and every Android import
 * went unread under `gatsby build` and `gatsby develop`). A package that is missing is a broken
 * install: its error stops the check rather than letting it judge without the declarations.
 */
function installedIndex(): AndroidIndex {
  if (loaded === undefined) {
    const siteRequire = createRequire(path.join(process.cwd(), "package.json"));
    const root = path.dirname(siteRequire.resolve("@nativescript/types-android/package.json"));
    loaded = indexDeclarations(
      FILES.map((file) => fs.readFileSync(path.join(root, "lib", "android", file), "utf8")),
    );
  }
  return loaded;
}

const importNames = new Map<string, ReadonlySet<string> | undefined>();

/**
 * The names a Kotlin or Java `import` makes visible, when it imports from the Android platform,
 * AndroidX, Material Components or the Java library the platform has; undefined for any other.
 */
export function androidImportNames(importPath: string): ReadonlySet<string> | undefined {
  if (!COVERED.test(importPath)) return undefined;
  if (importNames.has(importPath)) return importNames.get(importPath);
  const names = namesOfImport(installedIndex(), importPath);
  importNames.set(importPath, names);
  return names;
}
