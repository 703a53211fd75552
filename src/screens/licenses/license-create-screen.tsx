// New licence form (docs/product.md §2, §5). Creation consumes quota: it runs the quota
// flow machine, which shows 'ライセンス枠不足' on a refusal; the remaining quota is shown above
// the form, and when it says none is left the machine refuses before anything is sent. A failed
// save keeps every value, and the server's field messages go next to their fields. With the
// extensions, a policy fills the form and the licence's features are chosen; 複製 opens it filled.
import { useId } from 'react';
import { useLocation } from 'wouter';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { isRefusal, messageOf } from '../../api/client/errors.ts';
import { licenseDataKeys, useApplicationsForLicense } from '../../api/resources/licensing/licenses.ts';
import { useEntitlementCatalogue, useLicensePolicies } from '../../api/resources/licensing/policies.ts';
import { licenseCreatePayloadSchema } from '../../api/schemas/licensing/license.ts';
import { useExtension } from '../../api/resources/use-extension.ts';
import { formSave } from '../../shared/messages/forms/form-save.ts';
import { licenses as t } from '../../shared/messages/licensing/licenses.ts';
import { useNavigationState } from '../shared/state/navigation-state.ts';
import { useNotify } from '../shared/feedback/notify.tsx';
import { Page } from '../shared/layout/page.tsx';
import { RefusedList } from '../shared/feedback/query-state.tsx';
import { FormDraftNotice, useFormDraft } from '../shared/form/use-form-draft.tsx';
import { FormSaveNotices } from '../shared/form/form-feedback.tsx';
import { useFormSave } from '../shared/form/use-form-save.tsx';
import { ApplicationSummary } from './application-summary.tsx';
import {
  createPayloadOf,
  isLicenseField,
  LICENSE_FORM_DEFAULTS,
  policyPrefill,
  policyQuickCreatePayloadOf,
  quickCreatePayloadOf,
  type LicenseFieldName,
  type LicenseFormInput,
  type LicenseFormOutput,
} from '../shared/license-form/license-create-form.ts';
import { duplicateStateSchema } from '../shared/license-detail/license-duplicate.ts';
import { EntitlementsField, PolicyField } from './license-policy-fields.tsx';
import {
  ApplicationField,
  DateField,
  LicenseTypeField,
  MaxActivationsField,
  type BoundFieldProps,
} from '../shared/license-form/license-form-fields.tsx';
import { knownQuotaOf, LicenseQuotaPanel } from './license-quota-panel.tsx';
import { LicenseUserField } from '../shared/license-form/license-user-field.tsx';
import { QuotaShortageDialog } from '../shared/license-form/quota-shortage-dialog.tsx';
import { useCreateQuota } from './use-create-quota.ts';
import { useLicenseActivation } from './use-license-activation.ts';

