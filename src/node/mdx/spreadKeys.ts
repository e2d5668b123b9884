import type { EstreeNode } from "./evaluateExpression";

/** A key a spread attribute sets, and where it is written (estree's place, 0-based column). */
export interface SpreadKey {
  name: string;
  node: EstreeNode;
}

/** A property's key when it is written in place: `style`, `"style"`, `["style"]`, `` [`style`] ``. */
function keyName(property: EstreeNode): string | undefined {
  const key = property.key;
  if (!key) return undefined;
  if (key.type === "Identifier" && !property.computed) return key.name;
  if (key.type === "Literal" && typeof key.value === "string") return key.value;
  if (key.type === "TemplateLiteral" && (key.expressions ?? []).length === 0)
    return (key.quasis ?? []).map((quasi) => quasi.value.cooked ?? "").join("");
  return undefined;
}

function keysOf(object: EstreeNode, into: SpreadKey[]): void {
  for (const property of object.properties ?? []) {
    if (property.type === "SpreadElement") {
      if (property.argument?.type === "ObjectExpression") keysOf(property.argument, into);
      continue;
    }
    const name = keyName(property);
    if (name !== undefined) into.push({ name, node: property.key ?? property });
  }
}

/**
 * The attributes a JSX spread attribute (`{...{style: {}}}`) sets, as far as they are written in
 * place: the keys of its object, and of the objects spread inside it. A spread of anything else
 * (`{...props}`) has none to read. `program` is the attribute's estree (`{...x}` is read as the
 * object `{...x}`).
 */
export function spreadKeys(program: EstreeNode | undefined): SpreadKey[] {
  const [statement] = program?.body ?? [];
  const object = statement?.type === "ExpressionStatement" ? statement.expression : undefined;
  const keys: SpreadKey[] = [];
  if (object?.type === "ObjectExpression") keysOf(object, keys);
  return keys;
}
