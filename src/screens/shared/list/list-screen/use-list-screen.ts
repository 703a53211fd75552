// A list screen's whole state from its configuration: the view in the URL (useServerList), its page
// through the resource's adapter with reading ahead, every row of the view (CSV export), the
// selection and its bulk run, the row open in a detail dialog and the rows opened in place.
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { hashKey, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  fetchAllPages,
  useListAdapter,
  type AdapterBinding,
  type ListAdapter,
} from '../../../../api/resources/list-adapter.ts';
import { messageOf } from '../../../../api/client/errors.ts';
import type { BulkEvent, BulkItem } from '../../../../machines/bulk-action/bulk-action-machine.ts';
import { PRESS_TO_VISIT_MS } from '../../../../shared/constants.ts';
import { listTools } from '../../../../shared/messages/lists/list-tools.ts';
import { afterNextPaint } from '../../deferred/after-paint.ts';
import { useBulkRun } from '../bulk/use-bulk-run.ts';
import { useRowSelection } from '../bulk/use-row-selection.ts';
import { notifyFailure } from '../../feedback/notify-failure.ts';
import { useNotify, type Notify } from '../../feedback/notify.tsx';
import { defaultsOf, pageOf, useServerList, type ListViewParams } from '../use-server-list.ts';
import type { ListConfig } from './list-config.ts';

const NO_ROWS: readonly never[] = [];
const NONE_EXPANDED: ReadonlySet<string> = new Set();
const rowId = (row: { id: string }) => row.id;

/**
 * Reads a view's page ahead; returns the page's query options and the read (settled either way).
 * A guess (the next page, a sort's preview) has no retries, so a failing server is not sent a
 * guess's retries on top of the page's own; a visit's own read (`asVisit`, begun at a menu
 * link's press) has the page's, since the visit may join it. A failed read leaves nothing behind
 * unless a screen reads it, so choosing that view starts afresh.
 */
function readAhead<Row, P extends ListViewParams, Query>(
  queryClient: QueryClient,
  adapter: Pick<ListAdapter<Query, Row>, 'pageQuery'>,
  filterQuery: (view: P) => Query,
  { asVisit = false }: { asVisit?: boolean } = {},
) {
  return (view: P) => {
    const options = adapter.pageQuery({ ...filterQuery(view), ...pageOf(view) });
    // A visit's first page, for a list that reads at every visit: asked even when fresh, as the visit would.
    const fresh = asVisit && readsAtEveryVisit(options) ? { staleTime: 0 } : {};
    const retry = asVisit ? queryClient.getDefaultOptions().queries?.retry : false;
    const read = queryClient.prefetchQuery({ ...options, ...fresh, retry }).then(() => {
      const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
      if (query?.state.status === 'error' && query.getObserversCount() === 0)
        queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
    });
    return { options, read };
  };
}

/** A list screen's first page read ahead before the screen is there (its module's `readAhead`). */
export type ListReadAhead = (bind: AdapterBinding, queryClient: QueryClient) => Promise<void>;

/**
 * The presses that began a visit's read, per query client: the page's query and when. A list
 * that reads its page at every visit asks at the press, and the visit that follows takes that
 * read (done or still on its way) instead of asking again.
 */
const pressReads = new WeakMap<QueryClient, Map<string, number>>();

/**
 * Whether a press began this page's read for the visit now opening. Asking changes nothing (a
 * development build's strict mode runs a state's initialiser twice); each press asks the server
 * again, so a later visit begun by a press reads afresh.
 */
function pressBegan(queryClient: QueryClient, queryHash: string, now = Date.now()): boolean {
  const pressedAt = pressReads.get(queryClient)?.get(queryHash);
  return pressedAt !== undefined && now - pressedAt < PRESS_TO_VISIT_MS;
}

/** A list that reads its page again at every visit (`refetchOnMount: 'always'`): the audit log. */
const readsAtEveryVisit = (options: { refetchOnMount?: unknown }) => options.refetchOnMount === 'always';

