// 操作履歴 (issue 21, admin only): the API's audit log on the one list stack: paged, sorted,
// searched and filtered on the server, all in the URL; a date range of calendar days; an actor
// chosen from a row; a bulk run as one row that expands to its items; CSV export of the view.
import { useCallback, useMemo, useState } from 'react';
import { useAuditList } from '../../api/audit.ts';
import type { AuditEntry } from '../../api/schemas/audit.ts';
import { common } from '../../shared/messages/common.ts';
import { audit as t } from '../../shared/messages/audit.ts';
import { FilterChip } from '../shared/filter-chip.tsx';
import { ListScreenFrame } from '../shared/list-screen/list-screen-frame.tsx';
import { useListScreen } from '../shared/list-screen/use-list-screen.ts';
import { RefreshButton } from '../shared/refresh-button.tsx';
import type { ListExpansion } from '../../ui/table/list-table.tsx';
import { ActorFilterContext } from './audit-actor-cell.tsx';
import { AuditDayInput } from './audit-day-input.tsx';
import { auditLogConfig, isRun } from './audit-log-config.tsx';
import { AuditRunItems } from './audit-run-items.tsx';
import './audit-log.css';

const toggleLabel = (e: AuditEntry, expanded: boolean) => (expanded ? t.collapseRun : t.expandRun)(t.bulkRun(e.items?.total ?? null));
const renderRun = (e: AuditEntry) => <AuditRunItems run={e} />;

export function AuditLogScreen() {
  const screen = useListScreen(auditLogConfig, useAuditList());
  const { listState, rows, list } = screen;
  const { params, setFilters } = listState;

  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const onToggle = useCallback((key: string) => setExpanded((keys) => {
    const next = new Set(keys);
    if (!next.delete(key)) next.add(key);
    return next;
  }), []);
  const expansion = useMemo<ListExpansion<AuditEntry>>(() => ({ header: t.runToggleHeader, expanded, onToggle, canExpand: isRun, toggleLabel, render: renderRun }), [expanded, onToggle]);

  const filterByActor = useCallback((actor: string) => setFilters({ actor }), [setFilters]);
  const actorEmail = params.actor ? (rows.find((e) => e.actor?.id === params.actor)?.actor?.email ?? params.actor) : null;

  // The page action and the toolbar (two date fields, the filter chips) are built
  // once per change of what they show: a page, sort or filter change leaves their PrimeReact
  // parts as they are.
  const { refetch } = list;
  const actions = useMemo(
    () => <RefreshButton queryKey={auditLogConfig.fetchingKey} label={common.refresh} ariaLabel={t.refreshLabel} onClick={() => void refetch()} />,
    [refetch],
  );
  const { from, to, op } = params;
  const onFrom = useCallback((day: string | undefined) => setFilters({ from: day }), [setFilters]);
  const onTo = useCallback((day: string | undefined) => setFilters({ to: day }), [setFilters]);
  const toolbar = useMemo(
    () => (
      <>
        <span className="audit-date-range" role="group" aria-label={t.dateRange}>
          <label htmlFor="audit-from">{t.dateFrom}</label>
          <AuditDayInput id="audit-from" day={from} onDay={onFrom} />
          <span aria-hidden="true">〜</span>
          <label htmlFor="audit-to">{t.dateTo}</label>
          <AuditDayInput id="audit-to" day={to} onDay={onTo} />
        </span>
        {actorEmail ? (
          <FilterChip label={t.actorFilter(actorEmail)} ariaLabel={t.clearActorFilter} onClear={() => setFilters({ actor: undefined })} />
        ) : null}
        {op ? (
          <FilterChip label={t.operationFilter} ariaLabel={t.clearOperationFilter} onClear={() => setFilters({ op: undefined })} />
        ) : null}
      </>
    ),
    [from, to, onFrom, onTo, actorEmail, op, setFilters],
  );

  return (
    <ActorFilterContext.Provider value={filterByActor}>
      <ListScreenFrame config={auditLogConfig} screen={screen} expansion={expansion} actions={actions} toolbar={toolbar} />
    </ActorFilterContext.Provider>
  );
}
