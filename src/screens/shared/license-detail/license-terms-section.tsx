// The licence detail's policy and features (extensions licensePolicies, entitlements): the
// policy it was issued from, and what it unlocks, each feature marked as the policy's or granted
// one-off, with the policy's features removed one-off below. An admin edits the one-offs by
// ticking what the licence should unlock (the save runs through useFormSave: キャンセル aborts it
// and the ticks stay). On a server without them nothing is shown.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { isAbsent } from '../../../api/client/errors.ts';
import { licenseKeys } from '../../../api/resources/licensing/licenses.ts';
import {
  licenseTermKeys,
  useLicenseEntitlements,
  useLicensePolicyTerms,
  useUpdateLicenseEntitlements,
} from '../../../api/resources/licensing/license-terms.ts';
import { useEntitlementCatalogue } from '../../../api/resources/licensing/policies.ts';
import type { LicenseEntitlement, LicenseEntitlements } from '../../../api/schemas/licensing/license-terms.ts';
import { useExtension } from '../../../api/resources/use-extension.ts';
import { common } from '../../../shared/messages/common.ts';
import { lifecycleScreen as t } from '../../../shared/messages/licensing/license-lifecycle.ts';
import { DetailList } from '../layout/detail-list.tsx';
import { notifyFailure } from '../feedback/notify-failure.ts';
import { useNotify } from '../feedback/notify.tsx';
import { ErrorState, LoadingRows } from '../feedback/query-state.tsx';
import { EntitlementChecklist } from '../license-form/entitlement-checklist.tsx';
import { FormButtons } from '../form/form-feedback.tsx';
import { SubmitForm } from '../form/submit-form.tsx';
import { useFormSave } from '../form/use-form-save.tsx';

interface TermsTarget {
  id: string;
  applicationId?: string | null;
}

export function LicenseTermsSection({ license, editable }: { license: TermsTarget; editable: boolean }) {
  return (
    <>
      <PolicyLine licenseId={license.id} />
      <Features license={license} editable={editable} />
    </>
  );
}

function PolicyLine({ licenseId }: { licenseId: string }) {
  const offered = useExtension('licensePolicies') !== 'absent';
  const terms = useLicensePolicyTerms(offered ? licenseId : null);
  if (!offered || isAbsent(terms.error) || terms.data === undefined) return null;
  const policy = terms.data;
  const name = policy
    ? policy.deleted
      ? t.policyDeleted(policy.name ?? common.none)
      : (policy.name ?? common.none)
    : t.noPolicy;
  return <DetailList className="license-policy-line mt-2" items={[{ label: t.policyLabel, value: name }]} />;
}

const badgeOf = (feature: LicenseEntitlement) =>
  feature.source === 'grant' ? (
    <Tag value={t.featureGranted} severity="success" className="ml-2" />
  ) : (
    <Tag value={t.featureFromPolicy} severity="secondary" className="ml-2" />
  );

function Features({ license, editable }: { license: TermsTarget; editable: boolean }) {
  const offered = useExtension('entitlements') !== 'absent';
  const features = useLicenseEntitlements(offered ? license.id : null);
  const [editing, setEditing] = useState(false);
  if (!offered || isAbsent(features.error)) return null;
  const headingId = `license-features-${license.id}`;
  const unlocked = features.data?.entitlements ?? [];
  const removed = features.data?.removed ?? [];
  return (
    <section className="license-features detail-section" aria-labelledby={headingId}>
      <div className="flex align-items-center justify-content-between gap-2">
        <h3 id={headingId}>{t.featuresTitle}</h3>
        {editable && features.data && !editing && license.applicationId ? (
          <Button
            type="button"
            label={t.editFeatures}
            icon="pi pi-pencil"
            text
            size="small"
            onClick={() => setEditing(true)}
          />
        ) : null}
      </div>
      {features.isPending ? <LoadingRows rows={2} label={t.featuresTitle} /> : null}
      {features.isError ? <ErrorState message={t.featuresLoadFailed} onRetry={() => void features.refetch()} /> : null}
      {editing && features.data && license.applicationId ? (
        <FeaturesEditor
          licenseId={license.id}
          applicationId={license.applicationId}
          current={features.data}
          onDone={() => setEditing(false)}
        />
      ) : features.data ? (
        <>
          {unlocked.length === 0 ? <p className="m-0 text-color-secondary">{t.featuresEmpty}</p> : null}
          {unlocked.length > 0 ? (
            <ul className="list-none p-0 m-0 flex flex-column gap-1" aria-label={t.featuresTitle}>
              {unlocked.map((f) => (
                <li key={f.code}>
                  {f.name || f.code} <code className="text-color-secondary">{f.code}</code>
                  {badgeOf(f)}
                </li>
              ))}
            </ul>
          ) : null}
          {removed.length > 0 ? (
            <p className="mt-2 mb-0 text-color-secondary">
              {t.removedTitle}: {removed.map((f) => f.name || f.code).join('、')}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** Ticks what the licence should unlock; the policy's features are marked so, the others are one-off grants. */
function FeaturesEditor({
  licenseId,
  applicationId,
  current,
  onDone,
}: {
  licenseId: string;
  applicationId: string;
  current: LicenseEntitlements;
  onDone: () => void;
}) {
  const notify = useNotify();
  const catalogue = useEntitlementCatalogue(applicationId);
  const update = useUpdateLicenseEntitlements();
  const save = useFormSave({ rereads: [licenseTermKeys.all, licenseKeys.all] });
  const inherited = new Set([
    ...(current.entitlements ?? []).filter((f) => f.source === 'policy').map((f) => f.code),
    ...(current.removed ?? []).map((f) => f.code),
  ]);
  const [codes, setCodes] = useState<string[]>(() => (current.entitlements ?? []).map((f) => f.code));
  const submit = async () => {
    try {
      const outcome = await save.run((call) => update.sendWith({ id: licenseId, entitlements: codes }, call));
      // Cancelled: the editor stays open with the ticks made, and says so.
      if (!outcome.saved) return;
      notify.success(t.featuresSaved);
      onDone();
    } catch (error) {
      notifyFailure(notify, error, t.featuresSaveFailed);
    }
  };
  if (catalogue.isPending) return <LoadingRows rows={2} label={t.featuresEditorLabel} />;
  if (catalogue.isError) return <ErrorState message={t.featuresLoadFailed} onRetry={() => void catalogue.refetch()} />;
  return (
    <SubmitForm className="flex flex-column gap-2" onSubmit={() => void submit()}>
      <EntitlementChecklist
        id={`license-features-editor-${licenseId}`}
        legend={t.featuresEditorLabel}
        catalogue={catalogue.data}
        value={codes}
        onChange={setCodes}
        disabled={save.pending}
        badge={(code, checked) =>
          inherited.has(code) ? (
            <Tag
              value={checked ? t.featureFromPolicy : t.featureRemoved}
              severity={checked ? 'secondary' : 'warning'}
              className="ml-2"
            />
          ) : checked ? (
            <Tag value={t.featureGranted} severity="success" className="ml-2" />
          ) : null
        }
      />
      <FormButtons submitLabel={t.save} busy={save.pending} cancel={{ label: t.cancel, onClick: onDone }} save={save} />
    </SubmitForm>
  );
}
