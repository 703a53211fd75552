// The HTTP mock's data file (npm run mock-server): a restart keeps the developer's changes,
// a scenario starts over, and neither a damaged file nor an interrupted save loses data.
// Here: what the file keeps across restarts.
import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { tables, transaction } from '../../../../src/mocks/db.ts';
import { SAVE_COALESCE_MS } from '../../../../src/mocks/hosts/data-file.ts';
import { DEMO_ACCOUNTS } from '../../../../src/mocks/scenarios/index.ts';
import { raw } from '../_helpers.ts';
import {
  file,
  start,
  stop,
  saved,
  savedLicenseIds,
  signInAdmin,
  createLicense,
  findLicense,
  dataFileHooks,
} from './support.ts';

dataFileHooks();

describe('the data file', () => {
  it('a restart keeps a created licence, and the session; the start-up line says where the data came from', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const first = await start({ log: true });
    expect(log).toHaveBeenLastCalledWith(
      expect.stringContaining(`scenario: demo (no saved data yet), saved to ${file}`),
    );
    const token = await signInAdmin(first.url);
    const license = await createLicense(first.url, token);
    await stop(first);

    const second = await start({ log: true });
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining(`data: ${file}`));
    expect(await findLicense(second.url, token, license.key)).toEqual([
      expect.objectContaining({ id: license.id, maxActivations: 7 }),
    ]);
  });

  it('saves after a change without waiting for the close, and a burst of changes in one write', async () => {
    const host = await start();
    const token = await signInAdmin(host.url);
    await vi.waitFor(async () => expect((await saved()).dump!.tables.sessions).toHaveLength(1), {
      timeout: 5000,
      interval: 50,
    });
    const rename = vi.spyOn(fs, 'renameSync');
    const apps = (await raw('GET', '/api/applications/for-license', { base: host.url, token })).json as {
      applications: { id: string }[];
    };
    const userId = tables.users.all().find((u) => u.email === DEMO_ACCOUNTS.user.email)!.id;
    const burst = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        raw('POST', '/licenses', {
          base: host.url,
          token,
          body: { applicationId: apps.applications[0]!.id, userId, type: 'perpetual', maxActivations: n },
        }),
      ),
    );
    const ids = burst.map((res) => (res.json as { license: { id: string } }).license.id);
    await vi.waitFor(async () => expect(await savedLicenseIds()).toEqual(expect.arrayContaining(ids)), {
      timeout: 5000,
      interval: 50,
    });
    await new Promise((resolve) => setTimeout(resolve, SAVE_COALESCE_MS * 2));
    expect(rename).toHaveBeenCalledOnce();
  });

  it('closing saves a change the coalescing window still held', async () => {
    const host = await start();
    const first = tables.licenses.all()[0]!;
    tables.licenses.patch(first.id, { maxActivations: 42 }); // no request: no save scheduled
    await stop(host);
    expect((await saved()).dump!.tables.licenses.find((l) => l.id === first.id)?.maxActivations).toBe(42);
  });

  it('an explicit scenario (MOCK_SCENARIO) starts over and overwrites the file', async () => {
    const first = await start();
    const license = await createLicense(first.url, await signInAdmin(first.url));
    await stop(first);
    expect(await savedLicenseIds()).toContain(license.id);

    const second = await start({ scenario: 'quota-exhausted' });
    expect(await findLicense(second.url, await signInAdmin(second.url), license.key)).toEqual([]);
    const snapshot = await saved();
    expect(snapshot.scenario).toBe('quota-exhausted');
    expect(snapshot.dump!.tables.licenses.map((l) => l.id)).not.toContain(license.id);
  });

  it('POST /__mock/reset starts over, and the file says so at once', async () => {
    const host = await start();
    await createLicense(host.url, await signInAdmin(host.url));
    const reset = await raw('POST', '/__mock/reset', { base: host.url, body: { scenario: 'empty' } });
    expect(reset.status).toBe(200);
    const snapshot = await saved();
    expect(snapshot.scenario).toBe('empty');
    expect(snapshot.dump!.tables.licenses).toEqual([]);
    expect(snapshot.dump!.tables.users).toHaveLength(2);
  });

  it('a refused request (403, 400) or a rolled-back change leaves the saved data as it was; the audit log keeps the refusals', async () => {
    const host = await start();
    const admin = await signInAdmin(host.url);
    const user = (
      (
        await raw('POST', '/api/auth/login', {
          base: host.url,
          body: { email: DEMO_ACCOUNTS.user.email, password: DEMO_ACCOUNTS.user.password },
        })
      ).json as { access_token: string }
    ).access_token;
    await vi.waitFor(async () => expect((await saved()).dump!.tables.sessions).toHaveLength(2), {
      timeout: 5000,
      interval: 50,
    });
    const before = (await saved()).dump!;

    expect((await raw('GET', '/users', { base: host.url, token: user })).status).toBe(403);
    expect((await raw('POST', '/licenses', { base: host.url, token: admin, body: { type: 'perpetual' } })).status).toBe(
      400,
    );
    // A change undone by its transaction, as a refusal after a write is: the data is as saved.
    const first = tables.licenses.all()[0]!;
    expect(() =>
      transaction(() => {
        tables.licenses.patch(first.id, { maxActivations: first.maxActivations + 1 });
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect((await raw('GET', '/users', { base: host.url, token: user })).status).toBe(403);
    await stop(host);

    const after = (await saved()).dump!;
    expect(after.tables).toEqual(before.tables);
    // What was refused is recorded, and nothing else.
    const recorded = after.auditLog!.slice(before.auditLog!.length);
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded.every((entry) => entry.result === 'refused')).toBe(true);
  });
});
