import { useEffect, useState } from "react";
import type { ResultGroup } from "../../lib/search/pageResults";
import type { SearchTracker } from "../../lib/search/searchAnalytics";
import Lazy from "../Lazy";
import ResultList from "./ResultList";

/** Answers the page's queries: the embedded engine of a version, or hosted Algolia. */
export type PageSearch = (query: string) => Promise<ResultGroup[]>;

interface FoundProps {
  query: string;
  tracker: SearchTracker;
}

export interface Props extends FoundProps {
  /** Prepares the search of the chosen version; the parent remounts this when it changes. */
  load: () => Promise<PageSearch>;
}

type Answer = { query: string; groups: ResultGroup[] } | { query: string; error: Error };

function Found({ search, query, tracker }: FoundProps & { search: PageSearch }) {
  const [answer, setAnswer] = useState<Answer>();
  useEffect(() => {
    let current = true;
    search(query).then(
      (groups) => {
        if (!current) return;
        setAnswer({ query, groups });
        tracker.record(query, groups.length);
      },
      (error: unknown) => {
        if (current)
          setAnswer({ query, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, [search, query, tracker]);
  if (!answer) return null;
  if ("error" in answer) return <p role="alert">{answer.error.message}</p>;
  return <ResultList query={answer.query} groups={answer.groups} />;
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
