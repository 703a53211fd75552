// What every list screen shows, from its configuration and its state (useListScreen): title and
// refresh, toolbar and CSV export, bulk bar and dialogs, loading, error and refusal states, the
// table; the screen's own dialogs come as children and read the row actions too (useRowActions).
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isAbsent, isRefusal, messageOf } from '../../../../api/client/errors.ts';
import type { ExtensionId } from '../../../../api/catalog/extensions.ts';
import type { ListPage } from '../../../../api/resources/list-adapter.ts';
import { useExtension } from '../../../../api/resources/use-extension.ts';
import { common } from '../../../../shared/messages/common.ts';
import { BulkBar } from '../bulk/bulk-bar.tsx';
import { BulkDialogs } from '../bulk/bulk-dialogs.tsx';
import { useIsAdmin } from '../../state/current-user.tsx';
import { ExportCsvButton } from '../export/export-csv-button.tsx';
import { FetchingBar } from '../fetching-bar.tsx';
import { ListTable, type ListColumn } from '../../../../ui/table/list-table.tsx';
import { ListToolbar } from '../toolbar/list-toolbar.tsx';
import { sortChoices, type LinkFilter } from '../toolbar/phone-list-state.ts';
import { FilterChip } from '../toolbar/filter-chip.tsx';
import { usePhoneWidth } from '../../../../ui/table/phone-width.ts';
import { Page } from '../../layout/page.tsx';
import { AbsentFeature, ErrorState, LoadingRows, RefusedList } from '../../feedback/query-state.tsx';
import { SkippedRowsNotice } from '../../feedback/skipped-rows-notice.tsx';
import { RefreshButton } from '../refresh-button.tsx';
import { RowButton, type RowButtonProps } from '../../../../ui/row-button.tsx';
import type { ListViewParams } from '../use-server-list.ts';
import type { ListConfig } from './list-config.ts';
import { RowActionsProvider, type RowActionsState } from './row-actions.tsx';
import type { ListScreenState } from './use-list-screen.ts';

export interface ListScreenProps<
  Row extends { id: string },
  P extends ListViewParams,
  Query,
  A extends string,
  R extends string,
