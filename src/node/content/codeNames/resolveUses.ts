import type { SdkVocabulary } from "../sdkVocabulary";
import type { CodeDeclaration, CodeNames, CodeUse } from "./codeUses";

/**
 * A first resolver (prototype, not wired into the build): judges the uses whose receiver or
 * callee is an SDK type or object the facts give members or labels for, directly or through a
 * variable the example declares with that type or constructs from it. Only those can be called
 * wrong with confidence; every other use is left unknown, to be resolved by later vocabularies
 * (the language's and platform's own names, the example's declarations).
 */

export interface UnknownName {
  use: CodeUse;
  /** The SDK type or object the use was read on, whose facts do not have the name. */
  owner: string;
}

export interface Resolution {
  resolved: CodeUse[];
  /** Names the facts of a known owner do not have: what the check would report. */
  unknownOnOwner: UnknownName[];
  /** Uses this prototype cannot judge yet (receiver or callee not known to be the SDK's). */
  unjudged: CodeUse[];
}

const JUDGED_ROLES = new Set(["member", "enum member", "argument label", "object key"]);

/** `MapOptions?`, `List<Pinpoint>`, `MapData!` → the type's own name. */
function bareType(type: string): string {
  return type.replace(/<.*$/s, "").replace(/[?!]+$/, "").trim();
}

function ownerResolver(vocabulary: SdkVocabulary, declarations: readonly CodeDeclaration[]) {
  const declared = new Map<string, string>();
  for (const declaration of declarations) {
    const type = declaration.type ?? declaration.constructedWith;
    if (type) declared.set(declaration.name, bareType(type));
    // A name the example declares without a type it can be followed by is its own, not the SDK's.
    else declared.set(declaration.name, "");
  }
  return (text: string): string | undefined => {
    if (!/^[A-Za-z_$][\w$]*$/.test(text)) return undefined;
    const type = declared.has(text) ? declared.get(text) : text;
    return type && vocabulary.members.has(type) ? type : undefined;
  };
}

export function resolveUses(names: CodeNames, vocabulary: SdkVocabulary): Resolution {
  const ownerOf = ownerResolver(vocabulary, names.declarations);
  const resolution: Resolution = { resolved: [], unknownOnOwner: [], unjudged: [] };
  const judge = (use: CodeUse, owner: string | undefined, known: ReadonlySet<string> | undefined) => {
    if (!owner || !known) resolution.unjudged.push(use);
    else if (known.has(use.name)) resolution.resolved.push(use);
    else resolution.unknownOnOwner.push({ use, owner });
  };
  for (const use of names.uses) {
    if (!JUDGED_ROLES.has(use.role)) {
      resolution.unjudged.push(use);
      continue;
    }
    if (use.role === "member" || use.role === "enum member") {
      const owner = use.receiver ? ownerOf(use.receiver) : undefined;
      judge(use, owner, owner ? vocabulary.members.get(owner) : undefined);
      continue;
    }
    // A label or key: of a constructor (`MapOptions(...)`), judged by the type's members, or of
    // a method (`map.setCenter(...)`), judged by the labels its signatures write.
    const callee = use.callee ?? "";
    const dot = callee.lastIndexOf(".");
    if (dot < 0) {
      const owner = ownerOf(callee);
      judge(use, owner, owner ? vocabulary.members.get(owner) : undefined);
    } else {
      const owner = ownerOf(callee.slice(0, dot));
      const method = owner ? `${owner}.${callee.slice(dot + 1)}` : undefined;
      judge(use, method, method ? vocabulary.labels.get(method) : undefined);
    }
  }
  return resolution;
}
