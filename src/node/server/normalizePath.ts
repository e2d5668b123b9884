/**
 * A request path read the way nginx reads it (ngx_http_parse_complex_uri with merge_slashes
 * on), so the Node server and nginx answer every spelling of a path alike: percent escapes
 * decoded once, runs of `/` merged, `.` segments dropped and `..` segments taking the previous
 * one away. Returns `null` where nginx answers 400: a bad escape, a NUL byte, or a `..` that
 * climbs above the root. The decoded path keeps a trailing `/` (`/docs/about/..` → `/docs/`).
 */
export function normalizeRequestPath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!decoded.startsWith("/") || decoded.includes("\0")) return null;
  const segments = decoded.split("/").slice(1);
  const kept: string[] = [];
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    if (segment === "..") {
      if (kept.length === 0) return null;
      kept.pop();
      if (last) kept.push("");
    } else if (segment === ".") {
      if (last) kept.push("");
    } else if (segment !== "" || last) {
      kept.push(segment);
    }
  }
  return `/${kept.join("/")}`;
}
