/**
 * The type of a value written in a doc's attribute, as messages name it: an expression's value
 * is anything JSON can hold, and the page fails on some (an array as a link, an object as a
 * title), so the checks name what they received.
 */
function describeValueType(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "nothing (undefined)";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "boolean") return "true/false";
  if (typeof value === "number") return "a number";
  if (typeof value === "string") return "text";
  return `a ${typeof value}`;
}

/** The value as a message shows it: JSON, cut short. */
function showValue(value: unknown): string {
  const text = value === undefined ? "undefined" : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** What a check received, for its message: `"constructor"`, `a number (1)`, `null`. */
export function describeReceived(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (value === null || value === undefined) return describeValueType(value);
  return `${describeValueType(value)} (${showValue(value)})`;
}
