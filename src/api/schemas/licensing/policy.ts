// Licence policies (ライセンスポリシー) and the feature catalogue (機能) of an application:
// extensions of ours (src/api/catalog/extensions.ts). A policy is the blueprint a licence is issued
// from; what a licence took from it is kept with the licence, so editing a policy changes none.
import * as z from 'zod';
import type { Read } from '../../reading/read-types.ts';
import { count, id, isoDateTime, requiredAscii, requiredText, rowId, typedNumber } from '../common.ts';
import { entitlementCodesSchema, licenseTypeSchema, maxActivationsSchema } from './license.ts';
import { ttlDaysSchema } from './license-file.ts';
import { essential } from '../reading.ts';
import { LIMITS } from '../../../shared/constants.ts';
import { DURATION_UNITS, isPeriodWithinLimit } from '../../../shared/license-period.ts';
import { validation as v } from '../../../shared/messages/forms/validation.ts';

export { DURATION_UNITS, type DurationUnit } from '../../../shared/license-period.ts';
export const durationUnitSchema = z.enum(DURATION_UNITS, { error: v.durationUnitInvalid });

// ---------------------------------------------------------------------------------------
// The feature catalogue of an application

export const ENTITLEMENT_CODE_PATTERN = /^[A-Z][A-Z0-9_]*$/;
/** A feature's code as typed: its ASCII form in capitals ('ｅｘｐｏｒｔ_ｐｄｆ' is EXPORT_PDF). */
export const entitlementCodeSchema = requiredAscii(v.entitlementCodeRequired)
  .overwrite((s) => s.toUpperCase())
  .max(LIMITS.entitlementCodeMax, { error: v.entitlementCodeMax })
  .regex(ENTITLEMENT_CODE_PATTERN, { error: v.entitlementCodeFormat });

export const entitlementSchema = z.object({
  id: rowId,
  code: essential(z.string().min(1)),
  name: z.string(),
  description: z.string(),
});
/** As the console reads it (lenient); `EntitlementWire` is the contract's form. */
export type Entitlement = Read<typeof entitlementSchema>;
export type EntitlementWire = z.infer<typeof entitlementSchema>;
export const entitlementListResponseSchema = z.object({ entitlements: z.array(entitlementSchema) });
export const entitlementResponseSchema = z.object({ entitlement: entitlementSchema });

/** POST /api/applications/{id}/entitlements: one more feature of the application. */
export const entitlementCreatePayloadSchema = z.object({
  code: entitlementCodeSchema,
  name: requiredText(v.entitlementNameRequired).max(LIMITS.entitlementNameMax, { error: v.entitlementNameMax }),
  description: z
    .string({ error: v.invalidValue })
    .trim()
    .max(LIMITS.entitlementDescriptionMax, { error: v.entitlementDescriptionMax })
    .optional(),
});
export type EntitlementCreatePayload = z.output<typeof entitlementCreatePayloadSchema>;

// ---------------------------------------------------------------------------------------
// Policies

export const licensePolicySchema = z.object({
  id: rowId,
  applicationId: id,
  applicationName: z.string(),
  name: z.string(),
  type: licenseTypeSchema,
  /** A subscription's term; both null for a perpetual licence. */
  durationValue: z.number().int().min(1).nullable(),
  durationUnit: durationUnitSchema.nullable(),
  maxActivations: z.number().int().min(1),
  /** Hours without a heartbeat after which a device counts as stale (null: the console's choice). */
  heartbeatWindowHours: z.number().int().min(1).nullable(),
  /** Days a licence still works after its expiry (0: none). */
  gracePeriodDays: z.number().int().min(0),
  /** The time to live a licence file of its licences is checked out with by default (null: the server's default). */
  licenseFileTtlDays: z.number().int().min(1).nullable(),
  /** The feature codes a licence issued from it gets. */
  entitlements: z.array(z.string()),
  /** The application's default: the quick-create issues from it. */
  isDefault: z.boolean(),
  /** Licences issued from it (they keep what they took when it changes). */
  licenseCount: count,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
/** As the console reads it (lenient); `LicensePolicyWire` is the contract's form. */
export type LicensePolicy = Read<typeof licensePolicySchema>;
export type LicensePolicyWire = z.infer<typeof licensePolicySchema>;

export const policyListQuerySchema = z.object({ applicationId: id.optional() });
export const policyListResponseSchema = z.object({ policies: z.array(licensePolicySchema) });
export const policyResponseSchema = z.object({ policy: licensePolicySchema });

/** A whole number typed as text that may be left blank (null). */
const optionalTypedNumber = <T extends z.ZodType>(schema: T) => typedNumber(schema.nullable().optional());

const policyFields = z.object({
  name: requiredText(v.policyNameRequired).max(LIMITS.policyNameMax, { error: v.policyNameMax }),
  type: licenseTypeSchema,
  durationValue: optionalTypedNumber(
    z.number({ error: v.integerRequired }).int({ error: v.integerRequired }).min(1, { error: v.durationMin }),
  ),
  durationUnit: durationUnitSchema.nullable().optional(),
  maxActivations: maxActivationsSchema,
  heartbeatWindowHours: optionalTypedNumber(
    z
      .number({ error: v.integerRequired })
      .int({ error: v.integerRequired })
      .min(1, { error: v.heartbeatWindowMin })
      .max(LIMITS.heartbeatWindowMaxHours, { error: v.heartbeatWindowMax }),
  ),
  gracePeriodDays: optionalTypedNumber(
    z
      .number({ error: v.integerRequired })
      .int({ error: v.integerRequired })
      .min(0, { error: v.gracePeriodMin })
      .max(LIMITS.gracePeriodMaxDays, { error: v.gracePeriodMax }),
  ),
  licenseFileTtlDays: ttlDaysSchema(v.policyTtlInvalid).nullable().optional(),
  entitlements: entitlementCodesSchema.optional(),
  isDefault: z.boolean({ error: v.invalidValue }).optional(),
});

/** A subscription needs a term within ten years; a perpetual policy's term is ignored. */
function checkDuration(p: z.output<typeof policyFields>, ctx: z.core.$RefinementCtx): void {
  if (p.type !== 'subscription') return;
  if (p.durationValue == null) ctx.addIssue({ code: 'custom', path: ['durationValue'], message: v.durationRequired });
  else if (p.durationUnit == null)
    ctx.addIssue({ code: 'custom', path: ['durationUnit'], message: v.durationUnitInvalid });
  else if (!isPeriodWithinLimit({ value: p.durationValue, unit: p.durationUnit }))
    ctx.addIssue({ code: 'custom', path: ['durationValue'], message: v.durationMax });
}

/** POST /api/license-policies. */
export const policyCreatePayloadSchema = policyFields
  .extend({
    applicationId: z
      .string({ error: v.applicationRequired })
      .min(1, { error: v.applicationRequired })
      .max(64, { error: v.invalidValue }),
  })
  .superRefine(checkDuration);
export type PolicyCreatePayload = z.output<typeof policyCreatePayloadSchema>;
export type PolicyFormInput = z.input<typeof policyCreatePayloadSchema>;

/** PUT /api/license-policies/{id}: everything but the application (its features are that application's). */
export const policyUpdatePayloadSchema = policyFields.superRefine(checkDuration);
export type PolicyUpdatePayload = z.output<typeof policyUpdatePayloadSchema>;
