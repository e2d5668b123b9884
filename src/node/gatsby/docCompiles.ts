import { createHash } from "node:crypto";
import type { GatsbyCache } from "gatsby";
import {
  DOC_PROCESSOR_VERSION,
  processDoc,
  type DocSource,
  type ProcessedDoc,
} from "../mdx/processDoc";

/** The last compile of each file: an edited file replaces its entry instead of adding one. */
const inMemory = new Map<string, { key: string; result: ProcessedDoc }>();

function keyOf(doc: DocSource): string {
  const digest = createHash("sha1").update(doc.source).digest("hex");
  // The path is part of the key: the same text in two versions has different relative links.
  return `doc-${DOC_PROCESSOR_VERSION}-${doc.absolutePath}-${digest}`;
}

/**
 * Compiles a doc once per content: kept in memory for the running process (`gatsby develop`
 * recompiles only the file a writer saved) and in Gatsby's cache between builds. The compile's
 * result does not depend on other docs (their URLs are applied after, from the current model),
 * so a cached result is never stale.
 */
export async function compileDocCached(
  doc: DocSource,
  cache?: Pick<GatsbyCache, "get" | "set">,
): Promise<ProcessedDoc> {
  const key = keyOf(doc);
  const known = inMemory.get(doc.absolutePath);
  if (known?.key === key) return known.result;
  const stored = (await cache?.get(key)) as ProcessedDoc | undefined;
  if (stored) {
    inMemory.set(doc.absolutePath, { key, result: stored });
    return stored;
  }
  const result = await processDoc(doc);
  inMemory.set(doc.absolutePath, { key, result });
  await cache?.set(key, result);
  return result;
}
