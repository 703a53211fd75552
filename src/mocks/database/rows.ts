// What each table of the mock database holds, as zod schemas: the row types every mock file
// uses, and the check a dump read back from localStorage or the data file must pass.
// The @mswjs/data models (models.ts) are derived from these schemas.
import * as z from 'zod';
import { applicationStatusSchema } from '../../api/schemas/application.ts';
import { intervalUnitSchema } from '../../api/schemas/accounts/billing.ts';
import { deviceStatusSchema } from '../../api/schemas/licensing/device.ts';
import { licenseStatusSchema, licenseTypeSchema } from '../../api/schemas/licensing/license.ts';
import { durationUnitSchema } from '../../api/schemas/licensing/policy.ts';
import { roleSchema, userTypeSchema } from '../../api/schemas/accounts/user.ts';

const text = z.string();
const optionalText = z.string().nullable();
const count = z.number();

/** A licence's stored status; EXPIRED is read from expiresAt (domain/views.ts). */
export const storedLicenseStatusSchema = licenseStatusSchema.exclude(['EXPIRED']);
export type StoredLicenseStatus = z.infer<typeof storedLicenseStatusSchema>;

/** A licence holds a quota slot while its stored status is ACTIVE or INACTIVE (an expired one
 *  until revoked or deleted, so extending its expiry cannot bypass the quota). */
export function holdsQuotaSlot(license: Pick<LicenseRow, 'status'>): boolean {
  return license.status === 'ACTIVE' || license.status === 'INACTIVE';
}

export const MODEL_NAMES = [
  'users',
  'sessions',
  'owners',
  'applications',
  'licenses',
  'devices',
  'tenantUsers',
  'productSettings',
  'activities',
  'activations',
  'quotaSnapshots',
  'entitlements',
  'licensePolicies',
  'licenseTerms',
  'licenseReferences',
  'signingKeys',
  'licenseFiles',
  'notificationStates',
] as const;
export type ModelName = (typeof MODEL_NAMES)[number];

