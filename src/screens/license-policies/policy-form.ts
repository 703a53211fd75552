// The policy form's values: the create payload's schema is its resolver, so its messages come
// from one place; an edit sends everything but the application.
import type * as z from 'zod';
import type {
  LicensePolicy,
  PolicyUpdatePayload,
  policyCreatePayloadSchema,
} from '../../api/schemas/licensing/policy.ts';
import { DEFAULT_MAX_ACTIVATIONS, LICENSE_FILE_TTL_DAYS } from '../../shared/constants.ts';

export type PolicyFormInput = z.input<typeof policyCreatePayloadSchema>;
export type PolicyFormOutput = z.output<typeof policyCreatePayloadSchema>;
export const POLICY_FIELDS = [
  'applicationId',
  'name',
  'type',
  'durationValue',
  'durationUnit',
  'maxActivations',
  'heartbeatWindowHours',
  'gracePeriodDays',
  'licenseFileTtlDays',
  'entitlements',
  'isDefault',
] as const;

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
