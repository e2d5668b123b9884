/**
 * Serves the production build (`public/`) the way every host is told to serve it
 * (src/node/deploy): canonical URLs without trailing slash, 404 with the not-found page, the
 * build's Content-Security-Policy and security headers, gzip, ETag and 304, one-year caching for
 * content-hashed files. The page policy is read from the build's deploy folder, `deploy-output/`
 * beside the served folder unless DEPLOY_DIR names another. A connection's requests are handled
 * one at a time and a client that reads no answer is not read either (docs/deploy.md, "The Node
 * server's bounds").
 *
 *   npm run serve                        # http://127.0.0.1:9000
 *   HOST=0.0.0.0 PORT=9100 npm run serve
 *   PUBLIC_DIR=test-results/fixture-site/public npm run serve
 *   SERVE_PREFIX=/other npm run serve    # the build under another path (base URL tests)
 */
import path from "node:path";
import { DEPLOY_FILES, deployOutputOf } from "../src/node/deploy/deployOutput";
import { readPagePolicy } from "../src/node/deploy/writeHostFiles";
import { createStaticServer } from "../src/node/server/staticServer";

const root = path.resolve(process.env.PUBLIC_DIR ?? "public");
const deployDir = path.resolve(process.env.DEPLOY_DIR ?? deployOutputOf(root));
const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 9000);
const prefix = (process.env.SERVE_PREFIX ?? "").replace(/\/$/, "");

const { policy, staticDocuments, found } = readPagePolicy(deployDir);
if (!found) {
  console.warn(
    `${path.join(deployDir, DEPLOY_FILES.policy)} is missing (no build, or one older than the ` +
      "deploy folder): serving with a Content-Security-Policy that allows no inline script.",
  );
}

createStaticServer({ root, prefix, policy, staticDocuments }).listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}${prefix || "/"}`);
});
