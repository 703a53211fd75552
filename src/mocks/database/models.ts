// The @mswjs/data models (the design card's choice), one per table of rows.ts. Each getter's
// return type is the row's field type, so the factory's entities are the rows themselves;
// the values are only defaults, never used: every insert passes a whole row.
import { factory, nullable, primaryKey } from '@mswjs/data';
import type { ApplicationStatus } from '../../api/schemas/application.ts';
import type { IntervalUnit } from '../../api/schemas/billing.ts';
import type { DeviceStatus } from '../../api/schemas/device.ts';
import type { LicenseType } from '../../api/schemas/license.ts';
import type { Role, UserType } from '../../api/schemas/user.ts';
import type { StoredLicenseStatus } from './rows.ts';

const optionalText = () => nullable<string>(() => null);
const optionalCount = () => nullable<number>(() => null);

const dictionary = {
  users: {
    id: primaryKey(String),
    email: String,
    username: String,
    passwordHash: String,
    role: (): Role => 'USER',
    familyName: String,
    givenName: String,
    displayName: String,
    userType: (): UserType => 'INDEPENDENT',
    tenantId: optionalText(),
    subsclightCustomerId: optionalText(),
    createdAt: String,
    updatedAt: String,
  },
  sessions: {
    id: primaryKey(String),
    userId: String,
    accessToken: String,
    accessExpiresAt: Number,
    refreshToken: String,
    refreshExpiresAt: Number,
    createdAt: String,
  },
  owners: {
    id: primaryKey(String),
    site: String,
    apiKey: String,
    quotaTotal: Number,
    lastSyncedAt: optionalText(),
    createdAt: String,
    updatedAt: String,
  },
  applications: {
    id: primaryKey(String),
    ownerId: optionalText(),
    name: String,
    description: String,
    version: optionalText(),
    apiKey: String,
    billingSite: optionalText(),
    billingApiKey: optionalText(),
    productSettingId: optionalText(),
    productSettingName: optionalText(),
    keyPrefix: optionalText(),
    status: (): ApplicationStatus => 'active',
    createdAt: String,
    updatedAt: String,
  },
  licenses: {
    id: primaryKey(String),
    key: String,
    status: (): StoredLicenseStatus => 'ACTIVE',
    type: (): LicenseType => 'perpetual',
    currentActivations: Number,
    maxActivations: Number,
    issuedAt: String,
    updatedAt: String,
    expiresAt: optionalText(),
    startDate: String,
    userId: String,
    applicationId: String,
  },
  devices: {
    id: primaryKey(String),
    hardwareId: String,
    name: String,
    hostname: String,
    platform: String,
    status: (): DeviceStatus => 'REGISTERED',
    licenseId: optionalText(),
    metadataJson: String,
    lastHeartbeat: optionalText(),
    lastOnlineAt: optionalText(),
    createdAt: String,
    blocked: Boolean,
  },
  tenantUsers: {
    id: primaryKey(String),
    email: String,
    name: String,
    displayName: String,
  },
  productSettings: {
    id: primaryKey(String),
    name: String,
    description: String,
    paymentType: Number,
    singlePrice: optionalCount(),
    cyclePrice: optionalCount(),
    cycleIntervalValue: optionalCount(),
    cycleIntervalUnit: nullable<IntervalUnit>(() => null),
    trialDays: optionalCount(),
    prefix: String,
  },
  activities: {
    id: primaryKey(String),
    seq: Number,
    message: String,
    timestamp: String,
    licenseId: optionalText(),
    actorId: optionalText(),
  },
  activations: {
    id: primaryKey(String),
    deviceId: String,
    licenseId: String,
    activatedAt: String,
  },
  quotaSnapshots: {
    id: primaryKey(String),
    ownerId: String,
    takenAt: String,
    total: Number,
    used: Number,
  },
};

/**
 * @mswjs/data 0.16.2 mirrors every write to other pages over a BroadcastChannel whenever
 * `window` exists. Under vitest's jsdom that channel is shared by the worker threads of one
 * process (same channel name, same database id), so test files would write into each
 * other's databases; in the browser the localStorage snapshot already covers reloads. The
 * channel is only opened inside factory(), so it is hidden for that one call.
 */
function createDatabase() {
  const saved = globalThis.BroadcastChannel;
  const hidden = saved !== undefined;
  if (hidden) Reflect.set(globalThis, 'BroadcastChannel', undefined);
  try {
    return factory(dictionary);
  } finally {
    if (hidden) globalThis.BroadcastChannel = saved;
  }
}

/** The @mswjs/data database. Read and write it through `tables` (tables.ts), never directly. */
export const db = createDatabase();
