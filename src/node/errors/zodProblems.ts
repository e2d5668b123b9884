import type { z } from "zod";
import type { Problem } from "./BuildError";

/**
 * Turns a zod failure into problems that name the field path, the rule and the value received.
 * An unknown key is reported on its own path, with the allowed keys when the caller knows them.
 * A value that matches none of a union's shapes is reported as the shape it came closest to, or,
 * when it has the type of none of them, with the types it may be.
 */
export function zodProblems(
  error: z.ZodError,
  input: unknown,
  allowedKeys?: readonly string[],
): Problem[] {
  return problemsOf(error.issues, input, allowedKeys);
}

type Issue = z.core.$ZodIssue;

/**
 * The branch of a union the value came closest to: of the branches whose shape it has (not a
 * string where an object is expected), the one with the fewest problems. `{ "type":
 * "category", "platform": "yes" }` is then a category whose `platform` must be true, not five
 * shapes it is not. `undefined` when no branch has its shape, or two tie.
 */
function closestBranch(branches: readonly (readonly Issue[])[]): readonly Issue[] | undefined {
  const shaped = branches.filter((issues) => wrongTypeOf(issues) === undefined);
  const fewest = Math.min(...shaped.map((issues) => issues.length));
  const closest = shaped.filter((issues) => issues.length === fewest);
  return closest.length === 1 ? closest[0] : undefined;
}

/**
 * What a union expects when the value has none of its shapes (a number where a doc id or an
 * item object goes): each branch's own type, once. `undefined` when some branch has its shape.
 */
function typesExpected(branches: readonly (readonly Issue[])[]): string[] | undefined {
  const wrongTypes = branches.map(wrongTypeOf);
  if (wrongTypes.some((issue) => issue === undefined)) return undefined;
  return [...new Set(wrongTypes.map((issue) => String(issue?.expected)))];
}

/** A branch's problem with the value's own type (not an object where one is expected), if any. */
function wrongTypeOf(issues: readonly Issue[]): z.core.$ZodIssueInvalidType | undefined {
  return issues.find(
    (issue): issue is z.core.$ZodIssueInvalidType =>
      issue.code === "invalid_type" && issue.path.length === 0,
  );
}

function problemsOf(
  issues: readonly Issue[],
  input: unknown,
  allowedKeys?: readonly string[],
): Problem[] {
  return issues.flatMap((issue): Problem[] => {
    if (issue.code === "invalid_union" && "errors" in issue) {
      const branch = closestBranch(issue.errors);
      if (branch) {
        const nested = branch.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
        return problemsOf(nested, input, issue.path.length === 0 ? allowedKeys : undefined);
      }
      const expected = typesExpected(issue.errors);
      if (expected)
        return [problemAt(issue.path, input, `Invalid input: expected ${expected.join(" or ")}`)];
    }
    if (issue.code === "unrecognized_keys") {
      const allowed = allowedKeys ? ` Allowed fields: ${allowedKeys.join(", ")}` : "";
      return issue.keys.map((key) => ({
        at: formatPath([...issue.path, key]),
        message: `unknown field.${allowed}`,
      }));
    }
    return [problemAt(issue.path, input, issue.message)];
  });
}

/** A problem at `path`, with the value found there when there is one. */
function problemAt(path: readonly PropertyKey[], input: unknown, message: string): Problem {
  const received = valueAt(input, path);
  const suffix = received === undefined ? "" : ` (received ${JSON.stringify(received)})`;
  return { at: formatPath(path) || "(root)", message: `${message}${suffix}` };
}

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`,
    )
    .join("");
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
