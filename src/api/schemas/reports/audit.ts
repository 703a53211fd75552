// The audit log (操作履歴, the `auditLog` extension): every change the API made or refused, who
// asked, on what, and the bulk run it belonged to. One entry per call; a bulk run is one entry
// whose items are the runs' calls (listed with `operationId`).
import * as z from 'zod';
import type { Read } from '../../reading/read-types.ts';
import { count, id, isoDateTime, pageQuery, rowId } from '../common.ts';
import { roleSchema } from '../accounts/user.ts';
import { validation as v } from '../../../shared/messages/forms/validation.ts';

export { OPERATION_ID_HEADER } from '../../../shared/constants.ts';

/**
 * What was done: the catalog call that did it (every call but the reads and the token refresh;
 * the catalog test checks the list against the catalog).
 */
export const AUDIT_ACTIONS = [
  'login',
  'logout',
  'register',
  'updateProfile',
  'createLicense',
  'revokeLicense',
  'activateLicense',
  'updateLicense',
  'deleteLicense',
  'extendLicense',
  'resetLicenseActivations',
  'transferLicense',
  'updateLicenseMaxActivations',
  'updateLicenseEntitlements',
  'createLicensePolicy',
  'updateLicensePolicy',
  'deleteLicensePolicy',
  'createEntitlement',
  'heartbeatDevice',
  'activateDevice',
  'deactivateDevice',
  'blockDevice',
  'unblockDevice',
  'deleteDevice',
  'deactivateMyDevice',
  'createUser',
  'updateUser',
  'deleteUser',
  'createApplication',
  'updateApplication',
  'deleteApplication',
  'regenerateApplicationKey',
  'createMyApplication',
  'updateMyApplication',
  'revealMyApplicationKey',
  'createApplicationFromProduct',
  'syncQuota',
  'createMyOwner',
  'updateMyOwner',
  'revealMyOwnerKey',
  'checkoutLicenseFile',
  'activateOffline',
  'returnOfflineDevice',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS, { error: v.invalidValue });
export type AuditAction = z.infer<typeof auditActionSchema>;

export const AUDIT_OBJECT_TYPES = ['license', 'device', 'user', 'application', 'owner', 'policy'] as const;
export const auditObjectTypeSchema = z.enum(AUDIT_OBJECT_TYPES, { error: v.invalidValue });
export type AuditObjectType = z.infer<typeof auditObjectTypeSchema>;

/** done / refused for one call; a bulk run is `partial` when some of its items were refused. */
export const AUDIT_RESULTS = ['done', 'refused', 'partial'] as const;
export const auditResultSchema = z.enum(AUDIT_RESULTS, { error: v.invalidValue });

export const auditEntrySchema = z.object({
  id: rowId,
  at: isoDateTime,
  /** Who: a failed login by an unknown address has no id and no role. */
  actor: z.object({ id: id.nullable(), email: z.string(), role: roleSchema.nullable() }),
  action: auditActionSchema,
  objectType: auditObjectTypeSchema,
  /** Null when the object never came to be (a refused creation) or for a bulk run. */
  objectId: id.nullable(),
  /** How a person recognises the object: the licence key, the device's name, the e-mail… */
  objectLabel: z.string(),
  result: auditResultSchema,
  /** Why it was refused (the API's Japanese message). */
  reason: z.string().nullable(),
  /** What the change was, in a few Japanese words (有効期限 2026/01/31 → 2026/02/28), when it says more than the action. */
  detail: z.string().nullable(),
  /** The bulk run the call belonged to. */
  operationId: id.nullable(),
  /** A bulk run's entry only: how many items, and how they ended. */
  items: z
    .object({ total: count, done: count, refused: count })
    .nullable(),
});
/** As the console reads it (lenient); `AuditEntryWire` is the contract's form. */
export type AuditEntry = Read<typeof auditEntrySchema>;
export type AuditEntryWire = z.infer<typeof auditEntrySchema>;

export const AUDIT_SORT_FIELDS = ['at', 'actorEmail', 'action', 'objectType', 'result'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

export const operationIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: v.invalidValue });

export const auditListQuerySchema = pageQuery
  .extend({
    actorId: id.optional(),
    action: auditActionSchema.optional(),
    objectType: auditObjectTypeSchema.optional(),
    result: auditResultSchema.optional(),
    /** Entries at or after this instant (the start of the first chosen day, in the user's zone). */
    from: isoDateTime.optional(),
    /** Entries before this instant (the start of the day after the last chosen day). */
    to: isoDateTime.optional(),
    /** One licence's history: entries on it and on its devices. */
    licenseId: id.optional(),
    /** The items of one bulk run (without it, a bulk run is one entry). */
    operationId: operationIdSchema.optional(),
    sortField: z.enum(AUDIT_SORT_FIELDS, { error: v.invalidValue }).optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || Date.parse(q.from) < Date.parse(q.to), {
    path: ['to'],
    error: v.endBeforeStart,
  });
export type AuditListQuery = z.output<typeof auditListQuerySchema>;
export const auditListResponseSchema = z.object({ entries: z.array(auditEntrySchema), total: count });
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
