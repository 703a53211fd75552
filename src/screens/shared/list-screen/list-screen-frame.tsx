// What every server-paged list screen shows around its rows, from its configuration: the
// title and page actions, the search and filters (with the CSV export), the bulk bar, the
// loading and error states, the table with its row actions, and the bulk dialogs. The screen
// passes its own dialogs as children.
import { useMemo, type ReactNode } from 'react';
import { Message } from 'primereact/message';
import { isAbsent, isRefusal, messageOf } from '../../../api/errors.ts';
import type { ListPage } from '../../../api/list-adapter.ts';
import { useExtension } from '../../../api/use-extension.ts';
import { common } from '../../../shared/messages/common.ts';
import { BulkBar } from '../bulk/bulk-bar.tsx';
import { BulkDialogs } from '../bulk/bulk-dialogs.tsx';
import type { ListBulkConfig, useListBulk } from '../bulk/use-list-bulk.ts';
import { useIsAdmin } from '../current-user.tsx';
import { ExportCsvButton } from '../export-csv-button.tsx';
import { FetchingBar } from '../fetching-bar.tsx';
import { ListTable, type ListColumn, type ListExpansion } from '../../../ui/table/list-table.tsx';
import { ListToolbar } from '../list-toolbar.tsx';
import { Page } from '../page.tsx';
import { AbsentFeature, ErrorState, LoadingRows, RefusedList } from '../query-state.tsx';
import { RowButton } from '../../../ui/row-button.tsx';
import type { ListViewParams, useServerList } from '../use-server-list.ts';
import type { ListScreenConfig } from './list-screen-config.ts';
import { RowActionsProvider, type RowActionsState } from './row-actions.tsx';

export interface ListScreenFrameProps<Row, P extends ListViewParams, A extends string, R extends string> {
  config: ListScreenConfig<Row, P, unknown> & { bulk?: ListBulkConfig<Row, A> };
  /** From useListScreen. */
  screen: {
    listState: ReturnType<typeof useServerList<P>>;
    list: { data: ListPage<Row> | undefined; isPending: boolean; isError: boolean; error: Error | null; refetch: () => Promise<unknown> };
    rows: readonly Row[];
    /** Absent when the list's adapter reads no pages at any size (then it has no export). */
    fetchAll?: (onProgress: (done: number, total: number) => void) => Promise<Row[]>;
  };
  /** From useListBulk, when the configuration has `bulk`. */
  bulk?: ReturnType<typeof useListBulk<Row, unknown, A>>;
  /** What the row actions read (useMemo over the pending states, with a stable `run`). */
  rowActions?: RowActionsState<Row, R>;
  /** Filter choices loaded at run time, by param (memoised on their data). */
  filterOptions?: Readonly<Record<string, readonly { label: string; value: string | number }[]>>;
  /** Beside the title (a create or refresh button). */
  actions?: ReactNode;
  /** In the toolbar before the export button (e.g. a chip for a filter set by a link). */
  toolbar?: ReactNode;
  /** Rows that open in place (the audit log's bulk runs). */
  expansion?: ListExpansion<Row>;
  /** The screen's dialogs. */
  children?: ReactNode;
}

const unsortable = new WeakMap<readonly ListColumn<never, string>[], readonly ListColumn<never, string>[]>();

/** The same columns without sort headers, one array per list (the rows are memoised on it). */
function withoutSorting<Row, F extends string>(columns: readonly ListColumn<Row, F>[]): readonly ListColumn<Row, F>[] {
  const key = columns as readonly ListColumn<never, string>[];
  let plain = unsortable.get(key);
  if (!plain) {
    plain = key.map(({ sortField: _sortField, ...column }) => column);
    unsortable.set(key, plain);
  }
  return plain as readonly ListColumn<Row, F>[];
}

