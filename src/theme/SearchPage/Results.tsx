import { useEffect, useState } from "react";
import type { ResultGroup } from "../../lib/search/pageResults";
import type { SearchTracker } from "../../lib/search/searchAnalytics";
import Lazy from "../Lazy";
import ResultList from "./ResultList";

/**
 * Answers the page's queries, the first `pages` result pages of each: the embedded engine of a
 * version, or hosted Algolia.
 */
export type PageSearch = (query: string, pages: number) => Promise<ResultGroup[]>;

/**
 * Result pages on the first screen, and added by each "More results": the embedded engine loads
 * the files of the pages it shows (one request each), so a first screen of five keeps a common
 * word's search within the modal's budget of requests and bytes.
 */
export const PAGES_PER_SCREEN = 5;

interface FoundProps {
  query: string;
  tracker: SearchTracker;
}

export interface Props extends FoundProps {
  /** Prepares the search of the chosen version; the parent remounts this when it changes. */
  load: () => Promise<PageSearch>;
}

type Answer =
  { query: string; pages: number; groups: ResultGroup[] } | { query: string; error: Error };

function Found({ search, query, tracker }: FoundProps & { search: PageSearch }) {
  const [answer, setAnswer] = useState<Answer>();
  // How many result pages the reader asked for: a new query starts again from one screen.
  const [asked, setAsked] = useState({ query, pages: PAGES_PER_SCREEN });
  const pages = asked.query === query ? asked.pages : PAGES_PER_SCREEN;
  useEffect(() => {
    let current = true;
    search(query, pages).then(
      (groups) => {
        if (!current) return;
        setAnswer({ query, pages, groups });
        if (pages === PAGES_PER_SCREEN) tracker.record(query, groups.length);
      },
      (error: unknown) => {
        if (current)
          setAnswer({ query, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, [search, query, pages, tracker]);
  if (!answer) return null;
  if ("error" in answer) return <p role="alert">{answer.error.message}</p>;
  // As many pages as asked for: there may be more, which the reader loads when wanted.
  const more = answer.groups.length >= answer.pages;
  return (
    <ResultList
      query={answer.query}
      groups={answer.groups}
      more={more}
      loadingMore={answer.query === query && answer.pages < pages}
      onMore={() => setAsked({ query, pages: answer.pages + PAGES_PER_SCREEN })}
    />
  );
}

/**
 * The results, once the search is ready (the embedded index loads on first use) through the
 * site's Lazy: a spinner after 200 ms, and on failure the error with a Retry button.
 */
export default function Results({ load, query, tracker }: Props) {
  const [loadFound] = useState(
    () => () =>
      load().then((search) => {
        const WithSearch = (props: FoundProps) => <Found search={search} {...props} />;
        return WithSearch;
      }),
  );
  return <Lazy load={loadFound} props={{ query, tracker }} />;
}