/**
 * Reads a list's first page (its view with nothing chosen) ahead: its menu link pressed (the
 * shell's menu-press.ts, whose click waits a moment for this read). The visit's own read then
 * finds the rows, or joins this call. A list that reads at every visit asks the server even for
 * rows it holds, as its visit would.
 */
export const firstPageAhead =
  <Row extends { id: string }, P extends ListViewParams, Query, A extends string>(
    config: Pick<ListConfig<Row, P, Query, A>, 'adapter' | 'filterQuery' | 'schema'>,
  ): ListReadAhead =>
  (bind, queryClient) => {
    const { options, read } = readAhead<Row, P, Query>(queryClient, bind(config.adapter), config.filterQuery, {
      asVisit: true,
    })(defaultsOf(config.schema) as P);
    if (readsAtEveryVisit(options)) {
      let presses = pressReads.get(queryClient);
      if (!presses) pressReads.set(queryClient, (presses = new Map()));
      presses.set(hashKey(options.queryKey), Date.now());
    }
    return read;
  };

/**
 * A visit's read of a page: as its observer would read it on mount. A list that reads at every
 * visit asks even for fresh rows, unless the press on its menu link began this read.
 */
function visitRead<T extends { queryKey: readonly unknown[]; refetchOnMount?: unknown; staleTime?: unknown }>(
  queryClient: QueryClient,
  options: T,
): T {
  if (!readsAtEveryVisit(options)) return options;
  return { ...options, staleTime: pressBegan(queryClient, hashKey(options.queryKey)) ? Infinity : 0 };
}

/** What the list's commands read when they run: the list as it is on screen. */
interface Shown<Query, A extends string> {
  filters: Query;
  selection: { allMatching: boolean; items: () => BulkItem[] };
  send: (event: BulkEvent<A>) => void;
  refetch: () => Promise<{ isError: boolean; error: Error | null }>;
}

/**
 * Everything the list hands down that is not data, made once per mounted list: each function
 * reads the list as it is when it runs, so the memoised parts that hold them (export button,
 * dialogs, rows) never see a new one.
 */
