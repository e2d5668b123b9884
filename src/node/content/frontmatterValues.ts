/**
 * How many values a doc's frontmatter may hold, every key, list item and scalar counted, and an
 * alias (`*name`) counted as everything its anchor (`&name`) holds, each time it is used. The
 * fields a doc may carry need a few dozen (the site's largest frontmatter holds 16); a thousand
 * leaves room for a long keyword list and stays far below what hurts. YAML's aliases share one
 * value rather than copy it, so nine lines of nine aliases each (578 bytes, "a billion laughs")
 * parse at once into 387 million values for whatever walks them next: writing the value into a
 * message ran `npm run check` to 2.2 GB and "Invalid string length" after 72 s, naming no file,
 * and Gatsby's data layer would store every copy. An anchor inside itself (`&a [*a]`) makes a
 * value that holds itself, which no walk ends.
 */
export const MAX_FRONTMATTER_VALUES = 1000;

/**
 * The first top-level field (in the order YAML gives them) at which the frontmatter holds more
 * than `limit` values, or undefined when it holds `limit` or fewer. The walk stops as soon as it
 * has counted past the limit, so it takes the same time on a bomb as on a page: at most `limit`
 * steps. Walked with a list of its own, not by recursion, so nesting cannot overflow it.
 */
export function fieldOverValueLimit(
  data: Record<string, unknown>,
  limit: number = MAX_FRONTMATTER_VALUES,
): string | undefined {
  let count = 0;
  for (const [field, value] of Object.entries(data)) {
    // The field's key, then its value and everything inside it.
    count += 1;
    const pending: unknown[] = [value];
    while (pending.length > 0) {
      const next = pending.pop();
      count += 1;
      if (count > limit) return field;
      if (next === null || typeof next !== "object" || next instanceof Date) continue;
      // A mapping's keys count as values too.
      const isList = Array.isArray(next);
      for (const child of Object.values(next as object)) {
        if (!isList) count += 1;
        if (count + pending.length > limit) return field;
        pending.push(child);
      }
    }
  }
  return undefined;
}
