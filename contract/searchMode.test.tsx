import { renderToStaticMarkup } from "react-dom/server";
import { searchBackendFromEnv } from "../src/node/search/searchMode";
import SearchPreconnect from "../src/theme/SearchPreconnect";
import { preconnectOrigin } from "../src/shared/search/searchBackend";

// The providers of every page are beside the point here (and load ESM-only MDX code).
jest.mock("../src/theme/Root", () => ({ RootProviders: () => null, PageProviders: () => null }));

const hosted = {
  DOCSEARCH_APP_ID: "ABC123",
  DOCSEARCH_API_KEY: "search-only-key",
  DOCSEARCH_INDEX_NAME: "wemap",
};

describe("search backend", () => {
  it("uses the embedded index when no Algolia variable is set", () => {
    expect(searchBackendFromEnv({})).toEqual({ kind: "embedded" });
    expect(searchBackendFromEnv({ DOCSEARCH_APP_ID: " " })).toEqual({ kind: "embedded" });
  });

  it("uses hosted Algolia DocSearch when all three are set", () => {
    expect(searchBackendFromEnv(hosted)).toEqual({
      kind: "algolia",
      appId: "ABC123",
      apiKey: "search-only-key",
      indexName: "wemap",
    });
  });

  it("refuses a half-configured hosted mode, naming what is missing", () => {
    expect(() => searchBackendFromEnv({ DOCSEARCH_APP_ID: "ABC123" })).toThrow(
      "DOCSEARCH_API_KEY, DOCSEARCH_INDEX_NAME: missing",
    );
  });

  it("preconnects to the Algolia host in hosted mode only", () => {
    const backend = searchBackendFromEnv(hosted);
    expect(preconnectOrigin(backend)).toBe("https://ABC123-dsn.algolia.net");
    expect(renderToStaticMarkup(<SearchPreconnect backend={backend} />)).toBe(
      '<link rel="preconnect" href="https://ABC123-dsn.algolia.net" crossorigin="anonymous"/>',
    );
    expect(renderToStaticMarkup(<SearchPreconnect backend={{ kind: "embedded" }} />)).toBe("");
  });
});

describe("gatsby-ssr onRenderBody", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.resetModules();
  });

  function headOf(env: Record<string, string>): string {
    Object.assign(process.env, env);
    const setHeadComponents = jest.fn();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const ssr = require("../gatsby-ssr") as typeof import("../gatsby-ssr");
    (ssr.onRenderBody as (args: unknown) => void)({
      pathname: "/docs",
      setHeadComponents,
      setPreBodyComponents: jest.fn(),
    });
    const components = setHeadComponents.mock.calls[0]?.[0] as React.ReactElement[];
    return renderToStaticMarkup(<>{components}</>);
  }

  it("puts the preconnect hint in the head when the build has the Algolia keys", () => {
    expect(headOf(hosted)).toContain(
      '<link rel="preconnect" href="https://ABC123-dsn.algolia.net"',
    );
  });

  it("adds no hint to any host for the embedded index", () => {
    process.env = Object.fromEntries(
      Object.entries(saved).filter(([name]) => !name.startsWith("DOCSEARCH_")),
    );
    expect(headOf({})).not.toContain("preconnect");
  });
});
