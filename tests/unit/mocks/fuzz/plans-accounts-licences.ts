// Property-based fuzzing of the mock (fuzz.test.ts): the plans of the account, dashboard, licence, policy and
// entitlement calls.
import * as fc from 'fast-check';
import { expect } from 'vitest';
import {
  LICENSE_ACTIVATION_FILTERS,
  LICENSE_EXPIRY_FILTERS,
  LICENSE_SORT_FIELDS,
  LICENSE_STATUSES,
  LICENSE_TYPES,
} from '../../../../src/api/schemas/licensing/license.ts';
import { DURATION_UNITS } from '../../../../src/api/schemas/licensing/policy.ts';
import {
  HEARTBEAT_AGE_CHOICES_HOURS,
  HEARTBEAT_AGE_MAX_HOURS,
  LIMITS,
  TREND_DAY_CHOICES,
} from '../../../../src/shared/constants.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { DEMO_ACCOUNTS } from '../../../../src/mocks/scenarios/index.ts';
import { demoUserId } from '../_helpers.ts';
import { ofLengths, bounds, nonBlank, strongPassword, email, isoDate, optional } from './arbitraries.ts';
import { idOf } from './world.ts';
import { pageFields, pageEdges, policyFields, policyEdges, type Plans } from './plan.ts';

export const accountAndLicencePlans = {
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
} satisfies Partial<Plans>;
