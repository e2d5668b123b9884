import type { z } from "zod";
import type { Problem } from "./BuildError";

/**
 * Turns a zod failure into problems that name the field path, the rule and the value received.
 * An unknown key is reported on its own path, with the allowed keys when the caller knows them.
 */
export function zodProblems(
  error: z.ZodError,
  input: unknown,
  allowedKeys?: readonly string[],
): Problem[] {
  return error.issues.flatMap((issue): Problem[] => {
    if (issue.code === "unrecognized_keys") {
      const allowed = allowedKeys ? ` Allowed fields: ${allowedKeys.join(", ")}` : "";
      return issue.keys.map((key) => ({
        at: formatPath([...issue.path, key]),
        message: `unknown field.${allowed}`,
      }));
    }
    const at = formatPath(issue.path);
    const received = valueAt(input, issue.path);
    const suffix = received === undefined ? "" : ` (received ${JSON.stringify(received)})`;
    return [{ at: at || "(root)", message: `${issue.message}${suffix}` }];
  });
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
