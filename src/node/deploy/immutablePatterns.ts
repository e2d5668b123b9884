import { isHashedAsset } from "./cachePolicy";

/** A content hash in a bundle's name, as Gatsby writes it: `app-<20 hex>.js`, `styles.<20 hex>.css`. */
const BUNDLE_HASH = /([.-])[0-9a-f]{20}(\.(?:js|css)(?:\.map|\.LICENSE\.txt)?)$/;

/**
 * The `_headers` paths that give the hashed files of a build their one-year Cache-Control, as few
 * as the hosts' patterns allow: `/static/*`, then one pattern per bundle name with its hash as the
 * splat (`/app-*.js`), so the count follows the site's code, not its pages. A pattern that would
 * also match a file that is not hashed (`/~partytown/partytown.js`) is replaced by the files it
 * was meant for. Both hosts read `*` as any run of characters, `/` included; Netlify ignores case.
 */
export function immutablePatterns(files: readonly string[]): string[] {
  const patterns = new Map<string, string[]>();
  for (const file of files) {
    if (file.startsWith("/static/") || !isHashedAsset(file)) continue;
    const pattern = file.replace(BUNDLE_HASH, "$1*$2");
    patterns.set(pattern, [...(patterns.get(pattern) ?? []), file]);
  }
  const notHashed = files.filter((file) => !isHashedAsset(file));
  const result = ["/static/*"];
  for (const [pattern, covered] of [...patterns].sort(([a], [b]) => a.localeCompare(b))) {
    const matcher = patternRegExp(pattern);
    if (pattern.includes("*") && !notHashed.some((file) => matcher.test(file))) {
      result.push(pattern);
    } else {
      result.push(...covered);
    }
  }
  return result;
}

/** A `_headers` path as both hosts match it: `*` any run of characters, case ignored (Netlify). */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}$`, "i");
}
