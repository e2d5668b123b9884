import type { CodeDeclaration, CodeNames, CodeUse } from "./codeUses";
import type { CodeLanguage } from "./platformVocabulary";
import type { ScopeVocabulary } from "./scopeVocabulary";
import { escapeRegExp, writtenIn } from "./writtenIn";

/**
 * Resolves every name a page's code uses, as a compiler would, against three places only:
 * what the page's own code declares (variables, parameters, functions, classes, imports); the
 * language's and platform's names (./platformVocabulary.ts); the SDK facts of the page's
 * platform (./scopeVocabulary.ts). A name found in none is invented.
 *
 * Where the code says whose name it is, only that owner's facts count: a member of a variable
 * typed or constructed as an SDK class, an argument label of an SDK constructor or method, a key
 * of an object handed to an SDK function, a prop of an SDK component, a symbol imported from an
 * SDK module, the method an SDK protocol's conformance implements. There a name the platform
 * happens to have (`language`, `radius`, `curve`) is still not the SDK's.
 */

export interface CodeBlockNames {
  language: CodeLanguage;
  names: CodeNames;
}

export interface UnresolvedName {
  name: string;
  /** What it was read as, for the message: "an argument label of `NavigationOptions`". */
  as: string;
  line: number;
  column: number;
}

/** Module paths of the SDKs, per language: an import from one is judged by the facts. */
const SDK_MODULE: Readonly<Record<CodeLanguage, RegExp>> = {
  kotlin: /^com\.getwemap\b/,
  java: /^com\.getwemap\b/,
  swift: /^(?:Wemap|livemap)/,
  dart: /^package:(?:wemap|livemap)/,
};

/** React reads `ref` and `key` itself (react.dev/reference/react/Fragment, forwardRef). */
const REACT_PROPS = new Set(["ref", "key"]);

/** `MapOptions?`, `List<Pinpoint>`, `React.ElementRef<typeof Livemap>` → the outer type's name. */
function bareType(type: string): string {
  return type
    .replace(/<.*$/s, "")
    .replace(/[?!]+$/, "")
    .replace(/^.*\./, "")
    .trim();
}

/** The last part of an import path: the name it declares (`android.os.Bundle` → `Bundle`). */
function importedName(path: string): string {
  return path.replace(/^package:/, "").replace(/\.dart$/, "").split(/[./]/).pop() ?? path;
}

interface PageScope {
  language: CodeLanguage;
  /** Names the page's code declares or imports from a module that is not the SDK's. */
  declared: ReadonlyMap<string, CodeDeclaration | undefined>;
  platform: ReadonlySet<string>;
  sdk: ScopeVocabulary;
  /** Names the allow-list accepts, each with its reason there. */
  allowed: ReadonlySet<string>;
  /** namesOfOwner's answers, per owner. */
  ownerNames: Map<string, ReadonlySet<string>>;
}

function pageScopeOf(
  blocks: readonly CodeBlockNames[],
  language: CodeLanguage,
  platform: ReadonlySet<string>,
  sdk: ScopeVocabulary,
  allowed: ReadonlySet<string>,
): PageScope {
  const declared = new Map<string, CodeDeclaration | undefined>();
  for (const block of blocks) {
    if (familyOf(block.language) !== familyOf(language)) continue;
    for (const declaration of block.names.declarations) {
      const known = declared.get(declaration.name);
      // A typed declaration says more than an untyped one of the same name (a parameter).
      if (!known || (!known.type && !known.constructedWith)) declared.set(declaration.name, declaration);
    }
    for (const use of block.names.uses) {
      if (use.role === "import" && !SDK_MODULE[language].test(use.name)) {
        const name = importedName(use.name);
        if (!declared.has(name)) declared.set(name, undefined);
      }
      if (use.role === "imported symbol" && !SDK_MODULE[language].test(use.receiver ?? "") && !declared.has(use.name))
        declared.set(use.name, undefined);
    }
  }
  return { language, declared, platform, sdk, allowed, ownerNames: new Map() };
}

/**
 * Kotlin and Java call each other on the JVM: a page's Kotlin signature declares the method its
 * Java tab calls, so their declarations are one page scope.
 */
function familyOf(language: CodeLanguage): string {
  return language === "java" ? "kotlin" : language;
}

