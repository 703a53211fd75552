// The licence detail dialog (docs/product.md §2), shared by the admin licence list and the
// self-service "my licences" screen. In 'user' mode it is read-only: no expiry editor.
// Below the fields, the licence's history from the activity log, newest first.
import { memo, useId, useState } from 'react';
import { Link } from 'wouter';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { format, isValid, parseISO } from 'date-fns';
import { useLicenseHistory } from '../../../api/dashboard.ts';
import { isAbsent } from '../../../api/errors.ts';
import { useExtension } from '../../../api/use-extension.ts';
import type { ActivityEntry } from '../../../api/schemas/dashboard.ts';
import type { License } from '../../../api/schemas/license.ts';
import { formatDateTime, isPast, localDateTimeToIso, orNone, percentOf, usedOfMax } from '../../../shared/format.ts';
import { common } from '../../../shared/messages/common.ts';
import { licenses as t } from '../../../shared/messages/licenses.ts';
import { DetailDialog } from '../layout/detail-dialog.tsx';
import { DetailList } from '../layout/detail-list.tsx';
import { ErrorState, LoadingRows } from '../feedback/query-state.tsx';
import { StatusTag } from '../values/status-tag.tsx';
import { licenseStatusView } from '../values/status.ts';
import { ImeInputText } from '../ime/ime-input-text.tsx';
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
   * editor stays open with the typed value). The caller shows the toasts.
   */
  onSaveExpiry?: (iso: string | null) => Promise<void>;
  /** Admin only: a lifecycle action changed the licence (the server's answer). */
  onChanged?: (license: License) => void;
}

/** An ISO instant as the value of a datetime-local input (local time, minutes). */
function toLocalInputValue(iso: string | null): string {
  if (!iso) return '';
  const d = parseISO(iso);
  return isValid(d) ? format(d, "yyyy-MM-dd'T'HH:mm") : '';
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
  onSaveExpiry?: (iso: string | null) => Promise<void>;
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

function ExpiryValue({ expiresAt, expired }: { expiresAt: string | null; expired: boolean }) {
  return (
    <span className="expiry-value">
      {expiresAt ? formatDateTime(expiresAt) : t.noExpiry}
      {expired ? (
        <Tag value={t.expiredFlag} severity="danger" icon="pi pi-exclamation-triangle" className="ml-2" />
      ) : null}
    </span>
  );
}

function ExpiryEditor({
  expiresAt,
  expired,
  onSave,
}: {
  expiresAt: string | null;
  expired: boolean;
  onSave: (iso: string | null) => Promise<void>;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(() => toLocalInputValue(expiresAt));
  const [saving, setSaving] = useState(false);

  if (!editing) {
    return (
      <span className="expiry-editor">
        <ExpiryValue expiresAt={expiresAt} expired={expired} />
        <Button
          type="button"
          text
          icon="pi pi-pencil"
          label={t.editExpiry}
          onClick={() => setEditing(true)}
          className="ml-2"
        />
      </span>
    );
  }

  const save = async () => {
    if (saving) return;
    setSaving(true);
    try {
      await onSave(value ? localDateTimeToIso(value) : null);
      setEditing(false);
    } catch {
      // The caller reported the failure; keep the typed value for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="expiry-editor flex flex-wrap align-items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label htmlFor={inputId}>{t.expiryInput}</label>
      <ImeInputText
        id={inputId}
        type="datetime-local"
        value={value}
        onValueChange={setValue}
        aria-describedby={hintId}
      />
      <small id={hintId}>{t.expiryInputHint}</small>
      <Button type="submit" label={t.saveExpiry} icon="pi pi-check" loading={saving} disabled={saving} />
      <Button
        type="button"
        label={t.cancelEdit}
        severity="secondary"
        outlined
        disabled={saving}
        onClick={() => {
          setValue(toLocalInputValue(expiresAt));
          setEditing(false);
        }}
      />
    </form>
  );
}

/** Re-renders only when what it shows changes (the list screen re-renders on every page; it passes stable callbacks). */
export const LicenseDetailDialog = memo(LicenseDetailDialogView);
