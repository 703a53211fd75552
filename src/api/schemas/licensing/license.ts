// Licence entities and payloads (docs/product.md §3, §4, §5, §7).
import * as z from 'zod';
import type { Read } from '../../reading/read-types.ts';
import { count, asciiText, id, isoDateTime, nullableIsoDateTime, pageQuery, rowId, typedNumber } from '../common.ts';
import { essential } from '../reading.ts';
import { LIMITS } from '../../../shared/constants.ts';
import { LICENSE_SORT } from '../list-sorts.ts';
import { validation as v } from '../../../shared/messages/forms/validation.ts';

export const LICENSE_STATUSES = ['ACTIVE', 'INACTIVE', 'EXPIRED', 'REVOKED'] as const;
export const licenseStatusSchema = z.enum(LICENSE_STATUSES, { error: v.statusInvalid });
export type LicenseStatus = z.infer<typeof licenseStatusSchema>;

export const LICENSE_TYPES = ['perpetual', 'subscription'] as const;
export const licenseTypeSchema = z.enum(LICENSE_TYPES, { error: v.licenseTypeRequired });
export type LicenseType = z.infer<typeof licenseTypeSchema>;

/** Admin licence (docs/product.md §3). `type` is ours: the list needs it to show perpetual
 *  licences. */
export const licenseSchema = z.object({
  id: rowId,
  key: essential(z.string().min(1)),
  status: licenseStatusSchema,
  type: licenseTypeSchema,
  applicationId: id,
  applicationName: z.string(),
  userId: id,
  userName: z.string(),
  currentActivations: count,
  maxActivations: z.number().int().min(1),
  availableActivations: count,
  issuedAt: isoDateTime,
  updatedAt: isoDateTime,
  expiresAt: nullableIsoDateTime,
});
/** As the console reads it (lenient); `LicenseWire` is the contract's form. */
export type License = Read<typeof licenseSchema>;
export type LicenseWire = z.infer<typeof licenseSchema>;

export const LICENSE_SORT_FIELDS = LICENSE_SORT.all;
export type LicenseSortField = (typeof LICENSE_SORT_FIELDS)[number];
/** Optional list filters of ours (the contract's call works without them). */
export const LICENSE_EXPIRY_FILTERS = ['within7', 'within30', 'within90', 'expired', 'none'] as const;
export type LicenseExpiryFilter = (typeof LICENSE_EXPIRY_FILTERS)[number];
export const LICENSE_ACTIVATION_FILTERS = ['near', 'full'] as const;
export type LicenseActivationFilter = (typeof LICENSE_ACTIVATION_FILTERS)[number];
export const licenseListQuerySchema = pageQuery.extend({
  status: licenseStatusSchema.optional(),
  applicationId: id.optional(),
  type: licenseTypeSchema.optional(),
  expiry: z.enum(LICENSE_EXPIRY_FILTERS, { error: v.invalidValue }).optional(),
  /** With within7/30/90: the window's last instant, the end of its last calendar day in the
   *  user's zone (the client knows the zone, the server does not). Without it, now + N × 24 h. */
  expiryUntil: isoDateTime.optional(),
  activation: z.enum(LICENSE_ACTIVATION_FILTERS, { error: v.invalidValue }).optional(),
  sortField: z.enum(LICENSE_SORT_FIELDS, { error: v.invalidValue }).optional(),
});
export type LicenseListQuery = z.output<typeof licenseListQuerySchema>;
export const licenseListResponseSchema = z.object({ licenses: z.array(licenseSchema), total: count });

/** Profile licence list (GET /licenses/user). */
export const PROFILE_LICENSE_STATUSES = ['active', 'inactive', 'expired'] as const;
export const profileLicenseSchema = z.object({
  id: rowId,
  status: z.enum(PROFILE_LICENSE_STATUSES),
  activationCount: count,
  maxActivations: z.number().int().min(1),
  expiryDate: nullableIsoDateTime,
});
/** As the console reads it (lenient); `ProfileLicenseWire` is the contract's form. */
export type ProfileLicense = Read<typeof profileLicenseSchema>;
export type ProfileLicenseWire = z.infer<typeof profileLicenseSchema>;
export const profileLicenseListResponseSchema = z.object({ licenses: z.array(profileLicenseSchema) });