/** Whether the facts say anything of `name` as an owner: its members or facts about it. */
function isSdkOwner(scope: PageScope, name: string): boolean {
  return scope.sdk.sdk.members.has(name) || scope.sdk.ownerWords.has(name);
}

/** The SDK owner (type or object) an expression holds, when the code or the facts say so. */
function ownerOf(scope: PageScope, expression: string | undefined): string | undefined {
  if (!expression) return undefined;
  const text = expression.replace(/[?!]+$/, "").replace(/^(?:this|self)\./, "");
  if (!/^[A-Za-z_$][\w$]*$/.test(text)) return undefined;
  if (scope.declared.has(text)) {
    const declaration = scope.declared.get(text);
    const type = declaration?.type ?? declaration?.constructedWith;
    if (!type) return undefined;
    const bare = bareType(type);
    return isSdkOwner(scope, bare) ? bare : undefined;
  }
  // An SDK class (its static members and enum cases). A variable the page does not declare
  // (`livemap` in a snippet) may be any platform's object of that name: the facts name their
  // objects loosely (the JavaScript `livemap`, the Android view's `livemap`), so it is judged
  // against every name of the page's SDK and platform instead.
  return /^[A-Z]/.test(text) && isSdkOwner(scope, text) ? text : undefined;
}

/**
 * Members every value of a language has, whatever its type: Kotlin's scope functions
 * (kotlinlang.org/docs/scope-functions.html) and Any's members, java.lang.Object's, Swift's
 * `self` and `init`, Dart's Object members.
 */
const EVERY_VALUE_HAS: Readonly<Record<CodeLanguage, readonly string[]>> = {
  kotlin: ["let", "also", "apply", "run", "takeIf", "takeUnless", "toString", "equals", "hashCode", "javaClass"],
  java: ["toString", "equals", "hashCode", "getClass"],
  swift: ["self", "init"],
  dart: ["toString", "hashCode", "runtimeType"],
};

