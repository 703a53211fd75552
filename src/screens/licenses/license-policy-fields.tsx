// The new licence form's policy and features (extensions licensePolicies, entitlements): the
// application's policies, one of which fills the form (all still editable), and the features
// of the application's catalogue the licence will unlock.
import { Controller } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import { Message } from 'primereact/message';
import type { Entitlement, LicensePolicy } from '../../api/schemas/licensing/policy.ts';
import { licenses as t } from '../../shared/messages/licensing/licenses.ts';
import { FormDropdown } from '../shared/form/form-dropdown.tsx';
import { EntitlementChecklist } from '../shared/license-form/entitlement-checklist.tsx';
import { LicenseField, type BoundFieldProps } from '../shared/license-form/license-form-fields.tsx';
import { termOf } from '../shared/license-form/policy-term.ts';

const NONE = '__none__';

export function PolicyField({
  control,
  id,
  error,
  policies,
  onChosen,
}: BoundFieldProps & { policies: UseQueryResult<LicensePolicy[]>; onChosen: (policy: LicensePolicy | null) => void }) {
  const list = policies.data ?? [];
  const options = [
    { label: t.formPolicyNone, value: NONE },
    ...list.map((p) => ({ label: `${p.name ?? p.id}（${termOf(p)}）`, value: p.id })),
  ];
  return (
    <LicenseField id={id} label={t.formPolicy} error={error} hint={t.formPolicyHint}>
      <FormDropdown
        control={control}
        name="policyId"
        inputId={id}
        aria-describedby={`${id}-hint`}
        options={options}
        loading={policies.isPending}
        fromField={(value) => value ?? NONE}
        toField={(value) => (list.some((p) => p.id === value) ? value : null)}
        onChosen={(value) => onChosen(list.find((p) => p.id === value) ?? null)}
        className="w-full"
      />
      {policies.isError ? <Message severity="error" text={t.formPoliciesLoadFailed} /> : null}
    </LicenseField>
  );
}

export function EntitlementsField({
  control,
  id,
  error,
  catalogue,
}: BoundFieldProps & { catalogue: UseQueryResult<Entitlement[]> }) {
  if (catalogue.isError) return <Message severity="error" text={t.formEntitlementsLoadFailed} />;
  if (catalogue.data?.length === 0) return <p className="m-0 text-color-secondary">{t.formEntitlementsEmpty}</p>;
  return (
    <Controller
      name="entitlements"
      control={control}
      render={({ field }) => (
        <EntitlementChecklist
          id={id}
          legend={t.formEntitlements}
          catalogue={catalogue.data ?? []}
          value={field.value ?? []}
          onChange={field.onChange}
          error={error}
        />
      )}
    />
  );
}
