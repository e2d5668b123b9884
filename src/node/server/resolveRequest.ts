import { canonicalPathname } from "../../shared/pagePaths";

/** What the production server answers for a path. */
export type Resolution =
  | { kind: "file"; status: 200; file: string }
  | { kind: "redirect"; status: 301; location: string }
  | { kind: "notFound"; status: 404; file: string };

/**
 * Maps a request path (as sent, percent-encoded) to a file of the built site (`public/`), the
 * way the site's URLs are meant to be read: no trailing slash, and `/x/`, `/x/index`,
 * `/x/index.html`, `/x.html` or `/x//` redirect to `/x` when `/x` is a page. Files are served as
 * they are; anything else answers 404 with the not-found page. The redirect's location is
 * percent-encoded again and always starts with a single `/` (never `//host`).
 */
export function resolveRequest(
  pathname: string,
  search: string,
  exists: (file: string) => boolean,
  pathPrefix = "",
): Resolution {
  const notFound: Resolution = { kind: "notFound", status: 404, file: "/404.html" };
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return notFound;
  }
  if (!path.startsWith("/") || /[\0\\]/.test(path) || path.split("/").includes("..")) {
    return notFound;
  }
  if (pathPrefix && path.startsWith(pathPrefix)) path = path.slice(pathPrefix.length) || "/";

  const canonical = canonicalPathname(path.replace(/\/{2,}/g, "/"));
  if (canonical !== path && exists(pageFile(canonical))) {
    return {
      kind: "redirect",
      status: 301,
      location: `${pathPrefix}${encodePath(canonical)}${encodeQuery(search)}`,
    };
  }
  if (path.includes("//")) return notFound;
  if (!path.endsWith("/") && exists(path)) return { kind: "file", status: 200, file: path };
  if (exists(pageFile(path))) return { kind: "file", status: 200, file: pageFile(path) };
  return notFound;
}

function pageFile(path: string): string {
  return path === "/" ? "/index.html" : `${path}/index.html`;
}

/** A decoded path as it goes into a Location header: each segment percent-encoded. */
export function encodePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/** The query as received, with anything outside printable ASCII percent-encoded. */
function encodeQuery(search: string): string {
  return search.replace(
    /[^\x21-\x7e]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}