const upperFirst = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Everything the facts give an SDK owner: its members, the words of its facts, its methods'
 * labels, and the names the language reads them by. Kotlin reads a Java getter `getQuery()` as
 * the property `query` (kotlinlang.org/docs/java-interop.html#getters-and-setters); Java calls
 * a Kotlin property `mapData` by `getMapData()` and `setMapData()`.
 */
function namesOfOwner(scope: PageScope, owner: string): ReadonlySet<string> | undefined {
  const cached = scope.ownerNames.get(owner);
  if (cached) return cached;
  const { sdk, ownerWords } = scope.sdk;
  if (!sdk.members.has(owner) && !ownerWords.has(owner)) return undefined;
  const names = new Set<string>([...(sdk.members.get(owner) ?? []), ...(ownerWords.get(owner) ?? [])]);
  for (const [method, labels] of sdk.labels) if (method.startsWith(`${owner}.`)) for (const label of labels) names.add(label);
  for (const name of [...names]) {
    const getter = /^(?:get|is)([A-Z]\w*)$/.exec(name);
    if (getter?.[1] && scope.language === "kotlin") names.add(getter[1].charAt(0).toLowerCase() + getter[1].slice(1));
    if (scope.language === "java" && /^[a-z]/.test(name)) for (const prefix of ["get", "set", "is"]) names.add(prefix + upperFirst(name));
  }
  for (const name of EVERY_VALUE_HAS[scope.language]) names.add(name);
  scope.ownerNames.set(owner, names);
  return names;
}

/**
 * Whether the facts write an SDK module path: whole (`com.getwemap.sdk.map.WemapMapView`,
 * `package:wemap_sdk_flutter/wemap_sdk_flutter.dart`, `@wemap/react-native-wemap-livemap`), or,
 * for a JVM import, a package they write and a name of the SDK in it.
 */
function knownImport(scope: PageScope, path: string): boolean {
  const { text, codeNames } = scope.sdk;
  const bare = path.replace(/\.\*$/, "");
  if (writtenIn(text, bare, "\\w.$/-", "\\w$-")) return true;
  if (scope.language !== "kotlin" && scope.language !== "java") return false;
  const dot = bare.lastIndexOf(".");
  const inPackage = new RegExp(`(?<![\\w.$])${escapeRegExp(bare.slice(0, dot))}(?:\\.|[;:\\s,)]|$)`, "m");
  return dot > 0 && inPackage.test(text) && codeNames.has(bare.slice(dot + 1));
}

/** Whether a name exists anywhere the page's code can reach, owner unknown. */
function knownAnywhere(scope: PageScope, name: string): boolean {
  return (
    scope.declared.has(name) ||
    scope.platform.has(name) ||
    scope.sdk.codeNames.has(name) ||
    scope.allowed.has(name) ||
    EVERY_VALUE_HAS[scope.language].includes(name)
  );
}

function judgeUse(scope: PageScope, use: CodeUse): string | undefined {
  const name = use.name;
  if (scope.allowed.has(name)) return undefined;
  switch (use.role) {
    case "event name": {
      // Judged where the receiver is the SDK's object: the name the facts give it (`livemap`),
      // not declared otherwise, or a variable the page makes with an SDK function. Other
      // receivers are the platform's (a button's "click").
      const receiver = (use.receiver ?? "").replace(/\?$/, "");
      const declaration = scope.declared.get(receiver);
      const sdkValue = scope.declared.has(receiver)
        ? declaration?.initializedBy !== undefined && scope.sdk.calleeWords.has(declaration.initializedBy)
        : scope.sdk.sdk.members.has(receiver);
      if (!sdkValue || writtenIn(scope.sdk.text, name)) return undefined;
      return `an event of \`${receiver}\``;
    }
    case "plugin id":
      // A plugin of the SDK's namespace is the SDK's to publish; others are Gradle's, Android's
      // or Kotlin's (their ids are the build's, not the page's API).
      if (!/^com\.getwemap\b/.test(name)) return undefined;
      return writtenIn(scope.sdk.text, name, "\\w.", "\\w.-") ? undefined : "a Gradle plugin id of the SDK";
    case "import":
      if (!SDK_MODULE[scope.language].test(name)) return undefined;
      return knownImport(scope, name) ? undefined : "an import of the SDK";
    case "imported symbol":
      if (!SDK_MODULE[scope.language].test(use.receiver ?? "")) return undefined;
      return scope.sdk.codeNames.has(name) ? undefined : `a symbol imported from \`${use.receiver ?? ""}\``;
    case "member":
    case "enum member": {
      // Android's `R.layout.activity_map`, `R.id.scanButton`: the app's own resources, which the
      // build generates from the example's layout and values files.
      if (/^R(?:\.\w+)?$/.test(use.receiver ?? "") && (scope.language === "kotlin" || scope.language === "java")) return undefined;
      // `self.positionLabel` in a snippet cut from a type: the type declares it, shown or not.
      if (/^(?:self|this)[?!]?$/.test(use.receiver ?? "")) return undefined;
      const owner = ownerOf(scope, use.receiver);
      if (owner && !namesOfOwner(scope, owner)?.has(name)) {
        // A name both the SDK and the platform have (`List`, `Color`) may be either.
        if (scope.platform.has(owner) && knownAnywhere(scope, name)) return undefined;
        return `a member of \`${owner}\``;
      }
      if (owner || knownAnywhere(scope, name)) return undefined;
      return use.receiver ? `a member of \`${use.receiver}\`` : "an enum case written with a leading dot";
    }
    case "argument label":
    case "object key":
    case "jsx prop":
    case "overridden method": {
      // React's own props, which every component takes and none declares.
      if (use.role === "jsx prop" && REACT_PROPS.has(name)) return undefined;
      const what =
        use.role === "jsx prop"
          ? "a prop of"
          : use.role === "object key"
            ? "a key of the object handed to"
            : use.role === "overridden method"
              ? "a method or label of the conformance to"
              : "an argument label of";
      const callees = (use.callee ?? "").split(",").filter(Boolean);
      const allowed = callees.map((callee) => allowedOf(scope, callee));
      if (allowed.some((names) => names === "own" || names?.has(name))) return undefined;
      // Every callee is the SDK's: only their names count. A type that also extends a
      // platform's class (UIViewController) may declare methods of its own.
      const sdkCallees = callees.filter((_, index) => allowed[index]);
      if (sdkCallees.length > 0 && sdkCallees.length === callees.length)
        return `${what} \`${sdkCallees.join("`, `")}\``;
      if (use.role === "overridden method" && callees.length > sdkCallees.length) return undefined;
      // Keys of an object handed to the page's own or the platform's function are the
      // example's own data; labels and props of those are the platform's.
      if (use.role === "object key" || knownAnywhere(scope, name)) return undefined;
      return `${what} \`${use.callee ?? ""}\``;
    }
    case "call":
    case "type":
    case "jsx element":
      if (knownAnywhere(scope, name)) return undefined;
      return use.role === "type" ? "a type" : use.role === "call" ? "a function or constructor" : "a component";
  }
}

/**
 * The names an SDK callee accepts, when the facts know it: a constructor's (or component's,
 * or protocol's) names, or the labels the signatures of `owner.method` write. "own" when the
 * page declares the function itself; undefined when the callee is not known to be the SDK's.
 */
function allowedOf(scope: PageScope, callee: string): ReadonlySet<string> | "own" | undefined {
  const dot = callee.lastIndexOf(".");
  const method = callee.slice(dot + 1);
  // The page's own function, unless it is an SDK type a reference page shows the declaration of.
  if (scope.declared.has(method) && !isSdkOwner(scope, method)) return "own";
  // A call written as the facts name a function: `wemap.v1.createLivemap(...)`, `livemap.easeTo(...)`.
  const asFacts = scope.sdk.calleeWords.get(callee.replace(/[?!]\./g, ".").replace(/^(?:this|self)\./, ""));
  if (asFacts) return withTypesNamed(scope, asFacts);
  if (dot < 0) {
    // A component's props are its own names and its `Props` type's (`LivemapProps`).
    const own = namesOfOwner(scope, callee);
    const props = namesOfOwner(scope, `${callee}Props`);
    return own && props ? new Set([...own, ...props]) : (own ?? props);
  }
  const owner = ownerOf(scope, callee.slice(0, dot));
  if (owner) return scope.sdk.sdk.labels.get(`${owner}.${method}`) ?? namesOfOwner(scope, owner);
  // A receiver the code does not type (`livemap.current?.easeTo({...})` through a ref): the
  // SDK's functions of that name, if the page's SDK has any, say which keys and labels exist.
  return scope.ownerNames.get(`.${method}`) ?? methodsNamed(scope, method);
}

/**
 * A function's words and the names of the SDK types they name: `drawPolyline(coordinates,
 * options?: PolylineOptions)` takes the keys `PolylineOptions` has.
 */
function withTypesNamed(scope: PageScope, words: ReadonlySet<string>): ReadonlySet<string> {
  const types = [...words].filter((word) => /^[A-Z]/.test(word)).map((type) => namesOfOwner(scope, type));
  return types.some(Boolean) ? new Set([...words, ...types.flatMap((names) => [...(names ?? [])])]) : words;
}

/** The words of every SDK function named `method`, whatever its owner; undefined if none. */
function methodsNamed(scope: PageScope, method: string): ReadonlySet<string> | undefined {
  const words = [...scope.sdk.calleeWords].filter(([callee]) => callee.endsWith(`.${method}`)).flatMap(([, names]) => [...names]);
  const found = words.length > 0 ? withTypesNamed(scope, new Set(words)) : undefined;
  if (found) scope.ownerNames.set(`.${method}`, found);
  return found;
}

/** A receiver written over lines (a builder chain) is named by its text on one line, shortened. */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, " ").replace(/`([^`]{60})[^`]+`/g, "`$1…`");
}

/** Every name of a page's code blocks that resolves nowhere, in page order. */
export function resolveCodeNames(
  blocks: readonly CodeBlockNames[],
  platformOf: (language: CodeLanguage) => ReadonlySet<string>,
  sdkOf: (language: CodeLanguage) => ScopeVocabulary,
  allowed: ReadonlySet<string> = new Set(),
): UnresolvedName[] {
  const scopes = new Map<CodeLanguage, PageScope>();
  const unresolved: UnresolvedName[] = [];
  for (const block of blocks) {
    let scope = scopes.get(block.language);
    if (!scope) {
      scope = pageScopeOf(blocks, block.language, platformOf(block.language), sdkOf(block.language), allowed);
      scopes.set(block.language, scope);
    }
    for (const use of block.names.uses) {
      const as = judgeUse(scope, use);
      if (as) unresolved.push({ name: use.name, as: oneLine(as), line: use.line, column: use.column });
    }
  }
  return unresolved.sort((a, b) => a.line - b.line || a.column - b.column);
}
