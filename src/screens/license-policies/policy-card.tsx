// One licence policy as a card: its name (and 既定), type, term, activations, heartbeat window,
// grace period, licence file time to live (where files are offered), features and how many
// licences were issued from it; edit and delete.
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { Entitlement, LicensePolicy } from '../../api/schemas/licensing/policy.ts';
import { common } from '../../shared/messages/common.ts';
import { licenses as licenseText } from '../../shared/messages/licensing/licenses.ts';
import { policyScreen as t } from '../../shared/messages/licensing/policies.ts';
import { useExtension } from '../../api/resources/use-extension.ts';
import { DetailList } from '../shared/layout/detail-list.tsx';
import { termOf } from '../shared/license-form/policy-term.ts';

export function PolicyCard({
  policy,
  catalogue,
  onEdit,
  onDelete,
}: {
  policy: LicensePolicy;
  catalogue: readonly Entitlement[] | undefined;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = policy.name || common.none;
  const names = new Map((catalogue ?? []).map((e) => [e.code, e.name || e.code]));
  const features = policy.entitlements ?? [];
  const headingId = `policy-${policy.id}`;
  const withFiles = useExtension('licenseFiles') === 'present';
  return (
    <article className="policy-card surface-card border-round p-3 flex flex-column gap-2" aria-labelledby={headingId}>
      <div className="flex align-items-center justify-content-between gap-2">
        <h3 id={headingId} className="m-0 text-base">
          {name} {policy.isDefault ? <Tag value={t.defaultTag} severity="info" className="ml-2" /> : null}
        </h3>
        <span className="flex gap-1">
          <Button
            type="button"
            icon="pi pi-pencil"
            text
            aria-label={t.editOf(name)}
            title={t.editOf(name)}
            onClick={onEdit}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            severity="danger"
            aria-label={t.deleteOf(name)}
            title={t.deleteOf(name)}
            onClick={onDelete}
          />
        </span>
      </div>
      <DetailList
        items={[
          {
            label: t.fieldType,
            value:
              policy.type === 'perpetual'
                ? licenseText.typePerpetual
                : policy.type === 'subscription'
                  ? licenseText.typeSubscription
                  : common.unknown,
          },
          { label: t.fieldDuration, value: termOf(policy) },
          { label: t.fieldMaxActivations, value: policy.maxActivations ?? common.none },
          {
            label: t.fieldHeartbeatWindow,
            value: policy.heartbeatWindowHours ? t.hours(policy.heartbeatWindowHours) : t.noHeartbeatWindow,
          },
          {
            label: t.fieldGracePeriod,
            value: policy.gracePeriodDays ? t.days(policy.gracePeriodDays) : t.noGracePeriod,
          },
          ...(withFiles
            ? [
                {
                  label: t.fieldLicenseFileTtl,
                  value: policy.licenseFileTtlDays ? t.days(policy.licenseFileTtlDays) : t.noLicenseFileTtl,
                },
              ]
            : []),
          {
            label: t.fieldEntitlements,
            value:
              features.length === 0 ? (
                t.noEntitlements
              ) : (
                <ul className="list-none p-0 m-0 flex flex-wrap gap-1" aria-label={t.fieldEntitlements}>
                  {features.map((code) => (
                    <li key={code}>
                      <Tag value={names.get(code) ?? code} severity="secondary" />
                    </li>
                  ))}
                </ul>
              ),
          },
          {
            label: t.fieldLicenseCount,
            value: policy.licenseCount === null ? common.none : t.licenseCount(policy.licenseCount),
          },
        ]}
      />
    </article>
  );
}
