// 複製: the new licence form opened with what a licence was issued with (its application,
// holder, type, activations, policy and features; a new key, from today). The values travel in
// navigation state, read back through this schema (the entry may hold anything).
import * as z from 'zod';
import { LICENSE_TYPES } from '../../../api/schemas/licensing/license.ts';
import type { LicensePolicyTerms } from '../../../api/schemas/licensing/license-terms.ts';
import { policyEndDate } from '../license-form/license-create-form.ts';

export const duplicateStateSchema = z.object({
  key: z.string(),
  values: z.object({
    applicationId: z.string(),
    userId: z.string(),
    type: z.enum(LICENSE_TYPES),
    maxActivations: z.number().int().min(1),
    endDate: z.string().nullable(),
    policyId: z.string().nullable(),
    entitlements: z.array(z.string()),
  }),
});
export type DuplicateState = z.infer<typeof duplicateStateSchema>;

export interface DuplicateSource {
  key: string;
  applicationId: string | null;
  userId: string | null;
  type: 'perpetual' | 'subscription' | null;
  maxActivations: number | null;
  issuedAt: string | null;
  expiresAt: string | null;
}

/**
 * The form's values for a copy: the policy's term from today, or the source's own term length
 * from today; its policy only while that policy still exists (a deleted one cannot be issued from).
 */
export function duplicateStateOf(
  source: DuplicateSource,
  policy: LicensePolicyTerms['policy'] | undefined,
  features: readonly string[] | undefined,
  now: Date,
): DuplicateState {
  const type = source.type ?? (source.expiresAt ? 'subscription' : 'perpetual');
  const term = source.issuedAt && source.expiresAt ? Date.parse(source.expiresAt) - Date.parse(source.issuedAt) : NaN;
  const byPolicy = policy
    ? policyEndDate({ type, durationValue: policy.durationValue, durationUnit: policy.durationUnit }, null, now)
    : null;
  const endDate =
    type === 'perpetual' ? null : (byPolicy ?? (term > 0 ? new Date(now.getTime() + term).toISOString() : null));
  return {
    key: source.key,
    values: {
      applicationId: source.applicationId ?? '',
      userId: source.userId ?? '',
      type,
      maxActivations: source.maxActivations ?? 1,
      endDate,
      policyId: policy && !policy.deleted ? policy.id : null,
      entitlements: [...(features ?? [])],
    },
  };
}
