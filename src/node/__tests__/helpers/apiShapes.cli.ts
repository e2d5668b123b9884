/**
 * Prints, as JSON, the shape report (src/node/content/apiShapes.ts) of the content root given as
 * the first argument. Jest cannot load the ES-module MDX packages, so tests run this under tsx.
 */
import { apiShapeReport, readContentFiles } from "../../content/contentChecks";

void apiShapeReport(readContentFiles(process.argv[2])).then((report) => {
  process.stdout.write(JSON.stringify(report));
});
