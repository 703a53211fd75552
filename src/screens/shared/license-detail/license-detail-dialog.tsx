// The licence detail dialog (docs/product.md §2), shared by the admin licence list and the
// self-service "my licences" screen. In 'user' mode it is read-only: no expiry editor.
// Below the fields, the licence's history from the activity log, newest first.
import { memo, useState } from 'react';
import { Link } from 'wouter';
import { ProgressBar } from 'primereact/progressbar';
import { Message } from 'primereact/message';
import { useLicenseHistory } from '../../../api/resources/reports/dashboard.ts';
import { isAbsent } from '../../../api/client/errors.ts';
import { useExtension } from '../../../api/resources/use-extension.ts';
import type { ActivityEntry } from '../../../api/schemas/reports/dashboard.ts';
import type { License } from '../../../api/schemas/licensing/license.ts';
import { formatDateTime, isPast, orNone, percentOf, usedOfMax } from '../../../shared/format.ts';
import { common } from '../../../shared/messages/common.ts';
import { licenses as t } from '../../../shared/messages/licensing/licenses.ts';
import { DetailDialog } from '../layout/detail-dialog.tsx';
import { DetailList } from '../layout/detail-list.tsx';
import { ErrorState, LoadingRows } from '../feedback/query-state.tsx';
import { StatusTag } from '../../../ui/light/status-tag.tsx';
import { licenseStatusView } from '../values/status.ts';
import { ExpiryEditor, ExpiryValue, type ExpirySave } from './expiry-editor.tsx';
import { ACTIVATION_BAR_COLOR as BAR_COLOR, activationSeverity } from './activation-bar.ts';
import { LicenseActionsSection } from './license-actions-section.tsx';
import { LicenseTermsSection } from './license-terms-section.tsx';
import type { LicenseDetail } from './license-detail.ts';

export type { LicenseDetail };

export { activationSeverity, type ActivationSeverity } from './activation-bar.ts';

export interface LicenseDetailDialogProps {
  license: LicenseDetail | null;
  mode: 'admin' | 'user';
  onHide: () => void;
  /**
   * Admin only. Resolve when saved (the editor closes); reject when the save failed (the
   * editor stays open with the typed value). The caller shows the toasts; its call listens to
   * `call` (the editor's キャンセル aborts it).
   */
  onSaveExpiry?: ExpirySave;
  /** Admin only: a lifecycle action changed the licence (the server's answer). */
  onChanged?: (license: License) => void;
}

function LicenseDetailDialogView({ license, mode, onHide, onSaveExpiry, onChanged }: LicenseDetailDialogProps) {
  // Keep showing the last licence while the dialog animates out.
  const [shown, setShown] = useState<LicenseDetail | null>(license);
  if (license && license !== shown) setShown(license);
  const current = license ?? shown;

  return (
    <DetailDialog header={t.detailTitle} visible={license !== null} onHide={onHide} width="40rem" scrollable>
      {current ? (
        <LicenseDetailBody
          license={current}
          editable={mode === 'admin' && onSaveExpiry !== undefined}
          onSaveExpiry={onSaveExpiry}
          onChanged={onChanged}
        />
      ) : null}
    </DetailDialog>
  );
}

