import path from "node:path";
import type { DocText } from "../../src/node/content/docText";
import { readInventionInputs, type InventionInputs } from "../../src/node/content/inventionCheck";
import { loadGrammars } from "../../src/node/content/codeNames/parseCode";
import { assembleForCheck } from "../../src/node/site/assembleForCheck";

/**
 * The site's docs as the invention check judges them, read once: each doc's id, its file, its
 * source and the text its compile read (processDoc's DocText, as `npm run check` has it), with
 * the check's inputs from the project's data/. Kept apart from the benchmark's logic because the
 * MDX compile is ES modules, which jest cannot load.
 */

export interface SiteDoc {
  id: string;
  version: string;
  /** The file relative to its version's folder (`android-native/map.mdx`): both versions share it. */
  page: string;
  /** The file relative to the project, as problems name it. */
  file: string;
  source: string;
  text: DocText;
}

const projectRoot = path.join(__dirname, "..", "..");

/** `content/versioned_docs/version-1.13/ios/x.mdx` and `content/docs/ios/x.mdx` → `ios/x.mdx`. */
function pageOfFile(file: string): string {
  return file.replace(/^content\/(?:docs|versioned_docs\/version-[^/]+)\//, "");
}

export async function readSiteDocs(): Promise<{
  docs: SiteDoc[];
  inputs: InventionInputs;
  problems: number;
}> {
  const { site } = await assembleForCheck({
    projectRoot,
    contentRoot: path.join(projectRoot, "content"),
  });
  const { inputs } = readInventionInputs(projectRoot);
  if (!inputs || !site.model)
    throw new Error("the site's content or the check's inputs do not read: run npm run check");
  await loadGrammars();
  const { readFileSync } = await import("node:fs");
  const docs = site.model.docs.flatMap((doc) => {
    const processed = site.processed.get(doc.permalink);
    const absolute = site.sourceFiles.get(doc.permalink);
    if (!processed || !absolute || processed.problems.length > 0) return [];
    return [
      {
        id: doc.id,
        version: doc.version,
        page: pageOfFile(doc.sourceFile),
        file: doc.sourceFile,
        source: readFileSync(absolute, "utf8"),
        text: processed.text,
      },
    ];
  });
  return { docs, inputs, problems: site.problems.length };
}