export const rowSchemas = {
  users: z.object({
    id: text,
    email: text,
    username: text,
    /** bcrypt hash; the plain password is never stored. */
    passwordHash: text,
    role: roleSchema,
    familyName: text,
    givenName: text,
    displayName: text,
    userType: userTypeSchema,
    tenantId: optionalText,
    subsclightCustomerId: optionalText,
    createdAt: text,
    updatedAt: text,
  }),
  sessions: z.object({
    id: text,
    userId: text,
    accessToken: text,
    accessExpiresAt: count,
    refreshToken: text,
    refreshExpiresAt: count,
    createdAt: text,
  }),
  owners: z.object({
    id: text,
    site: text,
    /** The full billing-provider key: sent masked; in full only to revealMyOwnerKey. */
    apiKey: text,
    quotaTotal: count,
    lastSyncedAt: optionalText,
    createdAt: text,
    updatedAt: text,
  }),
  applications: z.object({
    id: text,
    ownerId: optionalText,
    name: text,
    description: text,
    version: optionalText,
    /** The internal API key: sent masked; in full only to revealMyApplicationKey. */
    apiKey: text,
    billingSite: optionalText,
    /** The billing-provider key: sent masked; in full only to revealMyApplicationKey. */
    billingApiKey: optionalText,
    productSettingId: optionalText,
    productSettingName: optionalText,
    /** Licence keys of this application start with it (from the product setting). */
    keyPrefix: optionalText,
    status: applicationStatusSchema,
    createdAt: text,
    updatedAt: text,
  }),
  licenses: z.object({
    id: text,
    key: text,
    status: storedLicenseStatusSchema,
    type: licenseTypeSchema,
    currentActivations: count,
    maxActivations: count,
    issuedAt: text,
    updatedAt: text,
    expiresAt: optionalText,
    startDate: text,
    userId: text,
    applicationId: text,
  }),
  devices: z.object({
    id: text,
    hardwareId: text,
    name: text,
    hostname: text,
    platform: text,
    status: deviceStatusSchema,
    licenseId: optionalText,
    /** The metadata object as JSON text (0.16.2 cannot update free-form nested objects). */
    metadataJson: text,
    lastHeartbeat: optionalText,
    lastOnlineAt: optionalText,
    createdAt: text,
    blocked: z.boolean(),
    /** While blocked: the status it had before, which ブロック解除 restores (null: not known, as in
     *  a dump made before this column, whose device keeps its status when unblocked). */
    statusBeforeBlock: deviceStatusSchema.nullable().default(null),
  }),
  tenantUsers: z.object({
    id: text,
    email: text,
    name: text,
    displayName: text,
  }),
  productSettings: z.object({
    id: text,
    name: text,
    description: text,
    /** 0 = one-time; anything else = subscription. */
    paymentType: count,
    singlePrice: count.nullable(),
    cyclePrice: count.nullable(),
    cycleIntervalValue: count.nullable(),
    cycleIntervalUnit: intervalUnitSchema.nullable(),
    trialDays: count.nullable(),
    prefix: text,
  }),
  activities: z.object({
    id: text,
    /** Insertion order, to break timestamp ties. */
    seq: count,
    /** Japanese text shown on the dashboard. */
    message: text,
    timestamp: text,
    licenseId: optionalText,
    actorId: optionalText,
  }),
  /** Every activation of a device on a licence (the dashboard's activations per day). */
  activations: z.object({
    id: text,
    deviceId: text,
    licenseId: text,
    activatedAt: text,
  }),
  /** The owner's quota after each change of it or of the slots held (the quota trend). */
  quotaSnapshots: z.object({
    id: text,
    ownerId: text,
    takenAt: text,
    total: count,
    used: count,
  }),
  /** A user's お知らせ: their expiry window and the items they marked read (id = the user's id). */
  notificationStates: z.object({
    id: text,
    expiryWindowDays: count,
    /** The read items' ids as a JSON array, newest last (0.16.2 cannot update free-form arrays). */
    readIdsJson: text,
    updatedAt: text,
  }),
  /** An application's feature catalogue: codes unique within the application. */
  entitlements: z.object({
    id: text,
    applicationId: text,
    code: text,
    name: text,
    description: text,
    createdAt: text,
  }),
  /** Blueprints of licences, per application. */
  licensePolicies: z.object({
    id: text,
    applicationId: text,
    name: text,
    type: licenseTypeSchema,
    durationValue: count.nullable(),
    durationUnit: durationUnitSchema.nullable(),
    maxActivations: count,
    heartbeatWindowHours: count.nullable(),
    gracePeriodDays: count,
    /** Days a licence file lives by default; a dump made before the field has none (null). */
    licenseFileTtlDays: count.nullable().default(null),
    /** Feature codes as a JSON array (0.16.2 cannot update arrays of primitives in place). */
    entitlementsJson: text,
    isDefault: z.boolean(),
    createdAt: text,
    updatedAt: text,
  }),
  /**
   * What a licence took from its policy when issued (kept when the policy changes or goes), and
   * its one-off grants and removals of features; id is the licence's. Licences without a policy
   * or features have none.
   */
  licenseTerms: z.object({
    id: text,
    policyId: optionalText,
    policyName: optionalText,
    durationValue: count.nullable(),
    durationUnit: durationUnitSchema.nullable(),
    maxActivations: count.nullable(),
    heartbeatWindowHours: count.nullable(),
    gracePeriodDays: count,
    inheritedJson: text,
    grantsJson: text,
    removalsJson: text,
  }),
  /** The order number (注文番号) a licence was issued for (the licenseReferences extension); id is the licence's. */
  licenseReferences: z.object({
    id: text,
    reference: text,
    issuedAt: text,
  }),
  /** The key licence files are signed with (one per server). Its seed never leaves the mock. */
  signingKeys: z.object({
    id: text,
    /** The 32-byte Ed25519 seed, base64: the private key. */
    privateSeed: text,
    createdAt: text,
  }),
  /** Every licence file issued (docs/licence-files.md): whose, for which machine, until when, returned or not. */
  licenseFiles: z.object({
    id: text,
    licenseId: text,
    deviceId: text,
    hardwareId: text,
    issuedAt: text,
    expiresAt: text,
    ttlDays: count,
    returnCode: text,
    /** The offline activation request it answered (its nonce is then used). */
    requestNonce: optionalText,
    issuedBy: text,
    returnedAt: optionalText,
  }),
} satisfies { [M in ModelName]: z.ZodObject };

/** A plain row of a table. */
export type Row<M extends ModelName> = z.infer<(typeof rowSchemas)[M]>;

export type UserRow = Row<'users'>;
export type SessionRow = Row<'sessions'>;
export type OwnerRow = Row<'owners'>;
export type ApplicationRow = Row<'applications'>;
export type LicenseRow = Row<'licenses'>;
export type DeviceRow = Row<'devices'>;
export type TenantUserRow = Row<'tenantUsers'>;
export type ProductSettingRow = Row<'productSettings'>;
export type ActivityRow = Row<'activities'>;
export type ActivationRow = Row<'activations'>;
export type QuotaSnapshotRow = Row<'quotaSnapshots'>;
export type NotificationStateRow = Row<'notificationStates'>;
export type EntitlementRow = Row<'entitlements'>;
export type LicensePolicyRow = Row<'licensePolicies'>;
export type LicenseTermsRow = Row<'licenseTerms'>;
export type LicenseReferenceRow = Row<'licenseReferences'>;
export type SigningKeyRow = Row<'signingKeys'>;
export type LicenseFileRow = Row<'licenseFiles'>;
