// Property-based fuzzing of the mock (fuzz.test.ts): the demo data a plan draws real ids from, and the
// arbitraries built on it.
import * as fc from 'fast-check';
import { ACTIVATION_REQUEST_FORMAT } from '../../../../src/api/schemas/licensing/license-file.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { ownership } from '../_helpers.ts';

/** The demo data a plan draws real ids from. */
export interface World {
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

export function world(): World {
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

export const MINUTE_MS = 60_000;
/** A request file as the client software writes it, for one of the caller's licences, dated from 80 h ago to 20 min ahead. */
export const requestFile = (w: World) =>
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
export const ttlEdges = fc.constantFrom(0, 2, 30.5, '30', -1, 366, null);

export const idOf = (list: string[]) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...list) },
    { weight: 1, arbitrary: fc.constantFrom('00000000-0000-4000-8000-000000000000', 'nobody') },
  );
