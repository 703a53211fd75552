// The licences, the refusal check and the admin sign-in shared by the licence lifecycle tests.
import { beforeEach, expect } from 'vitest';
import { auditRows, tables } from '../../../../src/mocks/db.ts';
import { apiError, databaseText, demoUserId, signIn } from '../_helpers.ts';

export const DAY = 86_400_000;
export const lastAudit = () => auditRows().at(-1)!;

/** A licence of someone but the demo user, in a given state. */
export function licenceWhere(match: (l: ReturnType<typeof tables.licenses.all>[number]) => boolean) {
  const found = tables.licenses.all().find((l) => l.userId !== demoUserId() && match(l));
  if (!found) throw new Error('no such licence in the demo scenario');
  return found;
}
export const activeSubscription = () =>
  licenceWhere((l) => l.status === 'ACTIVE' && l.expiresAt !== null && Date.parse(l.expiresAt) > Date.now() + 10 * DAY);

/** The call's refusal, and that it changed nothing. */
export async function refusedUnchanged(call: () => Promise<unknown>, status: number) {
  const before = databaseText();
  const error = await apiError(call(), status);
  expect(databaseText()).toBe(before);
  return error.message;
}

/** Every lifecycle test acts as the admin. */
export function signInAdminBeforeEach(): void {
  beforeEach(async () => {
    await signIn('admin');
  });
}
