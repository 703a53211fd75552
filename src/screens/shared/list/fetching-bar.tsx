// A thin "loading" bar shown while queries under `queryKey` fetch (next page, new sort, a
// refresh). It subscribes on its own, so a list screen need not re-render its table just
// because a fetch started or ended.
import { useIsFetching, type Query, type QueryKey } from '@tanstack/react-query';
import { ProgressBar } from 'primereact/progressbar';

const HEIGHT = '4px';

/**
 * Only what the screen shows counts: a query with an observer. A read-ahead of the next page
 * (prefetchQuery, no observer) is invisible work and must not flash the bar (nor cost a
 * second render and layout right after each page change).
 */
const shownQueries = { predicate: (query: Query) => query.getObserversCount() > 0 };

export function FetchingBar({ queryKey, label }: { queryKey: QueryKey; label: string }) {
  const fetching = useIsFetching({ queryKey, ...shownQueries }) > 0;
  return (
    <div style={{ height: HEIGHT }} className="fetching-bar">
      {fetching ? <ProgressBar mode="indeterminate" style={{ height: HEIGHT }} aria-label={label} /> : null}
    </div>
  );
}

/** Whether queries under `queryKey` are fetching, for a control that shows it (a refresh button). */
export function useFetching(queryKey: QueryKey): boolean {
  return useIsFetching({ queryKey, ...shownQueries }) > 0;
}
