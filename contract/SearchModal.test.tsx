/** @jest-environment jsdom */
import { shardSearchIndex } from "../src/node/search/shardedIndex";
import { render } from "@testing-library/react";
import type { DocSearchModalProps, DocSearchTransformClient } from "@docsearch/react";
import SearchModal from "../src/theme/SearchModal";

const received: DocSearchModalProps[] = [];
jest.mock("@docsearch/react", () => ({
  DocSearchModal: (props: DocSearchModalProps) => {
    received.push(props);
    return null;
  },
}));

const algoliaSearch = jest.fn();
const client = {
  search: algoliaSearch,
  addAlgoliaAgent: jest.fn(),
  transporter: { algoliaAgent: { value: "" } },
} as unknown as DocSearchTransformClient;

const indexUrls = {
  "1.14": "/static/search/index-1.14-a/manifest.json",
  "1.13": "/static/search/index-1.13-b/manifest.json",
};

describe("SearchModal", () => {
  beforeEach(() => {
    received.length = 0;
    algoliaSearch.mockReset();
  });

  it("in hosted mode, queries Algolia with the build's keys, filtered on the version read", async () => {
    algoliaSearch.mockResolvedValue({ results: [{ hits: [], nbHits: 0 }] });
    const backend = { kind: "algolia" as const, appId: "APP1", apiKey: "key", indexName: "wemap" };
    render(
      <SearchModal
        config={{ backend, indexUrls: {}, stylesheetUrl: "/s.css" }}
        version="1.13"
        onClose={jest.fn()}
      />,
    );
    const props = received.at(-1);
    expect(props).toMatchObject({
      appId: "APP1",
      apiKey: "key",
      indexName: "wemap",
      placeholder: "Search docs",
    });
    expect(props?.searchParameters).toEqual({ facetFilters: ["version:1.13"] });
    const transformed = props?.transformSearchClient?.(client);
    await transformed?.search({ requests: [{ indexName: "wemap", query: "zoom" }] } as never);
    expect(algoliaSearch).toHaveBeenCalledTimes(1);
  });

  it("in embedded mode, answers from the version's index with no Algolia request", async () => {
    const sharded = shardSearchIndex({
      version: "1.13",
      pages: [{ url: "/docs/1.13/zoom", title: "Zoom", section: "Docs", keywords: [], text: "" }],
      sections: [],
    });
    const files: Record<string, unknown> = {
      "manifest.json": sharded.manifest,
      ...Object.fromEntries(sharded.shards.map((shard, n) => [`t${n}.json`, shard])),
      ...Object.fromEntries(sharded.pages.map((page, n) => [`p${n}.json`, page])),
    };
    const fetchMock = jest.fn(async (url: string) => ({
      ok: true,
      json: async () => files[url.replace("/static/search/index-1.13-b/", "")],
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    render(
      <SearchModal
        config={{ backend: { kind: "embedded" }, indexUrls, stylesheetUrl: "/s.css" }}
        version="1.13"
        onClose={jest.fn()}
      />,
    );
    const props = received.at(-1);
    expect(props?.searchParameters).toBeUndefined();
    expect(props?.indexName).toBe("wemap-docs-1.13");
    const transformed = props?.transformSearchClient?.(client);
    const response = (await transformed?.search({
      requests: [{ indexName: "wemap-docs-1.13", query: "zoom" }],
    } as never)) as unknown as { results: { hits: { url: string }[] }[] };
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      "/static/search/index-1.13-b/manifest.json",
      "/static/search/index-1.13-b/t0.json",
      "/static/search/index-1.13-b/p0.json",
    ]);
    expect(response.results[0]?.hits.map((hit) => hit.url)).toEqual(["/docs/1.13/zoom"]);
    expect(algoliaSearch).not.toHaveBeenCalled();
  });

  it("sends the missing-results link to the site's report page", () => {
    render(
      <SearchModal
        config={{ backend: { kind: "embedded" }, indexUrls, stylesheetUrl: "/s.css" }}
        version="1.14"
        onClose={jest.fn()}
      />,
    );
    expect(received.at(-1)?.getMissingResultsUrl?.({ query: "x" })).toBe(
      "https://getwemap.com/contact",
    );
  });
});