function listCommands<Row extends { id: string }, P extends ListViewParams, Query, A extends string>(
  config: ListConfig<Row, P, Query, A>,
  adapter: ListAdapter<Query, Row, A>,
  notify: Notify,
  shown: RefObject<Shown<Query, A>>,
  setOpened: (change: (opened: Row | null) => Row | null) => void,
  setExpanded: (change: (keys: ReadonlySet<string>) => ReadonlySet<string>) => void,
) {
  const labels = new Map(config.bulk?.actions.map((a) => [a.id, a.label]));
  const refresh = async () => {
    // A refresh reads the server again, also when the list is paged here from one read.
    await adapter.reload();
    return shown.current.refetch();
  };
  return {
    /** Every row of the view (the CSV export). */
    fetchAll: (onProgress: (done: number, total: number) => void) =>
      fetchAllPages(adapter.fetchPage, shown.current.filters, onProgress),
    refresh,
    /** The refresh button's: says how it went when the configuration has words for it. */
    refreshFromButton: () =>
      void refresh().then((result) => {
        const done = config.refresh?.done;
        if (done === undefined) return;
        if (result.isError) notify.error(messageOf(result.error, config.texts.listFailed));
        else notify.info(done);
      }),
    actionLabel: (action: A) => labels.get(action) ?? action,
    /** Runs a bulk action on the rows selected, or on every row matching the view (read page by page now). */
    startBulk: async (action: A) => {
      const { filters, selection, send } = shown.current;
      let items: BulkItem[];
      try {
        items = selection.allMatching
          ? (await fetchAllPages(adapter.fetchPage, filters)).map((row) => ({
              id: row.id,
              label: config.bulk!.labelOf(row),
            }))
          : selection.items();
      } catch (error) {
        // Nothing has run: the selection stays for another try.
        notifyFailure(notify, error, listTools.allMatchingFailed);
        return;
      }
      send({ type: 'bulk.request', action, items });
    },
    /** Opens a row in the screen's detail dialog (none: closes it); it follows the row's fresh data while the row is on the page. */
    open: (row: Row | null) => setOpened(() => row),
    close: () => setOpened(() => null),
    /** Closes the dialog if it shows this row (it was deleted). */
    closeRow: (id: string) => setOpened((opened) => (opened?.id === id ? null : opened)),
    toggleExpanded: (key: string) =>
      setExpanded((keys) => {
        const next = new Set(keys);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
  };
}

export function useListScreen<Row extends { id: string }, P extends ListViewParams, Query, A extends string = never>(
  config: ListConfig<Row, P, Query, A>,
) {
  const adapter = useListAdapter(config.adapter);
  const queryClient = useQueryClient();
  const notify = useNotify();
  // Made of the client's adapter and the module's configuration: useServerList takes it once.
  const prefetch = readAhead<Row, P, Query>(queryClient, adapter, config.filterQuery);
  const view = useServerList(config.schema, { prefetch });
  const pageQuery = adapter.pageQuery({ ...config.filterQuery(view.params), ...pageOf(view.params) });
  // The visit's read of its first page starts while the screen renders: an observer reads only once
  // every effect below it has run, after the first paint. The observer then reads nothing more on
  // mount, not after that read failed either: a failing server sees one request, not two.
  useState(() => queryClient.query(visitRead(queryClient, pageQuery)).catch(() => undefined));
  const page = useQuery({ ...pageQuery, refetchOnMount: false, retryOnMount: false });
  const rows: readonly Row[] = page.data?.rows ?? NO_ROWS;
  const total = page.data?.total;
  // The total belongs to this view (not a placeholder kept from the previous one).
  const settled = !page.isPlaceholderData;

  // Runs when the view or the total changes, not on every render.
  const upkeep = useEffectEvent(() => {
    if (total === undefined) return undefined;
    const { page: at, size } = view.params;
    // The next page is read ahead after the paint: effects of a click run before the browser
    // paints, and starting the read-ahead there delayed the page it follows. Only once the
    // total is this view's: a placeholder's would read ahead pages a narrower view does not have.
    const cancel =
      settled && at * size < total ? afterNextPaint(() => prefetch({ ...view.params, page: at + 1 })) : undefined;
    // A page beyond the end (after deletions, or an old link) moves back to the last page.
    const last = Math.max(1, Math.ceil(total / size));
    if (settled && at > last) view.toPage(last);
    return cancel;
  });
  useEffect(() => upkeep(), [view.query, total, settled]);

  const [opened, setOpened] = useState<Row | null>(null);
  const [expanded, setExpanded] = useState(NONE_EXPANDED);
  // What the commands read when they run: the list as it is on screen.
  const shown = useRef<Shown<Query, A>>(null!);
  // eslint-disable-next-line react-hooks/refs -- the commands read `shown` when they run, never during render
  const [commands] = useState(() => listCommands(config, adapter, notify, shown, setOpened, setExpanded));

  // The view without its page: the selection and the export keep to it across pages.
  const filters = config.filterQuery(view.firstPage);
  const selection = useRowSelection({
    // A new view (filters, search or order) selects nothing.
    viewKey: JSON.stringify(filters),
    rows,
    keyOf: rowId,
    labelOf: config.bulk?.labelOf ?? rowId,
    rowLabel: listTools.selectRow,
    pageLabel: listTools.selectPage,
  });
  const bulk = useBulkRun<A>({
    adapter,
    outcomeOf: config.bulk?.outcomeOf,
    actionLabel: commands.actionLabel,
    onFinished: selection.clear,
  });
  useLayoutEffect(() => {
    shown.current = { filters, selection, send: bulk.send, refetch: page.refetch };
  });

  const fresh = opened ? rows.find((row) => row.id === opened.id) : undefined;
  return {
    ...view,
    adapter,
    page,
    rows,
    selection,
    bulk,
    /** The row open in the detail dialog: as on the page now, or as it was when it left the page. */
    opened: opened ? (fresh ?? opened) : null,
    openedOnPage: fresh !== undefined,
    expanded,
    ...commands,
  };
}

export type ListScreenState<Row extends { id: string }, P extends ListViewParams, Query, A extends string> = ReturnType<
  typeof useListScreen<Row, P, Query, A>
>;
