// The new licence form's values (docs/product.md §2): the payload schema is the form's
// resolver, so the contract's messages come from one place. What a submit and the legacy
// quick-create send is built here from the form's values.
import type * as z from 'zod';
import {
  LICENSE_TYPES,
  maxActivationsSchema,
  type LicenseCreatePayload,
  type licenseCreatePayloadSchema,
} from '../../../api/schemas/licensing/license.ts';
import type { LicensePolicy } from '../../../api/schemas/licensing/policy.ts';
import { endOfCalendarDay } from '../../../shared/calendar-day.ts';
import { DEFAULT_MAX_ACTIVATIONS, LEGACY_LICENSE_EXPIRY_MS } from '../../../shared/constants.ts';
import { addPeriod } from '../../../shared/license-period.ts';

export type LicenseFormInput = z.input<typeof licenseCreatePayloadSchema>;
export type LicenseFormOutput = z.output<typeof licenseCreatePayloadSchema>;
export type LicenseFieldName = keyof LicenseFormInput;

export const LICENSE_FORM_DEFAULTS: LicenseFormInput = {
  applicationId: '',
  userId: '',
  // Preselected so the form starts complete (docs/adr/0050-licence-form-preselects-perpetual.md).
  type: LICENSE_TYPES[0],
  maxActivations: DEFAULT_MAX_ACTIVATIONS,
  startDate: null,
  endDate: null,
  policyId: null,
  entitlements: [],
};

export const isLicenseField = (name: string): name is LicenseFieldName => name in LICENSE_FORM_DEFAULTS;

/** A perpetual licence has no end date (docs/product.md §2); the policy and features go only when
 *  chosen (`withFeatures`), so a licence issued without them is the contract's payload alone. */
export function createPayloadOf(
  values: LicenseFormOutput,
  { withFeatures = false }: { withFeatures?: boolean } = {},
): LicenseCreatePayload {
  const { policyId, entitlements = [], ...contract } = values;
  const endDate = values.type === 'perpetual' ? null : (values.endDate ?? null);
  const features = withFeatures && (policyId || entitlements.length > 0);
  return {
    ...contract,
    endDate,
    expiresAt: endDate,
    ...(policyId ? { policyId } : {}),
    ...(features ? { entitlements } : {}),
  };
}

/** The end of the calendar day a policy's term after `start` (today when blank) ends on; null when perpetual or unknown. */
export function policyEndDate(
  policy: Pick<LicensePolicy, 'type' | 'durationValue' | 'durationUnit'>,
  start: string | null | undefined,
  now: Date,
): string | null {
  if (policy.type !== 'subscription' || policy.durationValue === null || policy.durationUnit === null) return null;
  const from = start && !Number.isNaN(Date.parse(start)) ? new Date(start) : now;
  return endOfCalendarDay(addPeriod(from, { value: policy.durationValue, unit: policy.durationUnit }));
}

/** What choosing a policy puts in the form (every value still editable). */
export function policyPrefill(
  policy: LicensePolicy,
  start: string | null | undefined,
  now: Date,
): Partial<LicenseFormInput> {
  return {
    policyId: policy.id,
    ...(policy.type ? { type: policy.type } : {}),
    endDate: policyEndDate(policy, start, now),
    ...(policy.maxActivations !== null ? { maxActivations: policy.maxActivations } : {}),
    ...(policy.entitlements ? { entitlements: policy.entitlements } : {}),
  };
}

/** The quick-create from the application's default policy: its type, term, activations and features. */
export function policyQuickCreatePayloadOf(
  values: LicenseFormInput,
  policy: LicensePolicy,
  now: Date,
  { withFeatures }: { withFeatures: boolean },
): LicenseCreatePayload {
  const end = policyEndDate(policy, null, now);
  return {
    applicationId: values.applicationId,
    userId: values.userId,
    type: policy.type ?? 'subscription',
    maxActivations: policy.maxActivations ?? maxActivationsSchema.parse(values.maxActivations),
    startDate: now.toISOString(),
    endDate: end,
    expiresAt: end,
    policyId: policy.id,
    ...(withFeatures && policy.entitlements ? { entitlements: policy.entitlements } : {}),
  };
}

/** Legacy quick-create (docs/product.md §2): the chosen application and user, a subscription
 *  from now that expires after the legacy period. */
export function quickCreatePayloadOf(values: LicenseFormInput, now: Date): LicenseCreatePayload {
  const end = new Date(now.getTime() + LEGACY_LICENSE_EXPIRY_MS).toISOString();
  return {
    applicationId: values.applicationId,
    userId: values.userId,
    type: 'subscription',
    // Validated before (trigger): typed text such as '３' read as the schema reads it.
    maxActivations: maxActivationsSchema.parse(values.maxActivations),
    startDate: now.toISOString(),
    endDate: end,
    expiresAt: end,
  };
}
