/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ResultGroup } from "../../../lib/search/pageResults";
import { createSearchTracker } from "../../../lib/search/searchAnalytics";
import Results, { PAGES_PER_SCREEN, type PageSearch } from "../Results";

/** `count` result pages for any query, of which a search returns the first `pages`. */
function searchOver(count: number): PageSearch & { asked: number[] } {
  const asked: number[] = [];
  const search = async (query: string, pages: number): Promise<ResultGroup[]> => {
    asked.push(pages);
    return Array.from({ length: Math.min(count, pages) }, (_, index) => ({
      url: `/docs/page-${index}`,
      title: [{ text: `${query} page ${index}`, marked: false }],
      section: "Guides",
      entries: [],
    }));
  };
  return Object.assign(search, { asked });
}

async function show(search: PageSearch, query: string) {
  render(<Results load={async () => search} query={query} tracker={createSearchTracker()} />);
  return screen.findByRole("list", { name: "Search results" });
}

describe("the search page's results", () => {
  it("asks the engine for one screen of pages, and for the next screen when the reader wants more", async () => {
    const search = searchOver(12);
    const list = await show(search, "marker");
    expect(search.asked).toEqual([PAGES_PER_SCREEN]);
    expect(list.querySelectorAll(":scope > li")).toHaveLength(PAGES_PER_SCREEN);
    expect(screen.getByRole("status")).toHaveTextContent(
      `The first ${PAGES_PER_SCREEN} pages found for “marker”`,
    );

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "More results" })));
    expect(search.asked).toEqual([PAGES_PER_SCREEN, 2 * PAGES_PER_SCREEN]);
    expect(
      screen.getByRole("list", { name: "Search results" }).querySelectorAll(":scope > li"),
    ).toHaveLength(2 * PAGES_PER_SCREEN);

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "More results" })));
    // 12 pages in all: the third screen is the last, and says how many were found.
    expect(
      screen.getByRole("list", { name: "Search results" }).querySelectorAll(":scope > li"),
    ).toHaveLength(12);
    expect(screen.getByRole("status")).toHaveTextContent("12 pages found for “marker”");
    expect(screen.queryByRole("button", { name: "More results" })).toBeNull();
  });

  it("offers no more results when the first screen holds them all", async () => {
    await show(searchOver(2), "pinpoint");
    expect(screen.getByRole("status")).toHaveTextContent("2 pages found for “pinpoint”");
    expect(screen.queryByRole("button", { name: "More results" })).toBeNull();
  });
});
