// The mock's licences as its API answers them, for e2e tests that pick one to act on.
import { apiLogin } from './faults.ts';
import { MOCK_URL } from './mock.ts';

export interface WireLicense {
  id: string;
  key: string;
  status: string;
  applicationId: string;
  userId: string;
  currentActivations: number;
  maxActivations: number;
  expiresAt: string | null;
}

/** The first 100 licences of the scenario, read as the admin. */
export async function wireLicences(): Promise<WireLicense[]> {
  const admin = await apiLogin('admin');
  const res = await fetch(`${MOCK_URL}/licenses?page=1&pageSize=100`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
  });
  return ((await res.json()) as { licenses: WireLicense[] }).licenses;
}

/** A usable licence with a free seat, good for two more days (the demo user's when `ofUser`). */
export async function licenceWithSeat(ofUser = false): Promise<WireLicense> {
  const userId = ofUser ? ((await apiLogin('user')).user as { id: string }).id : null;
  const found = (await wireLicences()).find(
    (l) =>
      l.status === 'ACTIVE' &&
      l.currentActivations < l.maxActivations &&
      (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now() + 2 * 86_400_000) &&
      (userId === null || l.userId === userId),
  );
  if (!found) throw new Error(`no licence with a free seat${ofUser ? ' of the demo user' : ''} in the scenario`);
  return found;
}
