import fs from "node:fs";
import path from "node:path";
import { ARCHITECTURE, LAYERS, WIRING_IN_SRC, layerOf } from "./layers.mjs";

/**
 * Every file of src/ is in a layer (lint/layers.mjs), or is one of the few wiring files Gatsby
 * loads from src/ by name: a new folder that no layer names would otherwise be judged by no
 * arrow at all, and found only where a layer imports it.
 */
export default {
  meta: {
    type: "problem",
    docs: { description: "Every file of src/ is in a layer's folder." },
    schema: [
      { type: "object", properties: { basePath: { type: "string" } }, required: ["basePath"] },
    ],
    messages: {
      noLayer: `{{file}} is in no layer, so the layer rule judges nothing it loads: put it in a layer's folder ({{folders}}), or add its folder to a layer in lint/layers.mjs (${ARCHITECTURE}).`,
    },
  },
  create(context) {
    const { basePath } = context.options[0];
    // Real paths on both sides, as the layer rule judges them (a checkout reached by a link).
    const physical = context.physicalFilename;
    const real = fs.existsSync(physical) ? fs.realpathSync(physical) : physical;
    const file = path.relative(basePath, real).split(path.sep).join("/");
    return {
      Program(node) {
        if (!file.startsWith("src/") || layerOf(file) || WIRING_IN_SRC.includes(file)) return;
        const folders = LAYERS.flatMap((layer) => layer.folders).filter((f) =>
          f.startsWith("src/"),
        );
        context.report({
          node,
          loc: { line: 1, column: 0 },
          messageId: "noLayer",
          data: { file, folders: folders.join(", ") },
        });
      },
    };
  },
};
