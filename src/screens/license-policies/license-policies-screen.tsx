// ライセンスポリシー (an extension, licensePolicies): each application's policies as cards, and
// its features (the entitlements extension). An admin creates, edits and deletes policies and
// adds features; a licence keeps what it took from its policy, so the edit note says so. On a
// server without policies the screen, opened by URL, says so calmly.
import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { isAbsent, isRefusal, messageOf } from '../../api/client/errors.ts';
import { useApplicationsForLicense } from '../../api/resources/licensing/licenses.ts';
import {
  useDeleteLicensePolicy,
  useEntitlementCatalogue,
  useLicensePolicies,
} from '../../api/resources/licensing/policies.ts';
import type { ApplicationForLicense } from '../../api/schemas/application.ts';
import type { LicensePolicy } from '../../api/schemas/licensing/policy.ts';
import { useExtension } from '../../api/resources/use-extension.ts';
import { common } from '../../shared/messages/common.ts';
import { policyScreen as t } from '../../shared/messages/licensing/policies.ts';
import { confirmDelete } from '../shared/feedback/confirm-delete.tsx';
import { DROPDOWN_DEFAULTS } from '../../ui/dropdown/dropdown-defaults.ts';
import { notifyFailure } from '../shared/feedback/notify-failure.ts';
import { useNotify } from '../shared/feedback/notify.tsx';
import { Page } from '../shared/layout/page.tsx';
import { AbsentFeature, ErrorState, LoadingRows, RefusedList } from '../shared/feedback/query-state.tsx';
import { FeatureCatalogue } from './feature-catalogue.tsx';
import { FeatureFormDialog } from './feature-form-dialog.tsx';
import { PolicyCard } from './policy-card.tsx';
import { PolicyFormDialog, type PolicyFormDialogProps } from './policy-form-dialog.tsx';
import './license-policies.css';

const ALL = '__all__';

export function LicensePoliciesScreen() {
  const notify = useNotify();
  const policies = useLicensePolicies(null);
  const applications = useApplicationsForLicense();
  const [filter, setFilter] = useState<string>(ALL);
  const [form, setForm] = useState<PolicyFormDialogProps['open']>(null);
  const [featureFor, setFeatureFor] = useState<{ id: string; name: string } | null>(null);
  const remove = useDeleteLicensePolicy();

  const apps = useMemo(() => applications.data ?? [], [applications.data]);
  const shown = filter === ALL ? apps : apps.filter((a) => a.id === filter);
  const byApplication = useMemo(() => {
    const map = new Map<string, LicensePolicy[]>();
    for (const p of policies.data ?? []) map.set(p.applicationId ?? '', [...(map.get(p.applicationId ?? '') ?? []), p]);
    return map;
  }, [policies.data]);

  if (isAbsent(policies.error)) return <AbsentFeature title={t.title} error={policies.error} />;
  if (isRefusal(policies.error) && !policies.data)
    return (
      <RefusedList
        title={t.title}
        message={messageOf(policies.error, t.loadFailed)}
        onRetry={() => void policies.refetch()}
      />
    );

  const deletePolicy = (policy: LicensePolicy) =>
    confirmDelete({
      header: t.deleteConfirmHeader,
      message: t.deleteConfirmMessage(policy.licenseCount ?? 0),
      subject: policy.name ?? undefined,
      accept: () =>
        remove.mutate(policy.id, {
          onSuccess: () => notify.success(t.deleted),
          onError: (error) => notifyFailure(notify, error, t.deleteFailed),
        }),
    });

  let content;
  if (policies.isPending || applications.isPending) content = <LoadingRows rows={4} label={t.title} />;
  else if (policies.isError || applications.isError)
    content = (
      <ErrorState
        message={t.loadFailed}
        onRetry={() => void Promise.all([policies.refetch(), applications.refetch()])}
      />
    );
  else if (shown.length === 0) content = <p className="text-color-secondary">{t.empty}</p>;
  else
    content = shown.map((app) => (
      <ApplicationPolicies
        key={app.id}
        application={app}
        policies={byApplication.get(app.id) ?? []}
        onEdit={(policy) => setForm({ policy, applicationId: app.id })}
        onDelete={deletePolicy}
        onAddFeature={() => setFeatureFor({ id: app.id, name: app.name ?? app.id })}
      />
    ));

  return (
    <Page
      title={t.title}
      actions={
        <Button
          type="button"
          label={t.newPolicy}
          icon="pi pi-plus"
          onClick={() => setForm({ policy: null, applicationId: filter === ALL ? null : filter })}
        />
      }
    >
      <div className="flex flex-column gap-1 mb-3 policy-filter">
        <label htmlFor="policy-application-filter">{t.applicationFilterLabel}</label>
        <Dropdown
          {...DROPDOWN_DEFAULTS}
          inputId="policy-application-filter"
          value={filter}
          options={[
            { label: t.allApplications, value: ALL },
            ...apps.map((a) => ({ label: a.name ?? a.id, value: a.id })),
          ]}
          onChange={(e) => setFilter(String(e.value))}
        />
      </div>
      {content}
      <PolicyFormDialog open={form} applications={apps} onHide={() => setForm(null)} />
      <FeatureFormDialog application={featureFor} onHide={() => setFeatureFor(null)} />
    </Page>
  );
}

function ApplicationPolicies({
  application,
  policies,
  onEdit,
  onDelete,
  onAddFeature,
}: {
  application: ApplicationForLicense;
  policies: LicensePolicy[];
  onEdit: (policy: LicensePolicy) => void;
  onDelete: (policy: LicensePolicy) => void;
  onAddFeature: () => void;
}) {
  const withFeatures = useExtension('entitlements') === 'present';
  const catalogue = useEntitlementCatalogue(application.id, { enabled: withFeatures });
  const name = application.name ?? application.id;
  const headingId = `policies-of-${application.id}`;
  return (
    <section className="policy-application mb-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="policy-application-title">
        {t.policiesOf(name)}
      </h2>
      {policies.length === 0 ? (
        <p className="text-color-secondary">{t.empty}</p>
      ) : (
        <ul className="policy-cards list-none p-0 m-0" aria-label={t.policiesOf(name)}>
          {policies.map((policy) => (
            <li key={policy.id}>
              <PolicyCard
                policy={policy}
                catalogue={catalogue.data}
                onEdit={() => onEdit(policy)}
                onDelete={() => onDelete(policy)}
              />
            </li>
          ))}
        </ul>
      )}
      {withFeatures ? (
        <FeatureCatalogue applicationName={name || common.none} catalogue={catalogue} onAdd={onAddFeature} />
      ) : null}
    </section>
  );
}
