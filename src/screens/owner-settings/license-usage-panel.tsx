// Licence-usage panel (docs/product.md §2): nothing without an owner; otherwise the used/total bar,
// the figures, the last sync, a sync button, the per-application table, a retry on error and the
// warnings. A figure the server did not send shows '-', and the bar its unknown state.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Chip } from 'primereact/chip';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { Tag } from 'primereact/tag';
import { useLicenseUsage, useSyncQuota } from '../../api/resources/accounts/owner.ts';
import type { LicenseUsage } from '../../api/schemas/accounts/owner.ts';
import { formatDateTime } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { owner as t } from '../../shared/messages/owner.ts';
import { useNotify } from '../shared/feedback/notify.tsx';
import { notifyFailure } from '../shared/feedback/notify-failure.ts';
import { ListTable, type ListColumn } from '../../ui/table/list-table.tsx';
import { ErrorState, LoadingRows } from '../shared/feedback/query-state.tsx';
import {
  QUOTA_LEVEL_COLOR,
  isQuotaExhausted,
  isQuotaStale,
  quotaLevel,
  quotaOverdrawnBy,
  usagePercent,
} from './quota-level.ts';

type Row = NonNullable<LicenseUsage['applications_detail']>[number];
const TAG_SEVERITY = { success: 'success', warning: 'warning', error: 'danger' } as const;
const COLUMNS: ListColumn<Row, never>[] = [
  { id: 'application_name', header: t.columnApplicationName, cell: (r) => r.application_name || common.none },
  { id: 'application_id', header: t.columnApplicationId, cell: (r) => <code>{r.application_id}</code> },
  { id: 'active_licenses', header: t.columnActiveLicenses, cell: (r) => r.active_licenses ?? common.none },
];
const figure = (value: number | null) => value ?? common.none;

export function LicenseUsagePanel({ ownerId }: { ownerId: string | null }) {
  return (
    <Card title={<h2>{t.usageTitle}</h2>} className="license-usage-panel">
      {ownerId === null ? (
        <Message severity="info" text={t.noOwnerInfo} style={{ width: '100%', justifyContent: 'flex-start' }} />
      ) : (
        <Usage ownerId={ownerId} />
      )}
    </Card>
  );
}

function Usage({ ownerId }: { ownerId: string }) {
  const query = useLicenseUsage(ownerId);
  const sync = useSyncQuota();
  const notify = useNotify();
  const [detailOpen, setDetailOpen] = useState(false);

  if (query.isPending) return <LoadingRows rows={3} label={t.usageTitle} />;
  if (query.isError) return <ErrorState message={t.usageFailed} onRetry={() => void query.refetch()} />;

  const usage = query.data;
  const percent = usagePercent(usage);
  const level = percent === null ? null : quotaLevel(percent);
  const over = quotaOverdrawnBy(usage);
  const onSync = () =>
    sync.mutate(ownerId, {
      onSuccess: () => notify.success(t.synced),
      onError: (error) => notifyFailure(notify, error, t.syncFailed),
    });

  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {isQuotaExhausted(usage) ? (
        <Message severity="warn" text={t.quotaExhausted} style={{ justifyContent: 'flex-start' }} />
      ) : null}
      {over > 0 ? (
        <Message severity="error" text={t.quotaOverdrawn(over)} style={{ justifyContent: 'flex-start' }} />
      ) : null}
      {isQuotaStale(usage) ? (
        <Message severity="warn" text={t.quotaStale} style={{ justifyContent: 'flex-start' }} />
      ) : null}

      <div>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: '0.5rem',
            marginBottom: '0.5rem',
          }}
        >
          <span id="quota-bar-label">
            {t.usageBarLabel}: <strong>{t.usedOfTotal(usage.license_quota_used, usage.license_quota_total)}</strong>
            {percent === null ? null : ` (${percent}%)`}
          </span>
          {level ? (
            <Tag value={over > 0 ? t.usageOver : t.usageLevel[level]} severity={TAG_SEVERITY[level]} />
          ) : (
            <Tag value={common.unknown} severity="secondary" />
          )}
        </div>
        <ProgressBar
          value={percent === null ? 0 : Math.min(percent, 100)}
          showValue={false}
          color={level ? QUOTA_LEVEL_COLOR[level] : undefined}
          aria-labelledby="quota-bar-label"
          aria-valuetext={percent === null ? common.unknown : undefined}
          data-level={level ?? 'unknown'}
          style={{ height: '0.9rem' }}
        />
      </div>

      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }} aria-label={t.usageTitle} role="list">
        <Chip role="listitem" label={`${t.quotaTotal}: ${figure(usage.license_quota_total)}`} />
        <Chip role="listitem" label={`${t.quotaUsed}: ${figure(usage.license_quota_used)}`} />
        <Chip role="listitem" label={`${t.quotaAvailable}: ${figure(usage.license_quota_available)}`} />
        <Chip role="listitem" label={`${t.applicationCount}: ${figure(usage.total_applications)}`} />
      </div>

      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '0.5rem',
        }}
      >
        <span>
          {t.lastUpdated}: {formatDateTime(usage.last_updated, common.notSet)}
        </span>
        <Button
          type="button"
          label={t.sync}
          icon="pi pi-sync"
          outlined
          onClick={onSync}
          loading={sync.isPending}
          disabled={sync.isPending}
        />
      </div>

      <div>
        <Button
          type="button"
          text
          label={t.perApplication}
          icon={detailOpen ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
          aria-expanded={detailOpen}
          aria-controls="quota-per-application"
          onClick={() => setDetailOpen((o) => !o)}
        />
        {detailOpen ? (
          <div id="quota-per-application">
            {/* No table at all in the answer is unknown, not "no applications". */}
            <ListTable<Row, never>
              label={t.perApplication}
              rows={usage.applications_detail ?? []}
              rowKey={(r) => r.application_id}
              columns={COLUMNS}
              emptyMessage={usage.applications_detail === null ? common.none : t.noApplications}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
