// The remaining licence quota on the new-licence form (docs/product.md §2, §4): purchased, used and
// available slots with the time of the last sync with the billing provider. The figures also
// go into the creation request, so the quota flow refuses at once when none is left.
import { Message } from 'primereact/message';
import type { QuotaInfo, QuotaResponse } from '../../api/schemas/accounts/owner.ts';
import { formatDateTime, orNone } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { licenses as t } from '../../shared/messages/licensing/licenses.ts';
import { DetailList } from '../shared/layout/detail-list.tsx';
import { ErrorState, LoadingRows } from '../shared/feedback/query-state.tsx';

export type QuotaPanelState =
  | { kind: 'loading' }
  | { kind: 'noOwner' }
  | { kind: 'error'; retry: () => void }
  | { kind: 'ready'; quota: QuotaResponse };

export function LicenseQuotaPanel({ state }: { state: QuotaPanelState }) {
  return (
    <section className="license-quota-panel surface-card border-round p-3" aria-labelledby="license-quota-title">
      <h2 id="license-quota-title" className="text-base mt-0 mb-2">
        {t.quotaPanelTitle}
      </h2>
      {state.kind === 'loading' ? <LoadingRows rows={1} label={t.quotaPanelTitle} /> : null}
      {state.kind === 'noOwner' ? (
        <Message severity="info" text={t.quotaNoOwner} className="w-full justify-content-start" />
      ) : null}
      {state.kind === 'error' ? <ErrorState message={t.quotaLoadFailed} onRetry={state.retry} /> : null}
      {state.kind === 'ready' ? <QuotaFigures quota={state.quota} /> : null}
    </section>
  );
}

function QuotaFigures({ quota }: { quota: QuotaResponse }) {
  return (
    <>
      <DetailList
        className="quota-figures"
        items={[
          { label: t.quotaAvailable, value: <strong>{orNone(quota.license_quota_available)}</strong> },
          { label: t.quotaPurchased, value: orNone(quota.license_quota_total) },
          { label: t.quotaUsed, value: orNone(quota.license_quota_used) },
          { label: t.quotaLastSynced, value: formatDateTime(quota.last_updated, common.notSet) },
        ]}
      />
      {quota.license_quota_available !== null && quota.license_quota_available <= 0 ? (
        <Message severity="warn" text={t.quotaNoneLeft} className="mt-2 w-full justify-content-start" />
      ) : null}
      {quota.is_quota_expired ? (
        <Message severity="warn" text={t.quotaStaleWarning} className="mt-2 w-full justify-content-start" />
      ) : null}
    </>
  );
}

/** The figures the quota flow may decide on: only those the form shows, and only when the server sent them all. */
export function knownQuotaOf(state: QuotaPanelState): QuotaInfo | null {
  if (state.kind !== 'ready') return null;
  const {
    license_quota_total: total,
    license_quota_used: used,
    license_quota_available: available,
    is_quota_expired: expired,
  } = state.quota;
  if (total === null || used === null || available === null) return null;
  return {
    license_quota_total: total,
    license_quota_used: used,
    license_quota_available: available,
    is_quota_expired: expired ?? false,
  };
}
