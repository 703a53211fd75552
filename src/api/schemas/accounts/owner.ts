// Owner link to the billing provider, quota and usage (docs/product.md §3, §5, §7).
import * as z from 'zod';
import type { Read } from '../../reading/read-types.ts';
import { asciiText, keepIfBlank, nullableIsoDateTime, quotaInfoSchema, requiredAscii, rowId } from '../common.ts';
import { essential, readingHints } from '../reading.ts';
import { LIMITS } from '../../../shared/constants.ts';
import { validation as v } from '../../../shared/messages/forms/validation.ts';

export { quotaInfoSchema, type QuotaInfo } from '../common.ts';

/** GET /api/my-owner: `exists: false` when none. The API key only ever comes masked. */
export const ownerSchema = z.discriminatedUnion('exists', [
  z.object({ exists: essential(z.literal(false)) }),
  z.object({
    exists: essential(z.literal(true)),
    owner_id: rowId,
    subsclight_site: z.string(),
    subsclight_api_key_masked: z.string(),
    updated_at: nullableIsoDateTime,
  }),
]);
// Another server may leave `exists` out: an owner id says there is one.
ownerSchema.register(readingHints, {
  prepare: (json) =>
    typeof json === 'object' && json !== null && !('exists' in json)
      ? { ...json, exists: 'owner_id' in json && json.owner_id != null }
      : json,
});
/** As the console reads it (lenient); `OwnerWire` is the contract's form. */
export type Owner = Read<typeof ownerSchema>;
export type OwnerWire = z.infer<typeof ownerSchema>;
export type ExistingOwner = Extract<Owner, { exists: true }>;
export type ExistingOwnerWire = Extract<OwnerWire, { exists: true }>;

const site = requiredAscii(v.siteIdRequired).pipe(
  z
    .string()
    .min(LIMITS.siteIdMin, { error: v.siteIdMin })
    .max(100, { error: v.siteIdFormat })
    .regex(/^[A-Za-z0-9_-]+$/, { error: v.siteIdFormat }),
);
const apiKey = asciiText().min(LIMITS.apiKeyMin, { error: v.apiKeyMin }).max(200, { error: v.apiKeyMin });

/** POST /api/my-owner: key required (docs/product.md §5). */
export const ownerCreatePayloadSchema = z.object({
  subsclight_api_key: requiredAscii(v.billingApiKeyRequired).pipe(apiKey),
  subsclight_site: site,
});
export type OwnerCreatePayload = z.infer<typeof ownerCreatePayloadSchema>;

/** PUT /api/my-owner: the same schema, but a blank key keeps the current one. */
export const ownerUpdatePayloadSchema = z.object({
  subsclight_api_key: keepIfBlank(apiKey),
  subsclight_site: site,
});
export type OwnerUpdatePayload = z.infer<typeof ownerUpdatePayloadSchema>;

/** The owner's whole billing key, answered only to the explicit reveal call (an extension). */
export const revealedOwnerKeySchema = z.object({ subsclight_api_key: essential(z.string()) });

/** GET /api/license-quota/{id} and POST .../sync. */
export const quotaResponseSchema = quotaInfoSchema.extend({ last_updated: nullableIsoDateTime });
/** As the console reads it (lenient); `QuotaResponseWire` is the contract's form. */
export type QuotaResponse = Read<typeof quotaResponseSchema>;
export type QuotaResponseWire = z.infer<typeof quotaResponseSchema>;

/** GET /api/license-quota/{id}/usage. */
export const licenseUsageSchema = z.object({
  license_quota_total: z.number().int(),
  license_quota_used: z.number().int(),
  license_quota_available: z.number().int(),
  total_applications: z.number().int(),
  is_quota_expired: z.boolean(),
  last_updated: nullableIsoDateTime,
  applications_detail: z.array(
    z.object({ application_id: rowId, application_name: z.string(), active_licenses: z.number().int() }),
  ),
});
/** As the console reads it (lenient); `LicenseUsageWire` is the contract's form. */
export type LicenseUsage = Read<typeof licenseUsageSchema>;
export type LicenseUsageWire = z.infer<typeof licenseUsageSchema>;
