/**
 * MDX expressions (`{...}` in text and in JSX attributes) are evaluated when the page is built,
 * so pages ship values and no code runs in the reader's browser. Only values written in place
 * are allowed: there are no variables, imports or function calls in this site's MDX.
 */

/** The estree node fields the evaluator reads. */
export interface EstreeNode {
  type: string;
  value?: unknown;
  name?: string;
  operator?: string;
  argument?: EstreeNode;
  elements?: (EstreeNode | null)[];
  properties?: EstreeNode[];
  key?: EstreeNode;
  computed?: boolean;
  kind?: string;
  method?: boolean;
  expression?: EstreeNode;
  expressions?: EstreeNode[];
  quasis?: { value: { cooked?: string | null } }[];
  body?: EstreeNode[];
  loc?: { start: { line: number; column: number } };
}

/** A value a page can hold: what JSON can hold, plus undefined for an empty expression. */
export type PlainValue =
  string | number | boolean | null | undefined | PlainValue[] | { [key: string]: PlainValue };

/** Why an expression could not be evaluated, and where in it. */
export class ExpressionError extends Error {
  constructor(
    message: string,
    readonly node: EstreeNode,
  ) {
    super(message);
    this.name = "ExpressionError";
  }
}

const CONSTANTS: Record<string, PlainValue> = {
  undefined: undefined,
  NaN: Number.NaN,
  Infinity: Number.POSITIVE_INFINITY,
};

function keyOf(property: EstreeNode): string {
  const key = property.key;
  if (!property.computed && key?.type === "Identifier" && key.name) return key.name;
  if (key?.type === "Literal" && (typeof key.value === "string" || typeof key.value === "number"))
    return String(key.value);
  throw new ExpressionError("object keys must be names or strings written in place", property);
}

function evaluateNode(node: EstreeNode): PlainValue {
  switch (node.type) {
    case "Literal":
      if (node.value instanceof RegExp || typeof node.value === "bigint")
        throw new ExpressionError(
          "regular expressions and big integers are not values a page can hold",
          node,
        );
      return node.value as PlainValue;
    case "TemplateLiteral":
      if ((node.expressions ?? []).length > 0)
        throw new ExpressionError("template strings cannot contain `${...}` here", node);
      return (node.quasis ?? []).map((quasi) => quasi.value.cooked ?? "").join("");
    case "Identifier":
      if (node.name && node.name in CONSTANTS) return CONSTANTS[node.name];
      throw new ExpressionError(
        `\`${node.name ?? ""}\` is not defined: MDX expressions here can only hold values written in place (text, numbers, true/false, arrays, objects); there are no variables or imports`,
        node,
      );
    case "UnaryExpression": {
      const value = node.argument ? evaluateNode(node.argument) : undefined;
      if (node.operator === "-" && typeof value === "number") return -value;
      if (node.operator === "+" && typeof value === "number") return value;
      if (node.operator === "!") return !value;
      break;
    }
    case "ArrayExpression":
      return (node.elements ?? []).map((element) => {
        if (!element || element.type === "SpreadElement")
          throw new ExpressionError("arrays cannot have holes or `...` spreads here", node);
        return evaluateNode(element);
      });
    case "ObjectExpression": {
      const result: Record<string, PlainValue> = {};
      for (const property of node.properties ?? []) {
        if (property.type !== "Property" || property.kind !== "init" || property.method)
          throw new ExpressionError("objects can only hold `key: value` pairs here", property);
        if (!property.value || typeof property.value !== "object")
          throw new ExpressionError("objects can only hold `key: value` pairs here", property);
        result[keyOf(property)] = evaluateNode(property.value as EstreeNode);
      }
      return result;
    }
    default:
      break;
  }
  throw new ExpressionError(
    `a ${node.type} cannot be evaluated when the page is built: only values written in place are allowed (text, numbers, true/false, arrays, objects)`,
    node,
  );
}

/**
 * Evaluates an MDX expression's estree program: empty (a `{/* comment *\/}`) gives undefined,
 * one expression gives its value; anything else throws an ExpressionError naming the reason.
 */
export function evaluateProgram(program: EstreeNode): PlainValue {
  const statements = program.body ?? [];
  if (statements.length === 0) return undefined;
  const [statement] = statements;
  if (statements.length > 1 || statement?.type !== "ExpressionStatement" || !statement.expression)
    throw new ExpressionError("an expression must hold one value", statement ?? program);
  return evaluateNode(statement.expression);
}
