import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The names an Apple framework declares, read from the framework's own declarations as the
 * published package @nativescript/types-ios writes them (one TypeScript declaration file per
 * framework, generated from the iOS SDK's headers): a Swift page that imports UIKit may use every
 * name UIKit has, and none of them is an invented Wemap name. The check resolves such a name by
 * looking it up in what the framework really declares, not in a list of names someone saw.
 *
 * Swift imports Objective-C names under rules of its own; the names are given as Swift writes
 * them where a rule says how (each rule below cites it), and also as declared.
 */

/** Frameworks every Apple framework builds on: `import UIKit` makes Foundation's names visible. */
const ALWAYS_VISIBLE = ["Foundation", "CoreFoundation", "ObjectiveC", "CoreGraphics"];

/** Words that open an Objective-C selector's next part (`authorizationStatusForMediaType`). */
const SELECTOR_PART =
  /(?<=[a-z0-9])(?:With|For|In|At|From|To|By|Of|On|Using|Animated|Completion|Handler|And)(?=[A-Z]|$)/;

/**
 * The names one declaration file declares: its types, functions and constants; each type's
 * members and their parameters (Swift's argument labels); each enumeration's cases.
 */
export function namesOfDeclarations(text: string): Set<string> {
  const names = new Set<string>();
  const add = (name: string | undefined) => {
    if (name && /^[A-Za-z_]\w*$/.test(name)) names.add(name);
  };
  let inEnum = false;
  for (const line of text.split("\n")) {
    const top =
      /^(?:declare\s+(?:abstract\s+)?(?:class|var|function|const\s+enum|enum|type)|interface)\s+(\w+)/.exec(
        line,
      );
    if (top) {
      const name = top[1] ?? "";
      inEnum = /\benum\b/.test(line);
      add(name);
      // SE-0086 (Swift 3): Foundation's types lost their NS prefix in Swift (NSFileManager is
      // FileManager, NSBundle is Bundle).
      if (/^NS[A-Z][a-z]/.test(name)) add(name.slice(2));
      // An Objective-C protocol that shares its name with a class is imported as XProtocol; the
      // others keep their name, which the declarations give as is.
      continue;
    }
    if (/^\S/.test(line)) {
      inEnum = false;
      continue;
    }
    if (inEnum) {
      // An enumeration's cases: Swift writes them in lower camel case (UIControlState.Normal is
      // .normal; SE-0005, "Lowercase enum cases").
      const enumCase = /^\s+(\w+)\s*=/.exec(line)?.[1];
      if (enumCase) {
        add(enumCase);
        add(enumCase.charAt(0).toLowerCase() + enumCase.slice(1));
      }
      continue;
    }
    const member = /^\s+(?:static\s+)?(?:readonly\s+)?(\w+)\s*[(:?<]/.exec(line)?.[1];
    if (!member) continue;
    // Parameters and an initializer's option keys are the labels Swift calls with (the
    // initializer's one parameter, `o`, holds them).
    const parameters = [...line.matchAll(/[({;,]\s*(\w+)\??\s*:/g)]
      .map((parameter) => parameter[1] ?? "")
      .filter((parameter) => parameter !== "o");
    for (const parameter of parameters) add(parameter);
    if (member === "constructor") continue;
    add(member);
    // The declarations join a selector's parts (scrollToWidget:animated: is
    // scrollToWidgetAnimated); Swift names the method by the first part, the later ones are
    // labels, mostly named as their parameter.
    let base = member;
    for (const parameter of parameters.slice(1).reverse()) {
      const part = parameter.charAt(0).toUpperCase() + parameter.slice(1);
      if (base.endsWith(part) && base.length > part.length) base = base.slice(0, -part.length);
    }
    add(base);
    // SE-0005: a preposition opens the first argument's label, so Swift calls
    // authorizationStatusForMediaType: as authorizationStatus(for:).
    add(member.split(SELECTOR_PART)[0]);
    // The labels that preposition opens: the preposition alone, when the type name after it is
    // pruned (setTitle:forState: is setTitle(_:for:)), or with the words up to the next part
    // (animateWithDuration:animations: is animate(withDuration:animations:)).
    if (parameters.length > 0)
      for (const part of member.matchAll(new RegExp(SELECTOR_PART.source, "g"))) {
        const preposition = part[0].charAt(0).toLowerCase() + part[0].slice(1);
        add(preposition);
        let rest = member.slice((part.index ?? 0) + part[0].length).split(SELECTOR_PART)[0] ?? "";
        for (const parameter of parameters.slice(1).reverse()) {
          const later = parameter.charAt(0).toUpperCase() + parameter.slice(1);
          if (rest.endsWith(later) && rest.length > later.length)
            rest = rest.slice(0, -later.length);
        }
        add(preposition + rest);
      }
    // A Boolean property is read in Swift by its getter's name (UIControl's `enabled` is
    // `isEnabled`: the headers declare `getter=isEnabled`).
    if (/^\s+(?:static\s+)?(?:readonly\s+)?\w+\s*:\s*boolean;/.test(line))
      add(`is${member.charAt(0).toUpperCase()}${member.slice(1)}`);
  }
  return names;
}

let packageRoot: string | undefined;

/**
 * Where @nativescript/types-ios keeps its declarations. The package is found through Node's own
 * require from the site's root: the bundler that compiles gatsby-node maps `require.resolve` to
 * its own modules (there it was `undefined`, and every framework import went unread under
 * `gatsby build` and `gatsby develop`). A package that is missing is a broken install: its error
 * stops the check rather than letting it judge without the declarations.
 */
function declarationsFolder(): string {
  if (packageRoot === undefined) {
    const siteRequire = createRequire(path.join(process.cwd(), "package.json"));
    packageRoot = path.dirname(siteRequire.resolve("@nativescript/types-ios/package.json"));
  }
  return path.join(packageRoot, "lib", "ios", "objc-x86_64");
}

const frameworkNames = new Map<string, ReadonlySet<string> | undefined>();

function namesOfFramework(framework: string): ReadonlySet<string> | undefined {
  if (frameworkNames.has(framework)) return frameworkNames.get(framework);
  const folder = declarationsFolder();
  const file = path.join(folder, `objc!${framework}.d.ts`);
  const names =
    /^\w+$/.test(framework) && fs.existsSync(file)
      ? namesOfDeclarations(fs.readFileSync(file, "utf8"))
      : undefined;
  frameworkNames.set(framework, names);
  return names;
}

/**
 * The names a Swift `import` makes visible, when it imports an Apple framework the declarations
 * have (with the frameworks every one of them builds on); undefined for any other module.
 */
const visibleNames = new Map<string, ReadonlySet<string> | undefined>();

export function appleFrameworkNames(module: string): ReadonlySet<string> | undefined {
  if (visibleNames.has(module)) return visibleNames.get(module);
  const own = namesOfFramework(module);
  let names: Set<string> | undefined;
  if (own) {
    names = new Set(own);
    for (const framework of ALWAYS_VISIBLE)
      for (const name of namesOfFramework(framework) ?? []) names.add(name);
  }
  visibleNames.set(module, names);
  return names;
}