> {
  config: ListConfig<Row, P, Query, A>;
  list: ListScreenState<Row, P, Query, A>;
  /** What the row actions do and which rows' calls are in flight (a new object every render will do). */
  rowActions?: RowActionsState<Row, R>;
  /** Filter choices loaded at run time, by param (an array that changes only with its data). */
  filterOptions?: Readonly<Record<string, readonly { label: string; value: string | number }[]>>;
  /** Beside the title (a create button). */
  actions?: ReactNode;
  /** The screen's own filters (a date range): after the configured ones, in the sheet on a phone. */
  filterControls?: ReactNode;
  /** In the toolbar before the export button (a preset, a tool's button). */
  toolbar?: ReactNode;
  /** Filters set from elsewhere (a link, a row): a chip with its × after the toolbar's tools; on a phone, with the sheet's chips and counted. */
  linkFilters?: readonly LinkFilter[];
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
function offeredControls(
  config: Pick<ListConfig<never, never, never>, 'filters' | 'sortingNeedsListQueries'>,
  page: ListPage<unknown> | undefined,
  listQueries: string,
) {
  const hidden = page?.hiddenFilters;
  const serverLacksOurs = !(page?.local ?? false) && listQueries !== 'present';
  const filters = config.filters.filter(
    (f) => !(serverLacksOurs && f.needsListQueries) && !hidden?.includes(f.queryParam ?? f.param),
  );
  return { filters, sorting: !(serverLacksOurs && config.sortingNeedsListQueries) };
}

/** The row actions as the cells read them: `run` that never changes, and the states of the calls. */
function useRowActionsValue<Row, R extends string>(
  rowActions: RowActionsState<Row, R> | undefined,
): RowActionsState<Row, R> {
  const latest = useRef(rowActions?.run);
  useLayoutEffect(() => {
    latest.current = rowActions?.run;
  });
  const [run] = useState(() => (action: R, row: Row) => latest.current?.(action, row));
  const states = JSON.stringify([rowActions?.pending ?? {}, rowActions?.blocked ?? {}]);
  // A new value only when a call starts or ends: every row's buttons read it, and would redraw with every page.
  return useMemo(() => {
    const [pending, blocked] = JSON.parse(states) as [
      RowActionsState<Row, R>['pending'],
      RowActionsState<Row, R>['blocked'],
    ];
    return { pending, blocked, run };
  }, [states, run]);
}

export function ListScreen<
  Row extends { id: string },
  P extends ListViewParams,
  Query,
  A extends string,
  R extends string,
>(props: ListScreenProps<Row, P, Query, A, R>) {
  const { config, list } = props;
  const { texts } = config;
  const isAdmin = useIsAdmin();
  const listQueries = useExtension('listQueries');
  const rowActions = useRowActionsValue(props.rowActions);
  const phone = usePhoneWidth();
  const columns = isAdmin ? config.columns.admin : config.columns.user;
  const choices = useMemo(() => sortChoices(columns, config.dateSortFields), [columns, config.dateSortFields]);
  const { page } = list;
  const retry = () => void page.refetch();
  if (isAbsent(page.error) && !page.data) return <AbsentFeature title={texts.title} error={page.error} />;
  if (isRefusal(page.error) && !page.data)
    return <RefusedList title={texts.title} message={messageOf(page.error, texts.listFailed)} onRetry={retry} />;

  const offered = offeredControls(config, page.data, listQueries);
  const bulk = config.bulk && (isAdmin || !config.bulk.adminOnly) ? config.bulk : undefined;
  const total = page.data?.total ?? 0;
  const params = list.params as unknown as Record<string, unknown>;
  const narrowed =
    params.q !== '' ||
    offered.filters.some((f) => params[f.param] !== undefined && params[f.param] !== null && params[f.param] !== '');
  const failed = page.isError ? <ErrorState message={messageOf(page.error, texts.listFailed)} onRetry={retry} /> : null;

  return (
    <Page
      title={texts.title}
      actions={
        <>
          {props.actions}
          {config.refresh ? (
            <RefreshButton
              queryKey={list.adapter.listsKey}
              label={config.refresh.label}
              ariaLabel={config.refresh.ariaLabel}
              onClick={list.refreshFromButton}
            />
          ) : null}
        </>
      }
    >
      <RowActionsProvider value={rowActions}>
        <ListToolbar
          idPrefix={config.idPrefix}
          texts={texts}
          filters={offered.filters}
          listState={list}
          options={props.filterOptions}
          phone={phone}
          sortChoices={offered.sorting ? choices : undefined}
          filterControls={props.filterControls}
          linkFilters={props.linkFilters}
        >
          {props.toolbar}
          {phone
            ? null
            : props.linkFilters?.map((link) => (
                <FilterChip
                  key={link.param}
                  label={link.label}
                  ariaLabel={link.clearLabel}
                  onClear={() =>
                    (list.setFilters as (f: Record<string, undefined>) => void)({ [link.param]: undefined })
                  }
                />
              ))}
          {config.csv ? <ExportCsvButton {...config.csv} fetchAll={list.fetchAll} /> : null}
          {config.note ? <small className="text-color-secondary">{config.note}</small> : null}
        </ListToolbar>

        {bulk ? (
          <BulkBar selection={list.selection} total={total}>
            {bulk.actions
              .filter((a) => isAdmin || !a.adminOnly)
              .map((a) => (
                <BulkActionButton key={a.id} action={a} onClick={() => void list.startBulk(a.id)} />
              ))}
          </BulkBar>
        ) : null}

        <FetchingBar queryKey={list.adapter.listsKey} label={common.loading} />
        <SkippedRowsNotice count={page.data?.skippedRows ?? 0} />
        {page.isPending ? (
          <LoadingRows rows={config.loadingRows} />
        ) : !page.data ? (
          failed
        ) : (
          <>
            {failed}
            <ListTable
              label={texts.tableLabel ?? texts.title}
              rows={list.rows}
              rowKey={rowKey}
              // A phone sorts with 並べ替え in the toolbar: its headers only name the columns.
              columns={offered.sorting && !phone ? columns : withoutSorting(columns)}
              {...list.table}
              selection={bulk ? list.selection.table : undefined}
              expansion={
                config.expansion && { ...config.expansion, expanded: list.expanded, onToggle: list.toggleExpanded }
              }
              totalRecords={total}
              pageSizeOptions={config.pageSizeOptions}
              emptyMessage={narrowed ? texts.noMatch : texts.empty}
              pageReportTemplate={common.pageReport}
            />
          </>
        )}

        {config.bulk ? <BulkDialogs {...list.bulk} actionLabel={list.actionLabel} what={config.bulk.what} /> : null}
        {props.children}
      </RowActionsProvider>
    </Page>
  );
}

const rowKey = (row: { id: string }) => row.id;

type BulkAction = { label: string; icon: string; severity: RowButtonProps['severity']; extension?: ExtensionId };

/** A bulk bar button; one that needs an extension shows once the server is known to have it. */
function BulkActionButton({ action, onClick }: { action: BulkAction; onClick: () => void }) {
  const button = (
    <RowButton
      label={action.label}
      icon={action.icon}
      severity={action.severity}
      variant="outlined"
      onClick={onClick}
    />
  );
  return action.extension ? <WhenPresent extension={action.extension}>{button}</WhenPresent> : button;
}

function WhenPresent({ extension, children }: { extension: ExtensionId; children: ReactNode }) {
  return useExtension(extension) === 'present' ? children : null;
}
