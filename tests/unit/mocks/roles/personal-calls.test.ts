// Every personal call returns only the caller's data, for two different users (the checks live in
// personal-*-checks.ts, one per call).
import { describe, expect, it } from 'vitest';
import { byAccess, type Caller, callers, type PersonalChecks } from './support.ts';
import { accountChecks } from './personal-account-checks.ts';
import { licenceAndDeviceChecks } from './personal-licence-device-checks.ts';

const personal: PersonalChecks = { ...accountChecks, ...licenceAndDeviceChecks };

describe('personal calls return only the caller’s data', () => {
  it('covers every call open to any signed-in user', () => {
    expect(Object.keys(personal).sort()).toEqual(byAccess('authenticated').sort());
  });

  it.each(byAccess('authenticated'))('%s, for two different users', async (id) => {
    const check = (personal as Record<string, ((me: Caller) => Promise<void>) | undefined>)[id];
    if (!check) throw new Error(`no personal-data check for ${id}`);
    // Fresh sessions for each caller: a check may end its own (logout).
    for (const index of [0, 1]) await check((await callers())[index]!);
  });
});
