// The audit log: every change the API makes is recorded in the handler wrapper, with
// who, what, which object, when and the result; refusals are recorded and change no data; a bulk
// run (calls carrying one X-Operation-Id) is one entry with its items under it; the list pages,
// sorts and filters on the server. Who may read it: roles/; its inputs: fuzz/.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { issuePerpetualLicence } from '../../support/issue-licence.ts';
import type { AuditEntry } from '../../../src/api/schemas/reports/audit.ts';
import { auth as authText } from '../../../src/shared/messages/auth.ts';
import { common } from '../../../src/shared/messages/common.ts';
import { licenses as licenseText } from '../../../src/shared/messages/licensing/licenses.ts';
import { OPERATION_ID_HEADER } from '../../../src/shared/constants.ts';
import { sortedByKey } from '../../../src/mocks/audit/query.ts';
import { auditRows, tables } from '../../../src/mocks/db.ts';
import { DEMO_ACCOUNTS, resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { databaseText, errorBody, raw, signIn } from './_helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
const activeLicense = () => tables.licenses.all().find((l) => l.status === 'ACTIVE')!;
const revokedLicense = () => tables.licenses.all().find((l) => l.status === 'REVOKED')!;

async function newest(query: Record<string, string | number> = {}): Promise<AuditEntry> {
  await signIn('admin');
  const res = await callApi('listAuditLog', { query: { page: 1, pageSize: 5, ...query } });
  return res.entries.find((e) => e.action !== 'login')!;
}

describe('recording', () => {
  it('records a change with its actor, object (the licence key as label) and result', async () => {
    const admin = await signIn('admin');
    const license = activeLicense();
    await callApi('revokeLicense', { params: { id: license.id } });
    const entry = await newest();
    expect(entry).toMatchObject({
      actor: { id: admin.userId, email: DEMO_ACCOUNTS.admin.email, role: 'ADMIN' },
      action: 'revokeLicense',
      objectType: 'license',
      objectId: license.id,
      objectLabel: license.key,
      result: 'done',
      reason: null,
      operationId: null,
      items: null,
    });
    expect(Date.now() - Date.parse(entry.at!)).toBeLessThan(60_000);
  });

  it('records a refusal with its Japanese reason and leaves the data as it was', async () => {
    const { accessToken } = await signIn('admin');
    const license = revokedLicense();
    const before = databaseText();
    const count = auditRows().length;
    errorBody(await raw('POST', `/licenses/${license.id}/revoke`, { token: accessToken }), 409);
    expect(databaseText()).toBe(before);
    expect(auditRows()).toHaveLength(count + 1);
    expect(await newest()).toMatchObject({
      action: 'revokeLicense',
      objectLabel: license.key,
      result: 'refused',
      reason: licenseText.alreadyRevoked,
    });
  });

  it('records a USER trying an administrator’s call, but not a call without a token', async () => {
    const user = await signIn('user');
    const license = activeLicense();
    const count = auditRows().length;
    errorBody(await raw('POST', `/licenses/${license.id}/revoke`, { token: null }), 401);
    expect(auditRows()).toHaveLength(count);
    errorBody(await raw('DELETE', `/licenses/${license.id}`, { token: user.accessToken }), 403);
    expect(tables.licenses.get(license.id)).toBeDefined();
    expect(await newest()).toMatchObject({
      actor: { id: user.userId, role: 'USER' },
      action: 'deleteLicense',
      objectId: license.id,
      result: 'refused',
      reason: common.forbidden,
    });
  });

  it('records logins, failed logins (known and unknown addresses) and key reveals; reads are not recorded', async () => {
    const count = auditRows().length;
    await raw('POST', '/api/auth/login', { body: { email: DEMO_ACCOUNTS.user.email, password: 'wrong-password' } });
    await raw('POST', '/api/auth/login', { body: { email: 'nobody@example.net', password: 'whatever1' } });
    const admin = await signIn('admin');
    await callApi('listLicenses', { query: { page: 1 } });
    await callApi('revealMyOwnerKey', {});
    const mine = auditRows().slice(count);
    expect(mine.map((r) => [r.action, r.result, r.actor.email, r.actor.role])).toEqual([
      ['login', 'refused', DEMO_ACCOUNTS.user.email, 'USER'],
      ['login', 'refused', 'nobody@example.net', null],
      ['login', 'done', DEMO_ACCOUNTS.admin.email, 'ADMIN'],
      ['revealMyOwnerKey', 'done', DEMO_ACCOUNTS.admin.email, 'ADMIN'],
    ]);
    expect(mine[0]!.reason).toBe(authText.invalidCredentials);
    expect(mine[3]).toMatchObject({
      objectType: 'owner',
      objectLabel: tables.owners.all()[0]!.site,
      actor: { id: admin.userId },
    });
  });

  it('names a created object after the call (its id and key) and a refused creation by what was asked', async () => {
    await signIn('admin');
    const license = await issuePerpetualLicence(1);
    expect(await newest()).toMatchObject({
      action: 'createLicense',
      objectId: license.id,
      objectLabel: license.key,
      result: 'done',
    });
    await expect(
      callApi('createUser', {
        body: { email: DEMO_ACCOUNTS.user.email, password: 'Passw0rd!', role: 'USER' } as never,
      }),
    ).rejects.toThrow();
    expect(await newest()).toMatchObject({
      action: 'createUser',
      objectId: null,
      objectLabel: DEMO_ACCOUNTS.user.email,
      result: 'refused',
    });
  });
});

describe('bulk runs', () => {
  it('groups the calls of one operation id into one entry that lists its items', async () => {
    const { accessToken } = await signIn('admin');
    const operationId = '0f6c1a2e-5b7d-4c1e-9a3f-2d4b6c8e0a1b';
    const targets = [activeLicense(), revokedLicense(), tables.licenses.all().filter((l) => l.status === 'ACTIVE')[1]!];
    for (const l of targets)
      await raw('POST', `/licenses/${l.id}/revoke`, {
        token: accessToken,
        headers: { [OPERATION_ID_HEADER]: operationId },
      });
    const top = await callApi('listAuditLog', { query: { page: 1, pageSize: 5 } });
    const run = top.entries.find((e) => e.operationId === operationId)!;
    expect(run).toMatchObject({
      action: 'revokeLicense',
      objectType: 'license',
      objectId: null,
      result: 'partial',
      items: { total: 3, done: 2, refused: 1 },
    });
    // The items are under the run, not beside it.
    expect(top.entries.filter((e) => e.operationId === operationId)).toHaveLength(1);
    const items = await callApi('listAuditLog', { query: { operationId, sortField: 'at', sortOrder: 'asc' } });
    expect(items.total).toBe(3);
    expect(items.entries.map((e) => [e.objectLabel, e.result])).toEqual(
      targets.map((l, i) => [l.key, i === 1 ? 'refused' : 'done']),
    );
  });

  it('refuses a malformed operation id in Japanese and changes nothing', async () => {
    const { accessToken } = await signIn('admin');
    const license = activeLicense();
    const before = databaseText();
    const body = errorBody(
      await raw('POST', `/licenses/${license.id}/revoke`, {
        token: accessToken,
        headers: { [OPERATION_ID_HEADER]: 'no good' },
      }),
      400,
    );
    expect(body.message).toMatch(/[ぁ-んァ-ン一-龥]/);
    expect(databaseText()).toBe(before);
  });
});

describe('the list', () => {
  it('pages newest first and filters by action, result, actor, object type and a date range', async () => {
    const user = await signIn('user');
    await signIn('admin');
    const page1 = await callApi('listAuditLog', { query: { page: 1, pageSize: 10 } });
    const page2 = await callApi('listAuditLog', { query: { page: 2, pageSize: 10 } });
    const times = [...page1.entries, ...page2.entries].map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page1.total).toBeGreaterThan(500);

    const refusedLogins = await callApi('listAuditLog', {
      query: { action: 'login', result: 'refused', pageSize: 100 },
    });
    expect(refusedLogins.total).toBeGreaterThan(0);
    expect(refusedLogins.entries.every((e) => e.action === 'login' && e.result === 'refused')).toBe(true);

    const theirs = await callApi('listAuditLog', {
      query: { actorId: user.userId, objectType: 'device', pageSize: 100 },
    });
    expect(theirs.entries.every((e) => e.actor.id === user.userId && e.objectType === 'device')).toBe(true);

    const from = new Date(Date.now() - 10 * DAY).toISOString();
    const to = new Date(Date.now() - 5 * DAY).toISOString();
    const ranged = await callApi('listAuditLog', { query: { from, to, pageSize: 100 } });
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.entries.every((e) => e.at >= from && e.at < to)).toBe(true);
  });

  it('searches Japanese-aware (hiragana finds katakana) and sorts by actor', async () => {
    await signIn('admin');
    const found = await callApi('listAuditLog', { query: { search: 'はーとびーと', pageSize: 100 } });
    expect(found.total).toBeGreaterThan(0);
    expect(found.entries.every((e) => e.action === 'heartbeatDevice')).toBe(true);
    const byActor = await callApi('listAuditLog', {
      query: { sortField: 'actorEmail', sortOrder: 'asc', pageSize: 100 },
    });
    const emails = byActor.entries.map((e) => e.actor.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
  });

  it('orders by a key as a stable sort does: equal keys keep the order they came in, both ways', () => {
    const rows = auditRows().slice(0, 500);
    const key = (row: (typeof rows)[number]) => row.action;
    for (const order of ['asc', 'desc'] as const) {
      const dir = order === 'asc' ? 1 : -1;
      const stable = [...rows].sort((a, b) => (key(a) === key(b) ? 0 : (key(a) < key(b) ? -1 : 1) * dir));
      expect(sortedByKey(rows, key, order).map((r) => r.id)).toEqual(stable.map((r) => r.id));
    }
  });

  it('refuses an empty date range in Japanese', async () => {
    const { accessToken } = await signIn('admin');
    const body = errorBody(
      await raw('GET', '/api/audit-log?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z', { token: accessToken }),
      400,
    );
    expect(body.message).toBe('終了日は開始日より後の日時を指定してください');
  });
});