/** My licences (GET /api/my-licenses). maxActivations may be absent: the screen shows 1. */
export const myLicenseSchema = z.object({
  id: rowId,
  key: essential(z.string().min(1)),
  status: licenseStatusSchema,
  currentActivations: count,
  maxActivations: z.number().int().min(1).nullable().optional(),
  createdAt: isoDateTime,
  expiresAt: nullableIsoDateTime,
  applicationName: z.string().optional(),
});
/** As the console reads it (lenient); `MyLicenseWire` is the contract's form. */
export type MyLicense = Read<typeof myLicenseSchema>;
export type MyLicenseWire = z.infer<typeof myLicenseSchema>;
export const myLicenseListResponseSchema = z.object({ licenses: z.array(myLicenseSchema) });

const optionalDate = z.union([isoDateTime, z.null()]).optional();

/** A set of feature codes (a policy's, a licence's; policy.ts): each its ASCII form in capitals. */
export const entitlementCodesSchema = z
  .array(
    asciiText({ error: v.invalidValue })
      .overwrite((s) => s.toUpperCase())
      .max(LIMITS.entitlementCodeMax, { error: v.entitlementCodeMax }),
    { error: v.invalidValue },
  )
  .max(LIMITS.entitlementsMax, { error: v.entitlementsTooMany });

// Typed as text (a numeric text input): an IME's '３' saves 3 (typedNumber).
export const maxActivationsSchema = typedNumber(
  z
    .number({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? v.maxActivationsRequired : v.maxActivationsInteger,
    })
    .int({ error: v.maxActivationsInteger })
    .min(1, { error: v.maxActivationsMin })
    .max(LIMITS.maxActivationsMax, { error: v.maxActivationsMax }),
);

/** An order number as the customer wrote it: 1-64 characters, no control characters. */
export const licenseReferenceSchema = z
  .string({ error: v.referenceInvalid })
  .trim()
  .min(1, { error: v.referenceInvalid })
  .max(64, { error: v.referenceInvalid })
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]*$/, { error: v.referenceInvalid });

/**
 * POST /licenses (docs/product.md §7). A perpetual licence has no end date and no expiry.
 * `expiresAt` mirrors `endDate` for servers that read it.
 */
export const licenseCreatePayloadSchema = z
  .object({
    applicationId: z.string({ error: v.applicationRequired }).min(1, { error: v.applicationRequired }).max(64),
    userId: z.string({ error: v.userRequired }).min(1, { error: v.userRequired }).max(64),
    type: licenseTypeSchema,
    maxActivations: maxActivationsSchema,
    startDate: optionalDate,
    endDate: optionalDate,
    expiresAt: optionalDate,
    /** Extensions (licensePolicies, entitlements): the policy it is issued from, and its features. */
    policyId: id.nullable().optional(),
    entitlements: entitlementCodesSchema.optional(),
    /** Extension (licenseReferences): the order number (注文番号) it is issued for. */
    reference: licenseReferenceSchema.optional(),
  })
  .superRefine((p, ctx) => {
    if (p.startDate && p.endDate && new Date(p.endDate) <= new Date(p.startDate)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: v.endBeforeStart });
    }
  });
export type LicenseCreatePayload = z.infer<typeof licenseCreatePayloadSchema>;

/** PUT /licenses/{id}: the expiry editor sends an ISO string (or null for no expiry). */
export const licenseUpdatePayloadSchema = z.object({
  expiresAt: z.union([isoDateTime, z.null()], { error: v.dateInvalid }),
});

export const licenseMutationResponseSchema = z.object({ license: licenseSchema });
export const deleteResponseSchema = z.object({ success: z.literal(true) });
