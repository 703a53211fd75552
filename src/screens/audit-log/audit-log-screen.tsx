// 操作履歴 (admin only): the API's audit log on the one list stack: paged, sorted, searched and
// filtered on the server, all in the URL; a date range of calendar days; an actor chosen from a
// row; a bulk run as one row that expands to its items; CSV export of the view.
import { useMemo } from 'react';
import { audit as t } from '../../shared/messages/reports/audit.ts';
import { ListScreen } from '../shared/list/list-screen/list-screen.tsx';
import { firstPageAhead, useListScreen, type ListReadAhead } from '../shared/list/list-screen/use-list-screen.ts';
import { ActorFilterContext } from './audit-actor-cell.tsx';
import { AuditDayInput } from './audit-day-input.tsx';
import { auditLogConfig } from './audit-log-config.tsx';
import './audit-log.css';

/** The first page, read when its menu link is pressed (the shell's route table): the visit then takes that read. */
export const readAhead: ListReadAhead = firstPageAhead(auditLogConfig);

export function AuditLogScreen() {
  const list = useListScreen(auditLogConfig);
  const { params, setFilters, rows } = list;
  const actorEmail = params.actor
    ? (rows.find((e) => e.actor?.id === params.actor)?.actor?.email ?? params.actor)
    : null;

  // Made again only when what they show changes: a page, sort or filter change leaves the date fields as they are.
  const { from, to, op } = params;
  const dateRange = useMemo(
    () => (
      <span className="audit-date-range" role="group" aria-label={t.dateRange}>
        <label htmlFor="audit-from">{t.dateFrom}</label>
        <AuditDayInput id="audit-from" day={from} onDay={(day) => setFilters({ from: day })} />
        <span aria-hidden="true">〜</span>
        <label htmlFor="audit-to">{t.dateTo}</label>
        <AuditDayInput id="audit-to" day={to} onDay={(day) => setFilters({ to: day })} />
      </span>
    ),
    [from, to, setFilters],
  );
  const linkFilters = useMemo(
    () => [
      ...(actorEmail ? [{ param: 'actor', label: t.actorFilter(actorEmail), clearLabel: t.clearActorFilter }] : []),
      ...(op ? [{ param: 'op', label: t.operationFilter, clearLabel: t.clearOperationFilter }] : []),
    ],
    [actorEmail, op],
  );

  return (
    <ActorFilterContext.Provider value={setFilters}>
      <ListScreen config={auditLogConfig} list={list} filterControls={dateRange} linkFilters={linkFilters} />
    </ActorFilterContext.Provider>
  );
}
