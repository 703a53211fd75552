// Owner link to the billing provider, quota and usage (spec §3, §5, §7).
import * as z from 'zod';
import { asciiText, id, keepIfBlank, nullableIsoDateTime, quotaInfoSchema, requiredAscii } from './common.ts';
import { LIMITS } from '../../shared/constants.ts';
import { validation as v } from '../../shared/messages/validation.ts';

export { quotaInfoSchema, type QuotaInfo } from './common.ts';

/** GET /api/my-owner: `exists: false` when none. The API key only ever comes masked. */
export const ownerSchema = z.discriminatedUnion('exists', [
  z.object({ exists: z.literal(false) }),
  z.object({
    exists: z.literal(true),
    owner_id: id,
    subsclight_site: z.string(),
    subsclight_api_key_masked: z.string(),
    updated_at: nullableIsoDateTime,
  }),
]);
export type Owner = z.infer<typeof ownerSchema>;
export type ExistingOwner = Extract<Owner, { exists: true }>;

const site = requiredAscii(v.siteIdRequired).pipe(
  z.string().min(LIMITS.siteIdMin, { error: v.siteIdMin }).max(100, { error: v.siteIdFormat }).regex(/^[A-Za-z0-9_-]+$/, { error: v.siteIdFormat }),
);
const apiKey = asciiText().min(LIMITS.apiKeyMin, { error: v.apiKeyMin }).max(200, { error: v.apiKeyMin });

/** POST /api/my-owner: key required (spec §5). */
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

/** The owner's whole billing key, answered only to the explicit reveal call (beyond the spec). */
export const revealedOwnerKeySchema = z.object({ subsclight_api_key: z.string() });

/** GET /api/license-quota/{id} and POST .../sync. */
export const quotaResponseSchema = quotaInfoSchema.extend({ last_updated: nullableIsoDateTime });
export type QuotaResponse = z.infer<typeof quotaResponseSchema>;

/** GET /api/license-quota/{id}/usage. */
export const licenseUsageSchema = z.object({
  license_quota_total: z.number().int(),
  license_quota_used: z.number().int(),
  license_quota_available: z.number().int(),
  total_applications: z.number().int(),
  is_quota_expired: z.boolean(),
  last_updated: nullableIsoDateTime,
  applications_detail: z.array(z.object({ application_id: id, application_name: z.string(), active_licenses: z.number().int() })),
});
export type LicenseUsage = z.infer<typeof licenseUsageSchema>;
