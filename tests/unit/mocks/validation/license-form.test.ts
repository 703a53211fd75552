// The validation of docs/product.md §5 as the mock enforces it: 400 with the Japanese message of
// the first failing rule as `error`/`message`, and every failure under `fields`. A refusal changes
// nothing.
// Here: the licence form.
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { validation as v } from '../../../../src/shared/messages/forms/validation.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { demoUserId, signIn } from '../_helpers.ts';
import { refused } from './support.ts';

describe('the licence form', () => {
  beforeEach(async () => {
    await signIn('admin');
  });
  const app = () => tables.applications.all()[0]!.id;
  const base = () => ({
    applicationId: app(),
    userId: demoUserId(),
    type: 'subscription',
    maxActivations: 1,
    startDate: null,
    endDate: null,
  });

  it.each([
    ['applicationId', '', v.applicationRequired],
    ['userId', '', v.userRequired],
    ['type', undefined, v.licenseTypeRequired],
    ['type', 'forever', v.licenseTypeRequired],
    ['maxActivations', undefined, v.maxActivationsRequired],
    ['maxActivations', 0, v.maxActivationsMin],
    ['maxActivations', 1.5, v.maxActivationsInteger],
    ['endDate', 'tomorrow', v.dateInvalid],
  ])('%s = %j', async (field, value, message) => {
    await refused(() => callApi('createLicense', { body: { ...base(), [field]: value } as never }), message, field);
  });

  it('reports the fields in the form order; the first one is the message', async () => {
    const e = await refused(() => callApi('createLicense', { body: {} as never }), v.applicationRequired);
    expect(Object.keys(e.fields ?? {})).toEqual(['applicationId', 'userId', 'type', 'maxActivations']);
    expect(e.fields).toMatchObject({
      userId: [v.userRequired],
      type: [v.licenseTypeRequired],
      maxActivations: [v.maxActivationsRequired],
    });
  });

  it('refuses an end date before the start date', async () => {
    const start = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 5 * 86_400_000).toISOString();
    await refused(
      () => callApi('createLicense', { body: { ...base(), startDate: start, endDate: end } as never }),
      v.endBeforeStart,
      'endDate',
    );
  });

  it('refuses a malformed expiry on update', async () => {
    const id = tables.licenses.all()[0]!.id;
    await refused(() => callApi('updateLicense', { params: { id }, body: { expiresAt: '2025-13-45' } }), v.dateInvalid);
  });
});
