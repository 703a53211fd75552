// Property-based fuzzing of the mock: every catalog call with a body or a query gets random inputs:
// never a 5xx, a schema refusal a 400 with the Japanese body, a refusal changes nothing, an answer
// passes its schema. A new such call needs a plan here. FUZZ_RUNS=<n> sets the inputs per call.
import * as fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import {
  buildPath,
  endpoints,
  type EndpointDef,
  type EndpointId,
  type Endpoints,
} from '../../../src/api/catalog/endpoints.ts';
import { errorBodySchema } from '../../../src/api/schemas/common.ts';
import { DEVICE_SORT_FIELDS, DEVICE_STATUSES } from '../../../src/api/schemas/licensing/device.ts';
import {
  LICENSE_ACTIVATION_FILTERS,
  LICENSE_EXPIRY_FILTERS,
  LICENSE_SORT_FIELDS,
  LICENSE_STATUSES,
  LICENSE_TYPES,
} from '../../../src/api/schemas/licensing/license.ts';
import { DURATION_UNITS } from '../../../src/api/schemas/licensing/policy.ts';
import { ROLES, USER_SORT_FIELDS, USER_TYPES } from '../../../src/api/schemas/accounts/user.ts';
import { APPLICATION_KEY_KINDS, APPLICATION_STATUSES } from '../../../src/api/schemas/application.ts';
import {
  AUDIT_ACTIONS,
  AUDIT_OBJECT_TYPES,
  AUDIT_RESULTS,
  AUDIT_SORT_FIELDS,
} from '../../../src/api/schemas/reports/audit.ts';
import {
  HEARTBEAT_AGE_CHOICES_HOURS,
  HEARTBEAT_AGE_MAX_HOURS,
  LICENSE_FILE_TTL_DAYS,
  LIMITS,
  MAX_LIST_PAGE_SIZE,
  NOTIFICATIONS,
  OFFLINE_FILE_MAX_BYTES,
  PASSWORD_ALLOWED_SYMBOLS,
  TREND_DAY_CHOICES,
} from '../../../src/shared/constants.ts';
import { ACTIVATION_REQUEST_FORMAT } from '../../../src/api/schemas/licensing/license-file.ts';
import { databaseVersion, dumpDatabase, restoreDatabase, tables } from '../../../src/mocks/db.ts';
import { DEMO_ACCOUNTS, resetDatabase, type ScenarioName } from '../../../src/mocks/scenarios/index.ts';
import { databaseText, demoUserId, ownership, raw, signIn, type RawResponse } from './_helpers.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = 20261121;

// ---------------------------------------------------------------------------------------
// Which calls

type HasInput<E> = E extends { body: z.ZodType } ? true : E extends { query: z.ZodType } ? true : false;
type FuzzedId = { [K in EndpointId]: HasInput<Endpoints[K]> extends true ? K : never }[EndpointId];

const ids = Object.keys(endpoints) as EndpointId[];
const fuzzedIds = ids.filter((id) => 'body' in endpoints[id] || 'query' in endpoints[id]);

// ---------------------------------------------------------------------------------------
// Junk and boundary values

type Rec = Record<string, unknown>;
const DROP = Symbol('drop');

const withProto = JSON.parse(
  '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
) as Rec;
const deep = (depth: number, leaf: unknown): unknown =>
  depth === 0 ? leaf : depth % 2 ? [deep(depth - 1, leaf)] : { a: deep(depth - 1, leaf) };

const INJECTIONS = [
  "' OR '1'='1",
  "admin@example.com' --",
  "'; DROP TABLE users; --",
  '1; DELETE FROM licenses',
  '{"$gt": ""}',
  '{"$ne": null}',
  "'; return true; var x='",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\u0000',
  'a\u0000b',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  'שלום',
  '👩‍👩‍👧‍👦🔥🏳️‍🌈',
  '\uD800',
  '𠮷野家',
  'ｱｲｳｴｵ０１２３',
  '\r\n\t',
  ' ',
  '',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '__proto__',
  'constructor',
];

const junkString = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(100_000, 20_000, 2000).map((n) => 'x'.repeat(n)),
  fc.constantFrom(100_000, 2000).map((n) => '🔥'.repeat(n / 2)),
);

const junkNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    -0,
    0.5,
    1.5,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_SAFE_INTEGER,
  ),
  fc.constantFrom(LIMITS.maxActivationsMax, LIMITS.maxActivationsMax + 1, MAX_LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE + 1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const junk: fc.Arbitrary<unknown> = fc.oneof(
  junkString,
  junkNumber,
  fc.constantFrom(null, true, false, [], {}, [null], withProto, { $gt: '' }, { $ne: null }, { $where: 'sleep(1000)' }),
  fc.constantFrom(200, 2000).map((n) => deep(n, 'x')),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(junkString, { maxLength: 5 }),
);

/** Strings of exactly these lengths (UTF-16 units), in ASCII, kana or a 2-unit emoji. */
const ofLengths = (...lengths: number[]) =>
  fc
    .tuple(fc.constantFrom(...lengths.filter((n) => n >= 0)), fc.constantFrom('a', 'あ', '😀'))
    .map(([n, ch]) => (ch.length === 2 ? ch.repeat(Math.ceil(n / 2)).slice(0, n) : ch.repeat(n)));

/** Bounds of a string field: both sides of min and max. */
const bounds = (min: number, max: number) => ofLengths(0, min - 1, min, max, max + 1, max * 10);

// ---------------------------------------------------------------------------------------
// Valid values

const nonBlank = (max: number, min = 1) =>
  fc.string({ minLength: min, maxLength: max }).filter((s) => s.trim().length >= min && s.trim().length <= max);
const version = fc.tuple(fc.nat(99), fc.nat(99), fc.nat(999)).map((p) => p.join('.'));
const siteId = fc.stringMatching(/^[A-Za-z0-9_-]{3,30}$/);
const apiKey = fc.stringMatching(/^sl_(live|test)_[A-Za-z0-9]{6,40}$/);
const passwordChars = [...'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789', ...PASSWORD_ALLOWED_SYMBOLS];
const strongPassword = fc
  .array(fc.constantFrom(...passwordChars), { minLength: 4, maxLength: 30 })
  .map((rest) => `Aa1!${rest.join('')}`);
const email = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.user.email, 'USER@Example.com'),
);
const isoDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString());
const metadata = fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 });
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** The demo data a plan draws real ids from. */
interface World {
  applicationIds: string[];
  userIds: string[];
  licenseIds: string[];
  ownLicenseIds: string[];
  ownDeviceIds: string[];
  productIds: string[];
  policyIds: string[];
  deviceIds: string[];
  activeDeviceIds: string[];
  ownLicenseKeys: Array<{ key: string; applicationId: string }>;
}

