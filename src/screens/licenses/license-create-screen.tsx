// New licence form (spec §2 /licenses/create, §5). The payload schema is the resolver, so the
// spec's messages come from one place. Creation consumes quota: it runs the quota flow
// machine, which shows 'ライセンス枠不足' on a refusal. A failed save keeps every value.
// The remaining quota is shown above the form; when it says none is left, the machine
// refuses before anything is sent.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { format, isValid, parseISO } from 'date-fns';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { messageOf } from '../../api/errors.ts';
import { useApplicationsForLicense, useUsersForLicense } from '../../api/licenses.ts';
import { useMyOwner, useQuota } from '../../api/owner.ts';
import type { ApplicationForLicense } from '../../api/schemas/application.ts';
import { LICENSE_TYPES, licenseCreatePayloadSchema, type LicenseType } from '../../api/schemas/license.ts';
import type { LicenseUserOption } from '../../api/schemas/user.ts';
import { DEFAULT_MAX_ACTIVATIONS, LEGACY_LICENSE_EXPIRY_MS, SEARCH_DEBOUNCE_MS } from '../../shared/constants.ts';
import { localDateTimeToIso } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { licenses as t } from '../../shared/messages/licenses.ts';
import { useNotify } from '../shared/notify.tsx';
import { Page } from '../shared/page.tsx';
import { StatusTag } from '../shared/status-tag.tsx';
import { applicationStatusView, roleView } from '../shared/status.ts';
import { useDebouncedValue } from '../shared/use-debounced-value.ts';
import { FormDraftNotice, useFormDraft } from '../shared/use-form-draft.tsx';
import { knownQuotaOf, LicenseQuotaPanel, type QuotaPanelState } from './license-quota-panel.tsx';
import { QuotaShortageDialog } from './quota-shortage-dialog.tsx';
import { useLicenseActivation } from './use-license-activation.ts';
import { DROPDOWN_DEFAULTS } from '../shared/dropdown-defaults.ts';

type FormInput = z.input<typeof licenseCreatePayloadSchema>;
type FormOutput = z.output<typeof licenseCreatePayloadSchema>;
type FieldName = keyof FormInput;

const TYPE_LABELS: Record<LicenseType, string> = { perpetual: t.typePerpetual, subscription: t.typeSubscription };

const DEFAULT_VALUES: FormInput = {
  applicationId: '',
  userId: '',
  type: undefined as unknown as LicenseType,
  maxActivations: DEFAULT_MAX_ACTIVATIONS,
  startDate: null,
  endDate: null,
};

// Native date inputs (yyyy-MM-dd, local): the payload carries local midnight as ISO.
const toDateInput = (iso: string | null | undefined) => {
  const d = iso ? parseISO(iso) : null;
  return d && isValid(d) ? format(d, 'yyyy-MM-dd') : '';
};
const fromDateInput = (value: string) => (value ? localDateTimeToIso(value) : null);

