// The refusal check and the user-creation call shared by the validation tests of the mock.
import { expect } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { apiError, databaseText } from '../_helpers.ts';

/** Expects a 400 whose message is `message` (and `field` to list it); the database unchanged. */
export async function refused(call: () => Promise<unknown>, message: string, field?: string) {
  const before = databaseText();
  const e = await apiError(call(), 400);
  expect(e.message).toBe(message);
  expect(e.body?.error).toBe(message);
  if (field) expect(e.fields?.[field]).toContain(message);
  expect(databaseText()).toBe(before);
  return e;
}

export const newUser = (overrides: Record<string, unknown>) =>
  callApi('createUser', {
    body: {
      email: 'valid@example.jp',
      password: 'Valid123!',
      role: 'USER',
      userType: 'INDEPENDENT',
      tenantId: null,
      subsclight_customer_id: null,
      ...overrides,
    } as never,
  });
