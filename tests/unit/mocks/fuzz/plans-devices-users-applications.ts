// Property-based fuzzing of the mock (fuzz.test.ts): the plans of the device, user, application and owner calls.
import * as fc from 'fast-check';
import { expect } from 'vitest';
import { DEVICE_SORT_FIELDS, DEVICE_STATUSES } from '../../../../src/api/schemas/licensing/device.ts';
import { ROLES, USER_SORT_FIELDS, USER_TYPES } from '../../../../src/api/schemas/accounts/user.ts';
import { APPLICATION_KEY_KINDS, APPLICATION_STATUSES } from '../../../../src/api/schemas/application.ts';
import { HEARTBEAT_AGE_MAX_HOURS, LIMITS } from '../../../../src/shared/constants.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { demoUserId } from '../_helpers.ts';
import {
  ofLengths,
  bounds,
  nonBlank,
  version,
  siteId,
  apiKey,
  strongPassword,
  email,
  metadata,
  optional,
} from './arbitraries.ts';
import { idOf } from './world.ts';
import { appFields, appEdges, pageFields, pageEdges, type Plans } from './plan.ts';

export const deviceUserApplicationPlans = {
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
} satisfies Partial<Plans>;
