// The new licence form's values (docs/product.md §2): the payload schema is the form's
// resolver, so the contract's messages come from one place. What a submit and the legacy
// quick-create send is built here from the form's values.
import type * as z from 'zod';
import { LICENSE_TYPES, maxActivationsSchema, type LicenseCreatePayload, type licenseCreatePayloadSchema } from '../../api/schemas/license.ts';
import { DEFAULT_MAX_ACTIVATIONS, LEGACY_LICENSE_EXPIRY_MS } from '../../shared/constants.ts';

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
};

export const isLicenseField = (name: string): name is LicenseFieldName => name in LICENSE_FORM_DEFAULTS;

/** A perpetual licence has no end date, whatever the date field held (docs/product.md §2). */
export function createPayloadOf(values: LicenseFormOutput): LicenseCreatePayload {
  const endDate = values.type === 'perpetual' ? null : (values.endDate ?? null);
  return { ...values, endDate, expiresAt: endDate };
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
