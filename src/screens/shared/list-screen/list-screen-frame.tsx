// What every server-paged list screen shows around its rows, from its configuration: the
// title and page actions, the search and filters (with the CSV export), the bulk bar, the
// loading and error states, the table with its row actions, and the bulk dialogs. The screen
// passes its own dialogs as children.
import type { ReactNode } from 'react';
import { isRefusal, messageOf } from '../../../api/errors.ts';
import { common } from '../../../shared/messages/common.ts';
import { BulkBar } from '../bulk/bulk-bar.tsx';
import { BulkDialogs } from '../bulk/bulk-dialogs.tsx';
import type { ListBulkConfig, useListBulk } from '../bulk/use-list-bulk.ts';
import { useIsAdmin } from '../current-user.tsx';
import { ExportCsvButton } from '../export-csv-button.tsx';
import { FetchingBar } from '../fetching-bar.tsx';
import { ListTable, type ListExpansion } from '../list-table/list-table.tsx';
import { ListToolbar } from '../list-toolbar.tsx';
import { Page } from '../page.tsx';
import { ErrorState, LoadingRows, RefusedList } from '../query-state.tsx';
import { RowButton } from '../row-button.tsx';
import type { ListViewParams, useServerList } from '../use-server-list.ts';
import type { ListScreenConfig } from './list-screen-config.ts';
import { RowActionsProvider, type RowActionsState } from './row-actions.tsx';

export interface ListScreenFrameProps<Row, P extends ListViewParams, Data, A extends string, R extends string> {
  config: ListScreenConfig<Row, P, unknown, Data> & { bulk?: ListBulkConfig<Row, A> };
  /** From useListScreen. */
  screen: {
    listState: ReturnType<typeof useServerList<P>>;
    list: { data: Data | undefined; isPending: boolean; isError: boolean; error: Error | null; refetch: () => Promise<unknown> };
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

export function ListScreenFrame<Row, P extends ListViewParams, Data extends { total: number }, A extends string, R extends string>(
  props: ListScreenFrameProps<Row, P, Data, A, R>,
) {
  const { config, bulk } = props;
  const isAdmin = useIsAdmin();
  const { listState, list, rows, fetchAll } = props.screen;
  const retry = () => void list.refetch();
  if (isRefusal(list.error) && !list.data) return <RefusedList title={config.title} message={messageOf(list.error, config.texts.listFailed)} onRetry={retry} />;

  const bulkConfig = config.bulk;
  const selecting = bulk && bulkConfig && (isAdmin || !bulkConfig.adminOnly) ? bulk : undefined;
  const total = list.data?.total ?? 0;
  const params = listState.params as unknown as Record<string, unknown>;
  const narrowed = params.q !== '' || config.filters.some((f) => params[f.param] !== undefined && params[f.param] !== null && params[f.param] !== '');
  const table = (
    <ListTable
      label={config.tableLabel}
      rows={rows}
      rowKey={config.rowKey}
      columns={isAdmin ? config.columns.admin : config.columns.user}
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
      <ListToolbar config={config} listState={listState} options={props.filterOptions}>
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