export function LicenseCreateScreen() {
  const notify = useNotify();
  const [, navigate] = useLocation();
  const formId = useId();

  // 複製: the licence it copies arrives in navigation state and fills the form.
  const duplicate = useNavigationState(duplicateStateSchema);
  const { control, handleSubmit, setValue, setError, trigger, getValues, watch, reset, formState } = useForm<
    LicenseFormInput,
    unknown,
    LicenseFormOutput
  >({
    resolver: zodResolver(licenseCreatePayloadSchema),
    defaultValues: duplicate ? { ...LICENSE_FORM_DEFAULTS, ...duplicate.values } : LICENSE_FORM_DEFAULTS,
  });
  /** What a field of the form is given: the form, its element's id, its message. */
  const bound = (field: LicenseFieldName, idSuffix: string): BoundFieldProps => ({
    control,
    id: `${formId}-${idSuffix}`,
    error: formState.errors[field]?.message,
  });
  // What was typed survives a session expiry and is offered back after signing in again. Not
  // useDraftedForm: the quota flow (useLicenseActivation) sends the save and reports its outcome.
  const draft = useFormDraft({ watch, getValues, reset }, { formId: 'license-create' });

  // A creation left without an answer can be cancelled; what was typed stays.
  const save = useFormSave({ rereads: licenseDataKeys });
  const activation = useLicenseActivation(
    'create',
    {
      onActivated: () => {
        draft.clear();
        notify.success(t.created);
        navigate('/licenses');
      },
      onFailed: (event) => {
        notify.error(event.message);
        for (const [field, messages] of Object.entries(event.fields ?? {})) {
          if (isLicenseField(field) && messages[0]) setError(field, { type: 'server', message: messages[0] });
        }
      },
    },
    save,
  );
  const busy = activation.busy;
  const quotaState = useCreateQuota(activation.state === 'refusedForQuota');
  const knownQuota = knownQuotaOf(quotaState);

  const applications = useApplicationsForLicense();
  const applicationId = useWatch({ control, name: 'applicationId' });
  const perpetual = useWatch({ control, name: 'type' }) === 'perpetual';
  const selectedApplication = applications.data?.find((a) => a.id === applicationId) ?? null;
  // Extensions: the application's policies and features, once the server is known to offer them.
  const withPolicies = useExtension('licensePolicies') === 'present';
  const withFeatures = useExtension('entitlements') === 'present';
  const policies = useLicensePolicies(applicationId || null, { enabled: withPolicies && Boolean(applicationId) });
  const catalogue = useEntitlementCatalogue(applicationId || null, { enabled: withFeatures });
  const defaultPolicy = policies.data?.find((p) => p.isDefault) ?? null;

  const submit = handleSubmit((values) =>
    activation.send({ type: 'creation.submit', payload: createPayloadOf(values, { withFeatures }), knownQuota }),
  );
  const quickCreate = async () => {
    if (!(await trigger(defaultPolicy ? ['applicationId', 'userId'] : ['applicationId', 'userId', 'maxActivations'])))
      return;
    const payload = defaultPolicy
      ? policyQuickCreatePayloadOf(getValues(), defaultPolicy, new Date(), { withFeatures })
      : quickCreatePayloadOf(getValues(), new Date());
    activation.send({ type: 'creation.submit', payload, knownQuota });
  };

  // An account the server refuses (an ordinary user who typed the URL): the refusal once, as
  // the admin lists show it, rather than a form with the same error under every field.
  if (isRefusal(applications.error) && !applications.data) {
    return (
      <RefusedList
        title={t.createTitle}
        message={messageOf(applications.error, t.applicationsLoadFailed)}
        onRetry={() => void applications.refetch()}
      />
    );
  }

  return (
    <Page
      title={t.createTitle}
      actions={
        <Button type="button" label={t.formBack} icon="pi pi-arrow-left" text onClick={() => navigate('/licenses')} />
      }
    >
      <div className="mb-3" style={{ maxWidth: '40rem' }}>
        {duplicate ? <Message severity="info" text={t.duplicating(duplicate.key)} className="mb-2" /> : null}
        <FormDraftNotice draft={draft} />
        <LicenseQuotaPanel state={quotaState} />
      </div>
      <form
        className="license-form flex flex-column gap-3"
        style={{ maxWidth: '40rem' }}
        noValidate
        aria-busy={busy}
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void submit(e);
        }}
      >
        <ApplicationField
          {...bound('applicationId', 'application')}
          applications={applications}
          // Another application's policy and features are not this one's.
          onChosen={() => {
            setValue('policyId', null);
            setValue('entitlements', []);
          }}
        />
        {selectedApplication ? <ApplicationSummary application={selectedApplication} /> : null}
        {withPolicies && applicationId ? (
          <PolicyField
            {...bound('policyId', 'policy')}
            policies={policies}
            onChosen={(policy) => {
              if (!policy) return;
              for (const [field, value] of Object.entries(policyPrefill(policy, getValues('startDate'), new Date())))
                setValue(field as keyof LicenseFormInput, value, { shouldValidate: formState.isSubmitted });
            }}
          />
        ) : null}
        <LicenseUserField {...bound('userId', 'user')} />
        <LicenseTypeField
          {...bound('type', 'type')}
          // Perpetual: no end date (docs/product.md §2).
          onChosen={(type) => {
            if (type === 'perpetual') setValue('endDate', null, { shouldValidate: formState.isSubmitted });
          }}
        />
        <MaxActivationsField {...bound('maxActivations', 'max')} />
        {withFeatures && applicationId ? (
          <EntitlementsField {...bound('entitlements', 'features')} catalogue={catalogue} />
        ) : null}
        <div className="flex flex-wrap gap-3">
          <DateField {...bound('startDate', 'start')} name="startDate" label={t.formStartDate} />
          <DateField
            {...bound('endDate', 'end')}
            name="endDate"
            label={t.formEndDate}
            disabledHint={perpetual ? t.perpetualNoExpiry : undefined}
          />
        </div>

        <FormSaveNotices save={save} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" label={t.formSubmit} icon="pi pi-check" loading={busy} disabled={busy} />
          <Button
            type="button"
            label={defaultPolicy ? t.quickCreateWithPolicy(defaultPolicy.name ?? '') : t.quickCreate}
            icon="pi pi-bolt"
            severity="secondary"
            outlined
            disabled={busy}
            tooltip={defaultPolicy ? t.quickCreateWithPolicyHint(defaultPolicy.name ?? '') : t.quickCreateHint}
            onClick={() => void quickCreate()}
          />
          {/* While the creation runs, キャンセル aborts it (the form stays); otherwise it leaves the form. */}
          <Button
            type="button"
            label={save.pending ? formSave.cancel : t.formCancel}
            severity="secondary"
            text
            disabled={busy && !save.pending}
            onClick={save.pending ? save.cancel : () => navigate('/licenses')}
          />
        </div>
      </form>

      <QuotaShortageDialog
        visible={activation.state === 'refusedForQuota'}
        message={activation.message}
        quotaInfo={activation.quotaInfo}
        onHide={() => activation.send({ type: 'activation.dismiss' })}
      />
    </Page>
  );
}
