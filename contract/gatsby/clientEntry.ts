import { callsOf, findAll, firstArgument, isNode, statementsOf, type AstNode } from "./ast";

/**
 * production-app.js's `apiRunnerAsync("onClientEntry").then(callback)`: the top-level statement
 * that holds it, and the callback, which loads the page and renders it. Undefined when Gatsby
 * no longer starts the app that way.
 */
export function onClientEntryThen(
  productionApp: AstNode,
): { statement: AstNode; callback: AstNode } | undefined {
  for (const statement of statementsOf(productionApp)) {
    for (const call of callsOf(statement, "apiRunnerAsync")) {
      if (firstArgument(call) !== "onClientEntry") continue;
      const [then] = findAll(statement, (node) => {
        const callee = node.callee as AstNode | undefined;
        return (
          node.type === "CallExpression" &&
          callee?.type === "MemberExpression" &&
          callee.object === call &&
          (callee.property as AstNode).name === "then"
        );
      });
      const callback = then && (then.arguments as unknown[])[0];
      if (isNode(callback) && callback.type.endsWith("FunctionExpression"))
        return { statement, callback };
    }
  }
  return undefined;
}
