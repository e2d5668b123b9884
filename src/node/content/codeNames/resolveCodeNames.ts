import { EVERY_VALUE_HAS } from "./everyValueHas";
import { isTypeLike, type CodeDeclaration, type CodeNames, type CodeUse } from "./codeUses";
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
  return (
    path
      .replace(/^package:/, "")
      .replace(/\.dart$/, "")
      .split(/[./]/)
      .pop() ?? path
  );
}

interface PageScope {
  language: CodeLanguage;
  /** Names the page's code declares or imports from a module that is not the SDK's. */
  declared: ReadonlyMap<string, CodeDeclaration | undefined>;
  platform: ReadonlySet<string>;
  /**
   * The hand-written lists of the language and platform alone: the sample apps' lists hold the
   * SDK names the samples use, so they cannot say that a name is the platform's too.
   */
  languageNames: ReadonlySet<string>;
  sdk: ScopeVocabulary;
  /**
   * Every declaration that says what its name holds (a type, or a value), per name: a name the
   * page declares twice may hold two things (see ambiguous).
   */
  meanings: ReadonlyMap<string, readonly CodeDeclaration[]>;
  /** ambiguous's answers, per name. */
  ambiguity: Map<string, boolean>;
  /** Names the allow-list accepts, each with its reason there. */
  allowed: ReadonlySet<string>;
  /** namesOfOwner's answers, per owner. */
  ownerNames: Map<string, ReadonlySet<string>>;
  /** The packages the page's Kotlin or Java files say they are in (`package com.example.map`). */
  packages: ReadonlySet<string>;
  /**
   * Whether the page's code imports a module that is not the SDK's (`import UIKit`,
   * `package:flutter/material.dart`, `import android.widget.Spinner`): a name none of the
   * vocabularies has may then be that module's, and only names the code ties to the SDK are
   * judged.
   */
  opens: boolean;
  /**
   * Kotlin and Java import each type by name: a type none of the vocabularies has may come from
   * another module only through a whole package imported (`import android.widget.*`).
   */
  opensTypes: boolean;
  /**
   * Whether a Kotlin or Java class of the page extends a class neither the SDK's nor the page's
   * (`Fragment`): a bare call in it may be a method it inherits.
   */
  inheritsElsewhere: boolean;
  /**
   * The names each module the page imports declares, for those whose declarations the check has
   * (kept as the modules' own sets: they are large and shared by every page that imports them).
   */
  modules: readonly ReadonlySet<string>[];
}

/** Whether a module the page imports declares the name. */
function inModules(scope: PageScope, name: string): boolean {
  return scope.modules.some((names) => names.has(name));
}

/**
 * The names a module declares, when the check has its real declarations (Swift's Apple
 * frameworks: ./appleFrameworks.ts); undefined for a module it does not know.
 */
export type ModuleNamesOf = (
  language: CodeLanguage,
  module: string,
) => ReadonlySet<string> | undefined;

