// What the role tests share: the endpoints by access, the two callers and the checks that
// someone else's device or licence is not found (404, never 403) with nothing changed.
import { expect } from 'vitest';
import { endpoints, type Endpoints, type EndpointId } from '../../../../src/api/catalog/endpoints.ts';
import { devices as deviceText } from '../../../../src/shared/messages/licensing/devices.ts';
import { licenses as licenseText } from '../../../../src/shared/messages/licensing/licenses.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { devicesOf, licensesOf } from '../../../../src/mocks/domain/users.ts';
import { SEED_USER_PASSWORD } from '../../../../src/mocks/scenarios/index.ts';
import { databaseText, errorBody, raw, signIn, type RawResponse, type Session } from '../_helpers.ts';

export const ids = Object.keys(endpoints) as EndpointId[];
export const byAccess = (access: string) => ids.filter((id) => endpoints[id].access === access);

export type PersonalId = { [K in EndpointId]: Endpoints[K]['access'] extends 'authenticated' ? K : never }[EndpointId];

export interface Caller extends Session {
  other: Session;
}

export const json = <T>(res: RawResponse, status = 200): T => {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  return res.json as T;
};
export const sorted = (values: Iterable<string>) => [...values].sort();

/** Devices the caller must not reach: someone else's (active and not), one on no licence, an unknown id. */
export function foreignDevices(userId: string): string[] {
  const mine = new Set(devicesOf(userId).map((d) => d.id));
  const others = tables.devices.all().filter((d) => !mine.has(d.id));
  const targets = [
    others.find((d) => d.status === 'ACTIVE' && d.licenseId !== null),
    others.find((d) => d.licenseId === null),
    others.find((d) => d.status === 'REGISTERED'),
  ];
  return [...targets.filter((d) => d !== undefined).map((d) => d.id), '00000000-0000-4000-8000-000000000000'];
}

/** Asserts 404 with the device text on every foreign device, and no data change. */
export async function foreignDevice404(
  caller: Caller,
  method: string,
  pathFor: (id: string) => string,
  body?: unknown,
) {
  const before = databaseText();
  for (const id of foreignDevices(caller.userId)) {
    const res = await raw(method, pathFor(id), { token: caller.accessToken, body });
    expect(errorBody(res, 404).message, `${method} ${pathFor(id)}`).toBe(deviceText.notFound);
  }
  expect(databaseText()).toBe(before);
}

/** Someone else's licence, and an unknown one, are not found (never 403), and nothing changes. */
export async function foreignLicense404(me: Caller, pathFor: (id: string) => string) {
  const before = databaseText();
  const own = new Set(licensesOf(me.userId).map((l) => l.id));
  const foreign = [
    ...tables.licenses
      .all()
      .filter((l) => !own.has(l.id))
      .slice(0, 3)
      .map((l) => l.id),
    '00000000-0000-4000-8000-000000000000',
  ];
  for (const id of foreign)
    expect(errorBody(await raw('GET', pathFor(id), { token: me.accessToken }), 404).message, id).toBe(
      licenseText.notFound,
    );
  expect(databaseText()).toBe(before);
}

export const ownActiveDevice = (userId: string) => devicesOf(userId).find((d) => d.status === 'ACTIVE');

/** The demo user, and another seeded USER who has licences and an active device. */
export async function callers(): Promise<Caller[]> {
  const demo = await signIn('user');
  const second = tables.users
    .all()
    .find(
      (u) =>
        u.role === 'USER' && u.id !== demo.userId && licensesOf(u.id).length > 0 && ownActiveDevice(u.id) !== undefined,
    );
  if (!second) throw new Error('roles test: the demo scenario needs a second USER with an active device');
  const other = await signIn({ email: second.email, password: SEED_USER_PASSWORD });
  return [
    { ...demo, other },
    { ...other, other: demo },
  ];
}

/** A check per call open to any signed-in user, split by subject across personal-*-checks.ts. */
export type PersonalChecks = { [K in PersonalId]: (me: Caller) => Promise<void> };
