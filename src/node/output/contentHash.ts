import crypto from "node:crypto";

/**
 * The hash that names a file the build generates (search index folders, sidebar files): the
 * same contents always give the same name, so `static/` can be cached for good.
 */
export function contentHash(contents: string): string {
  return crypto.createHash("sha256").update(contents).digest("hex").slice(0, 16);
}
