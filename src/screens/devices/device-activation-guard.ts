// Whether 有効化 can succeed, as far as the console can tell from the device's licence: a revoked
// licence or one whose seats are all taken is refused by the server, so the button says why
// instead. A licence the console could not find (or an expired one, which a grace period may
// still allow) leaves the decision to the server.
import type { License } from '../../api/schemas/licensing/license.ts';
import { devices as t } from '../../shared/messages/licensing/devices.ts';

/** Why 有効化 would be refused on this licence, or null when it may be tried. */
export function activationRefusal(
  license: Pick<License, 'status' | 'currentActivations' | 'maxActivations'> | null | undefined,
): string | null {
  if (!license) return null;
  if (license.status === 'REVOKED') return t.activateLicenseRevoked;
  const { currentActivations: used, maxActivations: max } = license;
  if (used !== null && max !== null && used >= max) return t.activateLicenseFull(used, max);
  return null;
}