function pageScopeOf(
  blocks: readonly CodeBlockNames[],
  language: CodeLanguage,
  platform: ReadonlySet<string>,
  languageNames: ReadonlySet<string>,
  sdk: ScopeVocabulary,
  allowed: ReadonlySet<string>,
  modulesOf?: ModuleNamesOf,
): PageScope {
  const declared = new Map<string, CodeDeclaration | undefined>();
  const meanings = new Map<string, CodeDeclaration[]>();
  const packages = new Set<string>();
  const imports: string[] = [];
  for (const block of blocks) {
    if (familyOf(block.language) !== familyOf(language)) continue;
    for (const declaration of block.names.declarations) {
      if (declaration.kind === "package") {
        // A package the SDK's facts write is the SDK's, whoever says they are in it.
        if (!writtenIn(sdk.text, declaration.name, "\\w.$", "\\w$")) packages.add(declaration.name);
        continue;
      }
      if (
        declaration.type ??
        declaration.constructedWith ??
        declaration.value ??
        declaration.handedBy
      )
        meanings.set(declaration.name, [...(meanings.get(declaration.name) ?? []), declaration]);
      const known = declared.get(declaration.name);
      // A typed declaration says more than an untyped one of the same name (a parameter), and a
      // lambda's parameter an SDK call may type (handedBy) more than one nothing types.
      const says = (one: CodeDeclaration) =>
        one.type || one.constructedWith ? 2 : one.handedBy ? 1 : 0;
      if (!known || says(known) === 0 || (says(known) === 1 && says(declaration) >= 1))
        declared.set(declaration.name, declaration);
    }
    for (const use of block.names.uses) {
      if (use.role === "import") imports.push(use.name);
      if (use.role === "import" && !SDK_MODULE[language].test(use.name)) {
        const name = importedName(use.name);
        if (!declared.has(name)) declared.set(name, undefined);
      }
      if (
        use.role === "imported symbol" &&
        !SDK_MODULE[language].test(use.receiver ?? "") &&
        !declared.has(use.name)
      )
        declared.set(use.name, undefined);
    }
  }
  const modules: ReadonlySet<string>[] = [];
  const described = new Set<string>();
  for (const path of imports) {
    const names = SDK_MODULE[language].test(path) ? undefined : modulesOf?.(language, path);
    if (!names) continue;
    described.add(path);
    modules.push(names);
  }
  const scope = {
    language,
    declared,
    meanings,
    ambiguity: new Map(),
    platform,
    languageNames,
    sdk,
    allowed,
    ownerNames: new Map(),
    packages,
    opens: false,
    opensTypes: false,
    inheritsElsewhere: false,
    modules,
  };
  // The page's own packages are modules too (the app's other files), and so is another package
  // named after the SDK's. A module whose declarations the check has opens nothing: its names
  // are looked up.
  const foreign = imports.filter(
    (path) =>
      !described.has(path) &&
      (!SDK_MODULE[language].test(path) ||
        ownImport(scope, path) ||
        packageNamedAfterSdk(scope, path)),
  );
  if (familyOf(language) === "kotlin") {
    // A class that extends a class neither the SDK's nor the page's inherits its members: the
    // page's bare calls and members may be those.
    const extendsElsewhere = [...declared.values()].some((declaration) =>
      (declaration?.supertypes ?? []).some(
        (supertype) =>
          !isSdkOwner(scope, bareType(supertype)) &&
          declared.get(bareType(supertype))?.kind !== "class",
      ),
    );
    scope.opensTypes = foreign.some((path) => path.endsWith(".*"));
    scope.opens = scope.opensTypes || extendsElsewhere;
    scope.inheritsElsewhere = extendsElsewhere;
  } else {
    scope.opens = foreign.length > 0;
    scope.opensTypes = scope.opens;
  }
  for (const path of imports)
    if (ownImport(scope, path) || packageNamedAfterSdk(scope, path)) {
      const name = importedName(path);
      if (!declared.has(name)) declared.set(name, undefined);
    }
  return scope;
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

/**
 * Where the value an expression holds comes from, as far as the page's code tells: the SDK
 * (`sdk`), somewhere else (`other`: a variable typed or built with a type that is not the SDK's,
 * a name imported from another module, the platform's own names, a call of one of these), or
 * undefined when the code does not say. A member of another origin's value is not the SDK's to
 * have, so it is not judged; the chain after the head is followed only through names the SDK does
 * not write (`binding.mapView` may be the SDK's map view).
 */
function originOf(
  scope: PageScope,
  expression: string | undefined,
  depth = 0,
): "sdk" | "other" | undefined {
  if (!expression || depth > 4) return undefined;
  const text = expression.trim().replace(/^(?:this|self)[?!]?\./, "");
  const head = /^(?:new\s+)?([A-Za-z_$][\w$]*)/.exec(text);
  if (!head?.[1]) return undefined;
  const name = head[1];
  const rest = text.slice(head[0].length).replace(/^(?:<[^<>()]*>)?\s*(?:\([^()]*\))?/, "");
  const chain = rest.match(/[A-Za-z_$][\w$]*/g) ?? [];
  if (chain.some((member) => scope.sdk.codeNames.has(member))) return undefined;
  // `findViewById<LivemapView>(...)`: a type argument or an argument may say it is the SDK's.
  if (
    (text.match(/[A-Za-z_$][\w$]*/g) ?? []).some((word) => word !== name && isSdkOwner(scope, word))
  )
    return undefined;
  let origin: "sdk" | "other" | undefined;
  if (scope.declared.has(name)) {
    const declaration = scope.declared.get(name);
    const type = declaration?.type ?? declaration?.constructedWith;
    if (declaration === undefined) origin = "other";
    else if (type) origin = isSdkOwner(scope, bareType(type)) ? "sdk" : "other";
    else if (declaration.kind === "function" || declaration.kind === "class") origin = "other";
    else if (declaration.value) origin = originOf(scope, declaration.value, depth + 1);
    else if (handedOwner(scope, declaration, depth + 1) && !ambiguous(scope, name)) origin = "sdk";
  } else if (isSdkOwner(scope, name)) origin = "sdk";
  // A name of the language's own list that the facts merely write (`String` in a signature) is
  // the language's: the SDK gives it no members.
  else if (scope.languageNames.has(name)) origin = "other";
  else if (scope.sdk.codeNames.has(name)) origin = "sdk";
  else if (
    scope.platform.has(name) ||
    inModules(scope, name) ||
    EVERY_VALUE_HAS[scope.language].includes(name)
  )
    origin = "other";
  return origin === "sdk" && chain.length > 0 ? undefined : origin;
}

/**
 * Whether an expression is a variable the page types or builds with a type of an imported module
 * whose declarations the check has (`let button = UIButton(type: .system)`): its members and its
 * methods' labels are that module's, so a name none of the page's modules declares is no member
 * of it (the check keeps the modules' names, not each type's: any of them passes).
 */
function ofDescribedType(scope: PageScope, expression: string | undefined): boolean {
  const text = (expression ?? "").replace(/[?!]+$/, "").replace(/^self[?!]?\./, "");
  const declaration = scope.declared.get(text);
  const type = declaration?.type ?? declaration?.constructedWith;
  if (!type) return false;
  const bare = bareType(type);
  // The standard library's types (`Set`, `Array`) are the language's, with members the
  // frameworks' declarations do not have (`compactMap`), though Foundation declares `NSSet`.
  return (
    /^[A-Z]/.test(bare) &&
    inModules(scope, bare) &&
    !scope.languageNames.has(bare) &&
    !isSdkOwner(scope, bare) &&
    !scope.declared.has(bare)
  );
}

/**
 * Whether a type the SDK's facts own is the platform's too (`List`, `Color`). Where the page
 * imports modules whose declarations the check has (Swift's Apple frameworks), those and the
 * hand-written lists of the language say so; the sample apps' lists hold the SDK's own types
 * (`MapPointOfInterestManaging`), which they use and do not declare, and say nothing of it.
 */
function platformType(scope: PageScope, owner: string): boolean {
  if (scope.modules.length === 0) return scope.platform.has(owner);
  return scope.languageNames.has(owner) || inModules(scope, owner);
}

/**
 * Whether the facts say an SDK type extends a class that is not the SDK's (iOS `MapView` extends
 * MapLibre's `MLNMapView`): what the platform has may be a member it inherits.
 */
function extendsPlatform(scope: PageScope, owner: string): boolean {
  return [...(scope.sdk.superclasses.get(owner) ?? [])].some(
    (superclass) => !isSdkOwner(scope, superclass),
  );
}

/** Whether a callee is an SDK method or constructor the facts know, not one inherited from a platform's class. */
function sdkCall(scope: PageScope, callee: string): boolean {
  // Only where the facts write the method's cases with their leading dot
  // (`filterByTags(_:matchMode: .and/.or)`): a parameter whose cases they do not list
  // (`stepKind:`) may take cases nobody wrote down.
  const method = callee.slice(callee.lastIndexOf(".") + 1);
  if (!new RegExp(`\\b${escapeRegExp(method)}\\([^()]*:\\s*\\.[A-Za-z]`).test(scope.sdk.text))
    return false;
  const allowed = allowedOf(scope, callee);
  if (allowed === undefined || allowed === "own") return false;
  const owner = ownerOfCallee(scope, callee);
  return owner === undefined || !extendsPlatform(scope, owner);
}

/**
 * A type the SDK's facts write (`UserLocationManagerDelegate`) that neither the page nor a
 * module it imports nor the language declares: the SDK's, even when the facts list no members.
 */
function sdkNamedType(scope: PageScope, name: string): boolean {
  return (
    isTypeLike(name) &&
    scope.sdk.codeNames.has(name) &&
    !scope.declared.has(name) &&
    !scope.languageNames.has(name) &&
    !inModules(scope, name)
  );
}

/**
 * The names of a chain of members and calls, arguments left out: `a.b(x).c { ... }.d` → a, b, c,
 * d; undefined for anything else (a subscript, an operator, a literal at its head).
 */
function chainNames(text: string): string[] | undefined {
  const names: string[] = [];
  let depth = 0;
  let current = "";
  for (const character of text) {
    if ("([{".includes(character)) depth += 1;
    else if (")]}".includes(character)) depth -= 1;
    else if (depth === 0) {
      if (character === ".") {
        if (current) names.push(current);
        current = "";
      } else if (/[\w$]/.test(character)) current += character;
      else if (!/[\s?!]/.test(character)) return undefined;
    }
  }
  if (current) names.push(current);
  return depth === 0 && names.length > 0 && /^[A-Za-z_$]/.test(names[0] ?? "") ? names : undefined;
}

/**
 * Whether a callee is a method of a module whose declarations the check has, called at the end
 * of a chain that starts at an SDK value, goes through the SDK's names, then only through such
 * modules' methods: `locationManager.coordinatePublisher.receive(on:).sink(...).store`. Each
 * link is one the page can name the owner of, so no module the check cannot read (MapLibre) is
 * in it, and a label nobody has is no label of it.
 */
function sdkRootedChain(scope: PageScope, callee: string): boolean {
  const names = chainNames(callee.replace(/^(?:self|this)[?!]?\./, ""));
  if (!names || names.length < 3) return false;
  const [head, ...links] = names;
  if (!head || !(fromSdk(scope, head) || (isTypeLike(head) && isSdkOwner(scope, head))))
    return false;
  const firstForeign = links.findIndex((link) => !scope.sdk.codeNames.has(link));
  return firstForeign > 0 && links.slice(firstForeign).every((link) => inModules(scope, link));
}

/** What a callee is called on (`button` of `button.setTitle`); undefined for a bare callee. */
function receiverOf(callee: string): string | undefined {
  const dot = callee.lastIndexOf(".");
  return dot < 0 ? undefined : callee.slice(0, dot);
}

/** Where what a callee is called on comes from (see originOf); a bare callee is its own head. */
function calleeOrigin(scope: PageScope, callee: string): "sdk" | "other" | undefined {
  const dot = callee.lastIndexOf(".");
  return originOf(scope, dot < 0 ? callee : callee.slice(0, dot));
}

/** The SDK type whose method or constructor a callee is, when the code or the facts say so. */
function ownerOfCallee(scope: PageScope, callee: string): string | undefined {
  const dot = callee.lastIndexOf(".");
  if (dot < 0) return isSdkOwner(scope, callee) ? callee : undefined;
  return ownerOf(scope, callee.slice(0, dot));
}

/**
 * Whether the page declares a name twice holding different things (the files of an app read as
 * one page, two tabs of one example): `info: NavigationInfo` in one place, `let info =
 * row.info` in another. Which one a use means is not known, so the name gives no owner. Two
 * declarations that come to the same SDK owner (`let manager = mapView.userLocationManager` and
 * a parameter `manager: UserLocationManager`) agree.
 */
function ambiguous(scope: PageScope, name: string): boolean {
  const known = scope.ambiguity.get(name);
  if (known !== undefined) return known;
  scope.ambiguity.set(name, false);
  const held = new Set(
    (scope.meanings.get(name) ?? []).map((declaration) => {
      const type = declaration.type ?? declaration.constructedWith;
      if (type)
        return isSdkOwner(scope, bareType(type)) ? bareType(type) : `other ${bareType(type)}`;
      // Two lambdas' parameters of one name: the same when the same SDK type is handed to both.
      if (declaration.value === undefined && declaration.handedBy)
        return handedOwner(scope, declaration, 1) ?? `handed by ${declaration.handedBy}`;
      return ownerOf(scope, declaration.value, 1) ?? `= ${declaration.value ?? ""}`;
    }),
  );
  scope.ambiguity.set(name, held.size > 1);
  return held.size > 1;
}

/** The SDK owner (type or object) an expression holds, when the code or the facts say so. */
function ownerOf(scope: PageScope, expression: string | undefined, depth = 0): string | undefined {
  if (!expression || depth > 4) return undefined;
  // `mapView.buildingManager.focusedBuilding ?: return`: Kotlin's Elvis operator gives the value
  // on its left when there is one.
  const text = expression
    .replace(/\s*\?:[^]*$/, "")
    .replace(/[?!]+$/, "")
    .replace(/^(?:this|self)[?!]?\./, "");
  // `mapView.pointOfInterestManager`: a member the facts give a type (memberTypes) holds a value
  // of that type, when it is the SDK's.
  const chain = /^(.+?)[?!]?\.([A-Za-z_$][\w$]*)$/.exec(text);
  if (chain && /^[A-Za-z_$][\w$]*(?:[?!]?\.[A-Za-z_$][\w$]*)+$/.test(text)) {
    const base = ownerOf(scope, chain[1], depth + 1);
    const type = base && scope.sdk.memberTypes.get(`${base}.${chain[2] ?? ""}`);
    return type && isSdkOwner(scope, type) ? type : undefined;
  }
  if (!/^[A-Za-z_$][\w$]*$/.test(text)) return undefined;
  if (scope.declared.has(text)) {
    const declaration = scope.declared.get(text);
    const type = declaration?.type ?? declaration?.constructedWith;
    // `let manager = mapView.userLocationManager`: an untyped variable holds what its value does.
    if (!type)
      return declaration?.kind === "variable"
        ? ownerOf(scope, declaration.value, depth + 1)
        : handedOwner(scope, declaration, depth + 1);
    const bare = bareType(type);
    return isSdkOwner(scope, bare) ? bare : undefined;
  }
  // An SDK class (its static members and enum cases). A variable the page does not declare
  // (`livemap` in a snippet) may be any platform's object of that name: the facts name their
  // objects loosely (the JavaScript `livemap`, the Android view's `livemap`), so it is judged
  // against every name of the page's SDK and platform instead.
  return /^[A-Z]/.test(text) && isSdkOwner(scope, text) ? text : undefined;
}

const upperFirst = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The SDK type a lambda's parameter holds when the code says enough: the lambda is handed to a
 * call on an SDK value (`livemap.addMapClickListener { coordinates -> }`), and the parameter is
 * named as an SDK type of the facts (`coordinates` → `Coordinates`), which neither the language
 * nor the page declares. The facts write what an SDK callback hands over, not always its type;
 * a parameter the SDK hands over, named as one of its types, is that type.
 */
function handedOwner(
  scope: PageScope,
  declaration: CodeDeclaration | undefined,
  depth: number,
): string | undefined {
  if (declaration?.kind !== "parameter" || !declaration.handedBy || depth > 4) return undefined;
  const type = upperFirst(declaration.name);
  if (
    !isSdkOwner(scope, type) ||
    scope.languageNames.has(type) ||
    scope.declared.has(type) ||
    inModules(scope, type)
  )
    return undefined;
  const callee = declaration.handedBy.replace(/^(?:this|self)[?!]?\./, "");
  const receiver = receiverOf(callee);
  // A call on an SDK value (`findViewById<LivemapView>(...)` says it by its type argument), or an
  // SDK type's constructor (`UserLocationManagerListener { }`).
  const sdkCall = receiver
    ? fromSdk(scope, receiver, depth) ||
      (receiver.match(/[A-Z][\w$]*/g) ?? []).some((word) => isSdkOwner(scope, word))
    : isTypeLike(callee) && isSdkOwner(scope, callee);
  return sdkCall ? type : undefined;
}

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
  const names = new Set<string>([
    ...(sdk.members.get(owner) ?? []),
    ...(ownerWords.get(owner) ?? []),
  ]);
  for (const [method, labels] of sdk.labels)
    if (method.startsWith(`${owner}.`)) for (const label of labels) names.add(label);
  for (const name of [...names]) {
    const getter = /^(?:get|is)([A-Z]\w*)$/.exec(name);
    if (getter?.[1] && scope.language === "kotlin")
      names.add(getter[1].charAt(0).toLowerCase() + getter[1].slice(1));
    if (scope.language === "java" && /^[a-z]/.test(name))
      for (const prefix of ["get", "set", "is"]) names.add(prefix + upperFirst(name));
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
  const inPackage = new RegExp(
    `(?<![\\w.$])${escapeRegExp(bare.slice(0, dot))}(?:\\.|[;:\\s,)]|$)`,
    "m",
  );
  return dot > 0 && inPackage.test(text) && codeNames.has(bare.slice(dot + 1));
}

/**
 * An import from a package the page's own files are in, or one of its subpackages: the app's
 * other files and what its build generates there (`com.example.map.R`,
 * `com.example.map.databinding.FragmentMapBinding`), shown or not.
 */
function ownImport(scope: PageScope, path: string): boolean {
  return [...scope.packages].some((own) => path === own || path.startsWith(`${own}.`));
}

/**
 * Java's package roots (docs.oracle.com/javase/specs/jls/se17/html/jls-6.html#jls-6.1: packages
 * are named by reversed Internet domains, and the platform's own).
 */
const PACKAGE_ROOTS = new Set([
  "com",
  "org",
  "net",
  "io",
  "java",
  "javax",
  "android",
  "androidx",
  "kotlin",
  "kotlinx",
  "dalvik",
]);

/**
 * A receiver that is a package path outside the SDK's namespace, in Kotlin or Java: the code
 * names a class by its qualified name (`com.google.android.material.snackbar.Snackbar.make`),
 * which, like an import of it, is a library's or the platform's, not the SDK's.
 */
function qualifiedElsewhere(scope: PageScope, receiver: string | undefined): boolean {
  if (scope.language !== "kotlin" && scope.language !== "java") return false;
  const head = /^([a-z]\w*)(?:\.[A-Za-z_]\w*)*$/.exec(receiver ?? "")?.[1];
  return (
    head !== undefined &&
    PACKAGE_ROOTS.has(head) &&
    !scope.declared.has(head) &&
    !SDK_MODULE[scope.language].test(receiver ?? "")
  );
}

/**
 * A Dart package named after one of the SDK's (`wemap_sdk_flutter_sample` after
 * `wemap_sdk_flutter`): pub's names are whole, so it is another package (an app or an example
 * built on the SDK), not a path of the SDK's.
 */
function packageNamedAfterSdk(scope: PageScope, path: string): boolean {
  if (scope.language !== "dart") return false;
  const parts = (/^package:(\w+)\//.exec(path)?.[1] ?? "").split("_");
  // A prefix of two words at least: `wemap` alone is the organisation, not a package.
  return parts.slice(2).some((_, index) => {
    const sdkPackage = parts.slice(0, index + 2).join("_");
    return (
      writtenIn(scope.sdk.text, `package:${sdkPackage}/`, "\\w", "") ||
      writtenIn(scope.sdk.text, sdkPackage)
    );
  });
}

/** `getARViewAsync` → get, ar, view, async; `MAX_ZOOM` → max, zoom. */
function wordsOf(name: string): string[] {
  return (name.match(/[A-Z]{2,}(?=[A-Z][a-z]|[^A-Za-z]|$)|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? [name]).map(
    (word) => word.toLowerCase(),
  );
}

/**
 * Whether two lists of words differ by one word replaced, added or dropped, and share what a
 * name is about. A name of one word is near no longer SDK name: what is left once a word is
 * dropped (`show` of `showPOI`, `ACTIVITY`) is a word every library has. A lowerCamel name whose
 * first word is a particle of two letters (`is`, `as`, `on`) says little by it: names that share
 * only it (`isFollowing` and `isLost`) share no subject. An acronym added or dropped at the head
 * (`MLNMapViewDelegate` beside `MapViewDelegate`) is another framework's prefix (Objective-C
 * names each framework's types so), not a changed word of the SDK's name.
 */
function oneWordApart(
  name: string,
  a: readonly string[],
  sdkName: string,
  b: readonly string[],
): boolean {
  // One word left of an SDK name (`show` of `showPOI`) is a word every library has.
  if (Math.abs(a.length - b.length) > 1 || a.length < 2) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  if (endA - start > 1 || endB - start > 1) return false;
  const sharedTail = a.length - endA;
  if (/^[a-z]{2}(?![a-z])/.test(name) && start <= 1 && sharedTail === 0) return false;
  const headAcronym = (text: string) => /^[A-Z]{2,}(?=[A-Z][a-z])/.test(text);
  if (start === 0 && a.length !== b.length) {
    // A word of two letters put before an SDK name (`onFailure`, `isEnabled`, `asFloat` beside
    // `failure`, `enabled`, `Float`) makes another API of the thing: its callback, predicate or
    // conversion, which any library may have.
    const head = (a.length > b.length ? a : b)[0] ?? "";
    if (head.length <= 2 || headAcronym(name) || headAcronym(sdkName)) return false;
  }
  return true;
}

/** The number of single-character edits between two short texts (Levenshtein), capped at 3. */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return Math.min(previous[b.length] ?? 3, 3);
}

const nearNames = new WeakMap<ScopeVocabulary, Map<string, readonly string[]>>();

/** Whether two names start with the same case: a type (`Selector`) is no near miss of a method (`selectPOI`). */
function sameInitialCase(a: string, b: string): boolean {
  return /^[A-Z]/.test(a) === /^[A-Z]/.test(b);
}

/**
 * The SDK's names a name is a near miss of: the same words but one (`setZoomLevel` for
 * `setZoom`, `PointOfInterestHandler` for `PointOfInterestManager`), another case (`mapID`), or
 * two letters apart in as many words (`downloadPackdatas`; `onFailure` is a word more than
 * `failure`, not a typo of it); kept per vocabulary, as they depend on the facts alone.
 */
function nearNamesOf(sdk: ScopeVocabulary, name: string): readonly string[] {
  let known = nearNames.get(sdk);
  if (!known) {
    known = new Map();
    nearNames.set(sdk, known);
  }
  const cached = known.get(name);
  if (cached !== undefined) return cached;
  const words = wordsOf(name);
  const lower = name.toLowerCase();
  const near: string[] = [];
  for (const sdkName of sdk.codeNames) {
    if (sdkName.length < 4) continue;
    const sdkLower = sdkName.toLowerCase();
    if (
      sdkLower === lower ||
      (sameInitialCase(name, sdkName) &&
        (oneWordApart(name, words, sdkName, wordsOf(sdkName)) ||
          (lower.length >= 6 &&
            words.length === wordsOf(sdkName).length &&
            editDistance(lower, sdkLower) <= 2)))
    )
      near.push(sdkName);
  }
  known.set(name, near);
  return near;
}

/**
 * Whether a name nobody declares is a near miss of a name the SDK itself has (nearNamesOf). A
 * type the facts write that is the language's, a module's the page imports, or a platform class
 * an SDK type extends (`Float`, `UIView`, `MLNMapView`) is no evidence: a near miss of it is the
 * platform's as likely. (A member's name is kept: the SDK's `destination` is its own though
 * Foundation has one too.) A name the vocabularies do not have, on a page whose imports may supply
 * it, is judged only when near: it claims to be the SDK's without being it.
 */
function nearSdkName(scope: PageScope, name: string): boolean {
  return nearNamesOf(scope.sdk, name).some(
    (sdkName) =>
      !isTypeLike(sdkName) ||
      isSdkOwner(scope, sdkName) ||
      (!scope.languageNames.has(sdkName) &&
        !inModules(scope, sdkName) &&
        !platformSuperclass(scope, sdkName)),
  );
}

/**
 * Whether a type's name starts with an acronym (`MLN` of `MLNFeature`) that no SDK type's name
 * starts with: Objective-C frameworks name their types so, and that one is another's.
 */
function foreignAcronym(scope: PageScope, name: string): boolean {
  const acronym = /^[A-Z]{2,}(?=[A-Z][a-z])/.exec(name)?.[0];
  if (!acronym) return false;
  for (const owner of scope.sdk.sdk.members.keys()) if (owner.startsWith(acronym)) return false;
  for (const owner of scope.sdk.ownerWords.keys()) if (owner.startsWith(acronym)) return false;
  return true;
}

/** Whether the facts name a class an SDK type extends that is not the SDK's own (`MLNMapView`). */
function platformSuperclass(scope: PageScope, name: string): boolean {
  for (const superclasses of scope.sdk.superclasses.values())
    if (superclasses.has(name) && !isSdkOwner(scope, name)) return true;
  return false;
}

/**
 * Whether the value an expression holds comes from the SDK: an SDK name, or a variable typed,
 * built or assigned from one (`let manager = mapView.userLocationManager`).
 */
function fromSdk(scope: PageScope, expression: string | undefined, depth = 0): boolean {
  if (!expression || depth > 4) return false;
  const head = /^(?:new\s+)?([A-Za-z_$][\w$]*)/.exec(
    expression.trim().replace(/^(?:this|self)[?!]?\./, ""),
  )?.[1];
  if (!head) return false;
  if (scope.declared.has(head)) {
    if (ambiguous(scope, head)) return false;
    const declaration = scope.declared.get(head);
    const type = declaration?.type ?? declaration?.constructedWith;
    if (type) return isSdkOwner(scope, bareType(type));
    if (handedOwner(scope, declaration, depth + 1)) return true;
    return fromSdk(scope, declaration?.value, depth + 1);
  }
  return isSdkOwner(scope, head) || scope.sdk.sdk.members.has(head);
}

/**
 * Whether a name exists anywhere the page's code can reach, owner unknown. `modules` counts the
 * names of the modules the page imports; a member of a value the SDK gives is not looked up there
 * (a UIKit name is no member of the SDK's user location manager). `page` counts what the page
 * declares: a method implemented for a protocol declares its own name, which says nothing of
 * whether the protocol has it.
 */
function knownAnywhere(scope: PageScope, name: string, modules = true, page = true): boolean {
  // Swift's closure parameters `$0`, `$1`... (docs.swift.org, Closures: shorthand argument names).
  if (scope.language === "swift" && /^\$\d+$/.test(name)) return true;
  return (
    (page && scope.declared.has(name)) ||
    scope.platform.has(name) ||
    (modules && inModules(scope, name)) ||
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
        ? declaration?.initializedBy !== undefined &&
          scope.sdk.calleeWords.has(declaration.initializedBy)
        : scope.sdk.sdk.members.has(receiver);
      if (!sdkValue || writtenIn(scope.sdk.text, name)) return undefined;
      return `an event of \`${receiver}\``;
    }
    case "plugin id":
      // A plugin of the SDK's namespace is the SDK's to publish; others are Gradle's, Android's
      // or Kotlin's (their ids are the build's, not the page's API).
      if (!/^com\.getwemap\b/.test(name)) return undefined;
      return writtenIn(scope.sdk.text, name, "\\w.", "\\w.-")
        ? undefined
        : "a Gradle plugin id of the SDK";
    case "import":
      if (
        !SDK_MODULE[scope.language].test(name) ||
        ownImport(scope, name) ||
        packageNamedAfterSdk(scope, name)
      )
        return undefined;
      return knownImport(scope, name) ? undefined : "an import of the SDK";
    case "imported symbol":
      if (!SDK_MODULE[scope.language].test(use.receiver ?? "")) return undefined;
      return scope.sdk.codeNames.has(name)
        ? undefined
        : `a symbol imported from \`${use.receiver ?? ""}\``;
    case "member":
    case "enum member": {
      // Android's `R.layout.activity_map`, `R.id.scanButton`: the app's own resources, which the
      // build generates from the example's layout and values files.
      if (
        /^R(?:\.\w+)?$/.test(use.receiver ?? "") &&
        (scope.language === "kotlin" || scope.language === "java")
      )
        return undefined;
      // `self.positionLabel` in a snippet cut from a type: the type declares it, shown or not.
      if (/^(?:self|this)[?!]?$/.test(use.receiver ?? "")) return undefined;
      if (qualifiedElsewhere(scope, use.receiver)) return undefined;
      // A receiver whose head the page declares twice, differently, may be either: its owner is
      // not known well enough to refuse a member.
      const head = /^(?:(?:self|this)[?!]?\.)?([A-Za-z_$][\w$]*)/.exec(use.receiver ?? "")?.[1];
      const owner = head && ambiguous(scope, head) ? undefined : ownerOf(scope, use.receiver);
      if (owner && !namesOfOwner(scope, owner)?.has(name)) {
        // A type the language declares itself (`String`, which a fact may name as an owner of
        // what the SDK adds to it) has members of the language's the lists do not spell out
        // (`String.format`): only the SDK's own types are held to the facts.
        if (scope.languageNames.has(owner)) return undefined;
        // A name both the SDK and the platform have (`List`, `Color`) may be either; a type that
        // extends a platform's class has its members.
        if (
          (platformType(scope, owner) || extendsPlatform(scope, owner)) &&
          knownAnywhere(scope, name)
        )
          return undefined;
        return `a member of \`${owner}\``;
      }
      // On Kotlin and Java pages an imported class gives all it inherits (an activity some eight
      // hundred names, `title` among them): a member of a value the code ties to no one (`it` of
      // an SDK list's `forEach`) is not looked up in those, only one of a platform's value is
      // (an imported class is declared by its import, so `Toast.makeText` is one). Swift keeps
      // them for every value: asking it of Swift too raised the benchmark's development false
      // alarms from 0 to 5 (a leading-dot `.default`, `AVCaptureDevice.authorizationStatus`).
      const inModulesToo =
        !fromSdk(scope, use.receiver) &&
        (familyOf(scope.language) !== "kotlin" || originOf(scope, use.receiver) === "other");
      if (owner || knownAnywhere(scope, name, inModulesToo)) return undefined;
      // A member of a value the page gets from elsewhere, or, on a page that imports another
      // module, of a value the code does not tie to the SDK, may be that module's.
      // A case written with a leading dot as an argument of an SDK method or constructor is a
      // value of the type the SDK's parameter takes: no other module's, unless the SDK type
      // inherits the method from a platform's class.
      if (use.receiver === "" && use.callee && sdkCall(scope, use.callee))
        return `an enum case written with a leading dot, handed to \`${use.callee}\``;
      const origin = originOf(scope, use.receiver);
      const described = ofDescribedType(scope, use.receiver);
      if (
        (origin === "other" && !described) ||
        (scope.opens && origin === undefined && !nearSdkName(scope, name))
      )
        return undefined;
      return use.receiver
        ? `a member of \`${use.receiver}\``
        : "an enum case written with a leading dot";
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
      // A method or constructor of an SDK type that extends a platform's class may be inherited,
      // labels and all (`mapView.setUserTrackingMode(_:animated:completionHandler:)`).
      const inherited = sdkCallees.some((callee) => {
        const owner = ownerOfCallee(scope, callee);
        return owner !== undefined && extendsPlatform(scope, owner);
      });
      if (inherited && knownAnywhere(scope, name)) return undefined;
      if (sdkCallees.length > 0 && sdkCallees.length === callees.length)
        return `${what} \`${sdkCallees.join("`, `")}\``;
      // A method of a type that conforms to SDK protocols only, named as one of the SDK's names
      // but one word or two letters, claims to be a protocol's, even of a protocol the facts name
      // without listing its methods (`UserLocationManagerDelegate`). Beside a platform's
      // supertype it may be the type's own (a sample app's `renderPOI`).
      if (
        use.role === "overridden method" &&
        callees.length > 0 &&
        callees.every((callee, index) => allowed[index] || sdkNamedType(scope, callee)) &&
        !knownAnywhere(scope, name, true, false) &&
        nearSdkName(scope, name)
      )
        return `${what} \`${callees.join("`, `")}\``;
      if (use.role === "overridden method" && callees.length > sdkCallees.length) return undefined;
      // Keys of an object handed to the page's own or the platform's function are the
      // example's own data; labels and props of those are the platform's, or, on a page that
      // imports another module, may be that module's.
      if (use.role === "object key" || knownAnywhere(scope, name)) return undefined;
      // A method of a value typed with a described module's type takes that module's labels.
      const described =
        callees.length > 0 && callees.every((callee) => ofDescribedType(scope, receiverOf(callee)));
      if (!described && callees.every((callee) => calleeOrigin(scope, callee) === "other"))
        return undefined;
      if (described) return `${what} \`${use.callee ?? ""}\``;
      // Combine's operators on the SDK's publisher (`locationManager.coordinatePublisher
      // .sink(...).store(in:)`): no module the check cannot read is in the chain.
      // (Read whole: the commas of its arguments are no list of callees.)
      if (use.role === "argument label" && sdkRootedChain(scope, use.callee ?? ""))
        return `${what} \`${use.callee ?? ""}\``;
      // A label of a constructor of a type the SDK's facts never write (MapLibre's
      // `MLNPolylineFeature(coordinates:count:)`) is that type's: the type is judged itself, as
      // a call, and a label says nothing of whose it is.
      if (
        use.role === "argument label" &&
        callees.length > 0 &&
        callees.every((callee) => /^[A-Z][\w$]*$/.test(callee) && !scope.sdk.codeNames.has(callee))
      )
        return undefined;
      if (scope.opens && sdkCallees.length === 0 && !nearSdkName(scope, name)) return undefined;
      return `${what} \`${use.callee ?? ""}\``;
    }
    case "call":
    case "type":
    case "jsx element":
      if (knownAnywhere(scope, name)) return undefined;
      // A type nested in one the page declares or gets from another module
      // (`Snackbar.Callback`, `GlobalPreferences.Key`) is that type's: not the SDK's to have.
      if (use.role === "type" && use.receiver && originOf(scope, use.receiver) === "other")
        return undefined;
      // A parameter's type of a method a type implements for SDK protocols only is a type the
      // protocol's method names: the SDK's, or a platform's the page's modules declare, even
      // beside a module the check cannot read. A name headed by an acronym the SDK's own types
      // do not start with (`MLNFeature`) is that module's.
      if (
        use.role === "type" &&
        use.callee &&
        !use.receiver &&
        !foreignAcronym(scope, name) &&
        use.callee.split(",").every((callee) => {
          const allowed = allowedOf(scope, callee);
          return (allowed !== undefined && allowed !== "own") || sdkNamedType(scope, callee);
        })
      )
        return `a type of a parameter of a method of the conformance to \`${use.callee.split(",").join("`, `")}\``;
      // A bare call of a method's name in a Kotlin or Java class that extends another module's
      // class is that class's method, inherited (`startActivity` in a `Fragment`): a function of
      // the SDK is called on its object, or imported by name, never inherited from a platform's
      // class; that the name is near an SDK name says nothing more.
      if (use.role === "call" && !isTypeLike(name) && scope.inheritsElsewhere) return undefined;
      if (
        (use.role === "type" || isTypeLike(name) ? scope.opensTypes : scope.opens) &&
        !nearSdkName(scope, name)
      )
        return undefined;
      return use.role === "type"
        ? "a type"
        : use.role === "call"
          ? "a function or constructor"
          : "a component";
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
  const asFacts = scope.sdk.calleeWords.get(
    callee.replace(/[?!]\./g, ".").replace(/^(?:this|self)[?!]?\./, ""),
  );
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
  const types = [...words]
    .filter((word) => /^[A-Z]/.test(word))
    .map((type) => namesOfOwner(scope, type));
  return types.some(Boolean)
    ? new Set([...words, ...types.flatMap((names) => [...(names ?? [])])])
    : words;
}

/** The words of every SDK function named `method`, whatever its owner; undefined if none. */
function methodsNamed(scope: PageScope, method: string): ReadonlySet<string> | undefined {
  const words = [...scope.sdk.calleeWords]
    .filter(([callee]) => callee.endsWith(`.${method}`))
    .flatMap(([, names]) => [...names]);
  const found = words.length > 0 ? withTypesNamed(scope, new Set(words)) : undefined;
  if (found) scope.ownerNames.set(`.${method}`, found);
  return found;
}

/**
 * Whose name a use the check accepts is: the page's own (declared or imported from elsewhere),
 * the SDK's (found in the facts of its owner or of the page's SDK), or the language's or
 * platform's. Undefined for what the check does not judge (another module's import, an event of
 * a DOM element, a resource of the app) and for what it refuses. The SDK comes before the sample
 * apps' lists, which hold the SDK names the samples use, but after the hand-written lists of the
 * language and platform (`languageNames`): a type a signature writes (`Double`) is Kotlin's.
 */
type Attribution = "sdk" | "page" | "platform";

function attributeUse(
  scope: PageScope,
  use: CodeUse,
  languageNames: ReadonlySet<string>,
): Attribution | undefined {
  if (judgeUse(scope, use) !== undefined) return undefined;
  const name = use.name;
  const unowned = (): Attribution | undefined => {
    if (scope.declared.has(name)) return "page";
    if (languageNames.has(name) || EVERY_VALUE_HAS[scope.language].includes(name))
      return "platform";
    if (scope.sdk.codeNames.has(name)) return "sdk";
    return scope.platform.has(name) ? "platform" : undefined;
  };
  switch (use.role) {
    case "event name": {
      const receiver = (use.receiver ?? "").replace(/\?$/, "");
      const declaration = scope.declared.get(receiver);
      const sdkValue = scope.declared.has(receiver)
        ? declaration?.initializedBy !== undefined &&
          scope.sdk.calleeWords.has(declaration.initializedBy)
        : scope.sdk.sdk.members.has(receiver);
      return sdkValue ? "sdk" : undefined;
    }
    case "plugin id":
      return /^com\.getwemap\b/.test(name) ? "sdk" : undefined;
    case "import":
      if (ownImport(scope, name) || packageNamedAfterSdk(scope, name)) return "page";
      return SDK_MODULE[scope.language].test(name) ? "sdk" : undefined;
    case "imported symbol":
      return SDK_MODULE[scope.language].test(use.receiver ?? "") ? "sdk" : undefined;
    case "member":
    case "enum member": {
      if (
        /^R(?:\.\w+)?$/.test(use.receiver ?? "") &&
        (scope.language === "kotlin" || scope.language === "java")
      )
        return undefined;
      if (
        /^(?:self|this)[?!]?$/.test(use.receiver ?? "") ||
        qualifiedElsewhere(scope, use.receiver)
      )
        return undefined;
      const owner = ownerOf(scope, use.receiver);
      if (
        owner &&
        namesOfOwner(scope, owner)?.has(name) &&
        !EVERY_VALUE_HAS[scope.language].includes(name)
      )
        return "sdk";
      return unowned();
    }
    case "argument label":
    case "object key":
    case "jsx prop":
    case "overridden method": {
      if (use.role === "jsx prop" && REACT_PROPS.has(name)) return "platform";
      const allowed = (use.callee ?? "")
        .split(",")
        .filter(Boolean)
        .map((callee) => allowedOf(scope, callee));
      if (allowed.some((names) => names === "own")) return "page";
      if (allowed.some((names) => names !== "own" && names?.has(name))) return "sdk";
      return use.role === "object key" ? "page" : unowned();
    }
    case "call":
    case "type":
    case "jsx element":
      return unowned();
  }
}

/** A use the check accepts, with whose name it found it to be (see Attribution). */
export interface AttributedUse {
  use: CodeUse;
  language: CodeLanguage;
  attribution: Attribution;
}

/** Each use of the page's code blocks, with the page scope of its block's language (made once). */
function forEachUse(
  blocks: readonly CodeBlockNames[],
  platformOf: (language: CodeLanguage) => ReadonlySet<string>,
  sdkOf: (language: CodeLanguage) => ScopeVocabulary,
  languageOf: (language: CodeLanguage) => ReadonlySet<string>,
  allowed: ReadonlySet<string>,
  modulesOf: ModuleNamesOf | undefined,
  visit: (scope: PageScope, language: CodeLanguage, use: CodeUse) => void,
): void {
  const scopes = new Map<CodeLanguage, PageScope>();
  for (const block of blocks) {
    const language = block.language;
    let scope = scopes.get(language);
    if (!scope) {
      scope = pageScopeOf(
        blocks,
        language,
        platformOf(language),
        languageOf(language),
        sdkOf(language),
        allowed,
        modulesOf,
      );
      scopes.set(language, scope);
    }
    for (const use of block.names.uses) visit(scope, language, use);
  }
}

/**
 * Every use of a page's code blocks that the check accepts, with whose name it is: what the
 * mutation benchmark mutates (the SDK's names) and counts (bench/inventionMutations.ts).
 * `languageOf` gives the hand-written lists of the language and platform alone.
 */
export function attributeCodeNames(
  blocks: readonly CodeBlockNames[],
  platformOf: (language: CodeLanguage) => ReadonlySet<string>,
  sdkOf: (language: CodeLanguage) => ScopeVocabulary,
  languageOf: (language: CodeLanguage) => ReadonlySet<string>,
  allowed: ReadonlySet<string> = new Set(),
  modulesOf?: ModuleNamesOf,
): AttributedUse[] {
  const attributed: AttributedUse[] = [];
  forEachUse(blocks, platformOf, sdkOf, languageOf, allowed, modulesOf, (scope, language, use) => {
    if (allowed.has(use.name)) return;
    const attribution = attributeUse(scope, use, languageOf(language));
    if (attribution) attributed.push({ use, language, attribution });
  });
  return attributed;
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
  languageOf: (language: CodeLanguage) => ReadonlySet<string>,
  allowed: ReadonlySet<string> = new Set(),
  modulesOf?: ModuleNamesOf,
): UnresolvedName[] {
  const unresolved: UnresolvedName[] = [];
  forEachUse(blocks, platformOf, sdkOf, languageOf, allowed, modulesOf, (scope, _language, use) => {
    const as = judgeUse(scope, use);
    if (as)
      unresolved.push({ name: use.name, as: oneLine(as), line: use.line, column: use.column });
  });
  return unresolved.sort((a, b) => a.line - b.line || a.column - b.column);
}