describe('history in every scenario', () => {
  it('demo: 90 days of history, oldest to newest, every entry about a known kind of object', () => {
    const rows = auditRows();
    expect(rows.length).toBeGreaterThan(500);
    const oldest = Date.parse(rows[0]!.at);
    expect(Date.now() - oldest).toBeGreaterThan(85 * DAY);
    expect(Date.now() - oldest).toBeLessThanOrEqual(90 * DAY + 60_000);
    expect(rows.filter((r) => r.items !== null).length).toBeGreaterThan(3);
  });

  it('the licence detail’s history (GET /api/licenses/:id/history) reads the log, the holder without e-mails', async () => {
    const holder = tables.users.all().find((u) => u.email === DEMO_ACCOUNTS.user.email)!;
    const license = tables.licenses.all().find((l) => l.userId === holder.id)!;
    await signIn('admin');
    configureMock({ nowOffsetMs: 60_000 });
    await callApi('updateLicense', { params: { id: license.id }, body: { expiresAt: '2099-01-01T00:00:00.000Z' } });
    const { entries } = await callApi('getLicenseHistory', { params: { id: license.id } });
    expect(entries[0]!.message).toBe(`ライセンス有効期限の更新（${DEMO_ACCOUNTS.admin.email}）`);
    await signIn('user');
    const held = await callApi('getLicenseHistory', { params: { id: license.id } });
    expect(held.entries[0]!.message).toBe('ライセンス有効期限の更新');
  });

  it('empty and quota-exhausted carry history too', () => {
    for (const name of ['empty', 'quota-exhausted'] as const) {
      resetDatabase(name);
      expect(auditRows().length, name).toBeGreaterThan(0);
    }
  });
});