function LicenseDetailBody({
  license,
  editable,
  onSaveExpiry,
  onChanged,
}: {
  license: LicenseDetail;
  editable: boolean;
  onSaveExpiry?: ExpirySave;
  onChanged?: (license: License) => void;
}) {
  const { currentActivations: used, maxActivations: max } = license;
  // The bar and its warning only when both figures are known.
  const usage =
    used !== null && max !== null
      ? { severity: activationSeverity(used, max), percent: Math.min(percentOf(used, max), 100), atLimit: used >= max }
      : null;
  const expired = isPast(license.expiresAt);

  return (
    <div className="license-detail">
      <DetailList
        items={[
          { label: t.fieldKey, value: <code>{license.key}</code> },
          { label: t.fieldStatus, value: <StatusTag view={licenseStatusView(license.status)} /> },
          { label: t.fieldApplication, value: license.applicationName || license.applicationId || common.none },
          { label: t.fieldUserName, value: license.userName || common.none },
          {
            label: t.fieldExpiresAt,
            value:
              editable && onSaveExpiry ? (
                <ExpiryEditor
                  key={`${license.id}:${license.expiresAt ?? ''}`}
                  expiresAt={license.expiresAt}
                  expired={expired}
                  onSave={onSaveExpiry}
                />
              ) : (
                <ExpiryValue expiresAt={license.expiresAt} expired={expired} />
              ),
          },
          {
            label: t.fieldActivations,
            value: (
              <>
                <span>
                  {usedOfMax(used, max)}
                  {usage ? ` (${usage.percent}%)` : null}
                </span>
                {usage ? (
                  <ProgressBar
                    value={usage.percent}
                    showValue={false}
                    color={BAR_COLOR[usage.severity]}
                    aria-label={t.activationUsage}
                    data-severity={usage.severity}
                    style={{ height: '0.75rem' }}
                  />
                ) : null}
                {usage?.atLimit ? <Message severity="warn" text={t.atLimitWarning} className="mt-2" /> : null}
              </>
            ),
          },
          { label: t.fieldCreatedAt, value: formatDateTime(license.createdAt) },
          { label: t.fieldUpdatedAt, value: formatDateTime(license.updatedAt) },
          { label: t.fieldId, value: <code>{license.id}</code> },
        ]}
      />
      <LicenseTermsSection license={license} editable={editable} />
      {editable ? <LicenseActionsSection license={license} onChanged={onChanged} /> : null}
      {editable ? (
        // The device list filtered to this licence (admins only: the list is theirs).
        <section className="detail-section" aria-labelledby={`license-devices-${license.id}`}>
          <h3 id={`license-devices-${license.id}`}>{t.devicesOfLicense}</h3>
          <Link href={`/devices?license=${encodeURIComponent(license.id)}`}>{t.showDevicesOfLicense}</Link>
        </section>
      ) : null}
      <LicenseHistory licenseId={license.id} />
    </div>
  );
}

// Entries without a time go last.
const newestFirst = (a: ActivityEntry, b: ActivityEntry) =>
  (a.timestamp ?? '') < (b.timestamp ?? '') ? 1 : (a.timestamp ?? '') > (b.timestamp ?? '') ? -1 : 0;

/** The licence's history, an extension: on a server without it the section is not there. */
function LicenseHistory({ licenseId }: { licenseId: string }) {
  const offered = useExtension('licenseHistory') !== 'absent';
  const history = useLicenseHistory(offered ? licenseId : null);
  if (!offered || isAbsent(history.error)) return null;
  return (
    <section className="license-history detail-section" aria-labelledby={`license-history-${licenseId}`}>
      <h3 id={`license-history-${licenseId}`}>{t.historyTitle}</h3>
      {history.isPending ? <LoadingRows rows={2} label={t.historyTitle} /> : null}
      {history.isError ? <ErrorState message={t.historyLoadFailed} onRetry={() => void history.refetch()} /> : null}
      {history.data && history.data.length === 0 ? <p className="m-0 text-color-secondary">{t.historyEmpty}</p> : null}
      {history.data && history.data.length > 0 ? (
        <ol className="license-history-list list-none p-0 m-0 flex flex-column gap-2" aria-label={t.historyTitle}>
          {[...history.data].sort(newestFirst).map((entry) => (
            <li key={entry.id} className="flex gap-3">
              <time dateTime={entry.timestamp ?? undefined} className="text-color-secondary white-space-nowrap">
                {formatDateTime(entry.timestamp)}
              </time>
              <span>{orNone(entry.message)}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** Re-renders only when what it shows changes (the list screen re-renders on every page; it passes stable callbacks). */
export const LicenseDetailDialog = memo(LicenseDetailDialogView);
