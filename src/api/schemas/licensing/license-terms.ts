// What a licence took from its policy, its features, and the lifecycle actions on it (延長,
// アクティベーションのリセット, 譲渡, the maximum activations): extensions of ours
// (src/api/catalog/extensions.ts) on one licence.
import * as z from 'zod';
import type { Read } from '../../reading/read-types.ts';
import { count, id, isoDateTime, nullableIsoDateTime } from '../common.ts';
import { deviceSchema } from './device.ts';
import { entitlementCodesSchema, licenseSchema, maxActivationsSchema } from './license.ts';
import { durationUnitSchema, licensePolicySchema } from './policy.ts';
import { essential } from '../reading.ts';
import { timeZoneName } from '../reports/trends.ts';
import { isPeriodWithinLimit, MAX_PERIOD } from '../../../shared/license-period.ts';
import { validation as v } from '../../../shared/messages/forms/validation.ts';

// ---------------------------------------------------------------------------------------
// The policy a licence was issued from, as it was then

export const licensePolicyTermsSchema = z.object({
  policy: licensePolicySchema
    .pick({
      name: true,
      type: true,
      durationValue: true,
      durationUnit: true,
      maxActivations: true,
      heartbeatWindowHours: true,
      gracePeriodDays: true,
      licenseFileTtlDays: true,
    })
    .extend({
      id,
      /** The policy has since been deleted: the licence keeps what it took. */
      deleted: z.boolean(),
    })
    .nullable(),
});
/** As the console reads it (lenient). */
export type LicensePolicyTerms = Read<typeof licensePolicyTermsSchema>;
export type LicensePolicyTermsWire = z.infer<typeof licensePolicyTermsSchema>;

// ---------------------------------------------------------------------------------------
// Features

export const ENTITLEMENT_SOURCES = ['policy', 'grant'] as const;
const licenseFeature = z.object({ code: essential(z.string().min(1)), name: z.string(), description: z.string() });
export const licenseEntitlementsSchema = z.object({
  /** What the licence unlocks: the policy's features (source policy) and one-off grants. */
  entitlements: z.array(licenseFeature.extend({ source: z.enum(ENTITLEMENT_SOURCES) })),
  /** The policy's features this licence was denied one-off. */
  removed: z.array(licenseFeature),
});
/** As the console reads it (lenient). */
export type LicenseEntitlements = Read<typeof licenseEntitlementsSchema>;
export type LicenseEntitlementsWire = z.infer<typeof licenseEntitlementsSchema>;
export type LicenseEntitlement = NonNullable<LicenseEntitlements['entitlements']>[number];

/** PUT /api/licenses/{id}/entitlements: every feature the licence should unlock (the one-offs follow from its policy's). */
export const licenseEntitlementsPayloadSchema = z.object({ entitlements: entitlementCodesSchema });

// ---------------------------------------------------------------------------------------
// Lifecycle

const actionState = z.object({ allowed: z.boolean(), reason: z.string().nullable() });
/** GET /api/licenses/{id}/actions: what may be done to the licence now, and why not. */
export const licenseActionsSchema = z.object({
  extend: actionState,
  resetActivations: actionState.extend({ devices: count }),
  transfer: actionState,
  maxActivations: actionState.extend({ min: count }),
});
/** As the console reads it (lenient). */
export type LicenseActions = Read<typeof licenseActionsSchema>;
export type LicenseActionsWire = z.infer<typeof licenseActionsSchema>;

/**
 * POST /api/licenses/{id}/extend: by a period from the current expiry (from now when it has
 * passed), on the calendar of `timeZone`; or to an instant (the end of a chosen day).
 */
export const extendPayloadSchema = z
  .object({
    by: z
      .object({
        value: z
          .number({ error: v.integerRequired })
          .int({ error: v.integerRequired })
          .min(1, { error: v.durationMin })
          .max(MAX_PERIOD.day, { error: v.durationMax }),
        unit: durationUnitSchema,
      })
      .optional(),
    until: isoDateTime.optional(),
    timeZone: timeZoneName.optional(),
  })
  .superRefine((p, ctx) => {
    if ((p.by === undefined) === (p.until === undefined))
      ctx.addIssue({ code: 'custom', path: ['by'], message: v.extendChoiceRequired });
    if (p.by && !isPeriodWithinLimit(p.by))
      ctx.addIssue({ code: 'custom', path: ['by', 'value'], message: v.durationMax });
  });
export type ExtendPayload = z.input<typeof extendPayloadSchema>;
export const extendResponseSchema = z.object({
  license: licenseSchema,
  previousExpiresAt: nullableIsoDateTime,
  /** It was EXPIRED and is usable again. */
  reactivated: z.boolean(),
});

export const resetActivationsResponseSchema = z.object({
  license: licenseSchema,
  deactivated: count,
});

/** POST /api/licenses/{id}/transfer. */
export const transferPayloadSchema = z.object({
  userId: z.string({ error: v.userRequired }).min(1, { error: v.userRequired }).max(64, { error: v.invalidValue }),
  resetActivations: z.boolean({ error: v.invalidValue }).optional(),
});
export type TransferPayload = z.input<typeof transferPayloadSchema>;
export const transferResponseSchema = z.object({
  license: licenseSchema,
  previousUserId: id,
  deactivated: count,
});

/** PUT /api/licenses/{id}/max-activations: never below the licence's current activations. */
export const maxActivationsPayloadSchema = z.object({ maxActivations: maxActivationsSchema });
export type MaxActivationsPayload = z.input<typeof maxActivationsPayloadSchema>;

// ---------------------------------------------------------------------------------------
// What a device is told when it activates or reports (extension fields of those answers)

export const deviceCheckInResponseSchema = z.object({
  device: deviceSchema,
  /** The feature codes its licence unlocks. */
  entitlements: z.array(z.string()).optional(),
  /** How often the device should report, from its licence's policy. */
  heartbeatWindowHours: z.number().int().min(1).nullable().optional(),
  /** Until when an expired licence still works (its policy's grace period). */
  graceEndsAt: nullableIsoDateTime.optional(),
});