/** The filters and sorting this list can offer now: what its rows carry, and what its server reads. */
function useOfferedControls<Row, P extends ListViewParams>(config: ListScreenConfig<Row, P, unknown>, page: ListPage<Row> | undefined) {
  const listQueries = useExtension('listQueries');
  const local = page?.local ?? false;
  const hidden = page?.hiddenFilters;
  const serverLacksOurs = !local && listQueries !== 'present';
  const filters = useMemo(
    () => config.filters.filter((f) => !(serverLacksOurs && f.needsListQueries) && !hidden?.includes(f.queryParam ?? f.param)),
    [config.filters, serverLacksOurs, hidden],
  );
  return { filters, sorting: !(serverLacksOurs && config.sortingNeedsListQueries) };
}

export function ListScreenFrame<Row, P extends ListViewParams, A extends string, R extends string>(props: ListScreenFrameProps<Row, P, A, R>) {
  const { config, bulk } = props;
  const isAdmin = useIsAdmin();
  const { listState, list, rows, fetchAll } = props.screen;
  const offered = useOfferedControls(config, list.data);
  const retry = () => void list.refetch();
  if (isAbsent(list.error) && !list.data) return <AbsentFeature title={config.title} error={list.error} />;
  if (isRefusal(list.error) && !list.data) return <RefusedList title={config.title} message={messageOf(list.error, config.texts.listFailed)} onRetry={retry} />;

  const columns = isAdmin ? config.columns.admin : config.columns.user;
  const bulkConfig = config.bulk;
  const selecting = bulk && bulkConfig && (isAdmin || !bulkConfig.adminOnly) ? bulk : undefined;
  const total = list.data?.total ?? 0;
  const params = listState.params as unknown as Record<string, unknown>;
  const narrowed = params.q !== '' || offered.filters.some((f) => params[f.param] !== undefined && params[f.param] !== null && params[f.param] !== '');
  const table = (
    <ListTable
      label={config.tableLabel}
      rows={rows}
      rowKey={config.rowKey}
      columns={offered.sorting ? columns : withoutSorting(columns)}
      {...listState.table}
      selection={selecting?.selection.table}
      expansion={props.expansion}
      totalRecords={total}
      pageSizeOptions={config.pageSizeOptions}
      emptyMessage={narrowed ? config.texts.noMatch : config.texts.empty}
      pageReportTemplate={common.pageReport}
    />
  );

  return (
    <Page title={config.title} actions={props.actions}>
      <ListToolbar config={config} filters={offered.filters} listState={listState} options={props.filterOptions}>
        {props.toolbar}
        {config.csv && fetchAll ? <ExportCsvButton {...config.csv} fetchAll={fetchAll} /> : null}
        {config.texts.note ? <small className="text-color-secondary">{config.texts.note}</small> : null}
      </ListToolbar>

      {selecting && bulkConfig ? (
        <BulkBar selection={selecting.selection} total={total}>
          {bulkConfig.actions
            .filter((a) => isAdmin || !a.adminOnly)
            .map((a) => (
              <RowButton key={a.id} label={a.label} icon={a.icon} severity={a.severity} variant="outlined" onClick={() => void selecting.startBulk(a.id)} />
            ))}
        </BulkBar>
      ) : null}

      <FetchingBar queryKey={config.fetchingKey} label={common.loading} />
      {list.data && list.data.skippedRows > 0 ? <Message severity="warn" className="mb-2 w-full justify-content-start" text={common.skippedRows(list.data.skippedRows)} /> : null}
      {list.isPending ? (
        <LoadingRows rows={config.loadingRows} />
      ) : list.isError && !list.data ? (
        <ErrorState message={messageOf(list.error, config.texts.listFailed)} onRetry={retry} />
      ) : (
        <>
          {list.isError ? <ErrorState message={messageOf(list.error, config.texts.listFailed)} onRetry={retry} /> : null}
          {props.rowActions ? <RowActionsProvider value={props.rowActions}>{table}</RowActionsProvider> : table}
        </>
      )}

      {bulk && bulkConfig ? <BulkDialogs {...bulk.bulk} actionLabel={bulk.actionLabel} what={bulkConfig.what} /> : null}
      {props.children}
    </Page>
  );
}