function world(): World {
  const own = ownership();
  return {
    applicationIds: tables.applications.all().map((a) => a.id),
    userIds: tables.users
      .all()
      .filter((u) => u.role === 'USER')
      .map((u) => u.id),
    licenseIds: tables.licenses.all().map((l) => l.id),
    ownLicenseIds: own.ownLicenses.map((l) => l.id),
    ownDeviceIds: own.ownDevices.map((d) => d.id),
    productIds: tables.productSettings.all().map((p) => p.id),
    policyIds: tables.licensePolicies.all().map((p) => p.id),
    deviceIds: tables.devices.all().map((d) => d.id),
    activeDeviceIds: tables.devices
      .all()
      .filter((d) => d.status === 'ACTIVE')
      .map((d) => d.id),
    ownLicenseKeys: own.ownLicenses.map((l) => ({ key: l.key, applicationId: l.applicationId })),
  };
}

const MINUTE_MS = 60_000;
/** A request file as the client software writes it, for one of the caller's licences, dated from 80 h ago to 20 min ahead. */
const requestFile = (w: World) =>
  fc
    .record({
      licence: fc.constantFrom(...w.ownLicenseKeys),
      hardwareId: fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/),
      hostname: fc.string({ maxLength: 40 }),
      platform: fc.constantFrom('windows-x64', 'linux-arm64', 'macos'),
      nonce: fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/),
      minutesAgo: fc.integer({ min: -20, max: 80 * 60 }),
    })
    .map(({ licence, minutesAgo, ...machine }) =>
      JSON.stringify({
        format: ACTIVATION_REQUEST_FORMAT,
        licenseKey: licence.key,
        applicationId: licence.applicationId,
        ...machine,
        createdAt: new Date(Date.now() - minutesAgo * MINUTE_MS).toISOString(),
      }),
    );
const ttlEdges = fc.constantFrom(0, 2, 30.5, '30', -1, 366, null);

const idOf = (list: string[]) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...list) },
    { weight: 1, arbitrary: fc.constantFrom('00000000-0000-4000-8000-000000000000', 'nobody') },
  );

// ---------------------------------------------------------------------------------------
// Plans

interface Plan {
  /** Who calls (null: no token). */
  as: 'admin' | 'user' | null;
  /** The data it meets (demo when absent): creating what demo already has would only ever be a 409. */
  scenario?: ScenarioName;
  /** Valid fields (a record of arbitraries; each key is a field of the body or query). */
  fields: (w: World) => Record<string, fc.Arbitrary<unknown>>;
  /** Boundary values per field, beside the generic junk. */
  edges?: Record<string, fc.Arbitrary<unknown>>;
  /** The `:id` of the path, for calls that have one. */
  param?: (w: World) => fc.Arbitrary<string>;
  /** Extra checks after an accepted input (mass assignment, ownership). */
  accepted?: (body: Rec, res: RawResponse) => void;
  /** The share of inputs at least refused, when the call's input is mostly free text (0.4 for a query, 0.5 for a body otherwise). */
  refusedAtLeast?: number;
}

const appFields = () => ({ name: nonBlank(LIMITS.appNameMax, LIMITS.appNameMin), description: nonBlank(60), version });
const appEdges = {
  name: bounds(LIMITS.appNameMin, LIMITS.appNameMax),
  description: bounds(1, LIMITS.appDescriptionMax),
  version: fc.constantFrom('1.0', 'v1.0.0', '1.0.0.0', '１.０.０', '1.0.0 ', '-1.0.0'),
};
const pageFields = () => ({
  page: fc.integer({ min: 1, max: 50 }),
  pageSize: fc.integer({ min: 1, max: MAX_LIST_PAGE_SIZE }),
  search: fc.string({ maxLength: LIMITS.searchMax }),
  sortOrder: fc.constantFrom('asc', 'desc'),
});
const pageEdges = {
  page: fc.constantFrom('0', '-1', '1.5', '', ' 2 ', '1e3', '0x10', 'NaN', 'Infinity', '9'.repeat(400)),
  pageSize: fc.constantFrom('0', String(MAX_LIST_PAGE_SIZE), String(MAX_LIST_PAGE_SIZE + 1), '25.5', '-25'),
  search: bounds(0, LIMITS.searchMax),
  sortOrder: fc.constantFrom('ASC', 'up', ''),
};