export function LicenseCreateScreen() {
  const notify = useNotify();
  const [, navigate] = useLocation();
  const formId = useId();
  const ids = {
    application: `${formId}-application`,
    user: `${formId}-user`,
    type: `${formId}-type`,
    maxActivations: `${formId}-max`,
    startDate: `${formId}-start`,
    endDate: `${formId}-end`,
  };

  const { control, handleSubmit, setValue, setError, trigger, getValues, watch, reset, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(licenseCreatePayloadSchema),
    defaultValues: DEFAULT_VALUES,
  });
  const errors = formState.errors;
  // What was typed survives a session expiry and is offered back after signing in again.
  const draft = useFormDraft({ watch, getValues, reset }, { formId: 'license-create' });

  const activation = useLicenseActivation('create', {
    onActivated: () => {
      draft.clear();
      notify.success(t.created);
      navigate('/licenses');
    },
    onFailed: (event) => {
      notify.error(event.message);
      // The server's field messages go next to their fields.
      for (const [field, messages] of Object.entries(event.fields ?? {})) {
        if (field in DEFAULT_VALUES && messages[0]) setError(field as FieldName, { type: 'server', message: messages[0] });
      }
    },
  });
  const busy = activation.busy;

  const owner = useMyOwner();
  const ownerId = owner.data?.exists ? owner.data.owner_id : null;
  const quota = useQuota(ownerId);
  const quotaState: QuotaPanelState = owner.isError
    ? { kind: 'error', retry: () => void owner.refetch() }
    : owner.isPending
      ? { kind: 'loading' }
      : ownerId === null
        ? { kind: 'noOwner' }
        : quota.isError
          ? { kind: 'error', retry: () => void quota.refetch() }
          : quota.data
            ? { kind: 'ready', quota: quota.data }
            : { kind: 'loading' };
  const knownQuota = knownQuotaOf(quotaState);
  // After a refusal the figures shown may be out of date (the server refused): fetch them again.
  const refused = activation.state === 'refusedForQuota';
  const refetchQuota = quota.refetch;
  useEffect(() => {
    if (refused && ownerId !== null) void refetchQuota();
  }, [refused, ownerId, refetchQuota]);

  const applications = useApplicationsForLicense();
  const [userSearchInput, setUserSearchInput] = useState('');
  const userSearch = useDebouncedValue(userSearchInput.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUsersForLicense(userSearch);
  // The chosen user stays an option while the search shows others.
  const [chosenUser, setChosenUser] = useState<LicenseUserOption | null>(null);
  const userOptions = mergeChosen(users.data ?? [], chosenUser);

  const applicationId = useWatch({ control, name: 'applicationId' });
  const type = useWatch({ control, name: 'type' });
  const selectedApplication = applications.data?.find((a) => a.id === applicationId) ?? null;
  const perpetual = type === 'perpetual';

  const submit = handleSubmit((values) => {
    const endDate = values.type === 'perpetual' ? null : (values.endDate ?? null);
    activation.send({ type: 'creation.submit', payload: { ...values, endDate, expiresAt: endDate }, knownQuota });
  });

  // Legacy quick-create (spec §2): the chosen application and user, expiry in 365 days.
  const quickCreate = async () => {
    const ok = await trigger(['applicationId', 'userId', 'maxActivations']);
    if (!ok) return;
    const v = getValues();
    const now = new Date();
    const end = new Date(now.getTime() + LEGACY_LICENSE_EXPIRY_MS).toISOString();
    activation.send({
      type: 'creation.submit',
      payload: {
        applicationId: v.applicationId,
        userId: v.userId,
        type: 'subscription',
        maxActivations: Number(v.maxActivations),
        startDate: now.toISOString(),
        endDate: end,
        expiresAt: end,
      },
      knownQuota,
    });
  };

  return (
    <Page title={t.createTitle} actions={<Button type="button" label={t.formBack} icon="pi pi-arrow-left" text onClick={() => navigate('/licenses')} />}>
      <div className="mb-3" style={{ maxWidth: '40rem' }}>
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
        <Field id={ids.application} label={t.formApplication} error={errors.applicationId?.message}>
          <Controller
            name="applicationId"
            control={control}
            render={({ field }) => (
              <Dropdown
                {...DROPDOWN_DEFAULTS}
                inputId={ids.application}
                value={field.value}
                options={applications.data ?? []}
                optionLabel="name"
                optionValue="id"
                itemTemplate={(a: ApplicationForLicense) => `${a.name}${a.version ? ` (${a.version})` : ''}`}
                placeholder={applications.isPending ? common.loading : t.formApplicationPlaceholder}
                loading={applications.isPending}
                emptyMessage={t.noApplications}
                onChange={(e) => field.onChange(e.value ?? '')}
                onBlur={field.onBlur}
                invalid={!!errors.applicationId}
                aria-invalid={!!errors.applicationId}
                aria-describedby={errors.applicationId ? `${ids.application}-error` : undefined}
                className="w-full"
              />
            )}
          />
          {applications.isError ? (
            <LoadFailed message={messageOf(applications.error, t.applicationsLoadFailed)} onRetry={() => void applications.refetch()} />
          ) : null}
        </Field>

        {selectedApplication ? <ApplicationSummary application={selectedApplication} /> : null}

        <Field id={ids.user} label={t.formUser} error={errors.userId?.message}>
          <Controller
            name="userId"
            control={control}
            render={({ field }) => (
              <Dropdown
                {...DROPDOWN_DEFAULTS}
                inputId={ids.user}
                value={field.value}
                options={userOptions}
                optionLabel="email"
                optionValue="id"
                filter
                filterBy="email"
                filterPlaceholder={t.formUserSearch}
                onFilter={(e) => setUserSearchInput(e.filter)}
                itemTemplate={(u: LicenseUserOption) => <UserOption user={u} />}
                placeholder={users.isPending ? common.loading : t.formUserPlaceholder}
                loading={users.isPending}
                emptyMessage={t.noUsers}
                emptyFilterMessage={t.noUsers}
                onChange={(e) => {
                  field.onChange(e.value ?? '');
                  setChosenUser(userOptions.find((u) => u.id === e.value) ?? null);
                }}
                onBlur={field.onBlur}
                invalid={!!errors.userId}
                aria-invalid={!!errors.userId}
                aria-describedby={errors.userId ? `${ids.user}-error` : undefined}
                className="w-full"
              />
            )}
          />
          {users.isError ? <LoadFailed message={messageOf(users.error, t.usersLoadFailed)} onRetry={() => void users.refetch()} /> : null}
        </Field>

        <fieldset className="p-0 m-0 border-none" aria-describedby={errors.type ? `${ids.type}-error` : undefined}>
          <legend className="mb-2">{t.formType}</legend>
          <Controller
            name="type"
            control={control}
            render={({ field }) => (
              <div className="flex gap-4">
                {LICENSE_TYPES.map((value) => (
                  <div key={value} className="flex align-items-center gap-2">
                    <RadioButton
                      inputId={`${ids.type}-${value}`}
                      name={field.name}
                      value={value}
                      checked={field.value === value}
                      invalid={!!errors.type}
                      onChange={(e) => {
                        field.onChange(e.value);
                        // Perpetual: no end date (spec §2).
                        if (e.value === 'perpetual') setValue('endDate', null, { shouldValidate: formState.isSubmitted });
                      }}
                    />
                    <label htmlFor={`${ids.type}-${value}`}>{TYPE_LABELS[value]}</label>
                  </div>
                ))}
              </div>
            )}
          />
          <FieldError id={`${ids.type}-error`} message={errors.type?.message} />
        </fieldset>

        <Field id={ids.maxActivations} label={t.formMaxActivations} error={errors.maxActivations?.message}>
          <Controller
            name="maxActivations"
            control={control}
            render={({ field }) => (
              <InputNumber
                inputId={ids.maxActivations}
                value={typeof field.value === 'number' ? field.value : null}
                onValueChange={(e) => field.onChange(e.value ?? null)}
                onBlur={field.onBlur}
                useGrouping={false}
                showButtons
                invalid={!!errors.maxActivations}
                aria-invalid={!!errors.maxActivations}
                aria-describedby={errors.maxActivations ? `${ids.maxActivations}-error` : undefined}
              />
            )}
          />
        </Field>

        <div className="flex flex-wrap gap-3">
          <Field id={ids.startDate} label={t.formStartDate} error={errors.startDate?.message}>
            <Controller
              name="startDate"
              control={control}
              render={({ field }) => (
                <InputText
                  id={ids.startDate}
                  type="date"
                  value={toDateInput(field.value)}
                  onChange={(e) => field.onChange(fromDateInput(e.target.value))}
                  onBlur={field.onBlur}
                  invalid={!!errors.startDate}
                  aria-invalid={!!errors.startDate}
                  aria-describedby={errors.startDate ? `${ids.startDate}-error` : undefined}
                />
              )}
            />
          </Field>
          <Field id={ids.endDate} label={t.formEndDate} error={errors.endDate?.message} hint={perpetual ? t.perpetualNoExpiry : undefined}>
            <Controller
              name="endDate"
              control={control}
              render={({ field }) => (
                <InputText
                  id={ids.endDate}
                  type="date"
                  value={perpetual ? '' : toDateInput(field.value)}
                  onChange={(e) => field.onChange(fromDateInput(e.target.value))}
                  onBlur={field.onBlur}
                  disabled={perpetual}
                  placeholder={perpetual ? t.perpetualNoExpiry : undefined}
                  invalid={!!errors.endDate}
                  aria-invalid={!!errors.endDate}
                  aria-describedby={[errors.endDate ? `${ids.endDate}-error` : '', perpetual ? `${ids.endDate}-hint` : ''].join(' ').trim() || undefined}
                />
              )}
            />
          </Field>
        </div>

        <div className="flex flex-wrap gap-2">
          <Button type="submit" label={t.formSubmit} icon="pi pi-check" loading={busy} disabled={busy} />
          <Button
            type="button"
            label={t.quickCreate}
            icon="pi pi-bolt"
            severity="secondary"
            outlined
            disabled={busy}
            tooltip={t.quickCreateHint}
            onClick={() => void quickCreate()}
          />
          <Button type="button" label={t.formCancel} severity="secondary" text disabled={busy} onClick={() => navigate('/licenses')} />
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

function mergeChosen(options: LicenseUserOption[], chosen: LicenseUserOption | null): LicenseUserOption[] {
  if (!chosen || options.some((u) => u.id === chosen.id)) return options;
  return [chosen, ...options];
}

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="flex flex-column gap-1">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <small id={`${id}-hint`} className="text-color-secondary">
          {hint}
        </small>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <small id={id} className="p-error" role="alert">
      {message}
    </small>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex align-items-center gap-2" role="alert">
      <Message severity="error" text={message} />
      <Button type="button" label={common.retry} icon="pi pi-refresh" text size="small" onClick={onRetry} />
    </div>
  );
}

function UserOption({ user }: { user: LicenseUserOption }) {
  return (
    <div className="flex flex-column">
      <span>{user.email}</span>
      <small className="flex gap-2 align-items-center">
        <StatusTag view={roleView(user.role)} />
        <span>
          {t.formTenant}: {user.tenantId ?? common.none}
        </span>
      </small>
    </div>
  );
}

function ApplicationSummary({ application }: { application: ApplicationForLicense }) {
  return (
    <Card title={t.summaryTitle} className="application-summary" aria-label={t.summaryTitle} role="region">
      <dl className="detail-list">
        <dt>{t.summaryName}</dt>
        <dd>{application.name}</dd>
        <dt>{t.summaryVersion}</dt>
        <dd>{application.version ?? common.notSet}</dd>
        <dt>{t.summaryStatus}</dt>
        <dd>
          <StatusTag view={applicationStatusView(application.status)} />
        </dd>
        <dt>{t.summaryDescription}</dt>
        <dd>{application.description || common.none}</dd>
        <dt>{t.summaryId}</dt>
        <dd>
          <code>{application.id}</code>
        </dd>
      </dl>
    </Card>
  );
}
