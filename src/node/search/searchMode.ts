import type { SearchBackend } from "../../shared/search/searchBackend";
import { BuildError } from "../errors/BuildError";

const ALGOLIA_ENV = {
  appId: "DOCSEARCH_APP_ID",
  apiKey: "DOCSEARCH_API_KEY",
  indexName: "DOCSEARCH_INDEX_NAME",
} as const;

export function searchBackendFromEnv(env: NodeJS.ProcessEnv): SearchBackend {
  const appId = env[ALGOLIA_ENV.appId]?.trim();
  const apiKey = env[ALGOLIA_ENV.apiKey]?.trim();
  const indexName = env[ALGOLIA_ENV.indexName]?.trim();
  if (appId && apiKey && indexName) return { kind: "algolia", appId, apiKey, indexName };
  const given = Object.values(ALGOLIA_ENV).filter((name) => env[name]?.trim());
  if (given.length > 0) {
    const missing = Object.values(ALGOLIA_ENV).filter((name) => !env[name]?.trim());
    throw new BuildError("environment", [
      {
        at: missing.join(", "),
        message:
          `missing: hosted search needs ${Object.values(ALGOLIA_ENV).join(", ")} and only ` +
          `${given.join(", ")} ${given.length === 1 ? "is" : "are"} set. ` +
          "Set all three for Algolia DocSearch, or none for the embedded index.",
      },
    ]);
  }
  return { kind: "embedded" };
}

/**
 * The three variables, read one by one: Gatsby's server-rendering bundle replaces each
 * `process.env.NAME` at build time but leaves `process.env` itself empty.
 */
export function algoliaEnvironment(): NodeJS.ProcessEnv {
  return {
    DOCSEARCH_APP_ID: process.env.DOCSEARCH_APP_ID,
    DOCSEARCH_API_KEY: process.env.DOCSEARCH_API_KEY,
    DOCSEARCH_INDEX_NAME: process.env.DOCSEARCH_INDEX_NAME,
  };
}