/** A policy's fields: a subscription with a term or a perpetual one, features of the catalogue. */
const policyFields = (w: World, withApplication: boolean) => ({
  ...(withApplication ? { applicationId: idOf(w.applicationIds) } : {}),
  name: nonBlank(LIMITS.policyNameMax),
  type: fc.constantFrom(...LICENSE_TYPES),
  durationValue: fc.integer({ min: 1, max: 10 }),
  durationUnit: fc.constantFrom(...DURATION_UNITS),
  maxActivations: fc.integer({ min: 1, max: LIMITS.maxActivationsMax }),
  heartbeatWindowHours: optional(fc.option(fc.integer({ min: 1, max: LIMITS.heartbeatWindowMaxHours }), { nil: null })),
  gracePeriodDays: optional(fc.integer({ min: 0, max: LIMITS.gracePeriodMaxDays })),
  entitlements: optional(fc.subarray(['BASIC', 'EXPORT_CSV', 'EXPORT_PDF'])),
  isDefault: optional(fc.boolean()),
});
const policyEdges = {
  name: bounds(1, LIMITS.policyNameMax),
  durationValue: fc.constantFrom(0, -1, 1.5, '１２', 3651, 121, ''),
  durationUnit: fc.constantFrom('week', 'DAY', '', null),
  heartbeatWindowHours: fc.constantFrom(0, LIMITS.heartbeatWindowMaxHours + 1, '２４', 'hour'),
  gracePeriodDays: fc.constantFrom(-1, LIMITS.gracePeriodMaxDays + 1, 0.5),
  entitlements: fc.constantFrom(['NOPE'], 'BASIC', [null]),
  isDefault: fc.constantFrom('true', 1, null),
};

