import { parseCode } from "../src/node/content/codeNames/parseCode";
(async () => {
  const [lang, code] = process.argv.slice(2);
  const p = await parseCode(code!, lang);
  console.log(p!.wrapper, p!.tree.rootNode.toString());
})();
