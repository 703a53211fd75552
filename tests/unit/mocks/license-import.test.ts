// 一括発行's extensions in the mock: licences found by order number (注文番号), licences issued
// in one call with a result per row, one audit-log operation per import, refusals in Japanese
// that change nothing, and neither extension under the `spec` and `rest` profiles.
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { OPERATION_ID_HEADER } from '../../../src/api/schemas/reports/audit.ts';
import { auditRows, tables } from '../../../src/mocks/db.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { validation as v } from '../../../src/shared/messages/forms/validation.ts';
import { databaseText, demoUserId, errorBody, raw, signIn } from './_helpers.ts';

const firstApp = () => tables.applications.all()[0]!;
const row = (extra: Record<string, unknown> = {}) => ({
  applicationId: firstApp().id,
  userId: demoUserId(),
  type: 'perpetual' as const,
  maxActivations: 1,
  ...extra,
});

let token = '';
beforeEach(async () => {
  token = (await signIn('admin')).accessToken;
});

describe('licences by order number (POST /api/licenses/references)', () => {
  it('names the order numbers issued, with their licence, whether by POST /licenses or the bulk call', async () => {
    const one = await callApi('createLicense', { body: row({ reference: 'PO-1' }) });
    await callApi('createLicensesBulk', { body: { licenses: [row({ reference: 'PO-2' }), row()] } });
    const res = await callApi('findLicensesByReference', { body: { references: ['PO-1', 'PO-2', 'PO-3'] } });
    expect(res.licenses.map((l) => l.reference).sort()).toEqual(['PO-1', 'PO-2']);
    expect(res.licenses.find((l) => l.reference === 'PO-1')).toMatchObject({
      licenseId: one.license.id,
      key: one.license.key,
    });
  });

  it('forgets the order number of a deleted licence', async () => {
    const one = await callApi('createLicense', { body: row({ reference: 'PO-DEL' }) });
    await callApi('deleteLicense', { params: { id: one.license.id } });
    expect((await callApi('findLicensesByReference', { body: { references: ['PO-DEL'] } })).licenses).toEqual([]);
  });

  it.each([
    [{ references: [] }, v.referencesRequired],
    [{ references: ['PO\n1'] }, v.referenceInvalid],
    [{ references: ['x'.repeat(65)] }, v.referenceInvalid],
    [{}, v.referencesRequired],
  ])('refuses %j with 400 and a Japanese message', async (body, message) => {
    const res = errorBody(await raw('POST', '/api/licenses/references', { token, body }), 400);
    expect(res.message).toBe(message);
  });

  it('is for administrators only', async () => {
    const user = await signIn('user');
    const res = await raw('POST', '/api/licenses/references', { token: user.accessToken, body: { references: ['A'] } });
    expect(res.status).toBe(403);
  });
});

describe('licences issued in one call (POST /api/licenses/bulk)', () => {
  it('issues each row on its own: a refused row has its reason, the others are issued', async () => {
    const before = tables.licenses.count();
    const res = await callApi('createLicensesBulk', {
      body: { licenses: [row(), row({ userId: 'no-such-user' }), row({ maxActivations: 3 })] },
    });
    expect(res.results).toHaveLength(3);
    expect(res.results[0]).toMatchObject({ license: { status: 'ACTIVE', maxActivations: 1 } });
    expect(res.results[1]).toEqual({ error: { message: 'ユーザーが見つかりません', code: 'NOT_FOUND' } });
    expect(res.results[2]).toMatchObject({ license: { maxActivations: 3 } });
    expect(tables.licenses.count()).toBe(before + 2);
  });

  it('records the import as one operation of the audit log, its rows as items', async () => {
    const operationId = '5e1f0c2a-7b3d-4e6f-8a9b-0c1d2e3f4a5b';
    const headers = { [OPERATION_ID_HEADER]: operationId };
    const first = { licenses: [row(), row({ userId: 'no-such-user' })] };
    expect((await raw('POST', '/api/licenses/bulk', { token, body: first, headers })).status).toBe(200);
    const second = { licenses: [row({ reference: 'PO-9' })] };
    expect((await raw('POST', '/api/licenses/bulk', { token, body: second, headers })).status).toBe(200);
    const ofRun = auditRows().filter((r) => r.operationId === operationId);
    const run = ofRun.filter((r) => r.items !== null);
    expect(run).toHaveLength(1);
    expect(run[0]).toMatchObject({
      action: 'createLicense',
      result: 'partial',
      items: { total: 3, done: 2, refused: 1 },
    });
    expect(ofRun.filter((r) => r.items === null).map((r) => r.result)).toEqual(['done', 'refused', 'done']);
  });

  it('without an operation id, one call is one operation', async () => {
    await callApi('createLicensesBulk', { body: { licenses: [row(), row()] } });
    const run = auditRows()
      .filter((r) => r.items !== null)
      .at(-1)!;
    expect(run).toMatchObject({ action: 'createLicense', items: { total: 2, done: 2, refused: 0 } });
  });

  it('refuses a row past the quota with ライセンス枠不足 and issues none beyond it', async () => {
    resetDatabase('quota-exhausted');
    token = (await signIn('admin')).accessToken;
    const before = tables.licenses.count();
    const res = await callApi('createLicensesBulk', { body: { licenses: [row(), row()] } });
    for (const result of res.results)
      expect(result).toMatchObject({ error: { message: expect.stringContaining('枠') } });
    expect(tables.licenses.count()).toBe(before);
  });

  it.each([
    [{ licenses: [] }, v.bulkLicensesCount],
    [{ licenses: Array.from({ length: 101 }, () => ({})) }, v.bulkLicensesCount],
    [{}, v.bulkLicensesCount],
  ])('refuses %j as a whole with 400 and changes nothing', async (body, message) => {
    const before = databaseText();
    const res = errorBody(await raw('POST', '/api/licenses/bulk', { token, body }), 400);
    expect(res.message).toBe(message);
    expect(databaseText()).toBe(before);
  });

  it('refuses a malformed row as a whole (the schema of POST /licenses) and changes nothing', async () => {
    const before = databaseText();
    const body = { licenses: [row(), row({ maxActivations: 0 })] };
    const res = errorBody(await raw('POST', '/api/licenses/bulk', { token, body }), 400);
    expect(res.fields?.['licenses.1.maxActivations']).toEqual([v.maxActivationsMin]);
    expect(databaseText()).toBe(before);
  });
});

describe.each(['spec', 'rest'] as const)('the %s profile', (profile) => {
  it('has neither call, and keeps no order number of POST /licenses', async () => {
    configureMock({ profile });
    expect((await raw('POST', '/api/licenses/bulk', { token, body: { licenses: [row()] } })).status).toBe(404);
    expect((await raw('POST', '/api/licenses/references', { token, body: { references: ['A'] } })).status).toBe(404);
    expect((await raw('POST', '/licenses', { token, body: row({ reference: 'PO-SPEC' }) })).status).toBe(201);
    expect(tables.licenseReferences.all()).toEqual([]);
  });
});