const plans: { [K in FuzzedId]: Plan } = {
  login: {
    as: null,
    fields: () => ({ email, password: fc.string({ minLength: 1, maxLength: 30 }) }),
    edges: { email: bounds(1, LIMITS.emailMax), password: bounds(1, LIMITS.passwordMax) },
  },
  register: {
    as: null,
    fields: () => ({
      email,
      password: strongPassword,
      family_name: optional(nonBlank(LIMITS.nameMax)),
      given_name: optional(nonBlank(LIMITS.nameMax)),
    }),
    edges: {
      email: bounds(3, LIMITS.emailMax),
      password: bounds(8, LIMITS.passwordMax),
      family_name: bounds(0, LIMITS.nameMax),
    },
    accepted: (body, res) => {
      // Whatever extra keys came along (role: 'ADMIN'…), a registered account is a USER.
      expect((res.json as { user: { role: string } }).user.role).toBe('USER');
      expect(String(body.email).trim().toLowerCase()).toContain('@');
    },
  },
  refresh: {
    as: null,
    fields: () => ({ refreshToken: fc.string({ minLength: 1, maxLength: 256 }) }),
    edges: { refreshToken: bounds(1, 256) },
  },
  updateProfile: {
    as: 'user',
    fields: () => ({ family_name: nonBlank(LIMITS.nameMax), given_name: nonBlank(LIMITS.nameMax) }),
    edges: { family_name: bounds(1, LIMITS.nameMax), given_name: bounds(1, LIMITS.nameMax) },
    accepted: () => {
      const me = tables.users.get(demoUserId())!;
      expect([me.role, me.email]).toEqual(['USER', DEMO_ACCOUNTS.user.email]);
    },
  },
  getDashboardTrends: {
    as: 'admin',
    fields: () => ({
      days: fc.constantFrom(...TREND_DAY_CHOICES),
      tz: fc.constantFrom(
        'Asia/Tokyo',
        'America/Los_Angeles',
        'Asia/Kathmandu',
        'Pacific/Kiritimati',
        'UTC',
        'asia/tokyo',
        '+09:00',
      ),
    }),
    edges: {
      days: fc.constantFrom(0, 7, 31, 89, 90.5, -30, '30days', 'NaN', 1e308),
      tz: fc.constantFrom(
        'Asia/Tokio',
        'UTC+9',
        'Mars/Olympus',
        '../../etc/passwd',
        '\u0000',
        'Asia/Tokyo\n',
        'x'.repeat(5000),
      ),
    },
  },
  previewStaleDevices: {
    as: 'admin',
    fields: () => ({ olderThanHours: fc.constantFrom(...HEARTBEAT_AGE_CHOICES_HOURS) }),
    edges: { olderThanHours: fc.constantFrom(0, 2, 23, 24.5, -24, HEARTBEAT_AGE_MAX_HOURS + 1, 'day', '') },
  },
  listLicenses: {
    as: 'admin',
    fields: (w) => ({
      ...pageFields(),
      status: fc.constantFrom(...LICENSE_STATUSES),
      applicationId: fc.constantFrom(...w.applicationIds),
      type: fc.constantFrom(...LICENSE_TYPES),
      expiry: fc.constantFrom(...LICENSE_EXPIRY_FILTERS),
      activation: fc.constantFrom(...LICENSE_ACTIVATION_FILTERS),
      sortField: fc.constantFrom(...LICENSE_SORT_FIELDS),
    }),
    edges: {
      ...pageEdges,
      status: fc.constantFrom('active', 'LOST'),
      expiry: fc.constantFrom('within8', 'EXPIRED', '7'),
      activation: fc.constantFrom('NEAR', 'half', '80'),
      sortField: fc.constantFrom('password', 'userId; DROP'),
    },
  },
  createLicense: {
    as: 'admin',
    fields: (w) => ({
      applicationId: idOf(w.applicationIds),
      userId: idOf(w.userIds),
      type: fc.constantFrom(...LICENSE_TYPES),
      maxActivations: fc.integer({ min: 1, max: LIMITS.maxActivationsMax }),
      startDate: fc.option(isoDate, { nil: null }),
      endDate: fc.option(isoDate, { nil: null }),
    }),
    edges: {
      maxActivations: fc.constantFrom(0, -1, 1.5, LIMITS.maxActivationsMax, LIMITS.maxActivationsMax + 1, '1', 1e308),
      type: fc.constantFrom('PERPETUAL', 'forever', ''),
      endDate: fc.constantFrom('2025-13-45', 'tomorrow', '2025-01-01', '2025-01-01T00:00:00', ''),
      applicationId: ofLengths(0, 64, 65),
    },
  },
  findLicensesByReference: {
    as: 'admin',
    fields: () => ({ references: fc.array(nonBlank(64), { minLength: 1, maxLength: 5 }) }),
    edges: { references: fc.constantFrom([], [''], ['a'.repeat(65)], ['PO\n1'], 'PO-1', [1], null) },
  },
  createLicensesBulk: {
    as: 'admin',
    fields: (w) => ({
      licenses: fc.array(
        fc.record({
          applicationId: idOf(w.applicationIds),
          userId: idOf(w.userIds),
          type: fc.constantFrom(...LICENSE_TYPES),
          maxActivations: fc.integer({ min: 1, max: LIMITS.maxActivationsMax }),
          reference: fc.option(nonBlank(64), { nil: undefined }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
    edges: { licenses: fc.constantFrom([], {}, [{}], [null], 'all', new Array(101).fill({ type: 'perpetual' })) },
  },
  updateLicense: {
    as: 'admin',
    param: (w) => idOf(w.licenseIds),
    fields: () => ({ expiresAt: fc.option(isoDate, { nil: null }) }),
    edges: { expiresAt: fc.constantFrom('2025-02-30T00:00:00Z', '9999-99-99', '', 0, '2025-01-01T00:00:00+25:00') },
  },
  extendLicense: {
    as: 'admin',
    param: (w) => idOf(w.licenseIds),
    fields: () => ({
      by: optional(fc.record({ value: fc.integer({ min: 1, max: 10 }), unit: fc.constantFrom(...DURATION_UNITS) })),
      until: optional(isoDate),
      timeZone: optional(fc.constantFrom('Asia/Tokyo', 'America/Los_Angeles', 'UTC')),
    }),
    edges: {
      by: fc.constantFrom(
        { value: 0, unit: 'day' },
        { value: 11, unit: 'year' },
        { value: 121, unit: 'month' },
        { value: 1, unit: 'week' },
        { value: '1', unit: 'day' },
        { value: 1.5, unit: 'month' },
        {},
      ),
      until: fc.constantFrom('2025-02-30T00:00:00Z', '2000-01-01T00:00:00Z', 'tomorrow', ''),
      timeZone: fc.constantFrom('Asia/Tokio', 'UTC+9', '', 'x'.repeat(100)),
    },
  },
  transferLicense: {
    as: 'admin',
    param: (w) => idOf(w.licenseIds),
    fields: (w) => ({ userId: idOf(w.userIds), resetActivations: optional(fc.boolean()) }),
    edges: { userId: ofLengths(0, 64, 65), resetActivations: fc.constantFrom('true', 1, 'yes', null) },
  },
  updateLicenseMaxActivations: {
    as: 'admin',
    param: (w) => idOf(w.licenseIds),
    fields: () => ({ maxActivations: fc.integer({ min: 1, max: LIMITS.maxActivationsMax }) }),
    edges: { maxActivations: fc.constantFrom(0, -1, 1.5, '３', LIMITS.maxActivationsMax + 1, '') },
  },
  updateLicenseEntitlements: {
    as: 'admin',
    param: (w) => idOf(w.licenseIds),
    fields: () => ({
      entitlements: fc.subarray([
        'BASIC',
        'EXPORT_CSV',
        'EXPORT_PDF',
        'CLOUD_SYNC',
        'api_access',
        'ＰＲＩＯＲＩＴＹ_ＳＵＰＰＯＲＴ',
      ]),
    }),
    edges: {
      entitlements: fc.constantFrom(
        ['NO_SUCH_FEATURE'],
        [1, 2],
        'BASIC',
        Array.from({ length: 101 }, (_, i) => `F${i}`),
        ['x'.repeat(41)],
      ),
    },
  },
  listLicensePolicies: {
    as: 'admin',
    fields: (w) => ({ applicationId: fc.constantFrom(...w.applicationIds) }),
    edges: { applicationId: ofLengths(0, 64, 65) },
    // Its one filter takes any id up to 64 characters: only the empty and the longer are refused.
    refusedAtLeast: 0.1,
  },
  createLicensePolicy: {
    as: 'admin',
    fields: (w) => policyFields(w, true),
    edges: policyEdges,
  },
  updateLicensePolicy: {
    as: 'admin',
    param: (w) => idOf(w.policyIds),
    fields: (w) => policyFields(w, false),
    edges: policyEdges,
  },
  createEntitlement: {
    as: 'admin',
    param: (w) => idOf(w.applicationIds),
    fields: () => ({
      code: fc.stringMatching(/^[A-Z][A-Z0-9_]{0,20}$/),
      name: nonBlank(LIMITS.entitlementNameMax),
      description: optional(fc.string({ maxLength: LIMITS.entitlementDescriptionMax })),
    }),
    edges: {
      code: fc.constantFrom('export_pdf', '1ABC', 'A-B', 'A B', 'ＡＢＣ', '', 'A'.repeat(41), 'BASIC'),
      name: bounds(1, LIMITS.entitlementNameMax),
      description: bounds(0, LIMITS.entitlementDescriptionMax),
    },
  },
  listDevices: {
    as: 'admin',
    fields: (w) => ({
      ...pageFields(),
      status: fc.constantFrom(...DEVICE_STATUSES),
      licenseId: fc.constantFrom(...w.licenseIds),
      heartbeatOlderThanHours: fc.integer({ min: 1, max: HEARTBEAT_AGE_MAX_HOURS }),
      sortField: fc.constantFrom(...DEVICE_SORT_FIELDS),
    }),
    edges: {
      ...pageEdges,
      licenseId: ofLengths(0, 64, 65),
      heartbeatOlderThanHours: fc.constantFrom(0, -1, 1.5, HEARTBEAT_AGE_MAX_HOURS + 1, 'NaN', '1e3'),
      sortField: fc.constantFrom('metadataJson', '__proto__'),
    },
  },
  heartbeatDevice: {
    as: 'user',
    param: (w) => idOf(w.ownDeviceIds),
    fields: () => ({ metadata: optional(metadata) }),
    edges: {
      metadata: fc.constantFrom(
        [1, 2],
        'text',
        null,
        { big: 'x'.repeat(LIMITS.metadataMaxBytes) },
        { ok: 'x'.repeat(LIMITS.metadataMaxBytes - 20) },
      ),
    },
  },
  activateDevice: {
    as: 'user',
    param: (w) => idOf(w.ownDeviceIds),
    fields: (w) => ({ license_id: idOf(w.ownLicenseIds), metadata: optional(metadata) }),
    edges: { license_id: ofLengths(0, 64, 65) },
  },
  deactivateDevice: {
    as: 'user',
    param: (w) => idOf(w.ownDeviceIds),
    fields: () => ({ metadata: optional(metadata) }),
  },
  listUsers: {
    as: 'admin',
    fields: () => ({
      ...pageFields(),
      role: fc.constantFrom(...ROLES, ''),
      userType: fc.constantFrom(...USER_TYPES),
      sortField: fc.constantFrom(...USER_SORT_FIELDS),
    }),
    edges: {
      ...pageEdges,
      role: fc.constantFrom('admin', 'OWNER', 'ADMIN,USER'),
      sortField: fc.constantFrom('passwordHash'),
    },
  },
  createUser: {
    as: 'admin',
    fields: () => ({
      email,
      password: strongPassword,
      role: fc.constantFrom(...ROLES),
      userType: fc.constantFrom(...USER_TYPES),
      tenantId: fc.option(fc.string({ maxLength: 64 }), { nil: null }),
      subsclight_customer_id: fc.option(fc.string({ maxLength: 64 }), { nil: null }),
    }),
    edges: {
      email: fc.constantFrom('plainaddress', 'a@b', 'a b@example.com', `${'x'.repeat(250)}@example.com`),
      password: fc.constantFrom(
        'Abcdefg1',
        'abcdefg1!',
        'ABCDEFG1!',
        'Abcdefgh!',
        'Ab1!',
        'Ab1 défg!',
        `Aa1!${'x'.repeat(LIMITS.passwordMax)}`,
      ),
      role: fc.constantFrom('admin', 'OWNER', 'SUPERUSER'),
      tenantId: ofLengths(64, 65),
    },
  },
  updateUser: {
    as: 'admin',
    param: () =>
      fc.oneof({ weight: 4, arbitrary: fc.constant(demoUserId()) }, { weight: 1, arbitrary: fc.constant('nobody') }),
    fields: () => ({ username: nonBlank(LIMITS.usernameMax), email, role: fc.constantFrom(...ROLES) }),
    edges: { username: bounds(1, LIMITS.usernameMax), role: fc.constantFrom('user', 'root') },
  },
  listApplications: {
    as: 'admin',
    fields: () => ({ ...pageFields(), status: fc.constantFrom(...APPLICATION_STATUSES) }),
    edges: { ...pageEdges, status: fc.constantFrom('ACTIVE', 'deleted') },
  },
  createApplication: {
    as: 'admin',
    fields: () => ({ ...appFields(), status: optional(fc.constantFrom(...APPLICATION_STATUSES)) }),
    edges: appEdges,
  },
  updateApplication: {
    as: 'admin',
    param: (w) => idOf(w.applicationIds),
    fields: () => ({ ...appFields(), status: optional(fc.constantFrom(...APPLICATION_STATUSES)) }),
    edges: { ...appEdges, status: fc.constantFrom('ACTIVE', 'archived') },
  },
  createMyApplication: {
    as: 'admin',
    scenario: 'empty',
    fields: () => ({ ...appFields(), subsclight_api_key: apiKey, subsclight_site: siteId }),
    edges: {
      ...appEdges,
      subsclight_api_key: bounds(LIMITS.apiKeyMin, 200),
      subsclight_site: fc.constantFrom('my site!', 'a/b', '', 'x'.repeat(101)),
    },
  },
  updateMyApplication: {
    as: 'admin',
    fields: () => ({
      ...appFields(),
      subsclight_api_key: optional(fc.oneof(apiKey, fc.constant(''))),
      subsclight_site: siteId,
    }),
    edges: {
      ...appEdges,
      subsclight_api_key: bounds(LIMITS.apiKeyMin, 200),
      subsclight_site: fc.constantFrom('my site!', ''),
    },
  },
  revealMyApplicationKey: {
    as: 'admin',
    fields: () => ({ which: fc.constantFrom(...APPLICATION_KEY_KINDS) }),
    edges: { which: fc.constantFrom('INTERNAL', 'owner', 'api_key', 'subsclight_api_key', ' internal', '') },
    accepted: (body, res) => {
      // The one call that answers a whole key answers exactly the stored one it was asked for.
      const app = [...tables.applications.all()].sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1))[0]!;
      expect(res.json).toEqual({ key: body.which === 'internal' ? app.apiKey : app.billingApiKey });
    },
  },
  createApplicationFromProduct: {
    as: 'admin',
    fields: (w) => ({
      name: nonBlank(LIMITS.productAppNameMax, LIMITS.productAppNameMin),
      description: nonBlank(80, LIMITS.productAppDescriptionMin),
      version,
      product_setting_id: idOf(w.productIds),
      product_setting_name: fc.string({ maxLength: 50 }),
    }),
    edges: {
      name: bounds(LIMITS.productAppNameMin, LIMITS.productAppNameMax),
      description: bounds(LIMITS.productAppDescriptionMin, LIMITS.productAppDescriptionMax),
      product_setting_name: ofLengths(200, 201),
    },
  },
  createMyOwner: {
    as: 'admin',
    scenario: 'empty',
    fields: () => ({ subsclight_api_key: apiKey, subsclight_site: siteId }),
    edges: { subsclight_api_key: bounds(LIMITS.apiKeyMin, 200), subsclight_site: bounds(LIMITS.siteIdMin, 100) },
  },
  updateMyOwner: {
    as: 'admin',
    fields: () => ({ subsclight_api_key: optional(fc.oneof(apiKey, fc.constant(''))), subsclight_site: siteId }),
    edges: { subsclight_api_key: bounds(LIMITS.apiKeyMin, 200), subsclight_site: bounds(LIMITS.siteIdMin, 100) },
  },
  checkoutLicenseFile: {
    as: 'admin',
    param: (w) => idOf(w.licenseIds),
    fields: (w) => ({
      deviceId: optional(idOf(w.activeDeviceIds)),
      hardwareId: optional(fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/)),
      ttlDays: fc.constantFrom(...LICENSE_FILE_TTL_DAYS),
    }),
    edges: { ttlDays: ttlEdges, hardwareId: bounds(1, 128), deviceId: ofLengths(0, 64, 65) },
  },
  activateOffline: {
    as: 'user',
    fields: (w) => ({ requestFile: requestFile(w), ttlDays: optional(fc.constantFrom(...LICENSE_FILE_TTL_DAYS)) }),
    edges: {
      requestFile: fc.oneof(
        bounds(1, OFFLINE_FILE_MAX_BYTES),
        fc.constantFrom(
          '{}',
          '[]',
          'null',
          '{"format":"activation-request/1"}',
          JSON.stringify({ format: 'activation-request/2' }),
          '\uFEFF{}',
        ),
      ),
      ttlDays: ttlEdges,
    },
  },
  returnOfflineDevice: {
    as: 'admin',
    param: (w) => idOf(w.deviceIds),
    fields: () => ({ returnCode: fc.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/) }),
    edges: {
      returnCode: fc.constantFrom(
        '',
        'ABCD',
        'abcd-efgh-jkmn-pqrs',
        'ＡＢＣＤ-ＥＦＧＨ-ＪＫＬＭ-ＮＰＱＲ',
        'ABCD-EFGH-JKLM-NPQR-S',
        '😀'.repeat(8),
      ),
    },
  },
  listAuditLog: {
    as: 'admin',
    fields: (w) => ({
      ...pageFields(),
      actorId: idOf(w.userIds),
      action: fc.constantFrom(...AUDIT_ACTIONS),
      objectType: fc.constantFrom(...AUDIT_OBJECT_TYPES),
      result: fc.constantFrom(...AUDIT_RESULTS),
      from: isoDate,
      licenseId: fc.constantFrom(...w.licenseIds),
      operationId: fc.uuid(),
      sortField: fc.constantFrom(...AUDIT_SORT_FIELDS),
    }),
    edges: {
      ...pageEdges,
      actorId: ofLengths(0, 65),
      action: fc.constantFrom('LOGIN', 'listLicenses', 'refresh', ''),
      objectType: fc.constantFrom('licence', 'session', ''),
      result: fc.constantFrom('ok', 'DONE', ''),
      from: fc.constantFrom('2025-02-30T00:00:00Z', '2025-01-01', 'yesterday', ''),
      to: fc.constantFrom('2000-01-01T00:00:00Z', '2025-01-01T00:00:00', ''),
      operationId: fc.constantFrom('short', 'a b c d e f g', 'x'.repeat(65), '../../etc'),
      sortField: fc.constantFrom('reason', 'actor.email', 'seq'),
    },
  },
  getNotifications: {
    as: 'admin',
    fields: () => ({
      tz: fc.constantFrom('Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'),
      staleAfterHours: fc.constantFrom(...HEARTBEAT_AGE_CHOICES_HOURS),
    }),
    edges: {
      tz: fc.constantFrom('Asia/Tokio', 'UTC+9', '../../etc/passwd', '\u0000', 'x'.repeat(5000)),
      staleAfterHours: fc.constantFrom(0, 2, 23, 24.5, -24, HEARTBEAT_AGE_MAX_HOURS + 1, 'day', ''),
    },
  },
  markNotificationsRead: {
    as: 'user',
    fields: () => ({
      ids: fc.array(fc.string({ minLength: 1, maxLength: 200 }), { minLength: 1, maxLength: NOTIFICATIONS.readMaxIds }),
    }),
    edges: {
      ids: fc.oneof(
        fc.constant([]),
        fc.constant(Array.from({ length: NOTIFICATIONS.readMaxIds + 1 }, (_, i) => `x${i}`)),
        fc.constantFrom([''], ['x'.repeat(201)], [1, 2], 'license-expiring:x', [null], [{}]),
      ),
    },
    accepted: (body, res) => {
      // Only the caller's own marks change: the row is theirs, and says no more than what was sent.
      expect((res.json as { read: number }).read).toBeLessThanOrEqual(new Set(body.ids as string[]).size);
      expect(tables.notificationStates.all().map((row) => row.id)).toEqual([demoUserId()]);
    },
  },
  updateNotificationSettings: {
    as: 'user',
    fields: () => ({ expiryWindowDays: fc.constantFrom(...NOTIFICATIONS.expiryWindowChoices) }),
    edges: { expiryWindowDays: fc.constantFrom(0, 1, 8, 30.5, -30, 365, '30', '30days', 'NaN', 1e308) },
  },
  getUsageReport: {
    as: 'admin',
    fields: () => {
      const month = fc
        .tuple(fc.integer({ min: 2024, max: 2027 }), fc.integer({ min: 1, max: 12 }))
        .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);
      return {
        from: month,
        to: month,
        tz: fc.constantFrom('Asia/Tokyo', 'America/Los_Angeles', 'Asia/Kathmandu', 'UTC'),
      };
    },
    edges: {
      from: fc.constantFrom('2026-13', '2026-00', '2026-1', '26-01', '2026/01', '2026-01-01', '', '0000-01', '9999-12'),
      to: fc.constantFrom('2020-01', '2030-12', '2026-13', '2026-02-30', 'now', ''),
      tz: fc.constantFrom('Asia/Tokio', 'UTC+9', 'Mars/Olympus', 'Asia/Tokyo\n'),
    },
  },
};

// ---------------------------------------------------------------------------------------
// Inputs

/** What is sent: a JSON value, or raw text as the body. */
type Payload = { json: unknown } | { text: string };

const EXTRA_KEYS = ['role', 'id', 'userId', 'passwordHash', '__proto__', '$where', 'isAdmin'];

function inputs(plan: Plan, w: World): fc.Arbitrary<Payload> {
  const fieldArbs = plan.fields(w);
  const names = Object.keys(fieldArbs);
  const valid = fc
    .record(fieldArbs, { requiredKeys: [] })
    .map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as Rec);
  const valueFor = (key: string, allowDrop: boolean) => {
    const edge = plan.edges && Object.hasOwn(plan.edges, key) ? plan.edges[key] : undefined;
    const bad = edge ? fc.oneof({ weight: 3, arbitrary: edge }, { weight: 2, arbitrary: junk }) : junk;
    return allowDrop ? fc.oneof({ weight: 3, arbitrary: bad }, { weight: 1, arbitrary: fc.constant(DROP) }) : bad;
  };
  // One field of the schema always gets a boundary or junk value; up to two more changes may
  // touch any key (extra keys such as role or __proto__ too) or drop one.
  const fieldChange = fc.constantFrom(...names).chain((key) => fc.tuple(fc.constant(key), valueFor(key, false)));
  const anyChange = fc
    .constantFrom(...names, ...EXTRA_KEYS)
    .chain((key) => fc.tuple(fc.constant(key), valueFor(key, true)));
  const mutated = fc.tuple(valid, fieldChange, fc.array(anyChange, { maxLength: 2 })).map(([base, first, more]) => {
    const out: Rec = { ...base };
    for (const [key, value] of [first, ...more]) {
      if (value === DROP) delete out[key];
      else Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return out;
  });
  const notAnObject = fc.oneof(
    junk.map((json) => ({ json })),
    fc
      .constantFrom(
        '{',
        '{"a":',
        '[',
        'nul',
        '\u0000',
        '{"a": 1,}',
        "{'a': 1}",
        '[]'.repeat(10_000),
        '['.repeat(50_000),
        '   ',
      )
      .map((text) => ({ text })),
  );
  return fc.oneof(
    { weight: 1, arbitrary: valid.map((json) => ({ json })) },
    { weight: 7, arbitrary: mutated.map((json) => ({ json })) },
    { weight: 2, arbitrary: notAnObject },
  );
}

/** The query string of a list call: values as text, keys possibly repeated. */
function queryString(payload: Payload): string {
  if ('text' in payload) return `?${payload.text}`;
  const params = new URLSearchParams();
  const value = payload.json;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    params.append('q', typeof value === 'string' ? value : JSON.stringify(value));
  } else {
    for (const [k, v] of Object.entries(value)) params.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  }
  return `?${params}`;
}

