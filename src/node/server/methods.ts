/**
 * What a request method may do on this site, as nginx decides it with the generated
 * configuration (probed against nginx 1.22):
 * - `read`: GET and HEAD are served;
 * - `refused`: TRACE and CONNECT answer 405 whatever the path, before nginx looks at it;
 * - `refusedOnFiles`: any other method (POST, PUT, OPTIONS, PROPFIND, FOO...) still follows the
 *   site's redirects and 404s, and answers 405 where a file would be sent: a static site takes
 *   nothing;
 * - `badRequest`: a method that is not upper-case letters, `_` and `-` (nginx's grammar) is 400.
 */
export type MethodRule = "read" | "refused" | "refusedOnFiles" | "badRequest";

const METHOD = /^[A-Z_-]+$/;

export function methodRule(method: string): MethodRule {
  if (method === "GET" || method === "HEAD") return "read";
  if (method === "TRACE" || method === "CONNECT") return "refused";
  return METHOD.test(method) ? "refusedOnFiles" : "badRequest";
}
