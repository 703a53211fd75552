// The policy form's values: the create payload's schema is its resolver, so its messages come
// from one place; an edit sends everything but the application.
import {
  policyCreatePayloadSchema,
  type LicensePolicy,
  type PolicyCreatePayload,
  type PolicyFormInput,
  type PolicyUpdatePayload,
} from '../../api/schemas/licensing/policy.ts';
import { DEFAULT_MAX_ACTIVATIONS, LICENSE_FILE_TTL_DAYS } from '../../shared/constants.ts';

export type { PolicyFormInput };
export type PolicyFormOutput = PolicyCreatePayload;
/** Every field of the form is one of the create payload's: the server's refusal of it shows beside it. */
export const POLICY_FIELDS = policyCreatePayloadSchema.keyof().options;

/** A new policy starts as a yearly subscription of the chosen application. */
export function newPolicyValues(applicationId: string | null): PolicyFormInput {
  return {
    applicationId: applicationId ?? '',
    name: '',
    type: 'subscription',
    durationValue: '1',
    durationUnit: 'year',
    maxActivations: String(DEFAULT_MAX_ACTIVATIONS),
    heartbeatWindowHours: '',
    gracePeriodDays: '0',
    licenseFileTtlDays: null,
    entitlements: [],
    isDefault: false,
  };
}

/** A time to live the form can show: one of the choices, else none. */
const ttlChoiceOf = (days: number | null | undefined): PolicyFormInput['licenseFileTtlDays'] =>
  LICENSE_FILE_TTL_DAYS.find((d) => d === days) ?? null;

/** A policy as the form shows it (what the server did not say stays blank). */
export function policyValues(policy: LicensePolicy): PolicyFormInput {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    applicationId: policy.applicationId ?? '',
    name: policy.name ?? '',
    type: policy.type ?? 'subscription',
    durationValue: text(policy.durationValue),
    durationUnit: policy.durationUnit ?? 'year',
    maxActivations: text(policy.maxActivations),
    heartbeatWindowHours: text(policy.heartbeatWindowHours),
    gracePeriodDays: text(policy.gracePeriodDays ?? 0),
    licenseFileTtlDays: ttlChoiceOf(policy.licenseFileTtlDays),
    entitlements: policy.entitlements ?? [],
    isDefault: policy.isDefault ?? false,
  };
}

export function updatePayloadOf({ applicationId: _application, ...values }: PolicyFormOutput): PolicyUpdatePayload {
  return values;
}