/** Whether the catalog's schema accepts what the mock will read (its own parsing, mirrored). */
function schemaAccepts(def: EndpointDef, sent: { query?: string; body?: string }): boolean {
  if (def.query) {
    const url = new URL(`http://x/${sent.query ?? ''}`);
    return def.query.safeParse(Object.fromEntries(url.searchParams)).success;
  }
  const text = sent.body ?? '';
  let parsed: unknown = {};
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      return false;
    }
  }
  return def.body!.safeParse(parsed).success;
}

// ---------------------------------------------------------------------------------------
// Checks

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]/;

function expectJapaneseRefusal(res: RawResponse, context: string): void {
  const parsed = errorBodySchema.safeParse(res.json);
  expect(parsed.success, `${context}: error body ${JSON.stringify(res.json)?.slice(0, 300)}`).toBe(true);
  const body = parsed.data!;
  expect(body.code, `${context}: a bug answered 400`).not.toBe('UNEXPECTED');
  expect(body.error).toBe(body.message);
  expect(body.message, context).toMatch(JAPANESE);
  for (const [field, texts] of Object.entries(body.fields ?? {})) {
    for (const text of texts) expect(text, `${context}: fields.${field}`).toMatch(JAPANESE);
  }
}

const tried: Record<string, { inputs: number; refused: number; accepted: number }> = {};
afterAll(() => {
  const rows = Object.entries(tried);
  if (rows.length === 0) return;
  const calls = rows.filter(([id]) => id in endpoints);
  const total = rows.reduce((n, [, c]) => n + c.inputs, 0);
  const lines = rows.map(
    ([id, c]) =>
      `  ${id.padEnd(30)} ${String(c.inputs).padStart(5)} inputs  ${String(c.refused).padStart(5)} refused  ${String(c.accepted).padStart(4)} accepted`,
  );
  console.log(
    `[fuzz] ${calls.length} calls with a body or a query fuzzed; ${total} inputs tried in all, path parameters included (seed ${SEED})\n${lines.join('\n')}`,
  );
});

