/**
 * Prints, as JSON, the search index of every docs version, made from content/ by the build's
 * own functions, the docs compiled once. The MDX pipeline is ES modules only, which jest's
 * CommonJS runtime cannot load, so the built-site tests run it through tsx (contentIndexData.ts).
 */
import path from "node:path";
import { buildIndexes } from "../bench/engines/records";

void buildIndexes(path.join(__dirname, "..", "content")).then((indexes) =>
  process.stdout.write(JSON.stringify(indexes)),
);
