import { useCallback, useEffect, useMemo } from "react";
import type { SearchEngine } from "../../lib/search/engine";
import { toResultGroups } from "../../lib/search/pageResults";
import type { SearchTracker } from "../../lib/search/searchAnalytics";
import Lazy from "../Lazy";
import ResultList from "./ResultList";

interface FoundProps {
  query: string;
  tracker: SearchTracker;
}

export interface Props extends FoundProps {
  /** Loads the engine of the chosen version; the parent remounts this when it changes. */
  loadEngine: () => Promise<SearchEngine>;
}

const HITS_PER_PAGE = 5;

function Found({ engine, query, tracker }: FoundProps & { engine: SearchEngine }) {
  const groups = useMemo(
    () => toResultGroups(engine.search(query, { hitsPerPage: HITS_PER_PAGE })),
    [engine, query],
  );
  useEffect(() => {
    tracker.record(query, groups.length);
  }, [tracker, query, groups]);
  return <ResultList query={query} groups={groups} />;
}

/**
 * The results of one version's index, loaded when first needed through the site's Lazy:
 * a spinner after 200 ms, and on failure the error with a Retry button.
 */
export default function Results({ loadEngine, query, tracker }: Props) {
  const load = useCallback(
    () =>
      loadEngine().then((engine) => {
        const WithEngine = (props: FoundProps) => <Found engine={engine} {...props} />;
        return WithEngine;
      }),
    [loadEngine],
  );
  return <Lazy load={load} props={{ query, tracker }} />;
}