// ---------------------------------------------------------------------------------------

describe('fuzzing every call that takes a body or a query', () => {
  it('has a plan for exactly the calls of the catalog with a body or a query', () => {
    expect(Object.keys(plans).sort()).toEqual([...fuzzedIds].sort());
    expect(fuzzedIds.length).toBeGreaterThanOrEqual(20);
  });

  it.each(fuzzedIds)('%s', async (id) => {
    const plan = (plans as Record<string, Plan | undefined>)[id];
    if (!plan) throw new Error(`no fuzz plan for ${id}: add one to plans`);
    const def: EndpointDef = endpoints[id];
    resetDatabase(plan.scenario ?? 'demo');
    const tokens = { admin: (await signIn('admin')).accessToken, user: (await signIn('user')).accessToken };
    const w = world();
    const dump = dumpDatabase();
    const before = databaseText();
    let version = databaseVersion();
    const count = (tried[id] = { inputs: 0, refused: 0, accepted: 0 });
    const param = def.path.includes(':') ? plan.param?.(w) : fc.constant('');
    if (!param) throw new Error(`${id} has a path parameter: its plan needs \`param\``);

    await fc.assert(
      fc.asyncProperty(inputs(plan, w), param, async (payload, id_) => {
        const path = def.path.includes(':') ? buildPath(def.path, { id: id_ }) : def.path;
        const token = plan.as ? tokens[plan.as] : null;
        let res: RawResponse;
        let sent: { query?: string; body?: string };
        if (def.query) {
          sent = { query: queryString(payload) };
          res = await raw(def.method, `${path}${sent.query}`, { token });
        } else {
          sent = { body: 'text' in payload ? payload.text : JSON.stringify(payload.json) };
          res = await raw(def.method, path, { token, rawBody: sent.body });
        }
        const context = `${def.method} ${path.slice(0, 120)}${(sent.query ?? '').slice(0, 200)} ${(sent.body ?? '').slice(0, 200)}`;
        count.inputs++;
        expect(res.status, context).toBeLessThan(500);
        const valid = schemaAccepts(def, sent);
        if (!valid) expect(res.status, `${context}: the schema refuses it`).toBe(400);
        if (res.status >= 400) {
          count.refused++;
          expect([400, 401, 404, 409, 429], context).toContain(res.status);
          expectJapaneseRefusal(res, context);
          // Every write bumps the version (a rolled-back one too): compare the text only then.
          if (databaseVersion() !== version)
            expect(databaseText(), `${context}: a refusal changed the data`).toBe(before);
        } else {
          count.accepted++;
          const parsed = def.response.safeParse(res.json);
          expect(parsed.success, `${context}: response ${JSON.stringify(res.json).slice(0, 300)}`).toBe(true);
          plan.accepted?.('json' in payload ? (payload.json as Rec) : {}, res);
          if (databaseText() !== before) restoreDatabase(dump);
        }
        version = databaseVersion();
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // Most inputs are invalid by design; some valid ones get through (a list query takes any
    // search text and ignores unknown keys, so fewer of its inputs are refused).
    expect(count.refused).toBeGreaterThanOrEqual(count.inputs * (plan.refusedAtLeast ?? (def.query ? 0.4 : 0.5)));
    expect(({} as Rec).polluted, 'Object.prototype polluted').toBeUndefined();
  });

  it('random path parameters on every call that has one', async () => {
    const withParam = ids.filter((id) => endpoints[id].path.includes(':') && id !== 'logout');
    const { accessToken } = await signIn('admin');
    const before = databaseText();
    const dump = dumpDatabase();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withParam),
        // '.' and '..' are left out: URL resolution removes them before any handler sees the path.
        fc
          .oneof(junkString, fc.constantFrom('user', 'x'.repeat(65), '%00', 'a/b', '%2e%2e', ' '))
          .filter((p) => p !== '.' && p !== '..' && p !== ''),
        async (id, param) => {
          const def = endpoints[id];
          const path = buildPath(def.path, { id: param });
          const res = await raw(def.method, path, { token: accessToken, body: def.method === 'GET' ? undefined : {} });
          const context = `${def.method} ${path.slice(0, 200)} (${path.length} characters)`;
          n++;
          expect(res.status, context).toBeLessThan(500);
          if (res.status >= 400) {
            expectJapaneseRefusal(res, context);
            expect(databaseText()).toBe(before);
          } else if (databaseText() !== before) restoreDatabase(dump);
        },
      ),
      { numRuns: RUNS * 2, seed: SEED },
    );
    tried[`(path parameters, ${withParam.length} calls)`] = { inputs: n, refused: n, accepted: 0 };
  });
});
