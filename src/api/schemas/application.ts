// Applications (docs/product.md §3, §5, §7).
import * as z from 'zod';
import type { Read } from '../reading/read-types.ts';
import {
  count,
  asciiText,
  keepIfBlank,
  rowId,
  nullableIsoDateTime,
  pageQuery,
  requiredAscii,
  requiredText,
} from './common.ts';
import { LIMITS } from '../../shared/constants.ts';
import { essential, readingHints } from './reading.ts';
import { validation as v } from '../../shared/messages/forms/validation.ts';

export const APPLICATION_STATUSES = ['active', 'inactive', 'suspended'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: v.statusInvalid });
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/**
 * My application(s) (docs/product.md §3). api_key is the internal key, subsclight_api_key the
 * billing key: both are sent masked (maskSecret); the whole key only comes from
 * revealMyApplicationKey.
 */
export const applicationSchema = z.object({
  application_id: rowId,
  name: z.string(),
  description: z.string(),
  version: z.string().nullable(),
  api_key: z.string(),
  subsclight_api_key: z.string().nullable(),
  subsclight_site: z.string().nullable(),
  status: applicationStatusSchema,
  product_setting_name: z.string().nullable(),
  created_at: nullableIsoDateTime,
  updated_at: nullableIsoDateTime,
});
/** As the console reads it (lenient); `ApplicationWire` is the contract's form. */
export type Application = Read<typeof applicationSchema>;
export type ApplicationWire = z.infer<typeof applicationSchema>;
export const applicationResponseSchema = z.object({ application: applicationSchema });
export const applicationListResponseSchema = z.object({
  applications: z.array(applicationSchema),
  total: count,
});
export const myApplicationsResponseSchema = z.object({ applications: z.array(applicationSchema) });
export const applicationListQuerySchema = pageQuery.extend({ status: applicationStatusSchema.optional() });

/** In the licence form (docs/product.md §3): id, name, version, description, status. */
export const applicationForLicenseSchema = z.object({
  id: rowId,
  name: z.string(),
  version: z.string().nullable(),
  description: z.string(),
  status: applicationStatusSchema,
});
/** As the console reads it (lenient); `ApplicationForLicenseWire` is the contract's form. */
export type ApplicationForLicense = Read<typeof applicationForLicenseSchema>;
export type ApplicationForLicenseWire = z.infer<typeof applicationForLicenseSchema>;
export const applicationsForLicenseResponseSchema = z.object({ applications: z.array(applicationForLicenseSchema) });

export const VERSION_PATTERN = /^\d+\.\d+\.\d+$/;
const appName = requiredText(v.appNameRequired).pipe(
  z.string().min(LIMITS.appNameMin, { error: v.appNameMin }).max(LIMITS.appNameMax, { error: v.appNameMax }),
);
const appDescription = requiredText(v.appDescriptionRequired).pipe(
  z.string().max(LIMITS.appDescriptionMax, { error: v.appDescriptionMax }),
);
const appVersion = requiredAscii(v.versionRequired).pipe(z.string().regex(VERSION_PATTERN, { error: v.versionFormat }));
const siteId = requiredAscii(v.siteIdRequired).pipe(
  z
    .string()
    .max(100, { error: v.siteIdFormat })
    .regex(/^[A-Za-z0-9_-]+$/, { error: v.siteIdFormat }),
);
const billingKey = asciiText().min(LIMITS.apiKeyMin, { error: v.apiKeyMin }).max(200, { error: v.apiKeyMin });

/** First-time setup of my application: the billing key is required. */
export const applicationSetupPayloadSchema = z.object({
  name: appName,
  description: appDescription,
  version: appVersion,
  subsclight_api_key: requiredAscii(v.billingApiKeyRequired).pipe(billingKey),
  subsclight_site: siteId,
});
export type ApplicationSetupPayload = z.infer<typeof applicationSetupPayloadSchema>;

/** Edit of my application: a blank billing key means "unchanged" and is dropped from the payload. */
export const applicationUpdatePayloadSchema = z.object({
  name: appName,
  description: appDescription,
  version: appVersion,
  subsclight_api_key: keepIfBlank(billingKey),
  subsclight_site: siteId,
});
export type ApplicationUpdatePayload = z.infer<typeof applicationUpdatePayloadSchema>;

/** Create from a product setting (docs/product.md §5): stricter name and description bounds. */
export const createFromProductPayloadSchema = z.object({
  name: requiredText(v.appNameRequired).pipe(
    z
      .string()
      .min(LIMITS.productAppNameMin, { error: v.productAppNameMin })
      .max(LIMITS.productAppNameMax, { error: v.productAppNameMax }),
  ),
  description: requiredText(v.appDescriptionRequired).pipe(
    z
      .string()
      .min(LIMITS.productAppDescriptionMin, { error: v.productDescriptionMin })
      .max(LIMITS.productAppDescriptionMax, { error: v.productDescriptionMax }),
  ),
  version: requiredAscii(v.versionRequired).pipe(z.string().regex(VERSION_PATTERN, { error: v.productVersionFormat })),
  product_setting_id: z.string({ error: v.productSettingRequired }).min(1, { error: v.productSettingRequired }).max(64),
  product_setting_name: z.string().max(200),
});
export type CreateFromProductPayload = z.infer<typeof createFromProductPayloadSchema>;

/** Admin application create/update payloads (not in the contract): the same rules as my application. */
export const adminApplicationPayloadSchema = z.object({
  name: appName,
  description: appDescription,
  version: appVersion,
  status: applicationStatusSchema.optional(),
});
export type AdminApplicationPayload = z.infer<typeof adminApplicationPayloadSchema>;
/** A new application may name the product setting it sells (the create-from-product form on a server without that helper). */
export const applicationCreatePayloadSchema = adminApplicationPayloadSchema.extend({
  product_setting_id: z.string().max(64).optional(),
  product_setting_name: z.string().max(200).optional(),
});
export const regenerateKeyResponseSchema = z.object({ application: applicationSchema });
/** Where another server may put the new key: the record's or the answer's own field, under another name. */
const NEW_KEY_FIELDS = ['api_key', 'apiKey', 'new_api_key', 'newApiKey', 'new_key', 'newKey', 'key'];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const keyIn = (json: Record<string, unknown>) =>
  NEW_KEY_FIELDS.map((field) => json[field]).find((value) => typeof value === 'string' && value !== '');
regenerateKeyResponseSchema.register(readingHints, {
  prepare: (json) => {
    if (!isRecord(json) || !isRecord(json.application)) return json;
    const key = keyIn(json.application) ?? keyIn(json);
    return key === undefined ? json : { ...json, application: { ...json.application, api_key: key } };
  },
});

/** Which key of my application a reveal asks for (an extension): internal or billing. */
export const APPLICATION_KEY_KINDS = ['internal', 'billing'] as const;
export type ApplicationKeyKind = (typeof APPLICATION_KEY_KINDS)[number];
export const revealApplicationKeyPayloadSchema = z.object({
  which: z.enum(APPLICATION_KEY_KINDS, { error: v.keyKindInvalid }),
});
/** The whole key, answered only to the explicit reveal call (never cached nor stored). */
export const revealedApplicationKeySchema = z.object({ key: essential(z.string()) });
