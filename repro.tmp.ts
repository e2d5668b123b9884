import fs from "node:fs";
import path from "node:path";
import { build, makeSiteCopy } from "/work/main/integration/siteCopy";
const dir = makeSiteCopy();
console.log(dir);
let r = build(dir); console.log("good", r.status);
const f = path.join(dir, "site.config.ts");
fs.writeFileSync(f, fs.readFileSync(f, "utf8").replace('backgroundColor: "#1c2a4a"', 'backgroundColor: "#1c2a4ax"'));
r = build(dir); console.log("bad", r.status); console.log(r.output.split("\n").filter(l => /error|content\/|site.config|problem|cache/.test(l)).join("\n"));
