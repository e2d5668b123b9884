import { codeNamesOf } from "../codeNamesOf";
import type { CodeNames } from "../codeUses";
import { parseCode } from "../parseCode";

/** The uses and declarations of a block that sits at line 1, column 1 of its page. */
export async function namesOf(code: string, lang: string): Promise<CodeNames> {
  const parsed = await parseCode(code, lang);
  if (!parsed) throw new Error(`no grammar for ${lang}`);
  if (parsed.hasErrors)
    throw new Error(`the snippet does not parse: ${parsed.tree.rootNode.toString()}`);
  return codeNamesOf(parsed);
}
